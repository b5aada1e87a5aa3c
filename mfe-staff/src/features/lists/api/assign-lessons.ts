// GET lessons/?user=|?group= (every lesson, the open ones checked) and POST users/user/{id}/lessons or
// groups/{id}/lessons {lessons}: the checked set.
import { useMutation, useQuery, useQueryClient } from '@abacus/shared/query';
import type { AssignedLesson } from '@abacus/contract/lessons-schema';
import { api } from '@abacus/shared';

export type LessonTarget = { user: number } | { group: number };

const keyOf = (target: LessonTarget) => ['assigned-lessons', target];

export const useAssignedLessons = (target: LessonTarget) =>
  useQuery({
    queryKey: keyOf(target),
    queryFn: async () => (await api.get<AssignedLesson[]>('lessons/', { params: target })).data,
  });

export function useAssignLessons(target: LessonTarget) {
  const queryClient = useQueryClient();
  const path = 'user' in target ? `users/user/${target.user}/lessons` : `groups/${target.group}/lessons`;
  return useMutation({
    mutationFn: (lessons: number[]) => api.post(path, { lessons }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['assigned-lessons'] }),
  });
}
