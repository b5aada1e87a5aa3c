// The copy modal's choice (spec 002 "Copy modal: slide arrows and a day picker"): days of any slides, at least one,
// sent with zero-based months as the contract's copy body; the days the server refused (already holding homework)
// read back from its 400 answer.
import { slideMonth } from '@abacus/contract/homework';
import { type HomeworkCopyBody, homeworkCopyBody } from '@abacus/contract/homework-schema';

export interface CopyDay {
  year: number;
  /** Zero-based, as the calls send it. */
  month: number;
  order: number;
}

export const dayKey = (day: CopyDay) => `${day.year}-${day.month}-${day.order}`;

/** A day of a slide. */
export const slideDay = (slide: number, order: number): CopyDay => ({ ...slideMonth(slide), order });

const byDate = (a: CopyDay, b: CopyDay) => a.year - b.year || a.month - b.month || a.order - b.order;

/** Adds the day, or removes it when it was chosen; in date order. */
export function toggleDay(chosen: readonly CopyDay[], day: CopyDay): CopyDay[] {
  const key = dayKey(day);
  const without = chosen.filter((d) => dayKey(d) !== key);
  return without.length < chosen.length ? without : [...chosen, day].sort(byDate);
}

export const isChosen = (chosen: readonly CopyDay[], day: CopyDay) => chosen.some((d) => dayKey(d) === dayKey(day));

/**
 * The body of POST lessons/homeworks/{id}/copy, checked by the contract's schema: `message` is the first problem
 * (CHOOSE_A_DAY with no day) when it cannot be sent.
 */
export function copyBody(
  source: { year: number; month: number },
  chosen: readonly CopyDay[],
): { body: HomeworkCopyBody } | { message: string } {
  const body: HomeworkCopyBody = {
    year: source.year,
    month: source.month,
    orders: chosen.map(({ year, month, order }) => ({ year, month, order })),
  };
  const checked = homeworkCopyBody.safeParse(body);
  return checked.success ? { body } : { message: checked.error.issues[0]?.message ?? '' };
}

const isDay = (value: unknown): value is CopyDay => {
  if (!value || typeof value !== 'object') return false;
  const { year, month, order } = value as Record<string, unknown>;
  return [year, month, order].every((n) => Number.isInteger(n));
};

/** The days a refused copy names (`days` of its 400 body), or none. */
export function refusedDays(body: unknown): CopyDay[] {
  const days = body && typeof body === 'object' ? (body as { days?: unknown }).days : undefined;
  return Array.isArray(days) ? days.filter(isDay).map(({ year, month, order }) => ({ year, month, order })) : [];
}
