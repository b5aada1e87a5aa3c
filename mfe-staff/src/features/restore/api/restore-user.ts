// POST users/user/{id}/restore {group | parent} and POST users/restore-hierarchy {user}. Afterwards the restore
// list and every staff list are asked again: the user leaves this list and joins the active ones.
import { useMutation, useQueryClient } from '@abacus/shared/query';
import type { RestoreInput } from '@abacus/contract/staff-tools-schema';
import { api } from '@abacus/shared';

function useAfterRestore() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['restore-list'] }),
      queryClient.invalidateQueries({ queryKey: ['staff-list'] }),
    ]);
}

export function useRestoreUser(id: number) {
  const onSuccess = useAfterRestore();
  return useMutation({
    mutationFn: (body: RestoreInput) => api.post(`users/user/${id}/restore`, body),
    onSuccess,
  });
}

export function useRestoreHierarchy(id: number) {
  const onSuccess = useAfterRestore();
  return useMutation({
    mutationFn: async () => (await api.post<{ count: number }>('users/restore-hierarchy', { user: id })).data,
    onSuccess,
  });
}
