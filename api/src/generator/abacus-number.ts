import { classifyRodMove, type MoveClass } from './abacus-rod.ts';

/**
 * Adding a signed number to the total on a multi-rod abacus, rod by rod, with carries and borrows.
 * Each bead move is classified by abacus-rod; a carry or borrow is a +-1 on the next rod, classified by the
 * same rules and possibly cascading (96 + 7 carries through the 9 on the tens rod).
 */

export interface Move {
  /** 0 = ones rod, 1 = tens... */
  rod: number;
  sign: 1 | -1;
  /** 1-9; a carry or borrow is always 1. */
  digit: number;
  cls: MoveClass;
  /** For a carry or borrow: the digit of the number's own move that started it; null for the number's own move. */
  cause: number | null;
}

/**
 * Which rod the child works first. Schools teach both (left to right on the soroban, from the ones in written
 * arithmetic), so a step is accepted only when it is allowed in both orders.
 */
export type RodOrder = 'ones-first' | 'highest-first';

/** Rod values, ones first, padded to `rods` rods; null when the total does not fit. */
export function toRods(total: number, rods: number): number[] | null {
  if (!Number.isInteger(total) || total < 0) return null;
  const out = new Array<number>(rods).fill(0);
  let rest = total;
  for (let i = 0; i < rods; i++) {
    out[i] = rest % 10;
    rest = Math.floor(rest / 10);
  }
  return rest === 0 ? out : null;
}

export function fromRods(rods: readonly number[]): number {
  let total = 0;
  for (let i = rods.length - 1; i >= 0; i--) total = total * 10 + rods[i];
  return total;
}

/** Digits of a non-negative integer, ones first. */
export function digitsOf(n: number): number[] {
  const out: number[] = [];
  let rest = n;
  do {
    out.push(rest % 10);
    rest = Math.floor(rest / 10);
  } while (rest > 0);
  return out;
}

/**
 * Puts sign*digit on `rod` (mutating `rods`) and shows each bead move, carries included, to `visit`; the move object
 * is reused, so copy it to keep it. Stops with false when `visit` refuses a move, when a carry leaves the top rod,
 * or when a borrow finds nothing above (the total would not fit or go below zero).
 */
export function applyDigit(
  rods: number[],
  rod: number,
  sign: 1 | -1,
  digit: number,
  visit: (m: Move) => boolean,
): boolean {
  if (digit === 0) return true;
  const move: Move = { rod, sign, digit, cls: 'direct', cause: null };
  let delta = sign * digit;
  for (let r = rod; ; r++) {
    if (r >= rods.length) return false;
    const res = classifyRodMove(rods[r], delta);
    move.rod = r;
    move.sign = delta > 0 ? 1 : -1;
    move.digit = delta > 0 ? delta : -delta;
    move.cls = res.cls;
    if (!visit(move)) return false;
    rods[r] = res.value;
    if (res.carry === 0) return true;
    move.cause = digit;
    delta = res.carry;
  }
}

export interface StepTrace {
  rods: number[];
  moves: Move[];
}

/** Adds sign*number to the abacus `rods` in the given order; null when it does not fit (see applyDigit). */
export function applyNumber(rods: readonly number[], sign: 1 | -1, number: number, order: RodOrder): StepTrace | null {
  const next = rods.slice();
  const moves: Move[] = [];
  const keep = (m: Move) => moves.push({ ...m }) > 0;
  const digits = digitsOf(number);
  for (let k = 0; k < digits.length; k++) {
    const rod = order === 'ones-first' ? k : digits.length - 1 - k;
    if (!applyDigit(next, rod, sign, digits[rod], keep)) return null;
  }
  return { rods: next, moves };
}
