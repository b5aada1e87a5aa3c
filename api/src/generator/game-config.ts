import { ABACUS_MAX_PLACES } from './generate-abacus.ts';
import { ANZAN_TYPES, type AnzanType } from './generate-anzan.ts';
import { divisionPossible, DIVIDEND_CHOICES, DIVISOR_CHOICES } from './generate-divide.ts';
import {
  BASE_MODES,
  MULTIPLY_CHOICES,
  MULTIPLY_COMPLEXITIES,
  SQUARED_RANGES,
  type BaseMode,
} from './generate-multiply.ts';
import { ABACUS_LEVELS, digitChoices, PRO_LEVELS, type AbacusLevel } from './levels.ts';
import { COLUMN_GAMES, type ColumnGame } from '@abacus/contract/games';
import { invalidChoice, type AbacusBody, type GenerateBody } from '@abacus/contract/generator-schema';

/**
 * Turns a request body into one normalized game configuration, applying the spec's rules between fields
 * (spec 001 sections 5 and 9), or returns field errors.
 */

export type TaskConfig =
  | { type: 'addition'; level: AbacusLevel; digits: number[]; pro: boolean; complexity: number; length: number }
  | { type: 'anzan'; anzan: AnzanType; complexity: number; length: number }
  | { type: 'negative'; complexity: number; length: number }
  | { type: 'multiply'; complexity: number; choices: number[] }
  | { type: 'multiply_quad'; ranges: number[] }
  | { type: 'multiply_50_100'; base: 50 | 100; mode: BaseMode }
  | { type: 'multiply_25x25' }
  | { type: 'divide'; dividend: number; divisor: number }
  | { type: 'abacus_random'; places: number[]; count: number };

export type GameConfig = TaskConfig | { type: 'columns'; task: TaskConfig; tasks: number };

export type FieldErrors = Record<string, string[]>;
export type Resolved = { ok: true; config: GameConfig } | { ok: false; errors: FieldErrors };

export const PLACE_VALUES = [1, 10, 100, 1000, 10000] as const;
export const LENGTH_MIN = 2;
export const LENGTH_MAX = 25;
export const ABACUS_COUNT_MAX = 25;
export const ABACUS_HOMEWORK_COUNT_MAX = 100;
export const DEFAULT_LENGTH = 10;
const notIn = (v: number, list: readonly number[]) => !list.includes(v);
const min = (n: number) => `Ensure this value is greater than or equal to ${n}.`;
const max = (n: number) => `Ensure this value is less than or equal to ${n}.`;

function lengthOf(b: GenerateBody, errors: FieldErrors): number {
  const n = b.length ?? DEFAULT_LENGTH;
  if (n < LENGTH_MIN) errors.length = [min(LENGTH_MIN)];
  else if (n > LENGTH_MAX) errors.length = [max(LENGTH_MAX)];
  return n;
}

function complexityOf(b: GenerateBody, allowed: readonly number[], fallback: number, errors: FieldErrors): number {
  const c = b.complexity ?? b.places ?? fallback;
  if (notIn(c, allowed)) errors.complexity = [invalidChoice(c)];
  return c;
}

const isHomework = (v: unknown) => v !== undefined && v !== null && v !== false && v !== '' && v !== 0;

function additionTask(level: AbacusLevel, b: GenerateBody, errors: FieldErrors): TaskConfig {
  const complexity = complexityOf(b, PLACE_VALUES, 1, errors);
  // Transition levels need a rod to carry into (spec: they exclude complexity 1).
  if (!errors.complexity && (level === 'fifty' || level === 'hundred') && complexity === 1) {
    errors.complexity = ['The fifty and hundred levels need a complexity of 10 or more.'];
  }
  const pro = Boolean(b.pro) && PRO_LEVELS.includes(level);
  let digits = [...new Set(b.digit ?? [])];
  // Spec: elementary with complexity 1 and a digit under 3 resets the digit to 3.
  if (level === 'elementary' && complexity === 1 && !pro) digits = [...new Set(digits.map((d) => Math.max(d, 3)))];
  const choices = digitChoices(level, complexity, pro);
  // Pro elementary with one place has no digit choice: the whole range.
  if (choices.length === 0) digits = [];
  const bad = digits.find((d) => !choices.includes(d));
  if (bad !== undefined) errors.digit = [invalidChoice(bad)];
  return { type: 'addition', level, digits, pro, complexity, length: lengthOf(b, errors) };
}

