// The validation rules of the settings screens (spec 001 section 5, constants of section 9) as pure functions.
// A screen passes every change through applyRules, so what it shows and what it stores obey them.
import { SPEED_MAX, SPEED_MIN, SPEED_STEP } from '@abacus/contract/games';
import {
  ABACUS_RANDOM_PLACES,
  ANZAN_COMPLEXITIES,
  BASE_COMPLEXITIES,
  DIVIDENDS,
  DIVISORS,
  baseChoiceOf,
  baseNumbers,
  MULTIPLY_25_BASES,
  MULTIPLY_25_COMPLEXITY,
  MULTIPLY_COMPLEXITIES,
  MULTIPLY_NUMBERS,
  NEGATIVE_COMPLEXITIES,
  PLACES,
  SQUARED_RANGES,
  squaredNumbers,
  squaredRangeOf,
} from './game-choices';
import {
  DEFAULT_DIVISION,
  DEFAULT_LENGTH,
  DEFAULT_SPEED,
  DEFAULT_TIMER_COUNT,
  COLUMN_GAMES,
  DIGIT_TYPES,
  isOneOf,
  type ColumnsLevel,
  type DigitType,
  type GameConfig,
  type GameMode,
  type GameType,
} from './game-config';
import { taskType } from './game-kinds';
import { MULTIPLICATION_SCREENS, type GameScreen } from './game-screens';

export interface RuleContext {
  /** A free-tier student (profile is_free). */
  isFree: boolean;
  /** A visitor's demo game. */
  demo: boolean;
}
export const PAYING: RuleContext = { isFree: false, demo: false };

// --- Which games a user gets -------------------------------------------------------------------------

/** Free users lose anzan, negative, multiplication and division. */
export const isScreenForFree = (screen: GameScreen) =>
  screen !== 'anzan' && screen !== 'negative' && screen !== 'division' && !MULTIPLICATION_SCREENS.includes(screen);
export const canOpenScreen = (screen: GameScreen, isFree: boolean) => !isFree || isScreenForFree(screen);

// --- Number of actions -------------------------------------------------------------------------------

export const ACTIONS_RANGE = { min: 2, max: 25 } as const;
export const ABACUS_RANDOM_ACTIONS_RANGE = { min: 1, max: 25 } as const;
export const actionsRange = (type: GameType) =>
  type === 'abacus_random' ? ABACUS_RANDOM_ACTIONS_RANGE : ACTIONS_RANGE;

/** The input snaps back into range; what is not a number keeps the previous value. */
export function clampActions(value: number, type: GameType, previous: number): number {
  const { min, max } = actionsRange(type);
  if (!Number.isFinite(value)) return Math.min(max, Math.max(min, Math.round(previous)));
  return Math.min(max, Math.max(min, Math.round(value)));
}

// --- Speed (seconds per number) ----------------------------------------------------------------------

// One limit on both sides: the server's game record accepts exactly this range (contract).
export { SPEED_STEP, SPEED_MAX as MAX_SPEED, SPEED_MIN as MIN_SPEED };
const tenths = (value: number) => Math.round(value * 10) / 10;
const inRange = (value: number) => Math.min(SPEED_MAX, Math.max(SPEED_MIN, tenths(value)));

/** Speed moves in steps of 0.1 between 0.1 and 60 s per number. */
export function normalizeSpeed(value: number, previous: number): number {
  return inRange(Number.isFinite(value) ? value : previous);
}

// --- Sound -------------------------------------------------------------------------------------------

/** Too fast to speak: under 1 s at complexity 10 or less, or under 2.5 s at complexity 100 or more. */
export const soundForcedOff = (speed: number, complexity: number) =>
  (speed < 1 && complexity <= 10) || (complexity >= 100 && speed < 2.5);

const SILENT_TYPES: readonly GameType[] = [
  'multiply',
  'multiply_quad',
  'multiply_50_100',
  'multiply_25x25',
  'divide',
  'abacus_random',
  'columns',
];
/** No sound for multiplication, division, squared, base, abacus or columns games. */
export const usesSound = ({ type, mode }: { type: GameType; mode: GameMode }) =>
  !SILENT_TYPES.includes(type) && mode === 'digits';

