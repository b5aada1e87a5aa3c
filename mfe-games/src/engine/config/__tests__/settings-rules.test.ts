import { SPEED_MAX } from '@abacus/contract/games';
import { baseChoiceOf, baseNumbers, SQUARED_RANGES, squaredNumbers } from '../game-choices';
import { DEFAULT_CONFIG, type GameConfig } from '../game-config';
import { taskType } from '../game-kinds';
import {
  applyRules,
  canOpenScreen,
  clampActions,
  clampTimer,
  cleanMultiplyNumbers,
  complexitiesFor,
  digitChoices,
  digitOptions,
  levelOf,
  levelPatch,
  levelsFor,
  normalizeSpeed,
  PAYING,
  resizeUsers,
  settingsErrors,
  soundAvailable,
  soundForcedOff,
  SPEED_STEP,
  usesSound,
  type RuleContext,
} from '../settings-rules';

const FREE: RuleContext = { isFree: true, demo: false };
const DEMO: RuleContext = { isFree: false, demo: true };
const config = (patch: Partial<GameConfig> = {}): GameConfig => ({ ...DEFAULT_CONFIG, ...patch });
const digits = (list: { digit: number; pro: boolean }[], pro = false) =>
  list.filter((o) => o.pro === pro).map((o) => o.digit);

describe('number of actions: 2 to 25, abacus random 1 to 25; the input snaps back', () => {
  it.each([
    [1, 2],
    [0, 2],
    [2, 2],
    [25, 25],
    [26, 25],
    [100, 25],
    [7.6, 8],
  ])('%s actions become %s', (value, expected) => expect(clampActions(value, 'addition', 10)).toBe(expected));

  it('abacus random allows 1 and stops at 25', () => {
    expect(clampActions(1, 'abacus_random', 10)).toBe(1);
    expect(clampActions(0, 'abacus_random', 10)).toBe(1);
    expect(clampActions(30, 'abacus_random', 10)).toBe(25);
  });

  it('what is not a number keeps the previous value', () => expect(clampActions(Number.NaN, 'anzan', 12)).toBe(12));

  it('applyRules clamps a stored length', () => {
    expect(applyRules(config({ length: 40 })).length).toBe(25);
    expect(applyRules(config({ type: 'abacus_random', length: 1 })).length).toBe(1);
    expect(applyRules(config({ type: 'negative', length: 1 })).length).toBe(2);
  });
});

describe('speed: steps of 0.1, from 0.1 to 60', () => {
  // What the speed field's - and + buttons do: the speed one step away, then the rule.
  const stepSpeed = (speed: number, direction: 1 | -1) => normalizeSpeed(speed + direction * SPEED_STEP, speed);

  it('steps up and down by 0.1 without float noise', () => {
    expect(stepSpeed(1.6, 1)).toBe(1.7);
    expect(stepSpeed(1.6, -1)).toBe(1.5);
    expect(stepSpeed(0.3, -1)).toBe(0.2);
  });

  it('stops at 0.1', () => {
    expect(stepSpeed(0.1, -1)).toBe(0.1);
    expect(normalizeSpeed(0, 1.6)).toBe(0.1);
    expect(normalizeSpeed(-3, 1.6)).toBe(0.1);
  });

  it('stops at 60 s, the most a game record accepts (issue 9: 61 and 1000 were taken and then refused)', () => {
    expect(SPEED_MAX).toBe(60);
    expect(normalizeSpeed(61, 1.6)).toBe(60);
    expect(normalizeSpeed(1000, 1.6)).toBe(60);
    expect(stepSpeed(60, 1)).toBe(60);
  });

  it('rounds typed values to tenths; what is not a number keeps the previous speed', () => {
    expect(normalizeSpeed(1.234, 1.6)).toBe(1.2);
    expect(normalizeSpeed(Number.NaN, 1.6)).toBe(1.6);
  });
});

