import type { Item } from './items.ts';
import type { Rng } from './random.ts';

/**
 * The abacus random game: numbers to show on (or read from) the abacus, one after another; the answer is the
 * last one. `places` are the digit variants chosen (1 = one-digit numbers ... 7 = up to 1,000,000, the abacus's
 * rods); each number takes one of them at random and differs from the one before.
 */

export const ABACUS_MAX_PLACES = 7;

export function generateAbacusRandom(places: readonly number[], count: number, rng: Rng): Item[] {
  const items: Item[] = [];
  for (let i = 0; i < count; i++) {
    const p = rng.pick(places);
    const lo = p === 1 ? 1 : 10 ** (p - 1);
    const hi = 10 ** p - 1;
    let n = rng.int(lo, hi);
    if (i > 0 && n === items[i - 1].number) n = n === hi ? lo : n + 1;
    items.push({ number: n, sign: 1 });
  }
  return items;
}
