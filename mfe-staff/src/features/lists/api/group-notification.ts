// POST groups/{id}/notification: the banner of a group's students (sanitized by the server, which answers it).
import { useMutation, useQueryClient } from '@abacus/shared/query';
import { api } from '@abacus/shared';
import { groupKey } from '@/lib/api/get-group';

export function useSaveGroupNotification(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (notification: string) =>
      (await api.post<{ notification: string }>(`groups/${id}/notification`, { notification })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupKey(id) }),
  });
}
