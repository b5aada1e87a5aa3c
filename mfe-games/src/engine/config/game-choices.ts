// The fixed choices of the settings screens (spec 001 sections 2 and 9).

/** Place values; also the complexity list of addition-type games ("the standard list of places"). */
export const PLACES = [1, 10, 100, 1000, 10000] as const;
/** Random abacus: numbers of 1 to 7 digits, one per rod of the abacus (spec 001 sections 2 and 9). */
export const ABACUS_RANDOM_PLACES = [1, 10, 100, 1000, 10_000, 100_000, 1_000_000] as const;
export const ANZAN_COMPLEXITIES = [1, 10, 100, 1000, 10000] as const;
export const NEGATIVE_COMPLEXITIES = [1, 10, 100, 1000, 10000] as const;
export const MULTIPLY_COMPLEXITIES = [1, 10, 100, 1000] as const;
export const BASE_COMPLEXITIES = [50, 100] as const;

const range = (from: number, to: number, step = 1) =>
  Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => from + i * step);

/** Multiply checkbox groups: small 1-9, medium 11-19, big 10-90 in tens. */
export const MULTIPLY_GROUPS = {
  small: range(1, 9),
  medium: range(11, 19),
  big: range(10, 90, 10),
} as const;
export type MultiplyGroup = keyof typeof MULTIPLY_GROUPS;
export const MULTIPLY_NUMBERS: readonly number[] = [
  ...MULTIPLY_GROUPS.small,
  ...MULTIPLY_GROUPS.medium,
  ...MULTIPLY_GROUPS.big,
];

/** Squared ranges; a game squares numbers of the chosen range. */
export const SQUARED_RANGES = [
  [11, 19],
  [20, 29],
  [30, 79],
  [80, 120],
] as const;
export type SquaredRange = (typeof SQUARED_RANGES)[number];
export const squaredNumbers = ([from, to]: readonly [number, number]) => range(from, to);

/** Base 50/100: random numbers 41-58 around 50 and 90-109 around 100; the mode keeps one side or both. */
export const BASE_RANGES = { 50: [41, 58], 100: [90, 109] } as const;
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

export const DIVIDENDS = [1000, 100, 10] as const;
export const DIVISORS = [100, 10, 1] as const;

/** Multiplication 25x25: bases 15, 25 ... 95, complexity 50, no sound. */
export const MULTIPLY_25_BASES = range(15, 95, 10);
export const MULTIPLY_25_COMPLEXITY = 50;

/** The squared range whose numbers a list is, or null (the squared screen keeps a range as its numbers). */
export const squaredRangeOf = (numbers: readonly number[]) =>
  SQUARED_RANGES.find((r) => r[0] === numbers[0] && r[1] === numbers.at(-1) && numbers.length === r[1] - r[0] + 1) ??
  null;
