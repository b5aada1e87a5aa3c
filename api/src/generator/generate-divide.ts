import type { Item } from './items.ts';
import type { Rng } from './random.ts';

/**
 * Division (spec 001: dividend choices 1000/100/10, divisor choices 100/10/1, default 100 / 10): a choice is a place
 * value, so 100 / 10 is a three-digit number divided by a two-digit one. The quotient is a whole number of at
 * least 2 (no remainder); a one-digit divisor is 2-9.
 */

export const DIVIDEND_CHOICES = [10, 100, 1000] as const;
export const DIVISOR_CHOICES = [1, 10, 100] as const;

/** Divisors of the chosen places that leave at least one quotient >= 2 inside the dividend's places. */
function divisorsFor(dividendPlace: number, divisorPlace: number): number[] {
  const maxDividend = dividendPlace * 10 - 1;
  const out: number[] = [];
  for (let q = Math.max(2, divisorPlace); q <= divisorPlace * 10 - 1; q++) {
    if (Math.floor(maxDividend / q) >= Math.max(2, Math.ceil(dividendPlace / q))) out.push(q);
  }
  return out;
}

/** false when no division without remainder fits (a divisor with more digits than the dividend). */
export function divisionPossible(dividendPlace: number, divisorPlace: number): boolean {
  return divisorsFor(dividendPlace, divisorPlace).length > 0;
}

export function generateDivide(dividendPlace: number, divisorPlace: number, rng: Rng): Item[] {
  const divisors = divisorsFor(dividendPlace, divisorPlace);
  if (divisors.length === 0) throw new RangeError(`no division ${dividendPlace} / ${divisorPlace}`);
  const divisor = rng.pick(divisors);
  const quotient = rng.int(
    Math.max(2, Math.ceil(dividendPlace / divisor)),
    Math.floor((dividendPlace * 10 - 1) / divisor),
  );
  return [
    { number: divisor * quotient, sign: 1 },
    { number: divisor, sign: 1 },
  ];
}