describe('sound', () => {
  it.each([
    [0.9, 10, true],
    [0.9, 1, true],
    [1, 10, false],
    [0.9, 100, true],
    [2.4, 100, true],
    [2.5, 100, false],
    [2.4, 10000, true],
    [2.4, 10, false],
  ])('speed %s at complexity %s: forced off %s', (speed, complexity, off) =>
    expect(soundForcedOff(speed, complexity)).toBe(off),
  );

  it.each([
    'multiply',
    'multiply_quad',
    'multiply_50_100',
    'multiply_25x25',
    'divide',
    'abacus_random',
    'columns',
  ] as const)('is never used for %s', (type) => expect(usesSound({ type, mode: 'digits' })).toBe(false));

  it('is not used in abacus or columns mode', () => {
    expect(usesSound({ type: 'addition', mode: 'abacus' })).toBe(false);
    expect(usesSound({ type: 'addition', mode: 'columns' })).toBe(false);
  });

  it('is used by addition, anzan and negative', () => {
    for (const type of ['addition', 'anzan', 'negative'] as const)
      expect(usesSound({ type, mode: 'digits' })).toBe(true);
  });

  it('applyRules turns it off when forced, and keeps it when allowed', () => {
    expect(applyRules(config({ speed: 0.5, places: 1 })).withSound).toBe(false);
    expect(applyRules(config({ speed: 2, places: 100 })).withSound).toBe(false);
    expect(applyRules(config({ speed: 2.5, places: 100 })).withSound).toBe(true);
    expect(applyRules(config({ type: 'multiply', withSound: true, numbers: [2] })).withSound).toBe(false);
    expect(soundAvailable(config({ speed: 0.9, complexity: 10 }))).toBe(false);
  });

  it('stays off once forced: faster speed switched it off, a slower one does not switch it back on', () => {
    const forced = applyRules(config({ speed: 0.5 }));
    expect(applyRules({ ...forced, speed: 1.6 }).withSound).toBe(false);
  });
});

describe('columns players and timer', () => {
  it('at most 12 players', () => {
    expect(resizeUsers([], 13)).toHaveLength(12);
    expect(resizeUsers(['Ann'], 3)).toEqual(['Ann', '', '']);
    expect(resizeUsers(['Ann', 'Bob', 'Cem'], 1)).toEqual(['Ann']);
    expect(resizeUsers(['Ann'], 0)).toEqual(['Ann']);
  });

  it('names of at most 16 characters', () => {
    const long = 'Alexandra-Maria-Lopez';
    expect(applyRules(config({ type: 'columns', mode: 'columns', users: [long] })).users[0]).toBe('Alexandra-Maria-');
    expect(applyRules(config({ type: 'columns', mode: 'columns', users: Array(14).fill('A') })).users).toHaveLength(12);
  });

  it('timer count at least 1', () => {
    expect(clampTimer(0, 30)).toBe(1);
    expect(clampTimer(-5, 30)).toBe(1);
    expect(clampTimer(45, 30)).toBe(45);
    expect(clampTimer(Number.NaN, 30)).toBe(30);
  });

  it('a player without a name is an error, and so is no player', () => {
    const errors = settingsErrors(config({ type: 'columns', mode: 'columns', users: ['Ann', ' '] }));
    expect(errors.userNames).toEqual([null, 'nameRequired']);
    expect(settingsErrors(config({ type: 'columns', mode: 'columns', users: [] })).users).toBe('noUsers');
    expect(settingsErrors(config({ type: 'columns', mode: 'columns', users: ['Ann'] }))).toEqual({});
  });
});

describe('multiply numbers', () => {
  it('at least one number must be chosen', () => {
    expect(settingsErrors(config({ type: 'multiply', numbers: [] })).numbers).toBe('chooseNumber');
    expect(settingsErrors(config({ type: 'multiply', numbers: [7] }))).toEqual({});
  });

  it('100 is removed from saved numbers; unknown values too, and each once', () => {
    expect(cleanMultiplyNumbers([100, 7, 20, 7, 13, 101, '5'])).toEqual([7, 13, 20]);
    expect(applyRules(config({ type: 'multiply', numbers: [100, 3] })).numbers).toEqual([3]);
  });

  it('the multiplication level of columns needs a number too', () => {
    expect(settingsErrors(config({ type: 'columns', isMultiplyColumn: true, numbers: [], users: ['A'] })).numbers).toBe(
      'chooseNumber',
    );
  });
});

