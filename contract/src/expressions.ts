// What an expression of a game is and how a typed answer is read (spec 001 section 5). Plain TypeScript, no zod.
// The server judges answers (api/src/games/expected-answer.ts); these rules are what both sides agree on.
import { MULTIPLY_TYPES } from './games.ts';

/**
 * An item of an expression (the generator's `items`): value = sign * number; the first item is the starting number.
 *
 * | type                                           | items                  |
 * |------------------------------------------------|------------------------|
 * | addition, anzan, negative, columns             | 1..100 items           |
 * | abacus_random, or any game with option=abacus  | 1..100 items           |
 * | multiply, multiply_50_100, multiply_25x25      | exactly 2: [a, b]      |
 * | multiply_quad (squared)                        | exactly 1: [a]         |
 * | divide                                         | exactly 2: [a, b], b≠0 |
 */
export interface Operation {
  number: number;
  /** 1 or -1 */
  sign: number;
}

export interface JudgedGame {
  type: string;
  option?: string | null;
}

export const MAX_ITEMS = 100;
export const MAX_NUMBER = 99_999_999;

/** Multiply types with two factors, and divide: an expression is a pair. */
const PAIR_TYPES: ReadonlySet<string> = new Set([...MULTIPLY_TYPES, 'divide'].filter((t) => t !== 'multiply_quad'));

/** Why these items cannot be an expression of this game, or null when they can. */
export function operationsProblem(game: JudgedGame, items: readonly Operation[]): string | null {
  if (items.length === 0) return 'An expression needs at least one number.';
  if (items.length > MAX_ITEMS) return `An expression has at most ${MAX_ITEMS} numbers.`;
  const wellFormed = (i: Operation) =>
    (i.sign === 1 || i.sign === -1) && Number.isInteger(i.number) && Math.abs(i.number) <= MAX_NUMBER;
  if (!items.every(wellFormed)) return `Each item is {number, sign}: a whole number up to ${MAX_NUMBER}, sign 1 or -1.`;
  if (PAIR_TYPES.has(game.type) && items.length !== 2) return `A ${game.type} expression has exactly 2 numbers.`;
  if (game.type === 'multiply_quad' && items.length !== 1) return 'A multiply_quad expression has exactly 1 number.';
  if (game.type === 'divide' && items[1].number === 0) return 'The divisor cannot be 0.';
  return null;
}

const ANSWER_RE = /^[+-]?\d{1,30}$/;

/**
 * A typed answer as a canonical integer string ("007" -> "7", "+5" -> "5", "-0" -> "0"), or null when it is
 * not a whole number. Leading zeros collapse as on the answer input (spec 001 section 5).
 */
export function normalizeAnswer(raw: string | number): string | null {
  if (typeof raw === 'number') return Number.isSafeInteger(raw) ? BigInt(raw).toString() : null;
  const s = raw.trim();
  return ANSWER_RE.test(s) ? BigInt(s).toString() : null;
}
