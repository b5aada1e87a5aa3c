/** Game types of spec 001 section 3 ("Game config: type") and how the statistics group them. */
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

export const MULTIPLY_TYPES: ReadonlySet<string> = new Set(['multiply', 'multiply_quad', 'multiply_50_100', 'multiply_25x25']);

/** Spec 001 section 6: a free user loses anzan, negative, multiplication and division. */
export const FREE_TYPES: ReadonlySet<string> = new Set(['addition', 'abacus_random', 'columns']);

/** Levels (addition types) and anzan types of spec 001 section 9; `digit_type` holds one of them. */
export const DIGIT_TYPES = [
  'elementary',
  'small_friends',
  'big_friends',
  'family',
  'anzan',
  'fifty',
  'hundred',
  'anzan_random',
  'anzan_plus',
  'anzan_minus',
] as const;

/**
 * `option`: the base mode of multiply_50_100 (spec 002 "Base options"), or `abacus` for an addition game
 * played in abacus mode (spec 001 section 5: its answer is the last number, not the sum).
 */
export const GAME_OPTIONS = ['more_than_digit', 'less_than_digit', 'universal', 'abacus'] as const;

export const STAT_CATEGORIES = ['columns', 'addition', 'anzan', 'abacus_random', 'multiply', 'divide'] as const;
export type StatCategory = (typeof STAT_CATEGORIES)[number];

/** The all-time statistics column a game counts in (docs/api-contracts.md "Statistic categories"). */
export function statCategory(type: string, withColumns: boolean): StatCategory {
  if (withColumns || type === 'columns') return 'columns';
  if (MULTIPLY_TYPES.has(type)) return 'multiply';
  if (type === 'divide' || type === 'anzan' || type === 'abacus_random') return type;
  return 'addition'; // addition and negative
}
