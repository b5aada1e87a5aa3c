import { MAX_VOICED_NUMBER } from '@abacus/contract/games';
import type { Item } from './items.ts';
import type { Rng } from './random.ts';

/**
 * Mental (anzan) sets and the negative-numbers game: numbers of the chosen places with no abacus formula
 * restriction. Anzan totals never go below zero; the negative game must go below zero at least once.
 */

export const ANZAN_TYPES = ['anzan_random', 'anzan_plus', 'anzan_minus'] as const;
export type AnzanType = (typeof ANZAN_TYPES)[number];

const lowest = (complexity: number) => complexity;
const highest = (complexity: number) => complexity * 10 - 1;

/** A number of exactly the places of `complexity`, different from `avoid` when there is a choice. */
function drawNumber(rng: Rng, complexity: number, max = highest(complexity), avoid = -1): number {
  const lo = lowest(complexity);
  const n = rng.int(lo, max);
  return n === avoid && max > lo ? rng.int(lo, max) : n;
}

export function generateAnzanSet(type: AnzanType, complexity: number, length: number, rng: Rng): Item[] {
  if (type === 'anzan_minus') return anzanMinus(complexity, length, rng);
  const items: Item[] = [{ number: drawNumber(rng, complexity), sign: 1 }];
  let total = items[0].number;
  // Totals lean back towards a few times the largest number, so long sets stay readable.
  const centre = highest(complexity) * 2;
  while (items.length < length) {
    const prev = items[items.length - 1];
    const canSubtract = type === 'anzan_random' && total >= lowest(complexity);
    const minus = canSubtract && rng.chance(Math.min(0.8, Math.max(0.2, total / (2 * centre))));
    const number = minus
      ? drawNumber(rng, complexity, Math.min(total, highest(complexity)), prev.sign === 1 ? prev.number : -1)
      : drawNumber(rng, complexity, highest(complexity), prev.sign === -1 ? prev.number : -1);
    items.push({ number, sign: minus ? -1 : 1 });
    total += minus ? -number : number;
  }
  return items;
}

/**
 * The longest start an only-subtract set may have: 99,999, the largest number the voices can say, and five digits
 * still fit a phone (issue 9: 6-7 digit starts at complexity 1000-10000 were silent and cut off).
 */
export const ANZAN_MINUS_MAX_START = MAX_VOICED_NUMBER;

/**
 * Only subtraction: a start of at most one place more than the chosen numbers (and at most 99,999), then
 * subtrahends of the chosen places for as long as the start allows them, smaller ones after that, so the total
 * never goes below zero.
 */
function anzanMinus(complexity: number, length: number, rng: Rng): Item[] {
  const lo = lowest(complexity);
  const hi = highest(complexity);
  const subtrahends = length - 1;
  const cap = Math.max(Math.min(complexity * 100 - 1, ANZAN_MINUS_MAX_START), subtrahends);
  const wanted = Math.max(complexity * 10, (subtrahends + 1) * lo, subtrahends);
  let left = rng.int(Math.min(cap, wanted), cap);
  const items: Item[] = [{ number: left, sign: 1 }];
  for (let slots = subtrahends; slots > 0; slots--) {
    // Can this one and the ones after it all still have the chosen places?
    const roomy = left - (slots - 1) * lo >= lo;
    const number = roomy
      ? rng.int(lo, Math.min(hi, left - (slots - 1) * lo))
      : rng.int(1, Math.max(1, Math.min(hi, Math.floor(left / slots))));
    items.push({ number, sign: -1 });
    left -= number;
  }
  return items;
}

/** The negative-numbers game: the running total goes below zero at least once. */
export function generateNegativeSet(complexity: number, length: number, rng: Rng): Item[] {
  for (let attempt = 0; attempt < 50; attempt++) {
    const items: Item[] = [{ number: drawNumber(rng, complexity), sign: 1 }];
    let total = items[0].number;
    let wentNegative = false;
    while (items.length < length) {
      const last = items.length === length - 1;
      // A positive total leans to subtraction and a negative one to addition, so the set crosses zero.
      let minus = rng.chance(total >= 0 ? 0.65 : 0.35);
      let number = drawNumber(rng, complexity);
      if (last && !wentNegative) {
        // The last chance: take away more than the total when one number can.
        if (total >= highest(complexity)) break;
        minus = true;
        number = rng.int(Math.max(total + 1, lowest(complexity)), highest(complexity));
      }
      items.push({ number, sign: minus ? -1 : 1 });
      total += minus ? -number : number;
      if (total < 0) wentNegative = true;
    }
    if (wentNegative && items.length === length) return items;
  }
  // Unreachable in practice (the first attempt whose total before the last number is small enough succeeds).
  const lo = lowest(complexity);
  return Array.from({ length }, (_, i): Item => (i === 0 ? { number: lo, sign: 1 } : { number: lo + 1, sign: -1 }));
}
