import { MULTIPLY_TYPES } from '@abacus/contract/games';
import { operationsProblem, type JudgedGame, type Operation } from '@abacus/contract/expressions';

/**
 * What the answer to an expression is (spec 001 section 5); the items' shape is in @abacus/contract/expressions.
 *
 * | type                                           | answer                     |
 * |------------------------------------------------|----------------------------|
 * | addition, anzan, negative, columns             | sum of the values          |
 * | abacus_random, or any game with option=abacus  | the last item's value      |
 * | multiply, multiply_50_100, multiply_25x25      | a * b                      |
 * | multiply_quad (squared)                        | a * a                      |
 * | divide                                         | a / b truncated toward 0   |
 *
 * Arithmetic is in BigInt: a product of two 8-digit numbers is past Number's exact range.
 */

const lastNumberMode = (game: JudgedGame) => game.type === 'abacus_random' || game.option === 'abacus';

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

/**
 * Is this (normalized) answer right? No answer (time is over) is wrong, and so is any answer to items that are
 * not an expression of the game (stored by something that skipped `operationsProblem`): no right answer exists.
 */
export function isRightAnswer(game: JudgedGame, items: readonly Operation[], answer: string | null): boolean {
  if (answer === null || operationsProblem(game, items) !== null) return false;
  return answer === expectedAnswer(game, items);
}
