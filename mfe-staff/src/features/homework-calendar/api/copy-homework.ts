// POST lessons/homeworks/{id}/copy {year, month, orders[{year, month, order}]} (months zero-based) -> 201 the new
// days' homework; a day that already has homework refuses the copy (400 {orders, days}).
import { useMutation, useQueryClient } from '@abacus/shared/query';
import type { HomeworkCopyBody, HomeworkSummary } from '@abacus/contract/homework-schema';
import { api } from '@abacus/shared';
import { HOMEWORKS_KEY } from './homework-keys';

export function useCopyHomework(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: HomeworkCopyBody) =>
      (await api.post<HomeworkSummary[]>(`lessons/homeworks/${id}/copy`, body)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: HOMEWORKS_KEY }),
  });
}
