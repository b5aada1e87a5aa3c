// A lesson group's state is derived from its lessons' is_active (spec 000 section 4), never stored.
export type GroupState = 'completed' | 'in_progress' | 'locked';

interface LessonLike {
  order: number;
  is_active: boolean;
}

/** All open: completed; none open (or no lessons): locked; some: in progress. */
export function groupState(lessons: readonly LessonLike[]): GroupState {
  const open = lessons.filter((lesson) => lesson.is_active).length;
  if (open === 0) return 'locked';
  return open === lessons.length ? 'completed' : 'in_progress';
}

/** A locked group does not open. */
export const canExpand = (state: GroupState) => state !== 'locked';

/** Lessons by order; the last one of a group is its test (shown with the award icon). */
export function lessonRows<T extends LessonLike>(
  lessons: readonly T[],
): { lesson: T; isTest: boolean; canOpen: boolean }[] {
  const sorted = [...lessons].sort((a, b) => a.order - b.order);
  return sorted.map((lesson, i) => ({ lesson, isTest: i === sorted.length - 1, canOpen: lesson.is_active }));
}

/** The group a child is working on starts open: the first in progress. */
export function initiallyOpen<T extends { id: number; lessons: readonly LessonLike[] }>(
  groups: readonly T[],
): number | null {
  return groups.find((group) => groupState(group.lessons) === 'in_progress')?.id ?? null;
}

/** Every group locked: no lesson is open yet (the child's teacher has opened none), though there are lessons. */
export const allLocked = (groups: readonly { lessons: readonly LessonLike[] }[]) =>
  groups.length > 0 && groups.every((group) => groupState(group.lessons) === 'locked');
