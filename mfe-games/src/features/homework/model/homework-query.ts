// The homework play screen's address (spec 001 section 2, "Game Homework"): ?id=HW&date=YYYY-MM&order=N and, for a
// viewer, &read_only=STUDENT_ID. The month of `date` is 1-based, as people write it; the API's is 0-based.
import { PUZZLE_TILES } from '@abacus/contract/homework';

export interface HomeworkQuery {
  id: number;
  year: number;
  /** Zero-based, as the calls send it (0 = January). */
  month: number;
  /** The day tile, 1-20; null when the address has none. */
  order: number | null;
  /** The student a viewer (a parent, a teacher) is looking at; null for the student's own homework. */
  readOnly: number | null;
}

const positiveInt = (value: string | null): number | null =>
  value !== null && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null;

/** "2026-11" -> { year: 2026, month: 10 }; null for anything else. */
export function parseHomeworkDate(value: string | null): { year: number; month: number } | null {
  const match = value?.match(/^(\d{4})-(\d{1,2})$/);
  if (!match) return null;
  const month = Number(match[2]);
  return month >= 1 && month <= 12 ? { year: Number(match[1]), month: month - 1 } : null;
}

/**
 * The screen's query, or null when id or date is missing or wrong (the screen then goes back to the puzzle). A
 * read_only that is not a student id is wrong too: it must never fall back to playing.
 */
export function parseHomeworkQuery(search: string): HomeworkQuery | null {
  const params = new URLSearchParams(search);
  const id = positiveInt(params.get('id'));
  const date = parseHomeworkDate(params.get('date'));
  const readOnly = positiveInt(params.get('read_only'));
  if (id === null || date === null || (params.has('read_only') && readOnly === null)) return null;
  const order = positiveInt(params.get('order'));
  return { id, ...date, order: order !== null && order <= PUZZLE_TILES ? order : null, readOnly };
}
