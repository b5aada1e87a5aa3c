// GET lessons/homeworks/{id}/results: each student's result; the re-save confirm names those who finished it. Read
// fresh each time Save is pressed (a student may have finished it a minute ago).
import { useQueryClient } from '@abacus/shared/query';
import type { HomeworkResults } from '@abacus/contract/homework-schema';
import { api } from '@abacus/shared';
import { homeworkKeys } from './homework-keys';

export const getHomeworkResults = async (id: number) =>
  (await api.get<HomeworkResults>(`lessons/homeworks/${id}/results`)).data;

export function useFetchHomeworkResults() {
  const client = useQueryClient();
  return (id: number) =>
    client.fetchQuery({ queryKey: homeworkKeys.results(id), queryFn: () => getHomeworkResults(id), staleTime: 0 });
}
