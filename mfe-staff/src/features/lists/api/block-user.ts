// DELETE users/user/{id}: block a user (spec 002 section 4: "Blocking a user in lists uses a delete call"). Every
// staff list is asked again afterwards: the user leaves the active lists and joins the blocked ones.
import { useMutation, useQueryClient } from '@abacus/shared/query';
import { api } from '@abacus/shared';

const blockUser = (id: number) => api.delete(`users/user/${id}`);

/** Asks every staff list again (after a block here or in the admin kit's student block dialog). */
export function useRefreshStaffLists() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['staff-list'] });
}

export function useBlockUser() {
  const refreshLists = useRefreshStaffLists();
  return useMutation({ mutationFn: blockUser, onSuccess: refreshLists });
}
