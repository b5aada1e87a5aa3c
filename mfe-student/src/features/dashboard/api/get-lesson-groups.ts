import { queryOptions, useQuery } from '@abacus/shared/query';
import { api } from '@abacus/shared';
import type { LessonGroup, LessonSummary } from '@abacus/contract/lessons-schema';

export type { LessonGroup, LessonSummary };

async function getLessonGroups(userId: number): Promise<LessonGroup[]> {
  const { data } = await api.get<LessonGroup[]>('lessons/grouped', { params: { user: userId } });
  return data;
}

export const lessonGroupsQuery = (userId: number) =>
  queryOptions({ queryKey: ['lessons', 'grouped', userId], queryFn: () => getLessonGroups(userId) });

export const useLessonGroups = (userId: number) => useQuery(lessonGroupsQuery(userId));
