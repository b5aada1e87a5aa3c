import { DEFAULT_CONFIG } from '../game-config';
import { SQUARED_RANGES, squaredNumbers } from '../game-choices';
import {
  CONFIGS_KEY,
  DEMO_CONFIGS_KEY,
  loadGameConfig,
  MULTIPLY_COLUMNS_KEY,
  saveGameConfig,
  type StorageContext,
} from '../config-storage';

const CTX: StorageContext = { isFree: false, demo: false, interfaceLanguage: 'en' };
const stored = (key = CONFIGS_KEY) => JSON.parse(localStorage.getItem(key) ?? 'null');

beforeEach(() => localStorage.clear());

describe('defaults when nothing is stored', () => {
  it('addition: speed 1.6, 10 actions, places 1, sound on, elementary digit 3', () => {
    expect(loadGameConfig('addition', CTX)).toMatchObject({
      type: 'addition',
      speed: 1.6,
      length: 10,
      places: 1,
      complexity: 1,
      withSound: true,
      digit_type: 'elementary',
      digit: 3,
      mode: 'digits',
    });
  });

  it('columns: speed 1.6, timer 30 and enabled, columns mode, no sound', () => {
    expect(loadGameConfig('columns', CTX)).toMatchObject({
      type: 'columns',
      mode: 'columns',
      speed: 1.6,
      timerCount: 30,
      isTimerEnabled: true,
      withSound: false,
    });
  });

  it('anzan: anzan_random; division 100 / 10; squared 11-19 at speed 1.6', () => {
    expect(loadGameConfig('anzan', CTX)).toMatchObject({ type: 'anzan', anzan_type: 'anzan_random', withSound: true });
    expect(loadGameConfig('division', CTX)).toMatchObject({ type: 'divide', numbers: [100, 10] });
    const squared = loadGameConfig('squared', CTX);
    expect(squared).toMatchObject({ type: 'multiply_quad', speed: 1.6 });
    expect(squared.numbers[0]).toBe(11);
    expect(squared.numbers.at(-1)).toBe(19);
  });

  it('multiply starts with no number chosen', () => expect(loadGameConfig('multiply', CTX).numbers).toEqual([]));

  it('multiplication 25x25: complexity 50, bases 15-95, no sound', () => {
    expect(loadGameConfig('multiply_25x25', CTX)).toMatchObject({
      type: 'multiply_25x25',
      complexity: 50,
      numbers: [15, 25, 35, 45, 55, 65, 75, 85, 95],
      withSound: false,
    });
  });

  it('the voice language follows the interface language until one is chosen', () => {
    expect(loadGameConfig('addition', { ...CTX, interfaceLanguage: 'ua' }).language).toBe('uk');
    expect(loadGameConfig('addition', { ...CTX, interfaceLanguage: 'ro' }).language).toBe('md');
  });
});