function anzanTask(anzan: AnzanType, b: GenerateBody, errors: FieldErrors): TaskConfig {
  return { type: 'anzan', anzan, complexity: complexityOf(b, PLACE_VALUES, 1, errors), length: lengthOf(b, errors) };
}

function multiplyTask(b: GenerateBody, errors: FieldErrors): TaskConfig {
  const complexity = complexityOf(b, MULTIPLY_COMPLEXITIES, 1, errors);
  // Spec: 100 is removed from saved multiply numbers.
  const choices = [...new Set((b.numbers ?? []).filter((n) => n !== 100))];
  const bad = choices.find((n) => notIn(n, MULTIPLY_CHOICES));
  if (bad !== undefined) errors.numbers = [invalidChoice(bad)];
  else if (choices.length === 0) errors.numbers = ['Choose at least one number.'];
  return { type: 'multiply', complexity, choices };
}

function squaredTask(b: GenerateBody, errors: FieldErrors): TaskConfig {
  const all = Object.keys(SQUARED_RANGES).map(Number);
  const ranges = b.numbers?.length ? [...new Set(b.numbers)] : all;
  const bad = ranges.find((n) => notIn(n, all));
  if (bad !== undefined) errors.numbers = [invalidChoice(bad)];
  return { type: 'multiply_quad', ranges };
}

function baseTask(b: GenerateBody, errors: FieldErrors): TaskConfig {
  const base = complexityOf(b, [50, 100], 100, errors) as 50 | 100;
  const mode = (b.mode ?? 'universal') as BaseMode;
  if (!BASE_MODES.includes(mode)) errors.mode = [invalidChoice(mode)];
  return { type: 'multiply_50_100', base, mode };
}

function divideTask(b: GenerateBody, errors: FieldErrors): TaskConfig {
  const [dividend, divisor] = b.numbers?.length ? b.numbers : [100, 10];
  if (b.numbers && b.numbers.length !== 2) {
    errors.numbers = ['Send [dividend, divisor]: dividend 1000, 100 or 10; divisor 100, 10 or 1.'];
  } else if (notIn(dividend, DIVIDEND_CHOICES)) {
    errors.numbers = [`Dividend: ${invalidChoice(dividend)}`];
  } else if (notIn(divisor, DIVISOR_CHOICES)) {
    errors.numbers = [`Divisor: ${invalidChoice(divisor)}`];
  } else if (!divisionPossible(dividend, divisor)) {
    errors.numbers = ['The divisor cannot have more digits than the dividend.'];
  }
  return { type: 'divide', dividend, divisor };
}

function abacusTask(
  b: { digit?: number[] | null; complexity?: number | null; homework?: unknown },
  count: number,
  errors: FieldErrors,
  countField: string,
): TaskConfig {
  let places = [...new Set(b.digit ?? [])];
  if (places.length === 0) {
    const c = b.complexity ?? 1;
    places = [String(c).length];
    if (!/^10*$/.test(String(c)) || places[0] > ABACUS_MAX_PLACES) errors.complexity = [invalidChoice(c)];
  }
  const bad = places.find((p) => p < 1 || p > ABACUS_MAX_PLACES);
  if (bad !== undefined) errors.digit = [invalidChoice(bad)];
  const limit = isHomework(b.homework) ? ABACUS_HOMEWORK_COUNT_MAX : ABACUS_COUNT_MAX;
  if (count < 1) errors[countField] = [min(1)];
  else if (count > limit) errors[countField] = [max(limit)];
  return { type: 'abacus_random', places, count };
}

