// Section 7 "Lessons": GET lessons/ (every lesson with its tracker), GET lessons/{id} (the stored texts),
// GET lessons/courses, POST lessons/, PATCH lessons/{id} (only the changed fields), DELETE lessons/{id}.
import { useMutation, useQuery, useQueryClient } from '@abacus/shared/query';
import type { AssignedLesson, Lesson, LessonCourse, LessonFields } from '@abacus/contract/lessons-schema';
import { api } from '@abacus/shared';

export type { AssignedLesson, Lesson, LessonCourse, LessonFields };

export const useLessons = () =>
  useQuery({
    queryKey: ['lessons'],
    queryFn: async () => (await api.get<AssignedLesson[]>('lessons/')).data,
  });

export const useLesson = (id: number | undefined) =>
  useQuery({
    queryKey: ['lessons', id],
    queryFn: async () => (await api.get<Lesson>(`lessons/${id}`)).data,
    enabled: id !== undefined,
  });

export const useCourses = () =>
  useQuery({
    queryKey: ['lessons', 'courses'],
    queryFn: async () => (await api.get<LessonCourse[]>('lessons/courses')).data,
    staleTime: 5 * 60_000,
  });

export function useSaveLesson(id: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (fields: Partial<LessonFields>) =>
      (id === undefined ? await api.post<Lesson>('lessons/', fields) : await api.patch<Lesson>(`lessons/${id}`, fields))
        .data,
    onSuccess: (lesson) => {
      queryClient.setQueryData(['lessons', lesson.id], lesson);
      void queryClient.invalidateQueries({ queryKey: ['lessons'], exact: true });
    },
  });
}

export function useDeleteLesson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`lessons/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['lessons'], exact: true }),
  });
}
