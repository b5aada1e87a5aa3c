// The game configuration a settings screen builds and the play screen plays (spec 001 sections 3 and 9).
// Field names are the spec's: they travel to the generator and into homework records unchanged.
// The game types, levels and anzan types are @abacus/contract's (zod-free).
import { dataLanguage, isLanguage, type DataLanguage } from '@abacus/shared';
import type { AdditionLevel, AnzanType, ColumnGame, GameType } from '@abacus/contract/games';

export { ANZAN_TYPES, GAME_TYPES, type AnzanType, type GameType } from '@abacus/contract/games';
/** Addition levels ("type" on the addition and columns screens). */
export { ADDITION_LEVELS as DIGIT_TYPES, type AdditionLevel as DigitType } from '@abacus/contract/games';
/** Columns can also drill a multiplication game or division (isMultiplyColumn, and which one in columnGame). */
export { COLUMN_GAMES, type ColumnGame } from '@abacus/contract/games';
export type ColumnsLevel = AdditionLevel | ColumnGame;

export const GAME_MODES = ['columns', 'digits', 'abacus'] as const;
export type GameMode = (typeof GAME_MODES)[number];

/**
 * Languages of the voice clips in assets/ (spec section 1), in the order the settings list them: the data languages
 * with `md` (Moldovan clips) for `ro`.
 */
export const VOICE_LANGUAGES = [
  'ru',
  'en',
  'uk',
  'pl',
  'az',
  'hy',
  'he',
  'md',
  'fr',
  'es',
  'cs',
  'de',
] as const satisfies readonly (Exclude<DataLanguage, 'ro'> | 'md')[];
export type VoiceLanguage = (typeof VOICE_LANGUAGES)[number];

export interface GameConfig {
  type: GameType;
  /** Number of actions (numbers in one expression). */
  length: number;
  /** Place value of the numbers of addition-type games: 1, 10, 100... */
  places: number;
  /** The digit a level drills; null where the level has no digit choice. */
  digit: number | null;
  complexity: number;
  /** Multipliers, squared bases, base-game numbers or [dividend, divisor], by type. */
  numbers: number[];
  pro: boolean;
  mode: GameMode;
  /** Seconds per number. */
  speed: number;
  withSound: boolean;
  language: VoiceLanguage;
  /** Homework id when the game is a homework task. */
  homework: number | null;
  /** A viewer's student id: the game is shown but nothing is played or recorded. */
  read_only: number | null;
  changedSpeed: boolean;
  /** Player names of the columns mode. */
  users: string[];
  isTimerEnabled: boolean;
  /** Seconds of the columns timer. */
  timerCount: number;
  /** The columns game drills columnGame instead of an addition level. */
  isMultiplyColumn: boolean;
  /** The multiplication game or division of a columns game whose isMultiplyColumn is set. */
  columnGame: ColumnGame;
  anzan_type: AnzanType;
  digit_type: AdditionLevel;
}

/** One generated number with its sign; the first item is the starting number. */
export interface ExpressionItem {
  number: number;
  sign: string;
}

export const DEFAULT_SPEED = 1.6;
export const SQUARED_SPEED = 1.6;
export const COLUMNS_SPEED = 1.6;
export const DEFAULT_LENGTH = 10;
export const DEFAULT_PLACES = 1;
export const DEFAULT_TIMER_COUNT = 30;
export const DEFAULT_DIGIT = 3;
/** Division defaults to 100 divided by 10. */
export const DEFAULT_DIVISION: readonly [number, number] = [100, 10];

export const DEFAULT_CONFIG: GameConfig = {
  type: 'addition',
  length: DEFAULT_LENGTH,
  places: DEFAULT_PLACES,
  digit: DEFAULT_DIGIT,
  complexity: DEFAULT_PLACES,
  numbers: [],
  pro: false,
  mode: 'digits',
  speed: DEFAULT_SPEED,
  withSound: true,
  language: 'en',
  homework: null,
  read_only: null,
  changedSpeed: false,
  users: [],
  isTimerEnabled: true,
  timerCount: DEFAULT_TIMER_COUNT,
  isMultiplyColumn: false,
  columnGame: 'multiply',
  anzan_type: 'anzan_random',
  digit_type: 'elementary',
};

/** The voice language that matches an interface language (ua speaks uk, ro speaks md). */
export function voiceLanguageFor(interfaceLanguage: string): VoiceLanguage {
  if (interfaceLanguage === 'ro') return 'md';
  const language = isLanguage(interfaceLanguage) ? dataLanguage(interfaceLanguage) : interfaceLanguage;
  return isOneOf(VOICE_LANGUAGES, language) ? language : 'en';
}

export const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value);
