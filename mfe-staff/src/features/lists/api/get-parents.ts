import { keepPreviousData, queryOptions, useQuery } from '@abacus/shared/query';
import type { ListPage } from '@abacus/admin-kit';
import type { Page } from '@abacus/contract/paging-schema';
import type { ParentRow } from '@abacus/contract/staff-lists-schema';
import { api } from '@abacus/shared';
import { type ListFilters, listRequestParams } from '../model/list-filters';

export type { ParentRow };

async function getParents(params: Record<string, string | number>): Promise<ListPage<ParentRow>> {
  const { data } = await api.get<Page<ParentRow>>('users/parents', { params });
  return { rows: data.results, hasNext: Boolean(data.next) };
}

const parentsQuery = (params: Record<string, string | number>) =>
  queryOptions({
    queryKey: ['staff-list', 'parent', params],
    queryFn: () => getParents(params),
    placeholderData: keepPreviousData,
  });

export const useParentsPage = (list: { page: number; search: string }, filters: ListFilters) =>
  useQuery(parentsQuery(listRequestParams(list, filters)));
