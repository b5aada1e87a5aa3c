// Editing the birthday (spec 000 sections 4 and 5): shown and typed as dd.MM.yyyy, sent as
// YYYY-MM-DD; unchanged text just closes the editor.
import { isoDateToDotted, parseTypedDay, startOfDay, toIsoDate } from '@/lib/dates';

export type BirthdayInput = { kind: 'unchanged' } | { kind: 'invalid' } | { kind: 'save'; birthday: string };

export function readBirthdayInput(text: string, current: string | null | undefined, today: Date): BirthdayInput {
  const typed = text.trim();
  if (typed === isoDateToDotted(current)) return { kind: 'unchanged' };
  const day = parseTypedDay(typed, '.');
  if (!day || day > startOfDay(today) || day.getFullYear() < 1900) return { kind: 'invalid' };
  const birthday = toIsoDate(day);
  return birthday === current ? { kind: 'unchanged' } : { kind: 'save', birthday };
}