describe('division', () => {
  it('keeps a valid choice and falls back to 100 / 10 otherwise', () => {
    expect(applyRules(config({ type: 'divide', numbers: [1000, 1] })).numbers).toEqual([1000, 1]);
    expect(applyRules(config({ type: 'divide', numbers: [7, 3] })).numbers).toEqual([100, 10]);
    expect(applyRules(config({ type: 'divide', numbers: [] })).numbers).toEqual([100, 10]);
  });

  it('the dividend must be greater than the divisor', () => {
    expect(settingsErrors(config({ type: 'divide', numbers: [10, 100] })).numbers).toBe('dividendTooSmall');
    expect(settingsErrors(config({ type: 'divide', numbers: [10, 10] })).numbers).toBe('dividendTooSmall');
    expect(settingsErrors(config({ type: 'divide', numbers: [10, 1] }))).toEqual({});
  });
});

describe('free users', () => {
  it('only choose the elementary level', () => {
    expect(levelsFor('addition', FREE)).toEqual(['elementary']);
    expect(levelsFor('columns', FREE)).toEqual(['elementary']);
    expect(applyRules(config({ digit_type: 'big_friends' }), FREE).digit_type).toBe('elementary');
    expect(
      applyRules(config({ type: 'columns', mode: 'columns', isMultiplyColumn: true }), FREE).isMultiplyColumn,
    ).toBe(false);
  });

  it('lose anzan, negative, multiplication and division', () => {
    for (const screen of ['anzan', 'negative', 'division', 'multiply', 'squared', 'base', 'multiply_25x25'] as const) {
      expect(canOpenScreen(screen, true)).toBe(false);
      expect(canOpenScreen(screen, false)).toBe(true);
    }
    for (const screen of ['addition', 'columns', 'abacus_game', 'abacus_random'] as const)
      expect(canOpenScreen(screen, true)).toBe(true);
  });

  it('paying users get every level; columns also the multiplication level', () => {
    expect(levelsFor('addition', PAYING)).toEqual([
      'elementary',
      'small_friends',
      'big_friends',
      'family',
      'anzan',
      'fifty',
      'hundred',
    ]);
    expect(levelsFor('columns', PAYING)).toContain('multiply');
  });
});

describe('complexity', () => {
  const addition = (digit_type: GameConfig['digit_type']) => complexitiesFor(config({ digit_type }), PAYING);

  it('addition offers the places 1, 10, 100, 1000, 10000', () =>
    expect(addition('elementary')).toEqual([1, 10, 100, 1000, 10000]));

  it('transition levels (fifty, hundred) exclude complexity 1', () => {
    expect(addition('fifty')).toEqual([10, 100, 1000, 10000]);
    expect(addition('hundred')).toEqual([10, 100, 1000, 10000]);
    expect(applyRules(config({ digit_type: 'fifty', places: 1 })).places).toBe(10);
  });

  it('anzan and negative: 1, 10, 100, 1000, 10000; multiply 1, 10, 100, 1000; base 50 or 100', () => {
    expect(complexitiesFor(config({ type: 'anzan' }), PAYING)).toEqual([1, 10, 100, 1000, 10000]);
    expect(complexitiesFor(config({ type: 'negative' }), PAYING)).toEqual([1, 10, 100, 1000, 10000]);
    expect(complexitiesFor(config({ type: 'multiply' }), PAYING)).toEqual([1, 10, 100, 1000]);
    expect(complexitiesFor(config({ type: 'multiply_50_100' }), PAYING)).toEqual([50, 100]);
    expect(complexitiesFor(config({ type: 'columns', isMultiplyColumn: true }), PAYING)).toEqual([1, 10, 100, 1000]);
  });

  it('addition demo allows complexity 1 only; columns demo 1 and 10', () => {
    expect(complexitiesFor(config(), DEMO)).toEqual([1]);
    expect(complexitiesFor(config({ type: 'columns' }), DEMO)).toEqual([1, 10]);
    expect(applyRules(config({ places: 100 }), DEMO).places).toBe(1);
    expect(applyRules(config({ type: 'columns', mode: 'columns', places: 100 }), DEMO).places).toBe(1);
  });

  it('addition complexity is its place value', () => {
    const rules = applyRules(config({ places: 1000, complexity: 1 }));
    expect(rules.complexity).toBe(1000);
  });

  it('an unknown complexity falls back to the first choice', () => {
    expect(applyRules(config({ type: 'anzan', complexity: 7 })).complexity).toBe(1);
    expect(applyRules(config({ type: 'multiply', complexity: 10000, numbers: [2] })).complexity).toBe(1);
  });
});

