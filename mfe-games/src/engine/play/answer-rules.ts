// Answer entry and the expected answer of a generated expression (spec 001 section 5).
import type { ExpressionItem, GameConfig } from '../config/game-config';
import { isAbacusGame, isColumnsGame, isProductType } from '../config/game-kinds';
import { signedValue } from './wire-items';

const collapseZeros = (digits: string) => digits.replace(/^0+(?=\d)/, '');

/**
 * The most digits an answer takes: every number up to 15 digits is exact in JavaScript, and no game's answer comes
 * near it. A longer entry was shown back as another number (20 nines read as 1 followed by 20 zeros).
 */
export const ANSWER_MAX_DIGITS = 15;

/** Answer entry: digits only, leading zeros collapse ("00" is "0", "07" is "7"), at most ANSWER_MAX_DIGITS. */
export const normalizeAnswer = (raw: string) => collapseZeros(raw.replace(/\D/g, '')).slice(0, ANSWER_MAX_DIGITS);

/** Column answers (and the negative-numbers game) also accept one leading sign. */
export function normalizeSignedAnswer(raw: string): string {
  const text = raw.trimStart();
  const sign = text.startsWith('-') || text.startsWith('+') ? text[0] : '';
  return sign + normalizeAnswer(text.slice(sign.length));
}

/** Whether a game's answer field takes a sign: columns, and negative numbers whose results can be below zero. */
export const answerTakesSign = (config: Pick<GameConfig, 'type' | 'mode'>) =>
  isColumnsGame(config) || config.type === 'negative';

export const normalizeAnswerFor = (config: Pick<GameConfig, 'type' | 'mode'>, raw: string) =>
  answerTakesSign(config) ? normalizeSignedAnswer(raw) : normalizeAnswer(raw);

/** The number an entered answer means, or null while it is not one yet ("" or a lone sign). */
export function parseAnswer(text: string): number | null {
  const match = /^([+-]?)(\d+)$/.exec(text.trim());
  if (!match) return null;
  const value = Number(match[2]);
  return match[1] === '-' ? -value : value;
}

/**
 * The right answer: the sum of the signed numbers for addition types (the first item is the starting number),
 * the product for multiplication, the integer quotient for division, the square for squared, and the last number
 * in abacus mode. The random abacus game is an abacus game too: the child shows the last number (the server judges
 * it the same way, api/src/games/expected-answer.ts).
 */
export function expectedAnswer(config: Pick<GameConfig, 'type' | 'mode'>, items: readonly ExpressionItem[]): number {
  if (items.length === 0) throw new Error('An expression has at least one number');
  const numbers = items.map((item) => item.number);
  if (config.type === 'multiply_quad') return numbers[0] * numbers[0];
  if (isProductType(config.type)) return numbers.reduce((product, n) => product * n, 1);
  if (config.type === 'divide') {
    return numbers.slice(1).reduce((quotient, divisor) => {
      if (divisor === 0) throw new Error('Division by zero in a generated expression');
      return Math.trunc(quotient / divisor);
    }, numbers[0]);
  }
  if (isAbacusGame(config)) return numbers[numbers.length - 1];
  return items.reduce((sum, item) => sum + signedValue(item), 0);
}

export function isRightAnswer(
  config: Pick<GameConfig, 'type' | 'mode'>,
  items: readonly ExpressionItem[],
  answer: string,
): boolean {
  const value = parseAnswer(answer);
  return value !== null && value === expectedAnswer(config, items);
}