/** Whether the sound checkbox can be on for this configuration. */
export const soundAvailable = (config: Pick<GameConfig, 'type' | 'mode' | 'speed' | 'complexity'>) =>
  usesSound(config) && !soundForcedOff(config.speed, config.complexity);

// --- Columns players and timer -----------------------------------------------------------------------

export const MAX_USERS = 12;
export const MAX_NAME_LENGTH = 16;
export const MIN_TIMER = 1;

/** The player list grows with empty names or shrinks to `count` (1 to 12). */
export function resizeUsers(users: readonly string[], count: number): string[] {
  const size = Math.min(MAX_USERS, Math.max(1, Math.round(Number.isFinite(count) ? count : users.length)));
  return Array.from({ length: size }, (_, i) => (users[i] ?? '').slice(0, MAX_NAME_LENGTH));
}

export function clampTimer(value: number, previous: number): number {
  return Math.max(MIN_TIMER, Math.round(Number.isFinite(value) ? value : previous));
}

// --- Multiply numbers --------------------------------------------------------------------------------

/** Keeps the offered multipliers only, once each and in order; 100 (offered once) is dropped. */
export const cleanMultiplyNumbers = (numbers: readonly unknown[]) =>
  MULTIPLY_NUMBERS.filter((n) => n !== 100 && numbers.includes(n));

// --- Levels ------------------------------------------------------------------------------------------

export const TRANSITION_LEVELS: readonly DigitType[] = ['fifty', 'hundred'];
export const isTransition = (level: string) => (TRANSITION_LEVELS as readonly string[]).includes(level);

/**
 * Free users and the demo only get the elementary level; columns add the multiplication games and division
 * (spec 001 section 3, "level including multiplication types").
 */
export function levelsFor(screen: 'addition' | 'abacus_random' | 'columns', ctx: RuleContext): ColumnsLevel[] {
  if (ctx.isFree || ctx.demo) return ['elementary'];
  return screen === 'columns' ? [...DIGIT_TYPES, ...COLUMN_GAMES] : [...DIGIT_TYPES];
}

/** The level a configuration shows: its addition level, or the columns game's multiplication game. */
export const levelOf = (config: Pick<GameConfig, 'type' | 'digit_type' | 'isMultiplyColumn' | 'columnGame'>) =>
  config.type === 'columns' && config.isMultiplyColumn ? config.columnGame : config.digit_type;

/** What choosing a level changes: a columns game's multiplication game takes that game's own numbers. */
export function levelPatch(level: ColumnsLevel): Partial<GameConfig> {
  if (!isOneOf(COLUMN_GAMES, level)) return { isMultiplyColumn: false, digit_type: level };
  return { isMultiplyColumn: true, columnGame: level, ...taskNumbersDefaults(level) };
}

// --- Complexity --------------------------------------------------------------------------------------

/** The complexity choices of a configuration. An empty list means the screen has no complexity choice. */
export function complexitiesFor(
  config: Pick<GameConfig, 'type' | 'digit_type' | 'isMultiplyColumn' | 'columnGame'>,
  ctx: RuleContext,
): number[] {
  switch (taskType(config)) {
    case 'anzan':
      return [...ANZAN_COMPLEXITIES];
    case 'negative':
      return [...NEGATIVE_COMPLEXITIES];
    case 'multiply':
      return [...MULTIPLY_COMPLEXITIES];
    case 'multiply_50_100':
      return [...BASE_COMPLEXITIES];
    case 'abacus_random':
      return ctx.demo ? [1] : [...ABACUS_RANDOM_PLACES];
    case 'addition':
    case 'columns': {
      if (ctx.demo) return config.type === 'columns' ? [1, 10] : [1];
      // Transition levels (fifty, hundred) exclude complexity 1.
      return PLACES.filter((p) => !(p === 1 && isTransition(config.digit_type)));
    }
    default:
      return [];
  }
}

