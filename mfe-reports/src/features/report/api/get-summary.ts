// GET billing/reports/{id}?month=&year=: a franchise's month summary; for a master franchise or the super franchise,
// the sums of the franchises under them (currency null when they count in different currencies).
import { keepPreviousData, useQuery } from '@abacus/shared/query';
import type { FranchiseSummary } from '@abacus/contract/finance-schema';
import { api } from '@abacus/shared';
import { reportKeys } from './report-keys';

export type { FranchiseSummary };

async function getSummary(ownerId: number, year: number, month: number) {
  const { data } = await api.get<FranchiseSummary>(`billing/reports/${ownerId}`, { params: { month, year } });
  return data;
}

export const useReportSummary = (ownerId: number, year: number, month: number) =>
  useQuery({
    queryKey: reportKeys.summary(ownerId, year, month),
    queryFn: () => getSummary(ownerId, year, month),
    placeholderData: keepPreviousData,
  });
