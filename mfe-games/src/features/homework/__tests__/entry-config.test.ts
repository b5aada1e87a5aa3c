import { entryGeneratorRequest } from '@abacus/contract/homework-draw';
import type { HomeworkGame } from '@abacus/contract/homework-schema';
import { baseChoiceOf, baseNumbers, MULTIPLY_25_BASES } from '@/engine/config/game-choices';
import { generatorRequest } from '@/lib/generator/model/generator-request';
import { recordGameBody } from '@/lib/results/model/record-body';
import { entryConfig, type PlayChoices } from '../model/entry-config';
import { entry } from './fixtures';

const CHOICES: PlayChoices = { homework: 42, speed: 1.5, withSound: true, language: 'ru', player: 'Mia' };
const play = (patch: Parameters<typeof entry>[0], choices: Partial<PlayChoices> = {}) => {
  const config = entryConfig(entry(patch), { ...CHOICES, ...choices });
  if (!config) throw new Error('not playable');
  return config;
};

describe('a homework entry as the game the engine plays (spec 002 section 5)', () => {
  it('speedy numbers: the level, the digit, the places as complexity, the length, the speed and the homework', () => {
    const config = play(
      { digit_type: 'small_friends', digit: [3], difficult: 100, operation_number: 7, speed: 1 },
      { speed: 3 },
    );
    expect(config).toMatchObject({
      type: 'addition',
      digit_type: 'small_friends',
      digit: 3,
      places: 100,
      complexity: 100,
      length: 7,
      mode: 'digits',
      pro: false,
      speed: 3,
      homework: 42,
      read_only: null,
      language: 'ru',
      withSound: true,
    });
    // The generator gets the homework id (and the user id from the play screen).
    expect(generatorRequest(config, 7)).toMatchObject({
      type: 'addition',
      digit_type: 'small_friends',
      digit: 3,
      complexity: 100,
      length: 7,
      homework: 42,
      user_id: 7,
    });
  });

  it('option abacus plays the numbers on the abacus; no digit means any digit', () => {
    expect(play({ option: 'abacus', digit: [] })).toMatchObject({ type: 'addition', mode: 'abacus', digit: null });
  });

  it('sound is off where it is forced off, whatever the child ticked', () => {
    expect(play({ difficult: 10 }, { speed: 0.5 }).withSound).toBe(false);
    expect(play({ difficult: 100 }, { speed: 2 }).withSound).toBe(false);
    expect(play({ difficult: 100 }, { speed: 2.5 }).withSound).toBe(true);
    expect(play({}, { withSound: false }).withSound).toBe(false);
  });

  it('anzan: the anzan type from digit_type; anzan minus draws 0', () => {
    expect(play({ type: 'anzan', digit_type: 'anzan_plus', difficult: 1, operation_number: 4 })).toMatchObject({
      type: 'anzan',
      anzan_type: 'anzan_plus',
      digit: null,
      complexity: 1,
      length: 4,
    });
    expect(play({ type: 'anzan', digit_type: 'anzan_minus' })).toMatchObject({ anzan_type: 'anzan_minus', digit: 0 });
    expect(play({ type: 'anzan', digit_type: null })).toMatchObject({ anzan_type: 'anzan_random' });
    // An addition entry with an anzan digit_type is the addition game's anzan level (spec 002 section 4), recorded
    // as addition: the server takes a homework game only of its entry's type.
    const level = play({ type: 'addition', digit_type: 'anzan_plus' });
    expect(level).toMatchObject({ type: 'addition', digit_type: 'anzan', anzan_type: 'anzan_plus' });
    expect(recordGameBody(level, [[]], { user: 7, voiced: false })).toMatchObject({
      type: 'addition',
      digit_type: 'anzan_plus',
    });
  });

  it('negative numbers: complexity and length', () => {
    expect(play({ type: 'negative', digit_type: null, difficult: 1000, operation_number: 12 })).toMatchObject({
      type: 'negative',
      complexity: 1000,
      length: 12,
    });
  });

  it('random abacus: the places and up to 100 numbers, asked for as homework', () => {
    const config = play({ type: 'abacus_random', digit_type: null, difficult: 1000, operation_number: 60 });
    expect(config).toMatchObject({ type: 'abacus_random', places: 1000, complexity: 1000, length: 60, homework: 42 });
    expect(config.withSound).toBe(false);
  });

  it('multiplication: the complexity and the numbers (never 100)', () => {
    const config = play({ type: 'multiply', digit_type: null, difficult: 10, numbers: [7, 12, 100] });
    expect(config).toMatchObject({ type: 'multiply', complexity: 10, numbers: [7, 12], digit: null });
    expect(generatorRequest(config, 7)).toMatchObject({ type: 'multiply', complexity: 10, numbers: [7, 12] });
  });

  it('squares: the numbers of the range', () => {
    const config = play({ type: 'multiply_quad', digit_type: null, numbers: [30, 40, 50, 60, 70] });
    expect(generatorRequest(config, 7)).toMatchObject({ type: 'multiply_quad', numbers: [30] });
  });

  it('base 50/100: the base from difficult and the mode from the option', () => {
    const less = play({ type: 'multiply_50_100', digit_type: null, difficult: 50, option: 'less_than_digit' });
    expect(less).toMatchObject({ complexity: 50, numbers: baseNumbers(50, 'less') });
    expect(generatorRequest(less, 7)).toMatchObject({ complexity: 50, mode: 'less' });
    expect(recordGameBody(less, [[]], { user: 7, voiced: false })).toMatchObject({ option: 'less_than_digit' });
    const more = play({ type: 'multiply_50_100', digit_type: null, difficult: 100, option: 'more_than_digit' });
    expect(baseChoiceOf(more)).toEqual({ base: 100, mode: 'greater' });
    const both = play({ type: 'multiply_50_100', digit_type: null, difficult: 100, option: 'universal' });
    expect(baseChoiceOf(both)).toEqual({ base: 100, mode: 'universal' });
  });

  it('25x25: its bases', () => {
    expect(play({ type: 'multiply_25x25', digit_type: null })).toMatchObject({
      type: 'multiply_25x25',
      numbers: MULTIPLY_25_BASES,
      complexity: 50,
    });
  });

  it('division: [difficult, difficult_2] as dividend and divisor', () => {
    const config = play({ type: 'divide', digit_type: null, difficult: 1000, difficult_2: 10 });
    expect(config).toMatchObject({ type: 'divide', numbers: [1000, 10] });
    expect(generatorRequest(config, 7)).toMatchObject({ type: 'divide', numbers: [1000, 10] });
  });

  it('columns of addition: one player, the student, no timer; recorded as columns', () => {
    const config = play({ with_columns: true, digit_type: 'family', digit: [7], difficult: 10, operation_number: 6 });
    expect(config).toMatchObject({
      type: 'columns',
      isMultiplyColumn: false,
      digit_type: 'family',
      digit: 7,
      places: 10,
      complexity: 10,
      length: 6,
      users: ['Mia'],
      isTimerEnabled: false,
      withSound: false,
    });
    expect(generatorRequest(config, 7)).toMatchObject({
      type: 'columns',
      digit_type: 'family',
      length: 6,
      homework: 42,
    });
    const body = recordGameBody(config, [[{ number: 1, sign: '+' }]], { user: 7, voiced: false, homeworkGame: 9 });
    expect(body).toMatchObject({ with_columns: true, players: ['Mia'], homework_game: 9 });
  });

  it('columns of anzan and of a multiplication game', () => {
    expect(play({ type: 'anzan', with_columns: true, digit_type: 'anzan_minus' })).toMatchObject({
      type: 'columns',
      digit_type: 'anzan',
      anzan_type: 'anzan_minus',
      digit: 0,
    });
    const multiply = play({ type: 'multiply', with_columns: true, digit_type: null, difficult: 1, numbers: [3] });
    expect(multiply).toMatchObject({
      type: 'columns',
      isMultiplyColumn: true,
      columnGame: 'multiply',
      numbers: [3],
      length: 1,
    });
    expect(generatorRequest(multiply, 7)).toMatchObject({ type: 'columns', digit_type: 'multiply', numbers: [3] });
  });

  it('every entry is recorded as its own kind, which is all the server accepts for it (homework_game)', () => {
    const kinds: Partial<HomeworkGame>[] = [
      { type: 'addition', digit_type: 'big_friends' },
      { type: 'addition', digit_type: 'elementary', option: 'abacus' },
      { type: 'anzan', digit_type: 'anzan_random' },
      { type: 'negative', digit_type: null },
      { type: 'abacus_random', digit_type: null, difficult: 100 },
      { type: 'multiply', digit_type: null, numbers: [4] },
      { type: 'multiply_quad', digit_type: null, numbers: [11, 19] },
      { type: 'multiply_50_100', digit_type: null, difficult: 50, option: 'universal' },
      { type: 'multiply_25x25', digit_type: null },
      { type: 'divide', digit_type: null, difficult: 100, difficult_2: 10 },
    ];
    for (const kind of kinds) {
      for (const withColumns of [false, true]) {
        if (withColumns && (kind.type === 'negative' || kind.type === 'abacus_random' || kind.type === 'divide'))
          continue;
        const config = play({ ...kind, with_columns: withColumns });
        const body = recordGameBody(config, [[]], { user: 7, voiced: false, homeworkGame: 5 });
        if (withColumns) expect(body.with_columns).toBe(true);
        else
          expect({ type: body.type, with_columns: body.with_columns }).toEqual({
            type: kind.type,
            with_columns: false,
          });
        expect(body.homework_game).toBe(5);
      }
    }
  });

  it('a Matific activity is not a game of the engine', () => {
    expect(entryConfig(entry({ type: 'matific', link: 'https://www.matific.com/x' }), CHOICES)).toBeNull();
  });
});

