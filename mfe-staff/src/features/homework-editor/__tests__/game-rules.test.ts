import type { HomeworkGame } from '@abacus/contract/homework-schema';
import { homeworkGameInput } from '@abacus/contract/homework-schema';
import { newEntry } from '../model/entries';
import { COLUMNS_KINDS, defaultsFor, MULTIPLY_LEVELS } from '../model/game-defaults';
import { entryFromGame, toGameInput } from '../model/game-io';
import {
  changeAnzanType,
  changeColumnsKind,
  changeLevel,
  changeMultiplyLevel,
  changePlaces,
  changeSquaredRange,
  changeType,
  kindOf,
  toggleDigit,
  toggleNumbers,
} from '../model/game-rules';

const stored = (fields: Partial<HomeworkGame>): HomeworkGame => ({
  id: 5,
  type: 'addition',
  repeat: 3,
  calculation_method: 'oral',
  option: null,
  digit_type: 'elementary',
  digit: [9],
  speed: 1,
  operation_number: 5,
  difficult: 1,
  difficult_2: null,
  numbers: [],
  with_columns: false,
  link: null,
  is_created: true,
  progress: null,
  ...fields,
});

describe('spec 002 section 4 "Homework configuration"', () => {
  it('"new entries default to addition, repeat 1, oral"', () => {
    const { game } = newEntry();
    expect(kindOf(game)).toBe('addition');
    expect(game).toMatchObject({ type: 'addition', repeat: 1, calculation_method: 'oral', id: null });
    expect(homeworkGameInput.safeParse(toGameInput(game)).success).toBe(true);
  });

  it('"switching a game type resets its options to that type\'s defaults" (the number of expressions stays)', () => {
    const game = {
      ...defaultsFor('addition'),
      id: 9,
      repeat: 4,
      speed: 3.5,
      operation_number: 12,
      calculation_method: 'abacus' as const,
    };
    const negative = changeType(game, 'negative');
    expect(negative).toEqual({ ...defaultsFor('negative'), id: 9, repeat: 4 });
    expect(changeType(negative, 'addition')).toEqual({ ...defaultsFor('addition'), id: 9, repeat: 4 });
    // The same type again changes nothing.
    expect(changeType(game, 'addition')).toBe(game);
  });

  it('every editor type starts from defaults the server accepts (but multiply, which needs numbers)', () => {
    for (const kind of ['addition', 'columns', 'abacus_random', 'divide', 'negative', 'anzan'] as const) {
      const parsed = homeworkGameInput.safeParse(toGameInput(defaultsFor(kind)));
      expect([kind, parsed.success]).toEqual([kind, true]);
    }
    expect(homeworkGameInput.safeParse(toGameInput(defaultsFor('multiply'))).success).toBe(false);
  });

  it('"A loaded game with a digit_type of anzan_random, anzan_minus or anzan_plus is shown as anzan"', () => {
    for (const digit_type of ['anzan_random', 'anzan_minus', 'anzan_plus'] as const) {
      const { game } = entryFromGame(stored({ type: 'addition', digit_type, digit: [] }));
      expect(kindOf(game)).toBe('anzan');
      // and saved as what it shows
      expect(toGameInput(game)).toMatchObject({ type: 'anzan', digit_type, id: 5 });
    }
    expect(kindOf(entryFromGame(stored({ digit_type: 'family' })).game)).toBe('addition');
  });

  it('"A game with with_columns is shown as columns"', () => {
    expect(kindOf(entryFromGame(stored({ with_columns: true })).game)).toBe('columns');
    expect(kindOf(entryFromGame(stored({ type: 'multiply_quad', with_columns: true, numbers: [11, 19] })).game)).toBe(
      'columns',
    );
    expect(kindOf(entryFromGame(stored({ type: 'anzan', digit_type: 'anzan_plus', with_columns: true })).game)).toBe(
      'columns',
    );
    expect(kindOf(entryFromGame(stored({ type: 'multiply_quad', numbers: [11, 19] })).game)).toBe('multiply');
  });

  it('"A columns game is saved as addition, multiply or anzan plus with_columns true"', () => {
    const columns = defaultsFor('columns');
    const saved = COLUMNS_KINDS.map((kind) => {
      let game = changeColumnsKind(columns, kind);
      if (kind === 'multiply') game = toggleNumbers(game, [3], true);
      const input = toGameInput(game);
      expect([kind, homeworkGameInput.safeParse(input).success]).toEqual([kind, true]);
      return [input.type, input.with_columns];
    });
    expect(new Set(saved.map(([, withColumns]) => withColumns))).toEqual(new Set([true]));
    expect(new Set(saved.map(([type]) => type))).toEqual(
      new Set(['addition', 'anzan', 'multiply', 'multiply_quad', 'multiply_50_100', 'multiply_25x25']),
    );
    expect(toGameInput(changeColumnsKind(columns, 'anzan'))).toMatchObject({
      type: 'anzan',
      digit_type: 'anzan_random',
    });
  });

  it('"Multiply level change resets options to that level\'s defaults"', () => {
    const multiply = toggleNumbers({ ...defaultsFor('multiply'), repeat: 6, difficult: 100 }, [2, 3], true);
    const quad = changeMultiplyLevel(multiply, 'multiply_quad');
    expect(quad).toMatchObject({ type: 'multiply_quad', numbers: [11, 19], difficult: 1, repeat: 6 });
    const base = changeMultiplyLevel(quad, 'multiply_50_100');
    expect(base).toMatchObject({ type: 'multiply_50_100', difficult: 50, option: 'universal', numbers: [] });
    expect(changeMultiplyLevel(base, 'multiply_25x25')).toMatchObject({ difficult: 50, option: null, numbers: [] });
    expect(changeMultiplyLevel(base, 'multiply')).toMatchObject({ difficult: 1, numbers: [], option: null });
    expect(MULTIPLY_LEVELS).toEqual(['multiply', 'multiply_quad', 'multiply_50_100', 'multiply_25x25']);
  });

  it('"Columns type change resets length (1 for multiply types, else 2), numbers and places"', () => {
    const columns = { ...defaultsFor('columns'), operation_number: 9, difficult: 1000, speed: 2.5 };
    const quad = changeColumnsKind(columns, 'multiply_quad');
    expect(quad).toMatchObject({ operation_number: 1, numbers: [11, 19], difficult: 1, with_columns: true });
    const wide = changeSquaredRange(quad, [80, 120]);
    const family = changeColumnsKind(wide, 'family');
    expect(family).toMatchObject({ type: 'addition', digit_type: 'family', operation_number: 2, numbers: [] });
    expect(family.difficult).toBe(1);
    expect(changeColumnsKind(family, 'hundred')).toMatchObject({ difficult: 100, operation_number: 2 });
    expect(changeColumnsKind(family, 'multiply_50_100')).toMatchObject({ difficult: 50, operation_number: 1 });
    // Speed and the number of expressions are not reset by the level.
    expect(family.speed).toBe(2.5);
  });

  it('"Anzan requires digit_type (default anzan_random); leaving anzan removes it"', () => {
    const anzan = changeType(defaultsFor('addition'), 'anzan');
    expect(anzan.digit_type).toBe('anzan_random');
    expect(changeAnzanType(anzan, 'anzan_minus').digit_type).toBe('anzan_minus');
    expect(homeworkGameInput.safeParse(toGameInput({ ...anzan, digit_type: null })).success).toBe(false);
    expect(changeType(changeAnzanType(anzan, 'anzan_plus'), 'negative').digit_type).toBeNull();
    expect(changeType(anzan, 'multiply').digit_type).toBeNull();
    expect(changeType(anzan, 'addition').digit_type).toBe('elementary');
  });
});

