// POST lessons/homeworks/{id}/games/{game}/done: the student marks a Matific activity done; the answer is the reward
// it paid (task_done when it finished the homework).
import { useMutation, useQueryClient } from '@abacus/shared/query';
import { api } from '@abacus/shared';
import type { HomeworkReward } from '@abacus/contract/homework-schema';
import { homeworkKeys } from './homework-keys';

export async function markMatificDone(homework: number, game: number): Promise<HomeworkReward> {
  const { data } = await api.post<HomeworkReward>(`lessons/homeworks/${homework}/games/${game}/done`);
  return data;
}

export function useMarkMatificDone() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ homework, game }: { homework: number; game: number }) => markMatificDone(homework, game),
    onSettled: () => client.invalidateQueries({ queryKey: homeworkKeys.all }),
  });
}
