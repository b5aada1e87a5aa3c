// GET lessons/homeworks/{id}/results: each student of the homework's target with their result per game (staff).
import { useQuery } from '@abacus/shared/query';
import type { HomeworkResults } from '@abacus/contract/homework-schema';
import { api } from '@abacus/shared';
import { resultsKey } from './homework-keys';

const getResults = async (id: number) => (await api.get<HomeworkResults>(`lessons/homeworks/${id}/results`)).data;

export const useHomeworkResults = (id: number) =>
  useQuery({ queryKey: resultsKey(id), queryFn: () => getResults(id), refetchOnMount: 'always' });
