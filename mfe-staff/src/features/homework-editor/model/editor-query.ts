// The editor's address (spec 002 "Homework editor"): .../homework/create?date=YYYY-MM&order=N[&homework=ID]. The
// month of `date` is 1-based for people reading the address; the calls send it 0-based: this is the one place that
// converts. Without a valid day the editor cannot save anything, so the page goes back to the calendar.
import { PUZZLE_TILES, slideOf } from '@abacus/contract/homework';
import type { HomeworkSummary } from '@abacus/contract/homework-schema';

export interface HomeworkTarget {
  kind: 'user' | 'group';
  id: number;
}

export interface EditorQuery {
  year: number;
  /** Zero-based, as the calls send it. */
  month: number;
  /** The day tile, 1-20. */
  order: number;
  /** The homework being edited, or null for a new one. */
  homework: number | null;
}

const positive = (text: string | null) => (text !== null && /^\d{1,9}$/.test(text) ? Number(text) : null);

/** The query of the editor's address, or null when its day is missing or outside the calendar. */
export function parseEditorQuery(params: URLSearchParams): EditorQuery | null {
  const date = /^(\d{4})-(\d{2})$/.exec(params.get('date') ?? '');
  if (!date) return null;
  const year = Number(date[1]);
  const month = Number(date[2]) - 1;
  if (month < 0 || month > 11 || slideOf(year, month) === null) return null;
  const order = positive(params.get('order'));
  if (order === null || order < 1 || order > PUZZLE_TILES) return null;
  const homework = positive(params.get('homework'));
  return { year, month, order, homework: homework !== null && homework > 0 ? homework : null };
}

/** The homework calendar of the student or group the editor works for. */
export const calendarPath = (target: HomeworkTarget) =>
  `/dashboard/${target.kind === 'user' ? 'profile' : 'group'}/${target.id}/homework`;

/** The target fields of POST lessons/homeworks. */
export const targetFields = (target: HomeworkTarget) =>
  target.kind === 'user' ? { user: target.id } : { group: target.id };

/**
 * The id of the target's own homework on tile `order` of a month's list, or null. A student's list also carries their
 * group's homework, which the student's editor does not edit.
 */
export function ownHomeworkOn(month: HomeworkSummary[], target: HomeworkTarget, order: number): number | null {
  const own = (h: HomeworkSummary) => (target.kind === 'user' ? h.user === target.id : h.group === target.id);
  return month.find((h) => h.order === order && own(h))?.id ?? null;
}

/** The editor's address of a stored homework, from a create address: the same day, with `homework=`. */
export function withHomework(params: URLSearchParams, homework: number): string {
  const next = new URLSearchParams(params);
  next.set('homework', String(homework));
  return `?${next}`;
}
