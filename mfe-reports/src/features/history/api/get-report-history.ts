// GET billing/reports/{id}/history?user=&author=&action=&from=&to=&page=: one page of the change history of
// everyone under the report's owner, newest first.
import { keepPreviousData, useQuery } from '@abacus/shared/query';
import type { ListPage } from '@abacus/admin-kit';
import type { ReportHistoryPage } from '@abacus/contract/report-history-schema';
import type { ChangeEntry } from '@abacus/contract/user-changes-schema';
import { api } from '@abacus/shared';
import { type HistoryFilters, periodReversed, toHistoryQuery } from '../model/history-filters';

export type { ChangeEntry };

async function getReportHistory(ownerId: number, filters: HistoryFilters): Promise<ListPage<ChangeEntry>> {
  const { data } = await api.get<ReportHistoryPage>(`billing/reports/${ownerId}/history`, {
    params: toHistoryQuery(filters),
  });
  return { rows: data.results, hasNext: Boolean(data.next) };
}

export const useReportHistory = (ownerId: number, filters: HistoryFilters) =>
  useQuery({
    queryKey: ['report-history', ownerId, toHistoryQuery(filters)],
    queryFn: () => getReportHistory(ownerId, filters),
    placeholderData: keepPreviousData,
    enabled: !periodReversed(filters),
  });
