// The homework play screen of the games remote (spec 001 "Homework screen"):
// /games/homework?id=HW&date=YYYY-MM&order=N[&read_only=STUDENT_ID]. The URL's month is 1-based, the API's 0-based.
import type { HomeworkSummary } from '@abacus/contract/homework-schema';

/** localStorage (spec 001 local storage keys): the homework just played, for the task-done popup on return. */
export const SUCCESS_PUZZLE_KEY = 'success_puzzle';

/** "2026-03" for year 2026, zero-based month 2. */
export const urlMonth = (year: number, month: number) => `${year}-${String(month + 1).padStart(2, '0')}`;

export function playLink(homework: Pick<HomeworkSummary, 'id' | 'year' | 'month' | 'order'>, readOnlyId?: number) {
  const params = new URLSearchParams({
    id: String(homework.id),
    date: urlMonth(homework.year, homework.month),
    order: String(homework.order),
  });
  if (readOnlyId !== undefined) params.set('read_only', String(readOnlyId));
  return `/games/homework?${params}`;
}
