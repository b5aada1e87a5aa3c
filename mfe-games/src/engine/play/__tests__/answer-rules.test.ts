import type { ExpressionItem } from '../../config/game-config';
import {
  ANSWER_MAX_DIGITS,
  answerTakesSign,
  expectedAnswer,
  isRightAnswer,
  normalizeAnswer,
  normalizeAnswerFor,
  normalizeSignedAnswer,
  parseAnswer,
} from '../answer-rules';

const items = (...list: [number, string][]): ExpressionItem[] => list.map(([number, sign]) => ({ number, sign }));
const digits = { mode: 'digits' as const };

describe('answer entry', () => {
  it.each([
    ['0', '0'],
    ['00', '0'],
    ['000', '0'],
    ['05', '5'],
    ['0070', '70'],
    ['120', '120'],
  ])('a leading zero collapses: %s is %s', (raw, text) => expect(normalizeAnswer(raw)).toBe(text));

  it.each([
    ['12a3', '123'],
    ['-5', '5'],
    ['1.5', '15'],
    [' 4 2 ', '42'],
    ['', ''],
  ])('digits only: %s is %s', (raw, text) => expect(normalizeAnswer(raw)).toBe(text));

  it('takes at most 15 digits, so that the answer shown is the one typed (a tester typed 20 nines)', () => {
    expect(ANSWER_MAX_DIGITS).toBe(15);
    expect(normalizeAnswer('9'.repeat(20))).toBe('9'.repeat(15));
    expect(normalizeSignedAnswer(`-${'1234567890'.repeat(2)}`)).toBe('-123456789012345');
    expect(String(parseAnswer(normalizeAnswer('9'.repeat(20))))).toBe('9'.repeat(15));
  });

  it.each([
    ['-', '-'],
    ['+', '+'],
    ['-12', '-12'],
    ['+7', '+7'],
    ['--5', '-5'],
    ['5-', '5'],
    ['-007', '-7'],
    ['-00', '-0'],
    ['x-3', '3'],
  ])('column answers take an optional sign and digits: %s is %s', (raw, text) =>
    expect(normalizeSignedAnswer(raw)).toBe(text),
  );

  it('columns and the negative game take a sign, the others do not', () => {
    expect(answerTakesSign({ type: 'columns', mode: 'columns' })).toBe(true);
    expect(answerTakesSign({ type: 'negative', mode: 'digits' })).toBe(true);
    expect(answerTakesSign({ type: 'addition', mode: 'digits' })).toBe(false);
    expect(normalizeAnswerFor({ type: 'addition', mode: 'digits' }, '-3')).toBe('3');
    expect(normalizeAnswerFor({ type: 'negative', mode: 'digits' }, '-3')).toBe('-3');
  });

  it.each([
    ['42', 42],
    ['-42', -42],
    ['+42', 42],
    ['0', 0],
    ['', null],
    ['-', null],
    ['4-2', null],
  ])('parses %s as %s', (text, value) => expect(parseAnswer(text)).toBe(value));
});

describe('the expected answer from the generated items (the first item is the starting number)', () => {
  it('sum for addition types', () => {
    const expression = items([5, '+'], [3, '+'], [2, '-'], [7, '+']);
    for (const type of ['addition', 'anzan', 'negative', 'columns'] as const) {
      expect(expectedAnswer({ type, ...digits }, expression)).toBe(13);
    }
  });

  it('the last number for the random abacus game, as the server judges it', () => {
    expect(expectedAnswer({ type: 'abacus_random', ...digits }, items([5, '+'], [3, '+'], [2, '-'], [7, '+']))).toBe(7);
  });

  it('negative results for the negative game', () => {
    expect(expectedAnswer({ type: 'negative', ...digits }, items([3, '+'], [8, '-']))).toBe(-5);
    expect(expectedAnswer({ type: 'negative', ...digits }, items([3, '-'], [1, '-']))).toBe(-4);
  });

  it('product for multiply, base and 25x25', () => {
    expect(expectedAnswer({ type: 'multiply', ...digits }, items([23, ''], [7, '*']))).toBe(161);
    expect(expectedAnswer({ type: 'multiply_50_100', ...digits }, items([96, ''], [104, '*']))).toBe(9984);
    expect(expectedAnswer({ type: 'multiply_25x25', ...digits }, items([25, ''], [25, '*']))).toBe(625);
  });

  it('integer quotient for divide', () => {
    expect(expectedAnswer({ type: 'divide', ...digits }, items([100, ''], [10, '/']))).toBe(10);
    expect(expectedAnswer({ type: 'divide', ...digits }, items([1000, ''], [7, '/']))).toBe(142);
    expect(expectedAnswer({ type: 'divide', ...digits }, items([99, ''], [10, '/']))).toBe(9);
    expect(() => expectedAnswer({ type: 'divide', ...digits }, items([9, ''], [0, '/']))).toThrow();
  });

  it('square for squared', () => {
    expect(expectedAnswer({ type: 'multiply_quad', ...digits }, items([17, '']))).toBe(289);
    expect(expectedAnswer({ type: 'multiply_quad', ...digits }, items([120, ''], [120, '*']))).toBe(14400);
  });

  it('last number for abacus mode', () => {
    expect(expectedAnswer({ type: 'addition', mode: 'abacus' }, items([5, '+'], [3, '+'], [8, '+']))).toBe(8);
  });

  it('needs at least one item', () => expect(() => expectedAnswer({ type: 'addition', ...digits }, [])).toThrow());

  it('judges an entered answer', () => {
    const expression = items([5, '+'], [4, '+']);
    expect(isRightAnswer({ type: 'addition', ...digits }, expression, '9')).toBe(true);
    expect(isRightAnswer({ type: 'addition', ...digits }, expression, '8')).toBe(false);
    expect(isRightAnswer({ type: 'addition', ...digits }, expression, '')).toBe(false);
    expect(isRightAnswer({ type: 'columns', mode: 'columns' }, items([2, '+'], [5, '-']), '-3')).toBe(true);
  });
});
