// POST lessons/homeworks: creates the day's homework (201) or replaces the games of the one on that day (200).
import { useMutation, useQueryClient } from '@abacus/shared/query';
import type { HomeworkDetail, HomeworkSaveBody } from '@abacus/contract/homework-schema';
import { api } from '@abacus/shared';
import { invalidateHomework } from './homework-keys';

export const saveHomework = async (body: HomeworkSaveBody) =>
  (await api.post<HomeworkDetail>('lessons/homeworks', body)).data;

export function useSaveHomework() {
  const client = useQueryClient();
  return useMutation({ mutationFn: saveHomework, onSuccess: () => invalidateHomework(client) });
}