describe('spec 002 section 5: places and digits', () => {
  it('"Addition: fifty level forces places to at least 10, hundred at least 100"', () => {
    const addition = defaultsFor('addition');
    expect(changeLevel(addition, 'fifty').difficult).toBe(10);
    expect(changeLevel(addition, 'hundred').difficult).toBe(100);
    expect(changeLevel(changePlaces(addition, 1000), 'hundred').difficult).toBe(1000);
    expect(changeLevel(changeLevel(addition, 'hundred'), 'elementary').difficult).toBe(100);
  });

  it("the digits are the games' digitChoices per level and places, the default digit chosen", () => {
    const addition = defaultsFor('addition');
    expect(addition.digit).toEqual([9]);
    expect(changeLevel(addition, 'small_friends').digit).toEqual([4]);
    expect(changeLevel(addition, 'family').digit).toEqual([9]); // 9 is a family digit: kept
    const big = changeLevel(toggleDigit(addition, 3, true), 'big_friends');
    expect(big.digit).toEqual([9, 3]); // the level's order: 9 first
    // Elementary offers 0, 1 and 2 only from 10 places.
    const zero = toggleDigit(changePlaces(addition, 10), 0, true);
    expect(zero.digit).toEqual([0, 9]);
    expect(changePlaces(zero, 1).digit).toEqual([9]);
    expect(toggleDigit(addition, 1, true).digit).toEqual([9]); // not offered at one place
  });

  it('the last chosen digit cannot be turned off', () => {
    const addition = defaultsFor('addition');
    expect(toggleDigit(addition, 9, false).digit).toEqual([9]);
    expect(toggleDigit(toggleDigit(addition, 5, true), 9, false).digit).toEqual([5]);
  });

  it('multipliers are chosen by group or one by one, in order', () => {
    const multiply = defaultsFor('multiply');
    const some = toggleNumbers(multiply, [19, 2], true);
    expect(some.numbers).toEqual([2, 19]);
    expect(toggleNumbers(some, [2], false).numbers).toEqual([19]);
    expect(toggleNumbers(some, [10, 20], true).numbers).toEqual([2, 10, 19, 20]);
  });

  it('a squared range (11-19, 20-29, 30-70, 80-120) is stored as its first and last number', () => {
    expect(changeSquaredRange(changeMultiplyLevel(defaultsFor('multiply'), 'multiply_quad'), [30, 70]).numbers).toEqual(
      [30, 70],
    );
  });
});
