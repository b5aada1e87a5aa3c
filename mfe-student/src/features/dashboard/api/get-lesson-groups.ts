import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@abacus/shared';
import type { Localized } from '@/lib/localized';

export type LessonSummary = Localized<'name'> & { id: number; order: number; is_active: boolean };
export type LessonGroup = Localized<'name'> & { id: number; order: number; lessons: LessonSummary[] };

async function getLessonGroups(userId: number): Promise<LessonGroup[]> {
  const { data } = await api.get<LessonGroup[]>('lessons/grouped', { params: { user: userId } });
  return data;
}

const lessonGroupsQuery = (userId: number) =>
  queryOptions({ queryKey: ['lessons', 'grouped', userId], queryFn: () => getLessonGroups(userId) });

export const useLessonGroups = (userId: number) => useQuery(lessonGroupsQuery(userId));
