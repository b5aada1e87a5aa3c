// DELETE lessons/homeworks/{id}: the day's homework goes, with every student's progress on it.
import { useMutation, useQueryClient } from '@abacus/shared/query';
import { api } from '@abacus/shared';
import { HOMEWORKS_KEY } from './homework-keys';

export function useDeleteHomework() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await api.delete(`lessons/homeworks/${id}`);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: HOMEWORKS_KEY }),
  });
}
