/**
 * One rod of the abacus: v = 5f + o (f: the five-bead, 0/1; o: one-beads, 0-4).
 * Classifies adding or subtracting one digit on one rod, following the abacus formulas:
 * - direct: beads only move one way (no complement needed);
 * - small (small friends): a 5-complement on this rod, +d = +5 - (5 - d), -d = -5 + (5 - d);
 * - big (big friends): a 10-complement, +d = +10 - (10 - d) with -(10 - d) direct here (mirror for -d);
 * - family (mixed): a 10-complement whose rest needs a 5-complement, +d = +10 - 5 + (d - 5),
 *   -d = -10 + 5 - (d - 5).
 * big and family pass a carry (+1) or a borrow (-1) to the next rod; it obeys the same rules there.
 */

export type MoveClass = 'direct' | 'small' | 'big' | 'family';

export interface RodResult {
  cls: MoveClass;
  /** +1: carry to the next rod, -1: borrow from it, 0: none. */
  carry: -1 | 0 | 1;
  /** The rod's value afterwards (0-9). */
  value: number;
}

const five = (v: number) => (v >= 5 ? 1 : 0);
const ones = (v: number) => v % 5;

/** +d (1-9) on v moves beads one way only. */
export function isDirectAdd(v: number, d: number): boolean {
  if (d <= 4) return ones(v) + d <= 4;
  return five(v) === 0 && ones(v) + d - 5 <= 4;
}

/** -d (1-9) on v moves beads one way only. */
export function isDirectSub(v: number, d: number): boolean {
  if (d <= 4) return ones(v) >= d;
  return five(v) === 1 && ones(v) >= d - 5;
}

/** Adds delta (+-1..9) to a rod holding v (0-9). */
export function classifyRodMove(v: number, delta: number): RodResult {
  if (!Number.isInteger(v) || v < 0 || v > 9 || !Number.isInteger(delta) || delta === 0 || Math.abs(delta) > 9) {
    throw new RangeError(`bad rod move ${v} ${delta}`);
  }
  if (delta > 0) {
    const d = delta;
    if (v + d <= 9) return { cls: isDirectAdd(v, d) ? 'direct' : 'small', carry: 0, value: v + d };
    return { cls: isDirectSub(v, 10 - d) ? 'big' : 'family', carry: 1, value: v + d - 10 };
  }
  const d = -delta;
  if (v - d >= 0) return { cls: isDirectSub(v, d) ? 'direct' : 'small', carry: 0, value: v - d };
  return { cls: isDirectAdd(v, 10 - d) ? 'big' : 'family', carry: -1, value: v - d + 10 };
}
