// Game kinds of spec 001 section 3 and spec 002 "Game types", and how the statistics group them. Plain TypeScript,
// no zod: the games remote's engine uses these lists without the schemas.

/** `type` of a game configuration, a game record and a generator request. */
export const GAME_TYPES = [
  'addition',
  'abacus_random',
  'multiply',
  'multiply_quad',
  'multiply_50_100',
  'multiply_25x25',
  'divide',
  'anzan',
  'negative',
  'columns',
] as const;
export type GameType = (typeof GAME_TYPES)[number];

export const MULTIPLY_TYPES: ReadonlySet<string> = new Set<GameType>([
  'multiply',
  'multiply_quad',
  'multiply_50_100',
  'multiply_25x25',
]);

/** Spec 001 section 6: a free user loses anzan, negative, multiplication and division. */
/**
 * The multiplication and division games a columns game can drill instead of an addition level (spec 001 section 3:
 * "level including multiplication types"): the generator's columns digit_type, the settings' level choice.
 */
export const COLUMN_GAMES = ['multiply', 'multiply_quad', 'multiply_50_100', 'multiply_25x25', 'divide'] as const;
export type ColumnGame = (typeof COLUMN_GAMES)[number];

export const FREE_TYPES: ReadonlySet<string> = new Set<GameType>(['addition', 'abacus_random', 'columns']);

/** Games whose numbers the generator draws at a place value (`difficult`), `operation_number` of them. */
export const PLACE_VALUE_GAMES: ReadonlySet<string> = new Set<GameType>(['addition', 'anzan', 'negative']);

/** Levels of the addition-type games (spec 001 section 9), in teaching order. */
export const ADDITION_LEVELS = [
  'elementary',
  'small_friends',
  'big_friends',
  'family',
  'anzan',
  'fifty',
  'hundred',
] as const;
export type AdditionLevel = (typeof ADDITION_LEVELS)[number];

/** Anzan types (spec 002 "Anzan types"). */
export const ANZAN_TYPES = ['anzan_random', 'anzan_plus', 'anzan_minus'] as const;
export type AnzanType = (typeof ANZAN_TYPES)[number];

/** `digit_type` of a game record: a level or an anzan type. */
export const DIGIT_TYPES = [...ADDITION_LEVELS, ...ANZAN_TYPES] as const;
export type DigitType = (typeof DIGIT_TYPES)[number];

/** Base modes of multiply_50_100 (spec 002 "Base options"). */
export const BASE_OPTIONS = ['more_than_digit', 'less_than_digit', 'universal'] as const;

/**
 * `option`: a base mode of multiply_50_100, or `abacus` for an addition game played in abacus mode
 * (spec 001 section 5: its answer is the last number, not the sum).
 */
export const GAME_OPTIONS = [...BASE_OPTIONS, 'abacus'] as const;
export type GameOption = (typeof GAME_OPTIONS)[number];

export const CALCULATION_METHODS = ['oral', 'abacus'] as const;

/** Seconds per number a game record accepts (the settings screens step by 0.1 from 0.1). */
export const SPEED_MIN = 0.1;
export const SPEED_MAX = 60;
export const SPEED_STEP = 0.1;

/** The largest number the games' voices say (clips exist up to it, in all 12 languages). */
export const MAX_VOICED_NUMBER = 99_999;

/** Players of a columns game (spec 001 section 5: "up to 12 column users"): also the most tasks one generator call makes. */
export const MAX_COLUMN_PLAYERS = 12;

/** Expressions per game record: 12 players (spec 001 section 5) times a few columns each is far below this. */
export const MAX_EXPRESSIONS = 30;
export const PLAYER_NAME_MAX = 16;

export const STAT_CATEGORIES = ['columns', 'addition', 'anzan', 'abacus_random', 'multiply', 'divide'] as const;
export type StatCategory = (typeof STAT_CATEGORIES)[number];

/** The all-time statistics column a game counts in. */
export function statCategory(type: string, withColumns: boolean): StatCategory {
  if (withColumns || type === 'columns') return 'columns';
  if (MULTIPLY_TYPES.has(type)) return 'multiply';
  if (type === 'divide' || type === 'anzan' || type === 'abacus_random') return type;
  return 'addition'; // addition and negative
}
