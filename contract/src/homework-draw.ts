// What the game generator is asked for when a homework entry is played (spec 002 "Game entry in a homework", as the
// games engine plays it; spec 001 section 7). The games engine turns an entry into its game configuration with these
// helpers (mfe-games entry-config.ts) and asks the generator from that configuration; a test there holds its request
// equal to `entryGeneratorRequest`. The API resolves the same request to bind a homework record to its entry's
// settings: numbers drawn at another level, digit or multiplication table do not finish the entry.
import { ADDITION_LEVELS, ANZAN_TYPES, type AnzanType, type DigitType } from './games.ts';
import { SQUARED_RANGES } from './game-levels.ts';
import type { GenerateInput } from './generator-schema.ts';

/** The entry's fields that decide what is drawn, in the homework API's names. */
export interface DrawnEntry {
  type: string;
  option: string | null;
  digit_type: string | null;
  digit: readonly number[];
  operation_number: number;
  difficult: number;
  difficult_2: number | null;
  numbers: readonly number[];
  with_columns: boolean;
}

/** The base game's modes in the entry's names (spec 002 "Base options") and the engine's and generator's. */
export const BASE_OPTION_MODES: Readonly<Record<string, 'greater' | 'less' | 'universal'>> = {
  more_than_digit: 'greater',
  less_than_digit: 'less',
  universal: 'universal',
};

const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  (list as readonly unknown[]).includes(value);

/** The entry's anzan type, when its digit_type is one. */
export const entryAnzanType = (entry: Pick<DrawnEntry, 'digit_type'>): AnzanType | null =>
  isOneOf(ANZAN_TYPES, entry.digit_type) ? entry.digit_type : null;

/** An addition level of the entry (anzan is its own game here); elementary when it names none. */
export const entryLevel = (entry: Pick<DrawnEntry, 'digit_type'>): Exclude<DigitType, AnzanType | 'anzan'> =>
  isOneOf(ADDITION_LEVELS, entry.digit_type) && entry.digit_type !== 'anzan' ? entry.digit_type : 'elementary';

/** Spec 002 section 4: an anzan entry, or an addition entry with an anzan digit_type, is anzan. */
export const entryIsAnzan = (entry: Pick<DrawnEntry, 'type' | 'digit_type'>) =>
  entry.type === 'anzan' || (entry.type === 'addition' && entryAnzanType(entry) !== null);

/** An anzan entry's type (random when it names none) and digit: anzan minus draws the digit 0 (spec 001 section 5). */
export function entryAnzan(entry: Pick<DrawnEntry, 'digit_type'>): { anzan: AnzanType; digit: number | null } {
  const anzan = entryAnzanType(entry) ?? 'anzan_random';
  return { anzan, digit: anzan === 'anzan_minus' ? 0 : null };
}

/** The squared ranges a list of numbers covers, by their first number (11, 20, 30, 80): what the generator takes. */
export const squaredRangeStarts = (numbers: readonly number[]) =>
  SQUARED_RANGES.filter(([from, to]) => numbers.some((n) => n >= from && n <= to)).map(([from]) => from);

type Request = Omit<GenerateInput, 'type' | 'homework' | 'user_id' | 'seed' | 'tasks'>;

/** A multiplication game's or division's request. */
function taskRequest(type: string, entry: DrawnEntry): Request | null {
  switch (type) {
    case 'multiply':
      // 100 is never a saved multiplier (spec 001 section 5).
      return { complexity: entry.difficult, numbers: entry.numbers.filter((n) => n !== 100) };
    case 'multiply_quad':
      return { numbers: squaredRangeStarts(entry.numbers) };
    case 'multiply_50_100':
      return {
        complexity: entry.difficult === 50 ? 50 : 100,
        mode: BASE_OPTION_MODES[entry.option ?? ''] ?? 'universal',
      };
    case 'multiply_25x25':
      return {};
    case 'divide':
      // difficult is the dividend bound, difficult_2 the divisor's.
      return { numbers: [entry.difficult, entry.difficult_2 ?? 1] };
    default:
      return null;
  }
}

/** The request the games engine sends for the entry (without the homework and the player); null for Matific. */
export function entryGeneratorRequest(entry: DrawnEntry): GenerateInput | null {
  const places = { complexity: entry.difficult, length: entry.operation_number };
  if (entry.with_columns) {
    const task = taskRequest(entry.type, entry);
    if (task) return { type: 'columns', digit_type: entry.type, ...task };
    if (entryIsAnzan(entry)) {
      const { anzan, digit } = entryAnzan(entry);
      return { type: 'columns', digit_type: anzan, digit, ...places };
    }
    return { type: 'columns', digit_type: entryLevel(entry), digit: entry.digit[0] ?? null, ...places };
  }
  switch (entry.type) {
    case 'anzan': {
      const { anzan } = entryAnzan(entry);
      return { type: 'anzan', digit_type: anzan, anzan_type: anzan, ...places };
    }
    case 'addition': {
      if (entryIsAnzan(entry)) {
        const { anzan, digit } = entryAnzan(entry);
        return { type: 'addition', digit_type: anzan, digit, ...places, pro: false };
      }
      return { type: 'addition', digit_type: entryLevel(entry), digit: entry.digit[0] ?? null, ...places, pro: false };
    }
    case 'negative':
      return { type: 'negative', ...places };
    case 'abacus_random':
      return { type: 'abacus_random', digit_type: entryLevel(entry), digit: null, ...places, pro: false };
    default: {
      const task = taskRequest(entry.type, entry);
      return task && { type: entry.type as GenerateInput['type'], ...task };
    }
  }
}