describe('digits per level', () => {
  it('elementary 3-9 below complexity 10, with no pro digits', () => {
    expect(digits(digitOptions('elementary', 1, PAYING))).toEqual([3, 4, 5, 6, 7, 8, 9]);
    expect(digits(digitOptions('elementary', 1, PAYING), true)).toEqual([]);
  });

  it('elementary with places 10 or more adds 0, 1, 2, and pro 3-8', () => {
    expect(digits(digitOptions('elementary', 10, PAYING))).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(digits(digitOptions('elementary', 10000, PAYING), true)).toEqual([3, 4, 5, 6, 7, 8]);
  });

  it('small friends 4-1 (pro 3-1)', () => {
    expect(digits(digitOptions('small_friends', 1, PAYING))).toEqual([4, 3, 2, 1]);
    expect(digits(digitOptions('small_friends', 1, PAYING), true)).toEqual([3, 2, 1]);
  });

  it('big friends 9-1, family 6-9, transition 9-1, anzan none', () => {
    expect(digits(digitOptions('big_friends', 1, PAYING))).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1]);
    expect(digits(digitOptions('family', 1, PAYING))).toEqual([6, 7, 8, 9]);
    expect(digits(digitOptions('fifty', 10, PAYING))).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1]);
    expect(digits(digitOptions('hundred', 10, PAYING))).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1]);
    expect(digitOptions('anzan', 1, PAYING)).toEqual([]);
  });

  it('demo digits 3, 4, 5', () => expect(digits(digitOptions('elementary', 1, DEMO))).toEqual([3, 4, 5]));

  it('columns keep no pro digits', () => {
    expect(digitChoices(config({ type: 'columns', digit_type: 'small_friends' }), PAYING).every((o) => !o.pro)).toBe(
      true,
    );
  });

  it('elementary with complexity 1 and a digit under 3 resets the digit to 3', () => {
    for (const digit of [0, 1, 2]) {
      expect(applyRules(config({ digit_type: 'elementary', places: 10, digit })).digit).toBe(digit);
      expect(applyRules(config({ digit_type: 'elementary', places: 1, digit })).digit).toBe(3);
    }
  });

  it('pro elementary below places 10 has no pro digit: the same digit is kept without pro', () => {
    const rules = applyRules(config({ digit_type: 'elementary', places: 1, digit: 5, pro: true }));
    expect(rules).toMatchObject({ digit: 5, pro: false });
  });

  it('a digit the level lacks becomes its first digit', () => {
    expect(applyRules(config({ digit_type: 'family', digit: 3 })).digit).toBe(6);
    expect(applyRules(config({ digit_type: 'small_friends', digit: 9 })).digit).toBe(4);
  });

  it('anzan minus sets the digit to 0; the other anzan types leave it free', () => {
    expect(applyRules(config({ type: 'anzan', anzan_type: 'anzan_minus', digit: 5 })).digit).toBe(0);
    expect(applyRules(config({ type: 'anzan', anzan_type: 'anzan_plus', digit: 0 })).digit).toBeNull();
    const columns = config({
      type: 'columns',
      mode: 'columns',
      digit_type: 'anzan',
      anzan_type: 'anzan_minus',
      users: ['A'],
    });
    expect(applyRules(columns).digit).toBe(0);
  });
});