/** Addition-type games choose a place value; their complexity is that place value. */
export const usesPlaces = (config: Pick<GameConfig, 'type' | 'isMultiplyColumn' | 'columnGame'>) =>
  ['addition', 'abacus_random', 'columns'].includes(taskType(config));

// --- Digits ------------------------------------------------------------------------------------------

export interface DigitOption {
  digit: number;
  pro: boolean;
}
const down = (from: number, to: number) => Array.from({ length: from - to + 1 }, (_, i) => from - i);
const up = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const options = (digits: number[], pro = false) => digits.map((digit) => ({ digit, pro }));

export const DEMO_DIGITS = [3, 4, 5] as const;

/**
 * The digit choices of a level at a place value: elementary 3-9 (pro 3-8; with places 10 or more also 0, 1, 2,
 * and no pro digits below 10), small friends 4-1 (pro 3-1), big friends 9-1, family 6-9, fifty and hundred 9-1.
 */
export function digitOptions(level: ColumnsLevel, places: number, ctx: RuleContext): DigitOption[] {
  if (ctx.demo) return options([...DEMO_DIGITS]);
  switch (level) {
    case 'elementary':
      return places >= 10 ? [...options(up(0, 9)), ...options(up(3, 8), true)] : options(up(3, 9));
    case 'small_friends':
      return [...options(down(4, 1)), ...options(down(3, 1), true)];
    case 'big_friends':
    case 'fifty':
    case 'hundred':
      return options(down(9, 1));
    case 'family':
      return options(up(6, 9));
    default:
      return [];
  }
}

/** The digit choices of a configuration; columns keep no pro variant (their stored shape has no pro). */
export function digitChoices(
  config: Pick<GameConfig, 'type' | 'digit_type' | 'places'>,
  ctx: RuleContext,
): DigitOption[] {
  const all = digitOptions(config.digit_type, config.places, ctx);
  return config.type === 'columns' ? all.filter((o) => !o.pro) : all;
}

/** Keeps the chosen digit when the level offers it; elementary at complexity 1 with a digit under 3 gets 3. */
export function normalizeDigit(
  { digit, pro }: { digit: number | null; pro: boolean },
  available: readonly DigitOption[],
): DigitOption | null {
  if (available.length === 0) return null;
  const exact = available.find((o) => o.digit === digit && o.pro === pro);
  if (exact) return exact;
  const sameDigit = available.find((o) => o.digit === digit);
  if (sameDigit) return sameDigit;
  return available.find((o) => o.pro === pro) ?? available[0];
}

// --- The whole configuration -------------------------------------------------------------------------

const choose = <T>(list: readonly T[], value: T, fallback: T): T => (list.includes(value) ? value : fallback);

function normalizeLevel(config: GameConfig, ctx: RuleContext): GameConfig {
  if (config.type !== 'addition' && config.type !== 'abacus_random' && config.type !== 'columns') return config;
  const levels = levelsFor(config.type, ctx);
  const level = choose(levels, levelOf(config), levels[0]);
  if (isOneOf(COLUMN_GAMES, level)) return { ...config, isMultiplyColumn: true, columnGame: level };
  return { ...config, digit_type: level, isMultiplyColumn: false };
}

function normalizeComplexity(config: GameConfig, ctx: RuleContext): GameConfig {
  const list = complexitiesFor(config, ctx);
  if (list.length === 0) return config;
  if (usesPlaces(config)) {
    const places = choose(list, config.places, list[0]);
    return { ...config, places, complexity: places };
  }
  return { ...config, complexity: choose(list, config.complexity, list[0]) };
}

function normalizeDigits(config: GameConfig, ctx: RuleContext): GameConfig {
  const anzan = config.type === 'anzan' || (taskType(config) === 'columns' && config.digit_type === 'anzan');
  // Anzan minus sets the digit to 0; the other anzan types draw any digit.
  if (anzan) return { ...config, digit: config.anzan_type === 'anzan_minus' ? 0 : null, pro: false };
  if (!usesPlaces(config)) return config;
  const picked = normalizeDigit(config, digitChoices(config, ctx));
  return { ...config, digit: picked?.digit ?? null, pro: picked?.pro ?? false };
}

