// The defaults of each editor type (spec 002 section 4: "switching a game type resets its options to that type's
// defaults (new entries default to addition, repeat 1, oral)"), of each multiplication level and of each level of a
// columns game. The lists are the games' own (@abacus/contract/game-levels).
import {
  ADDITION_LEVELS,
  type AdditionLevel,
  ANZAN_TYPES,
  type AnzanType,
  MULTIPLY_TYPES,
} from '@abacus/contract/games';
import {
  type AbacusLevel,
  DEFAULT_DIVIDEND,
  DEFAULT_DIVISOR,
  digitChoices,
  HOMEWORK_SQUARED_RANGES,
  MULTIPLY_25_COMPLEXITY,
} from '@abacus/contract/game-levels';
import { type EditorGameType, LENGTH_RANGES, placesFor } from '@abacus/contract/homework';
import type { GameFields } from './game-fields';

export const DEFAULT_SPEED = 1;
/** Spec 002 section 9: "Default columns speed 1.6". */
export const COLUMNS_SPEED = 1.6;
export const DEFAULT_REPEAT = 1;
export const DEFAULT_ANZAN_TYPE: AnzanType = 'anzan_random';
/** Spec 002 section 9: "Default multiply_50_100 places 50". */
export const DEFAULT_BASE = 50;
export const DEFAULT_BASE_OPTION = 'universal';

/** The multiplication levels (spec 002 "Multiply levels"). */
export const MULTIPLY_LEVELS = ['multiply', 'multiply_quad', 'multiply_50_100', 'multiply_25x25'] as const;
export type MultiplyLevel = (typeof MULTIPLY_LEVELS)[number];
export const isMultiplyLevel = (type: string): type is MultiplyLevel => MULTIPLY_TYPES.has(type);

/** What a columns game drills: an addition level (anzan included) or a multiplication level. */
export const COLUMNS_KINDS = [...ADDITION_LEVELS, ...MULTIPLY_LEVELS] as const;
export type ColumnsKind = (typeof COLUMNS_KINDS)[number];

/** The lowest place value a level allows (fifty 10, hundred 100, otherwise 1). */
export const firstPlace = (level: string | null) => placesFor(level)[0] ?? 1;

/** The digit a level drills when the teacher has not chosen (the generator's own default: elementary 9). */
export function defaultDigits(level: AbacusLevel, places: number): number[] {
  const choices = digitChoices(level, places, false);
  if (choices.length === 0) return [];
  return [level === 'elementary' ? 9 : choices[0]];
}

/** The default length of a type: 2 numbers, inside the type's range (anzan 3, multiplication and division 1). */
export function defaultLength(kind: EditorGameType): number {
  const [min, max] = LENGTH_RANGES[kind];
  return Math.min(max, Math.max(min, 2));
}

const base = (kind: EditorGameType): GameFields => ({
  id: null,
  type: 'addition',
  repeat: DEFAULT_REPEAT,
  calculation_method: 'oral',
  option: null,
  digit_type: null,
  digit: [],
  speed: DEFAULT_SPEED,
  operation_number: defaultLength(kind),
  difficult: 1,
  difficult_2: null,
  numbers: [],
  with_columns: false,
  link: null,
});

/** The options a multiplication level starts with (spec 002 section 9). */
export function multiplyLevelFields(level: MultiplyLevel): Pick<GameFields, 'difficult' | 'numbers' | 'option'> {
  switch (level) {
    case 'multiply_quad':
      return { difficult: 1, numbers: [...HOMEWORK_SQUARED_RANGES[0]], option: null };
    case 'multiply_50_100':
      return { difficult: DEFAULT_BASE, numbers: [], option: DEFAULT_BASE_OPTION };
    case 'multiply_25x25':
      return { difficult: MULTIPLY_25_COMPLEXITY, numbers: [], option: null };
    default:
      return { difficult: 1, numbers: [], option: null };
  }
}

/** An addition level's fields: its lowest place and its default digit. */
export function additionLevelFields(level: AbacusLevel): Pick<GameFields, 'digit_type' | 'difficult' | 'digit'> {
  const places = firstPlace(level);
  return { digit_type: level, difficult: places, digit: defaultDigits(level, places) };
}

/** The fields of a columns game of one kind (its level, or the multiplication level it drills). */
export function columnsKindFields(kind: ColumnsKind): Partial<GameFields> {
  if (isMultiplyLevel(kind)) return { type: kind, digit_type: null, digit: [], ...multiplyLevelFields(kind) };
  if (kind === 'anzan') {
    return { type: 'anzan', digit_type: DEFAULT_ANZAN_TYPE, digit: [], difficult: 1, numbers: [], option: null };
  }
  return { type: 'addition', option: null, numbers: [], ...additionLevelFields(kind) };
}

/** A configuration of `kind` with every option at its default. */
export function defaultsFor(kind: EditorGameType): GameFields {
  const game = base(kind);
  switch (kind) {
    case 'addition':
      return { ...game, ...additionLevelFields('elementary') };
    case 'columns':
      return { ...game, with_columns: true, speed: COLUMNS_SPEED, ...columnsKindFields('elementary') };
    case 'abacus_random':
      return { ...game, type: 'abacus_random' };
    case 'multiply':
      return { ...game, type: 'multiply', ...multiplyLevelFields('multiply') };
    case 'divide':
      return { ...game, type: 'divide', difficult: DEFAULT_DIVIDEND, difficult_2: DEFAULT_DIVISOR };
    case 'negative':
      return { ...game, type: 'negative' };
    case 'anzan':
      return { ...game, type: 'anzan', digit_type: DEFAULT_ANZAN_TYPE };
    case 'matific':
      return { ...game, type: 'matific', link: '' };
  }
}

/** The level of a columns game. */
export function columnsKindOf(game: Pick<GameFields, 'type' | 'digit_type'>): ColumnsKind {
  if (isMultiplyLevel(game.type)) return game.type;
  if (game.type === 'anzan' || (ANZAN_TYPES as readonly (string | null)[]).includes(game.digit_type)) return 'anzan';
  return (ADDITION_LEVELS as readonly (string | null)[]).includes(game.digit_type)
    ? (game.digit_type as AdditionLevel)
    : 'elementary';
}
