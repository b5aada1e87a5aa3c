// The homework calls' own messages (contract/src/homework.ts) as keys of this feature's texts; any other message is
// the admin kit's to translate.
import { CHOOSE_A_DAY, HOMEWORK_EXISTS, SLIDE_OUT_OF_RANGE, TARGET_REQUIRED } from '@abacus/contract/homework';

const KEYS: Record<string, string> = {
  [CHOOSE_A_DAY]: 'chooseADay',
  [HOMEWORK_EXISTS]: 'exists',
  [SLIDE_OUT_OF_RANGE]: 'outOfCalendar',
  [TARGET_REQUIRED]: 'target',
};

/** The text key (under homeworkCalendar.messages) of a homework message, or null for another message. */
export const homeworkMessageKey = (message: string | undefined): string | null =>
  (message !== undefined && KEYS[message]) || null;

/** The first message of a Django-REST error body: detail, non_field_errors, orders, then any field's. */
export function firstMessage(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const record = body as Record<string, unknown>;
  const keys = ['detail', 'non_field_errors', 'orders', ...Object.keys(record).filter((k) => k !== 'days')];
  for (const key of keys) {
    const value = record[key];
    if (typeof value === 'string') return value;
    if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
  }
  return undefined;
}