describe("what an entry draws is the contract's entryGeneratorRequest, which the API binds its record to", () => {
  const ENTRIES: Parameters<typeof entry>[0][] = [
    { type: 'addition', digit_type: 'elementary', digit: [], difficult: 1, operation_number: 3 },
    { type: 'addition', digit_type: 'big_friends', digit: [7], difficult: 10, operation_number: 5 },
    { type: 'addition', digit_type: 'family', digit: [6], difficult: 100, operation_number: 8, option: 'abacus' },
    { type: 'addition', digit_type: 'hundred', digit: [], difficult: 1000, operation_number: 4 },
    { type: 'addition', digit_type: 'anzan_minus', digit: [], difficult: 10, operation_number: 4 },
    { type: 'addition', digit_type: 'anzan_plus', digit: [], difficult: 1, operation_number: 6 },
    { type: 'addition', digit_type: null, digit: [], difficult: 1, operation_number: 2 },
    { type: 'anzan', digit_type: 'anzan_random', digit: [], difficult: 100, operation_number: 5 },
    { type: 'anzan', digit_type: 'anzan_minus', digit: [], difficult: 1, operation_number: 3 },
    { type: 'anzan', digit_type: null, digit: [], difficult: 1, operation_number: 3 },
    { type: 'negative', digit_type: null, digit: [], difficult: 10, operation_number: 6 },
    { type: 'abacus_random', digit_type: 'small_friends', digit: [], difficult: 1000, operation_number: 12 },
    { type: 'multiply', difficult: 10, numbers: [2, 3, 100] },
    { type: 'multiply_quad', numbers: [11, 12, 13, 14, 15, 16, 17, 18, 19, 80] },
    { type: 'multiply_50_100', difficult: 50, option: 'less_than_digit' },
    { type: 'multiply_50_100', difficult: 100, option: null },
    { type: 'multiply_25x25' },
    { type: 'divide', difficult: 1000, difficult_2: 10 },
    {
      type: 'addition',
      digit_type: 'small_friends',
      digit: [4],
      difficult: 10,
      operation_number: 4,
      with_columns: true,
    },
    { type: 'anzan', digit_type: 'anzan_plus', digit: [], difficult: 10, operation_number: 3, with_columns: true },
    { type: 'addition', digit_type: 'anzan_minus', digit: [], difficult: 1, operation_number: 3, with_columns: true },
    { type: 'negative', digit_type: null, digit: [], difficult: 1, operation_number: 3, with_columns: true },
    { type: 'multiply', difficult: 1, numbers: [5, 6], with_columns: true },
    { type: 'multiply_quad', numbers: [20, 21], with_columns: true },
    { type: 'multiply_50_100', difficult: 100, option: 'more_than_digit', with_columns: true },
    { type: 'multiply_25x25', with_columns: true },
    { type: 'divide', difficult: 100, difficult_2: 1, with_columns: true },
  ];

  it.each(ENTRIES.map((patch) => [JSON.stringify(patch), patch] as const))('%s', (_, patch) => {
    const request = generatorRequest(play(patch), null);
    expect(request).toEqual({ ...entryGeneratorRequest(entry(patch)), homework: CHOICES.homework });
  });

  it('a Matific entry draws nothing', () => {
    expect(entryGeneratorRequest(entry({ type: 'matific', link: 'https://www.matific.com/x' }))).toBeNull();
  });
});
