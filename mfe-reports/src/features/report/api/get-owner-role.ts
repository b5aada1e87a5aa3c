// GET users/user/{id}/profile: the role of the report's owner, which decides the tab's kind (a franchise's students,
// or the franchises under a master franchise or the network).
import { useQuery } from '@abacus/shared/query';
import type { StaffProfile } from '@abacus/contract/staff-profile-schema';
import { api } from '@abacus/shared';
import { reportKeys } from './report-keys';

async function getOwnerRole(ownerId: number) {
  const { data } = await api.get<StaffProfile>(`users/user/${ownerId}/profile`);
  return data.role;
}

export const useOwnerRole = (ownerId: number) =>
  useQuery({ queryKey: reportKeys.owner(ownerId), queryFn: () => getOwnerRole(ownerId) });
