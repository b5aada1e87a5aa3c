// PATCH users/user/{id|me}/profile; the lists are asked again afterwards (names, prices and groups show there).
import { useMutation, useQueryClient } from '@abacus/shared/query';
import type { StaffProfile, StaffProfilePatch } from '@abacus/contract/staff-profile-schema';
import { api } from '@abacus/shared';
import { profileKey } from './get-profile';

const saveProfile = async ({ id, body }: { id: string; body: StaffProfilePatch }) =>
  (await api.patch<StaffProfile>(`users/user/${id}/profile`, body)).data;

export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProfile,
    onSuccess: (profile, { id }) => {
      queryClient.setQueryData(profileKey(id), profile);
      return queryClient.invalidateQueries({ queryKey: ['staff-list'] });
    },
  });
}
