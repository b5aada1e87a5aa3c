import type { HomeworkSummary } from '@abacus/contract/homework-schema';

/** A homework of the student's month as the list answers it. */
export const summary = (over: Partial<HomeworkSummary> & Pick<HomeworkSummary, 'id' | 'order'>): HomeworkSummary => ({
  year: 2026,
  month: 10,
  created: '2026-11-01T08:00:00Z',
  updated: '2026-11-01T08:00:00Z',
  matific: false,
  user: null,
  group: 4,
  games_count: 2,
  complete_status: 0,
  students_total: 1,
  students_done: 0,
  ...over,
});

/** All 20 tiles with homework, each in the given status. */
export const fullMonth = (status: 0 | 1 | 2, firstId = 100) =>
  Array.from({ length: 20 }, (_, i) => summary({ id: firstId + i, order: i + 1, complete_status: status }));
