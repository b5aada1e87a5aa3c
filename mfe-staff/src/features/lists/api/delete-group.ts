// DELETE groups/{id}: a group row's Block action (spec 002 "Group table": actions ... Block). The group goes; its
// students stay, without a group (the server refuses while it holds a student without a parent account, who would
// leave the viewer's tree). Every staff list is asked again afterwards.
import { useMutation } from '@abacus/shared/query';
import { api } from '@abacus/shared';
import { useRefreshStaffLists } from './block-user';

export function useDeleteGroup() {
  const refreshLists = useRefreshStaffLists();
  return useMutation({ mutationFn: (id: number) => api.delete(`groups/${id}`), onSuccess: refreshLists });
}
