import type { Item } from './items.ts';

/** Helpers for the generator's tests (not used by the generator). */

/** Running totals after each item (the last one is the answer of an addition set). */
export function runningTotals(items: readonly Item[]): number[] {
  const out: number[] = [];
  let total = 0;
  for (const it of items) {
    total += it.sign * it.number;
    out.push(total);
  }
  return out;
}
