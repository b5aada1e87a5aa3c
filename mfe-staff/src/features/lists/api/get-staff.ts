// The master franchise, franchise and teacher lists: GET users/franchises?role= and GET users/teachers.
import { keepPreviousData, queryOptions, useQuery } from '@abacus/shared/query';
import type { ListPage } from '@abacus/admin-kit';
import type { Page } from '@abacus/contract/paging-schema';
import type { StaffListRole, StaffRow } from '@abacus/contract/staff-lists-schema';
import { api } from '@abacus/shared';
import { type ListFilters, listRequestParams } from '../model/list-filters';

export type { StaffListRole, StaffRow };

async function getStaff(role: StaffListRole, params: Record<string, string | number>): Promise<ListPage<StaffRow>> {
  const { data } =
    role === 'teacher'
      ? await api.get<Page<StaffRow>>('users/teachers', { params })
      : await api.get<Page<StaffRow>>('users/franchises', { params: { ...params, role } });
  return { rows: data.results, hasNext: Boolean(data.next) };
}

const staffQuery = (role: StaffListRole, params: Record<string, string | number>) =>
  queryOptions({
    queryKey: ['staff-list', role, params],
    queryFn: () => getStaff(role, params),
    placeholderData: keepPreviousData,
  });

export const useStaffPage = (role: StaffListRole, list: { page: number; search: string }, filters: ListFilters) =>
  useQuery(staffQuery(role, listRequestParams(list, filters)));
