// A franchise's last month in the franchise list (spec 002 section 2 "Lists": payment amount and turnover): the
// month summary of the finance report, GET billing/reports/{id}, the figures of docs/finance.md.
import { useQuery } from '@abacus/shared/query';
import type { FranchiseSummary } from '@abacus/contract/finance-schema';
import { previousMonth } from '@abacus/contract/finance';
import { api } from '@abacus/shared';

export function useFranchiseLastMonth(franchise: number) {
  const { year, month } = previousMonth(new Date());
  return useQuery({
    queryKey: ['franchise-month', franchise, year, month],
    queryFn: async () =>
      (await api.get<FranchiseSummary>(`billing/reports/${franchise}`, { params: { year, month } })).data,
    staleTime: 5 * 60_000,
  });
}