/** The numbers (and complexity) a multiplication game or division starts with (spec 001 section 9). */
export function taskNumbersDefaults(type: GameType): Pick<GameConfig, 'numbers' | 'complexity'> {
  switch (type) {
    case 'multiply_quad':
      return { numbers: squaredNumbers(SQUARED_RANGES[0]), complexity: 1 };
    case 'multiply_50_100':
      return { numbers: baseNumbers(100, 'universal'), complexity: 100 };
    case 'multiply_25x25':
      return { numbers: [...MULTIPLY_25_BASES], complexity: MULTIPLY_25_COMPLEXITY };
    case 'divide':
      return { numbers: [...DEFAULT_DIVISION], complexity: 1 };
    default:
      return { numbers: [], complexity: 1 };
  }
}

/** Keeps numbers the game offers: multipliers, a squared range, a base mode's numbers, 25x25's bases, a division. */
function normalizeNumbers(config: GameConfig): GameConfig {
  const type = taskType(config);
  switch (type) {
    case 'multiply':
      return { ...config, numbers: cleanMultiplyNumbers(config.numbers) };
    case 'multiply_quad':
      return squaredRangeOf(config.numbers) ? config : { ...config, ...taskNumbersDefaults(type) };
    case 'multiply_50_100': {
      const { base, mode } = baseChoiceOf(config);
      return { ...config, complexity: base, numbers: baseNumbers(base, mode) };
    }
    case 'multiply_25x25':
      return { ...config, ...taskNumbersDefaults(type) };
    case 'divide': {
      const [dividend, divisor] = config.numbers;
      const valid =
        (DIVIDENDS as readonly number[]).includes(dividend) && (DIVISORS as readonly number[]).includes(divisor);
      return { ...config, numbers: valid ? [dividend, divisor] : [...DEFAULT_DIVISION] };
    }
    default:
      return config;
  }
}

/** Every rule of the settings screens applied to a configuration; the result is what may be played and stored. */
export function applyRules(input: GameConfig, ctx: RuleContext = PAYING): GameConfig {
  let config = normalizeLevel(input, ctx);
  config = normalizeComplexity(config, ctx);
  config = normalizeDigits(config, ctx);
  config = normalizeNumbers(config);
  const length = clampActions(config.length, config.type, DEFAULT_LENGTH);
  const speed = normalizeSpeed(config.speed, DEFAULT_SPEED);
  const users = config.users.slice(0, MAX_USERS).map((name) => name.slice(0, MAX_NAME_LENGTH));
  const timerCount = clampTimer(config.timerCount, DEFAULT_TIMER_COUNT);
  const withSound = config.withSound && soundAvailable({ ...config, speed });
  return { ...config, length, speed, users, timerCount, withSound };
}

// --- What the form must show as wrong ----------------------------------------------------------------

export type SettingsError = 'chooseNumber' | 'dividendTooSmall' | 'nameRequired' | 'nameTooLong' | 'noUsers';
export interface SettingsErrors {
  numbers?: SettingsError;
  users?: SettingsError;
  /** One entry per player: null when the name is fine. */
  userNames?: (SettingsError | null)[];
}

/** Errors that keep Start disabled; an empty object means the game can start. */
export function settingsErrors(config: GameConfig): SettingsErrors {
  const errors: SettingsErrors = {};
  const type = taskType(config);
  if ((type === 'multiply' || type === 'multiply_quad') && config.numbers.length === 0) errors.numbers = 'chooseNumber';
  if (type === 'divide' && !(config.numbers[0] > config.numbers[1])) errors.numbers = 'dividendTooSmall';
  if (config.type === 'columns') {
    if (config.users.length === 0) errors.users = 'noUsers';
    const names = config.users.map((name): SettingsError | null =>
      name.trim() === '' ? 'nameRequired' : name.length > MAX_NAME_LENGTH ? 'nameTooLong' : null,
    );
    if (names.some(Boolean)) errors.userNames = names;
  }
  return errors;
}

export const hasErrors = (errors: SettingsErrors) => Object.keys(errors).length > 0;
