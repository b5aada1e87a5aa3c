// GET lessons/homeworks/{id}?user=: the homework with each entry's progress for that student (spec 001 section 7).
// Always asked again when the screen shows it: the progress moves with every answer.
import { queryOptions, useQuery } from '@abacus/shared/query';
import { api } from '@abacus/shared';
import type { HomeworkDetail } from '@abacus/contract/homework-schema';
import { homeworkKeys } from './homework-keys';

export type { HomeworkDetail };

export async function getHomework(id: number, user: number): Promise<HomeworkDetail> {
  const { data } = await api.get<HomeworkDetail>(`lessons/homeworks/${id}`, { params: { user } });
  return data;
}

export const homeworkQuery = (id: number, user: number) =>
  queryOptions({ queryKey: homeworkKeys.detail(id, user), queryFn: () => getHomework(id, user), staleTime: 0 });

export const useHomework = (id: number, user: number | null) =>
  useQuery({ ...homeworkQuery(id, user ?? 0), enabled: user !== null });
