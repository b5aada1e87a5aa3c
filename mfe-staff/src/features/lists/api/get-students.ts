import { keepPreviousData, queryOptions, useQuery } from '@abacus/shared/query';
import type { ListPage } from '@abacus/admin-kit';
import type { Page } from '@abacus/contract/paging-schema';
import type { StudentRow } from '@abacus/contract/staff-lists-schema';
import { api } from '@abacus/shared';
import { type ListFilters, listRequestParams } from '../model/list-filters';

export type { StudentRow };

async function getStudents(params: Record<string, string | number>): Promise<ListPage<StudentRow>> {
  const { data } = await api.get<Page<StudentRow>>('users/students', { params });
  return { rows: data.results, hasNext: Boolean(data.next) };
}

const studentsQuery = (params: Record<string, string | number>) =>
  queryOptions({
    queryKey: ['staff-list', 'student', params],
    queryFn: () => getStudents(params),
    placeholderData: keepPreviousData,
  });

export const useStudentsPage = (list: { page: number; search: string }, filters: ListFilters) =>
  useQuery(studentsQuery(listRequestParams(list, filters)));
