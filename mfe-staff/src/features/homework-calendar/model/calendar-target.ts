// Whose calendar is open (a student's or a group's) and the addresses of its screens: the calendar, the editor of a
// day (`create?date=YYYY-MM&order=N[&homework=ID]`, the month 1-based for people) and the query of its calls.

export type CalendarKind = 'user' | 'group';
export interface CalendarTarget {
  kind: CalendarKind;
  id: number;
}

/** The target of a route's `:id`, or null when it is not a positive whole number. */
export function parseTarget(kind: CalendarKind, id: string | undefined): CalendarTarget | null {
  if (!id || !/^\d{1,9}$/.test(id)) return null;
  const value = Number(id);
  return value >= 1 ? { kind, id: value } : null;
}

/** /dashboard/profile/{id}/homework or /dashboard/group/{id}/homework, optionally opened on a slide. */
export function calendarPath(target: CalendarTarget, slide?: number): string {
  const base =
    target.kind === 'group' ? `/dashboard/group/${target.id}/homework` : `/dashboard/profile/${target.id}/homework`;
  return slide === undefined ? base : `${base}?slide=${slide}`;
}

/** The query naming the target of a call: {group} or {user}. */
export const targetQuery = (target: CalendarTarget): { group: number } | { user: number } =>
  target.kind === 'group' ? { group: target.id } : { user: target.id };

/** The URL's `date` of a (year, zero-based month): "2026-03" is March (the API's month 2). */
export const dateParam = (year: number, month: number) => `${year}-${String(month + 1).padStart(2, '0')}`;

/** The (year, zero-based month) of a `date` parameter, or null when it is not YYYY-MM with a month 01-12. */
export function parseDateParam(value: string | null): { year: number; month: number } | null {
  const match = value ? /^(\d{4})-(\d{2})$/.exec(value) : null;
  if (!match) return null;
  const month = Number(match[2]) - 1;
  return month >= 0 && month <= 11 ? { year: Number(match[1]), month } : null;
}

/** The editor of a day: a new homework, or the one already on it. */
export function editorPath(
  target: CalendarTarget,
  day: { year: number; month: number; order: number },
  homework?: number,
): string {
  const query = new URLSearchParams({ date: dateParam(day.year, day.month), order: String(day.order) });
  if (homework !== undefined) query.set('homework', String(homework));
  return `${calendarPath(target)}/create?${query}`;
}
