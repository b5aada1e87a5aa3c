// DELETE lessons/homeworks/{id}.
import { useMutation, useQueryClient } from '@abacus/shared/query';
import { api } from '@abacus/shared';
import { invalidateHomework } from './homework-keys';

export const deleteHomework = async (id: number) => {
  await api.delete(`lessons/homeworks/${id}`);
};

export function useDeleteHomework() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteHomework, onSuccess: () => invalidateHomework(client) });
}
