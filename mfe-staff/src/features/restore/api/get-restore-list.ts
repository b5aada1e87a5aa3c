// GET users/restore?page=&search=&roles=: the blocked users the viewer may restore, 20 a page.
import { keepPreviousData, useQuery } from '@abacus/shared/query';
import type { ListPage } from '@abacus/admin-kit';
import type { Page } from '@abacus/contract/paging-schema';
import type { RestoreRole, RestoreRow } from '@abacus/contract/staff-tools-schema';
import { api } from '@abacus/shared';

export type { RestoreRow };

async function getRestoreList(params: Record<string, string | number>): Promise<ListPage<RestoreRow>> {
  const { data } = await api.get<Page<RestoreRow>>('users/restore', { params });
  return { rows: data.results, hasNext: Boolean(data.next) };
}

export function useRestoreList(list: { page: number; search: string }, roles: RestoreRole[]) {
  const params: Record<string, string | number> = { page: list.page };
  if (list.search.trim()) params.search = list.search.trim();
  if (roles.length) params.roles = roles.join(',');
  return useQuery({
    queryKey: ['restore-list', params],
    queryFn: () => getRestoreList(params),
    placeholderData: keepPreviousData,
  });
}
