import { queryOptions, useQuery } from '@abacus/shared/query';
import { slideMonth } from '@abacus/contract/homework';
import type { HomeworkSummary } from '@abacus/contract/homework-schema';
import { api } from '@abacus/shared';
import { homeworkKeys } from './homework-keys';

/**
 * GET lessons/homeworks?user=&month=&year= (month zero-based): the student's homework of that month, personal and
 * their group's, each with the student's complete_status.
 */
async function getHomeworks(studentId: number, year: number, month: number): Promise<HomeworkSummary[]> {
  const { data } = await api.get<HomeworkSummary[]>('lessons/homeworks', {
    params: { user: studentId, month, year },
  });
  return data;
}

const homeworksQuery = (studentId: number, slide: number) => {
  const { year, month } = slideMonth(slide);
  return queryOptions({
    queryKey: homeworkKeys.month(studentId, year, month),
    queryFn: () => getHomeworks(studentId, year, month),
  });
};

export const useHomeworks = (studentId: number, slide: number) => useQuery(homeworksQuery(studentId, slide));
