import type { Item } from './items.ts';
import type { Rng } from './random.ts';

/**
 * Multiplication games (spec 001 sections 2 and 9). Each call is one expression: two factors (one number for
 * squared), all with sign 1; the answer is their product (the square).
 */

/** Multiply choices: 1-9 and 11-19 stand for themselves, 10, 20 ... 90 for the ten numbers from there. */
export const MULTIPLY_CHOICES: readonly number[] = [
  ...[1, 2, 3, 4, 5, 6, 7, 8, 9],
  ...[11, 12, 13, 14, 15, 16, 17, 18, 19],
  ...[10, 20, 30, 40, 50, 60, 70, 80, 90],
];
export const MULTIPLY_COMPLEXITIES = [1, 10, 100, 1000] as const;

/** Squared: each range is named by its first number. */
export const SQUARED_RANGES: Readonly<Record<number, readonly [number, number]>> = {
  11: [11, 19],
  20: [20, 29],
  30: [30, 79],
  80: [80, 120],
};

export const BASE_MODES = ['greater', 'less', 'universal'] as const;
export type BaseMode = (typeof BASE_MODES)[number];
/** Base 100: 90-109, base 50: 41-58 (spec 001 section 9); the base itself is left out (nothing to practise). */
export const BASE_RANGES: Readonly<Record<50 | 100, readonly [number, number]>> = { 100: [90, 109], 50: [41, 58] };

/** 25x25: bases 15, 25 ... 95. */
export const BASES_25X25: readonly number[] = [15, 25, 35, 45, 55, 65, 75, 85, 95];

/** The multiplier a choice stands for. */
function multiplierOf(choice: number, rng: Rng): number {
  return choice % 10 === 0 ? rng.int(choice, choice + 9) : choice;
}

/** The other factor: a number of the complexity's places (one-digit: 2-9, since x1 practises nothing). */
function factorOf(complexity: number, rng: Rng): number {
  return complexity === 1 ? rng.int(2, 9) : rng.int(complexity, complexity * 10 - 1);
}

/** `23 x 7`: the random factor of the chosen places, then the chosen multiplier. */
export function generateMultiply(complexity: number, choices: readonly number[], rng: Rng): Item[] {
  return [
    { number: factorOf(complexity, rng), sign: 1 },
    { number: multiplierOf(rng.pick(choices), rng), sign: 1 },
  ];
}

export function generateSquared(ranges: readonly number[], rng: Rng): Item[] {
  const [lo, hi] = SQUARED_RANGES[rng.pick(ranges)];
  return [{ number: rng.int(lo, hi), sign: 1 }];
}

/** Numbers near the base: greater (both above), less (both below) or universal (either side). */
export function generateBase(base: 50 | 100, mode: BaseMode, rng: Rng): Item[] {
  const [lo, hi] = BASE_RANGES[base];
  const draw = () => {
    if (mode === 'greater') return rng.int(base + 1, hi);
    if (mode === 'less') return rng.int(lo, base - 1);
    const n = rng.int(lo, hi - 1);
    return n >= base ? n + 1 : n;
  };
  return [
    { number: draw(), sign: 1 },
    { number: draw(), sign: 1 },
  ];
}

/** (b - k) x (b + k) around a base ending in 5, k = 0-4: 25 x 25, 23 x 27, 41 x 49 ... */
export function generate25x25(rng: Rng): Item[] {
  const base = rng.pick(BASES_25X25);
  const k = rng.int(0, 4);
  return [
    { number: base - k, sign: 1 },
    { number: base + k, sign: 1 },
  ];
}
