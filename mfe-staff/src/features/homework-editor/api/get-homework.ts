// GET lessons/homeworks/{id}: the homework being edited, its games in order.
import { useQuery } from '@abacus/shared/query';
import type { HomeworkDetail } from '@abacus/contract/homework-schema';
import { api } from '@abacus/shared';
import { homeworkKeys } from './homework-keys';

export const getHomework = async (id: number) => (await api.get<HomeworkDetail>(`lessons/homeworks/${id}`)).data;

export const useHomework = (id: number | null) =>
  useQuery({
    queryKey: homeworkKeys.detail(id ?? 0),
    queryFn: () => getHomework(id as number),
    enabled: id !== null,
    // The editor starts from what is stored now, never from a copy a few seconds old.
    staleTime: 0,
  });
