import { queryOptions, useQuery } from '@abacus/shared/query';
import { api } from '@abacus/shared';
import type { Lesson } from '@abacus/contract/lessons-schema';

/** Bodies are sanitized HTML on the server; the page sanitizes them again. */
export type { Lesson };

async function getLesson(lessonId: number, userId: number): Promise<Lesson> {
  const { data } = await api.get<Lesson>(`lessons/${lessonId}`, { params: { user: userId } });
  return data;
}

const lessonQuery = (lessonId: number, userId: number) =>
  queryOptions({ queryKey: ['lesson', lessonId, userId], queryFn: () => getLesson(lessonId, userId) });

export const useLesson = (lessonId: number, userId: number) =>
  useQuery({ ...lessonQuery(lessonId, userId), enabled: Number.isInteger(lessonId) && lessonId > 0 });
