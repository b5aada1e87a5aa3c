// What the egg remembers between visits (spec 001 section 3 local storage keys totalRight, totalPlayed and
// savedActiveItems), so it shows at once while the server is asked again. Each value carries the user it
// belongs to: a brother signing in on the same computer must not see his sister's egg.
import type { AnswerTotals } from '@/engine/play/answer-totals';
import { readLocalJson, writeLocalJson } from '@/engine/storage/local-json';

export const TOTAL_RIGHT_KEY = 'totalRight';
export const TOTAL_PLAYED_KEY = 'totalPlayed';
export const ACTIVE_ITEMS_KEY = 'savedActiveItems';

/** What the character picture needs of a purchased item (GET eshop/items/purchased). */
export interface ActiveItem {
  id: number;
  is_activated: boolean;
  file: string;
  item: { category: string; file: string };
}

interface Stored<T> {
  user: number;
  value: T;
}

function read<T>(key: string, user: number, valid: (value: unknown) => value is T): T | null {
  const parsed = readLocalJson(key) as Partial<Stored<unknown>> | null;
  return parsed && parsed.user === user && valid(parsed.value) ? parsed.value : null;
}

const write = <T>(key: string, user: number, value: T) => writeLocalJson(key, { user, value } satisfies Stored<T>);

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;
const isItem = (value: unknown): value is ActiveItem => {
  const v = value as ActiveItem;
  return typeof v === 'object' && v !== null && typeof v.file === 'string' && typeof v.item?.category === 'string';
};
const isItems = (value: unknown): value is ActiveItem[] => Array.isArray(value) && value.every(isItem);

export function readCachedTotals(user: number): AnswerTotals | null {
  const totalRight = read(TOTAL_RIGHT_KEY, user, isCount);
  const total = read(TOTAL_PLAYED_KEY, user, isCount);
  return totalRight === null || total === null ? null : { user, total, totalRight };
}

export function cacheTotals({ user, total, totalRight }: AnswerTotals): void {
  write(TOTAL_RIGHT_KEY, user, totalRight);
  write(TOTAL_PLAYED_KEY, user, total);
}

export const readCachedItems = (user: number): ActiveItem[] | null => read(ACTIVE_ITEMS_KEY, user, isItems);

/** Only the activated items are kept (they are what the character wears); returns them. */
export function cacheItems(user: number, items: readonly ActiveItem[]): ActiveItem[] {
  const active = items.filter((item) => item.is_activated);
  write(ACTIVE_ITEMS_KEY, user, active);
  return active;
}