// Spec 001 section 3: "Columns: level including multiplication types"; issue 9: squared, base 50/100, 25x25 and
// division too, not only multiplication.
describe('the levels of columns: the addition levels, the multiplication games and division', () => {
  const columns = (patch: Partial<GameConfig> = {}) =>
    config({ type: 'columns', mode: 'columns', users: ['A'], ...patch });

  it('offers every multiplication game and division after the addition levels, to paying students only', () => {
    expect(levelsFor('columns', PAYING).slice(-5)).toEqual([
      'multiply',
      'multiply_quad',
      'multiply_50_100',
      'multiply_25x25',
      'divide',
    ]);
    expect(levelsFor('addition', PAYING)).not.toContain('divide');
    expect(levelsFor('columns', FREE)).toEqual(['elementary']);
  });

  it('choosing a game gives its own numbers; choosing an addition level leaves the game', () => {
    expect(levelPatch('divide')).toEqual({
      isMultiplyColumn: true,
      columnGame: 'divide',
      numbers: [100, 10],
      complexity: 1,
    });
    expect(levelPatch('multiply_quad')).toMatchObject({
      columnGame: 'multiply_quad',
      numbers: squaredNumbers(SQUARED_RANGES[0]),
    });
    expect(levelPatch('multiply_50_100')).toMatchObject({ complexity: 100, numbers: baseNumbers(100, 'universal') });
    expect(levelPatch('big_friends')).toEqual({ isMultiplyColumn: false, digit_type: 'big_friends' });
    expect(levelOf(columns({ isMultiplyColumn: true, columnGame: 'multiply_25x25' }))).toBe('multiply_25x25');
    expect(levelOf(columns({ digit_type: 'family' }))).toBe('family');
  });

  it('each game keeps the rules of its own screen', () => {
    expect(complexitiesFor(columns({ isMultiplyColumn: true, columnGame: 'multiply_50_100' }), PAYING)).toEqual([
      50, 100,
    ]);
    expect(complexitiesFor(columns({ isMultiplyColumn: true, columnGame: 'divide' }), PAYING)).toEqual([]);
    // A division whose dividend is not larger keeps Start disabled, as on the division screen.
    const division = applyRules(columns({ isMultiplyColumn: true, columnGame: 'divide', numbers: [10, 100] }));
    expect(division.numbers).toEqual([10, 100]);
    expect(settingsErrors(division).numbers).toBe('dividendTooSmall');
    // Numbers that are no squared range fall back to the first range; a base's numbers follow its mode.
    expect(applyRules(columns({ isMultiplyColumn: true, columnGame: 'multiply_quad', numbers: [5] })).numbers).toEqual(
      squaredNumbers(SQUARED_RANGES[0]),
    );
    const base = applyRules(
      columns({
        isMultiplyColumn: true,
        columnGame: 'multiply_50_100',
        complexity: 50,
        numbers: baseNumbers(50, 'less'),
      }),
    );
    expect(baseChoiceOf(base)).toEqual({ base: 50, mode: 'less' });
    expect(settingsErrors(applyRules(columns({ isMultiplyColumn: true, columnGame: 'multiply_25x25' })))).toEqual({});
  });

  it('the game is played by its own rules: taskType', () => {
    expect(taskType(columns({ isMultiplyColumn: true, columnGame: 'divide' }))).toBe('divide');
    expect(taskType(columns({ columnGame: 'divide' }))).toBe('columns');
    expect(taskType(config({ type: 'anzan', isMultiplyColumn: true }))).toBe('anzan');
  });
});
