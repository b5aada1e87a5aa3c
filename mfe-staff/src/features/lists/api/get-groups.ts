// GET groups/?page=&step=21[&parent=][&q=]: an array; a 21st row tells that there is a next page (spec 002
// section 9), and the page shows every row it got.
import { keepPreviousData, queryOptions, useQuery } from '@abacus/shared/query';
import type { ListPage } from '@abacus/admin-kit';
import { GROUPS_STEP } from '@abacus/contract/staff';
import type { GroupRow } from '@abacus/contract/staff-lists-schema';
import { api } from '@abacus/shared';
import type { ListFilters } from '../model/list-filters';

export type { GroupRow };

interface GroupsParams {
  page: number;
  step: number;
  q?: string;
  parent?: number;
}

async function getGroups(params: GroupsParams): Promise<ListPage<GroupRow>> {
  const { data } = await api.get<GroupRow[]>('groups/', { params });
  return { rows: data, hasNext: data.length >= GROUPS_STEP };
}

const groupsQuery = (params: GroupsParams) =>
  queryOptions({
    queryKey: ['staff-list', 'group', params],
    queryFn: () => getGroups(params),
    placeholderData: keepPreviousData,
  });

export const useGroupsPage = (list: { page: number; search: string }, filters: ListFilters) =>
  useQuery(
    groupsQuery({
      page: list.page,
      step: GROUPS_STEP,
      ...(list.search ? { q: list.search } : {}),
      ...(filters.parent ? { parent: filters.parent } : {}),
    }),
  );
