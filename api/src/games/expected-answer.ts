import { MULTIPLY_TYPES } from './game-types.ts';

/**
 * How a game's expression is encoded (the generator's `items`) and what its answer is (spec 001 section 5).
 * An item is `{number, sign}` with sign 1 or -1; its value is sign * number; the first item is the starting number.
 *
 * | type                                           | items                  | answer                     |
 * |------------------------------------------------|------------------------|----------------------------|
 * | addition, anzan, negative, columns             | 1..100 items           | sum of the values          |
 * | abacus_random, or any game with option=abacus  | 1..100 items           | the last item's value      |
 * | multiply, multiply_50_100, multiply_25x25      | exactly 2: [a, b]      | a * b                      |
 * | multiply_quad (squared)                        | exactly 1: [a]         | a * a                      |
 * | divide                                         | exactly 2: [a, b], b≠0 | a / b truncated toward 0   |
 *
 * Arithmetic is in BigInt: a product of two 8-digit numbers is past Number's exact range.
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

const PAIR_TYPES: ReadonlySet<string> = new Set(['multiply', 'multiply_50_100', 'multiply_25x25', 'divide']);

const lastNumberMode = (game: JudgedGame) => game.type === 'abacus_random' || game.option === 'abacus';

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

const value = (item: Operation) => BigInt(item.sign) * BigInt(item.number);

/** The right answer as a canonical integer string. The items must pass `operationsProblem`. */
export function expectedAnswer(game: JudgedGame, items: readonly Operation[]): string {
  const problem = operationsProblem(game, items);
  if (problem) throw new Error(problem);
  const values = items.map(value);
  if (lastNumberMode(game)) return values[values.length - 1].toString();
  if (game.type === 'multiply_quad') return (values[0] * values[0]).toString();
  if (MULTIPLY_TYPES.has(game.type)) return (values[0] * values[1]).toString();
  if (game.type === 'divide') return (values[0] / values[1]).toString(); // BigInt division truncates
  return values.reduce((a, b) => a + b, 0n).toString();
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

/**
 * Is this (normalized) answer right? No answer (time is over) is wrong, and so is any answer to items that are
 * not an expression of the game (stored by something that skipped `operationsProblem`): no right answer exists.
 */
export function isRightAnswer(game: JudgedGame, items: readonly Operation[], answer: string | null): boolean {
  if (answer === null || operationsProblem(game, items) !== null) return false;
  return answer === expectedAnswer(game, items);
}
