// The fixed choices of the settings screens (spec 001 sections 2 and 9). The lists themselves are the contract's
// (@abacus/contract/game-levels), shared with the generator and the homework editor; the screens' helpers are here.
import { BASE_RANGES, type BASE_COMPLEXITIES, SQUARED_RANGES } from '@abacus/contract/game-levels';

export {
  ABACUS_RANDOM_PLACES,
  ANZAN_COMPLEXITIES,
  BASE_COMPLEXITIES,
  BASE_RANGES,
  DIVIDENDS,
  DIVISORS,
  MULTIPLY_25_BASES,
  MULTIPLY_25_COMPLEXITY,
  MULTIPLY_COMPLEXITIES,
  MULTIPLY_GROUPS,
  MULTIPLY_NUMBERS,
  type MultiplyGroup,
  NEGATIVE_COMPLEXITIES,
  SQUARED_RANGES,
} from '@abacus/contract/game-levels';

/** Place values; also the complexity list of addition-type games ("the standard list of places"). */
export const PLACES = [1, 10, 100, 1000, 10000] as const;

const range = (from: number, to: number, step = 1) =>
  Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => from + i * step);

export type SquaredRange = (typeof SQUARED_RANGES)[number];
export const squaredNumbers = ([from, to]: readonly [number, number]) => range(from, to);

/** Base 50/100 (the contract's BASE_RANGES): the mode keeps one side of the base or both. */
export const BASE_MODES = ['greater', 'less', 'universal'] as const;
export type BaseMode = (typeof BASE_MODES)[number];
export type Base = (typeof BASE_COMPLEXITIES)[number];

export function baseNumbers(base: Base, mode: BaseMode): number[] {
  const [from, to] = BASE_RANGES[base];
  if (mode === 'greater') return range(base + 1, to);
  if (mode === 'less') return range(from, base - 1);
  return range(from, to);
}

/** Reads a base-game choice back from its numbers (the settings screen is not stored). */
export function baseModeOf(base: Base, numbers: readonly number[]): BaseMode | null {
  const same = (list: number[]) => list.length === numbers.length && list.every((n, i) => n === numbers[i]);
  return BASE_MODES.find((mode) => same(baseNumbers(base, mode))) ?? null;
}

/** The base game's choice in a configuration: base 50 or 100, and the mode its numbers were made with. */
export function baseChoiceOf(config: { complexity: number; numbers: readonly number[] }): {
  base: Base;
  mode: BaseMode;
} {
  const base: Base = config.complexity === 50 ? 50 : 100;
  return { base, mode: baseModeOf(base, config.numbers) ?? 'universal' };
}

/** The squared range whose numbers a list is, or null (the squared screen keeps a range as its numbers). */
export const squaredRangeOf = (numbers: readonly number[]) =>
  SQUARED_RANGES.find((r) => r[0] === numbers[0] && r[1] === numbers.at(-1) && numbers.length === r[1] - r[0] + 1) ??
  null;