describe('the stored shape of section 3', () => {
  it('addition keeps speed, length, places, type, digit, withSound, mode under gameConfigs_1', () => {
    const config = {
      ...loadGameConfig('addition', CTX),
      speed: 2.6,
      length: 15,
      places: 100,
      digit_type: 'big_friends' as const,
      digit: 7,
    };
    saveGameConfig('addition', config, CTX);
    expect(stored().addition).toEqual({
      speed: 2.6,
      length: 15,
      places: 100,
      type: 'big_friends',
      digit: 7,
      pro: false,
      withSound: true,
      mode: 'digits',
    });
    expect(stored().language).toBe('en');
    expect(loadGameConfig('addition', CTX)).toMatchObject({
      speed: 2.6,
      length: 15,
      places: 100,
      complexity: 100,
      digit_type: 'big_friends',
      digit: 7,
    });
  });

  it('columns keeps type, digit, mode, length, places, timerCount, isTimerEnabled, anzan_type, users', () => {
    const config = {
      ...loadGameConfig('columns', CTX),
      users: ['Ann', 'Bob'],
      timerCount: 45,
      isTimerEnabled: false,
      length: 5,
    };
    saveGameConfig('columns', config, CTX);
    expect(Object.keys(stored().columns).sort()).toEqual(
      ['anzan_type', 'digit', 'isTimerEnabled', 'length', 'mode', 'places', 'timerCount', 'type', 'users'].sort(),
    );
    expect(loadGameConfig('columns', CTX)).toMatchObject({
      users: ['Ann', 'Bob'],
      timerCount: 45,
      isTimerEnabled: false,
      length: 5,
    });
  });

  it('division keeps its numbers, multiply its numbers and complexity; one screen does not touch another', () => {
    saveGameConfig('division', { ...loadGameConfig('division', CTX), numbers: [1000, 1] }, CTX);
    saveGameConfig('multiply', { ...loadGameConfig('multiply', CTX), numbers: [3, 20], complexity: 100 }, CTX);
    expect(stored().division).toEqual({ numbers: [1000, 1] });
    expect(stored().multiply).toEqual({ numbers: [3, 20], complexity: 100 });
    expect(loadGameConfig('division', CTX).numbers).toEqual([1000, 1]);
  });

  it('the voice language is shared by all games', () => {
    saveGameConfig('anzan', { ...loadGameConfig('anzan', CTX), language: 'pl' }, CTX);
    expect(loadGameConfig('negative', CTX).language).toBe('pl');
  });

  it('the multiplication level of columns keeps its numbers under multiplyColumnsConfig', () => {
    const config = {
      ...loadGameConfig('columns', CTX),
      isMultiplyColumn: true,
      numbers: [4, 100],
      complexity: 10,
      users: ['Ann'],
    };
    saveGameConfig('columns', config, CTX);
    expect(stored(MULTIPLY_COLUMNS_KEY)).toEqual({ type: 'multiply', numbers: [4], complexity: 10 });
    expect(stored().columns.type).toBe('multiply');
    expect(loadGameConfig('columns', CTX)).toMatchObject({ isMultiplyColumn: true, numbers: [4], complexity: 10 });
  });

  it('an entry of an earlier release (no type) is the numbers of multiplication', () => {
    window.localStorage.setItem(MULTIPLY_COLUMNS_KEY, JSON.stringify({ numbers: [7], complexity: 100 }));
    window.localStorage.setItem(CONFIGS_KEY, JSON.stringify({ columns: { type: 'multiply', users: ['Ann'] } }));
    expect(loadGameConfig('columns', CTX)).toMatchObject({
      isMultiplyColumn: true,
      columnGame: 'multiply',
      numbers: [7],
    });
  });

  // Issue 9: "Columns offer only Multiplication among the multiplication types".
  it('columns remember a division or base level with its own numbers, and a stored game of another kind is not mixed in', () => {
    const columns = { ...loadGameConfig('columns', CTX), users: ['Ann'] };
    saveGameConfig('columns', { ...columns, isMultiplyColumn: true, columnGame: 'divide', numbers: [1000, 100] }, CTX);
    expect(stored().columns.type).toBe('divide');
    expect(loadGameConfig('columns', CTX)).toMatchObject({ columnGame: 'divide', numbers: [1000, 100] });

    saveGameConfig(
      'columns',
      {
        ...columns,
        isMultiplyColumn: true,
        columnGame: 'multiply_50_100',
        complexity: 50,
        numbers: [51, 52, 53, 54, 55, 56, 57, 58, 59, 60],
      },
      CTX,
    );
    expect(loadGameConfig('columns', CTX)).toMatchObject({ columnGame: 'multiply_50_100', complexity: 50 });

    // The stored numbers are division's, the level says squared: squared's defaults, not [1000, 100].
    window.localStorage.setItem(
      MULTIPLY_COLUMNS_KEY,
      JSON.stringify({ type: 'divide', numbers: [1000, 100], complexity: 1 }),
    );
    window.localStorage.setItem(CONFIGS_KEY, JSON.stringify({ columns: { type: 'multiply_quad', users: ['Ann'] } }));
    expect(loadGameConfig('columns', CTX)).toMatchObject({
      columnGame: 'multiply_quad',
      numbers: squaredNumbers(SQUARED_RANGES[0]),
    });
  });

  it('the demo keeps its own entry, demoGameConfigs', () => {
    const demo = { ...CTX, demo: true };
    saveGameConfig('addition', { ...loadGameConfig('addition', demo), digit: 5 }, demo);
    expect(stored(DEMO_CONFIGS_KEY).addition.digit).toBe(5);
    expect(localStorage.getItem(CONFIGS_KEY)).toBeNull();
  });

  it('squared, base and 25x25 are not part of the stored shape', () => {
    saveGameConfig('squared', loadGameConfig('squared', CTX), CTX);
    saveGameConfig('multiply_25x25', loadGameConfig('multiply_25x25', CTX), CTX);
    expect(localStorage.getItem(CONFIGS_KEY)).toBeNull();
  });
});

describe('tolerant of corrupt storage', () => {
  it.each(['not json', '[]', '42', 'null', '{"addition": "x"}', '{"addition": {"speed": "fast", "length": null}}'])(
    'ignores %s',
    (raw) => {
      localStorage.setItem(CONFIGS_KEY, raw);
      expect(loadGameConfig('addition', CTX)).toMatchObject({ speed: 1.6, length: 10 });
    },
  );

  it('brings stored values back into range: 99 actions, 0.04 s, an unknown level, a huge player list', () => {
    localStorage.setItem(
      CONFIGS_KEY,
      JSON.stringify({
        language: 'xx',
        addition: { length: 99, speed: 0.04, type: 'wizard', digit: 42 },
        columns: { users: Array(20).fill('Someone-with-a-long-name'), timerCount: 0 },
      }),
    );
    expect(loadGameConfig('addition', CTX)).toMatchObject({
      length: 25,
      speed: 0.1,
      digit_type: 'elementary',
      digit: 3,
      language: 'en',
    });
    const columns = loadGameConfig('columns', CTX);
    expect(columns.users).toHaveLength(12);
    expect(columns.users[0]).toHaveLength(16);
    expect(columns.timerCount).toBe(1);
  });

  it('removes 100 from saved multiply numbers', () => {
    localStorage.setItem(CONFIGS_KEY, JSON.stringify({ multiply: { numbers: [100, 5, 90] } }));
    expect(loadGameConfig('multiply', CTX).numbers).toEqual([5, 90]);
  });

  it('a free user gets elementary whatever was stored', () => {
    localStorage.setItem(CONFIGS_KEY, JSON.stringify({ addition: { type: 'family' } }));
    expect(loadGameConfig('addition', { ...CTX, isFree: true }).digit_type).toBe('elementary');
  });

  it('a storage that refuses writes does not break Start', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => saveGameConfig('addition', { ...DEFAULT_CONFIG }, CTX)).not.toThrow();
    setItem.mockRestore();
  });
});