const isAnzanType = (v: unknown): v is AnzanType => (ANZAN_TYPES as readonly unknown[]).includes(v);
const isLevel = (v: unknown): v is AbacusLevel => (ABACUS_LEVELS as readonly unknown[]).includes(v);

/** Anzan: the type from digit_type or anzan_type (the config carries both), random signs by default. */
function anzanOf(b: GenerateBody, errors: FieldErrors): TaskConfig | null {
  const type = [b.digit_type, b.anzan_type].find(isAnzanType);
  if (type) return anzanTask(type, b, errors);
  if (b.anzan_type) {
    errors.anzan_type = [invalidChoice(b.anzan_type)];
    return null;
  }
  // The configuration may still carry the addition level in digit_type: only a name we do not know is an error.
  if (b.digit_type && b.digit_type !== 'anzan' && !isLevel(b.digit_type)) {
    errors.digit_type = [invalidChoice(b.digit_type)];
    return null;
  }
  return anzanTask('anzan_random', b, errors);
}

/** The addition game: a level, or anzan among the addition types. */
function additionOf(b: GenerateBody, errors: FieldErrors): TaskConfig | null {
  const level = b.digit_type ?? 'elementary';
  if (isLevel(level)) return additionTask(level, b, errors);
  if (level === 'anzan' || isAnzanType(level)) return anzanOf(b, errors);
  errors.digit_type = [invalidChoice(level)];
  return null;
}

/** One task (one column) of a game type. */
function taskOf(
  type: Exclude<GenerateBody['type'], 'columns'>,
  b: GenerateBody,
  errors: FieldErrors,
): TaskConfig | null {
  switch (type) {
    case 'addition':
      return additionOf(b, errors);
    case 'anzan':
      return anzanOf(b, errors);
    case 'negative':
      return { type: 'negative', complexity: complexityOf(b, PLACE_VALUES, 1, errors), length: lengthOf(b, errors) };
    case 'multiply':
      return multiplyTask(b, errors);
    case 'multiply_quad':
      return squaredTask(b, errors);
    case 'multiply_50_100':
      return baseTask(b, errors);
    case 'multiply_25x25':
      return { type: 'multiply_25x25' };
    case 'divide':
      return divideTask(b, errors);
    case 'abacus_random':
      return abacusTask(
        { complexity: b.complexity, homework: b.homework },
        b.length ?? DEFAULT_LENGTH,
        errors,
        'length',
      );
  }
}

/** Columns: digit_type is the level (addition), an anzan type, negative, or one of the multiplication games. */
function columnsTaskOf(b: GenerateBody, errors: FieldErrors): TaskConfig | null {
  const game = b.digit_type ?? 'elementary';
  if (isLevel(game) || game === 'anzan' || isAnzanType(game)) return additionOf(b, errors);
  if (game === 'negative' || (COLUMN_GAMES as readonly string[]).includes(game)) {
    return taskOf(game as ColumnGame | 'negative', b, errors);
  }
  errors.digit_type = [invalidChoice(game)];
  return null;
}

export function resolveGameConfig(b: GenerateBody): Resolved {
  const errors: FieldErrors = {};
  let config: GameConfig | null;
  if (b.type === 'columns') {
    const task = columnsTaskOf(b, errors);
    config = task && { type: 'columns', task, tasks: b.tasks ?? 1 };
  } else {
    config = taskOf(b.type, b, errors);
  }
  if (Object.keys(errors).length || !config) return { ok: false, errors };
  return { ok: true, config };
}

export function resolveAbacusConfig(b: AbacusBody): Resolved {
  const errors: FieldErrors = {};
  const task = abacusTask(b, b.numbers ?? DEFAULT_LENGTH, errors, 'numbers');
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, config: task };
}
