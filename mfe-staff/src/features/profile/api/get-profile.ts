// GET users/user/{id|me}/profile: a user's profile in the staff area with what the viewer may change (404 outside
// the viewer's subtree).
import { useQuery } from '@abacus/shared/query';
import type { StaffProfile } from '@abacus/contract/staff-profile-schema';
import { api } from '@abacus/shared';

export const profileKey = (id: string) => ['staff-profile', id] as const;

const getProfile = async (id: string) => (await api.get<StaffProfile>(`users/user/${id}/profile`)).data;

export const useStaffProfile = (id: string) =>
  useQuery({ queryKey: profileKey(id), queryFn: () => getProfile(id), retry: false });
