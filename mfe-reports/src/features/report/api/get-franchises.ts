// GET billing/reports?role=franchise&parent={id}&month=&year=: the month summaries of the franchises under a master
// franchise, or of the whole network for the super franchise.
import { keepPreviousData, useQuery } from '@abacus/shared/query';
import type { FranchiseSummary } from '@abacus/contract/finance-schema';
import { api } from '@abacus/shared';
import { reportKeys } from './report-keys';

async function getFranchises(ownerId: number, year: number, month: number) {
  const { data } = await api.get<FranchiseSummary[]>('billing/reports', {
    params: { role: 'franchise', parent: ownerId, month, year },
  });
  return data;
}

export const useReportFranchises = (ownerId: number, year: number, month: number) =>
  useQuery({
    queryKey: reportKeys.franchises(ownerId, year, month),
    queryFn: () => getFranchises(ownerId, year, month),
    placeholderData: keepPreviousData,
  });
