// GET billing/reports?role=student&franchise={id}&month=&year=&page=&search=&ordering=... : one page (20) of a
// franchise's student rows of the month, and the choices of the column filters (from all the month's rows).
import { keepPreviousData, useQuery } from '@abacus/shared/query';
import type { ListPage } from '@abacus/admin-kit';
import type { StudentReportPage, StudentReportRow } from '@abacus/contract/finance-schema';
import { api } from '@abacus/shared';
import { reportKeys } from './report-keys';

export type { StudentReportRow };
export type FilterChoices = StudentReportPage['filters'];
export interface StudentsPage extends ListPage<StudentReportRow> {
  count: number;
  filters: FilterChoices;
}

async function getStudents(query: Record<string, string | number>): Promise<StudentsPage> {
  const { data } = await api.get<StudentReportPage>('billing/reports', { params: query });
  return { rows: data.results, hasNext: Boolean(data.next), count: data.count, filters: data.filters };
}

export const useReportStudents = (query: Record<string, string | number>) =>
  useQuery({
    queryKey: reportKeys.students(query),
    queryFn: () => getStudents(query),
    placeholderData: keepPreviousData,
  });
