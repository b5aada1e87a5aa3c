// The games' fixed choices (spec 001 sections 2 and 9, spec 002 section 9), written once for the generator (api/),
// the settings screens (mfe-games) and the homework editor (mfe-staff). Plain TypeScript, no zod.

/** The abacus levels of the addition games (spec 001 section 9), in teaching order; anzan is its own game. */
export const ABACUS_LEVELS = ['elementary', 'small_friends', 'big_friends', 'family', 'fifty', 'hundred'] as const;
export type AbacusLevel = (typeof ABACUS_LEVELS)[number];

/** Levels with a pro variant (spec: elementary pro 3-8, small friends pro 3-1). */
export const PRO_LEVELS: readonly AbacusLevel[] = ['elementary', 'small_friends'];

const range = (from: number, to: number) => {
  const out: number[] = [];
  for (let d = from; from <= to ? d <= to : d >= to; d += from <= to ? 1 : -1) out.push(d);
  return out;
};

/**
 * The digit choices offered for a level (spec 001 section 9): elementary 3-9 (pro 3-8), plus 0, 1, 2 with places
 * 10 or more, and no digits for pro with one place; small friends 4-1 (pro 3-1); big friends 9-1; family 6-9;
 * fifty and hundred 9-1.
 */
export function digitChoices(level: AbacusLevel, complexity: number, pro: boolean): number[] {
  const isPro = pro && PRO_LEVELS.includes(level);
  switch (level) {
    case 'elementary':
      if (isPro) return complexity >= 10 ? [0, 1, 2, ...range(3, 8)] : [];
      return complexity >= 10 ? [0, 1, 2, ...range(3, 9)] : range(3, 9);
    case 'small_friends':
      return isPro ? range(3, 1) : range(4, 1);
    case 'family':
      return range(6, 9);
    default:
      return range(9, 1);
  }
}

/** Random abacus: numbers of 1 to 7 digits, one per rod of the abacus (spec 001 sections 2 and 9). */
export const ABACUS_RANDOM_PLACES = [1, 10, 100, 1000, 10_000, 100_000, 1_000_000] as const;
export const ANZAN_COMPLEXITIES = [1, 10, 100, 1000, 10000] as const;
export const NEGATIVE_COMPLEXITIES = [1, 10, 100, 1000, 10000] as const;
/** "Multiply complexity: 1, 10, 100, 1000; base 50/100 complexity 50 or 100". */
export const MULTIPLY_COMPLEXITIES = [1, 10, 100, 1000] as const;
export const BASE_COMPLEXITIES = [50, 100] as const;

const steps = (from: number, to: number, step = 1) =>
  Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => from + i * step);

/** Multiply checkbox groups: small 1-9, medium 11-19, big 10-90 in tens. */
export const MULTIPLY_GROUPS = {
  small: steps(1, 9),
  medium: steps(11, 19),
  big: steps(10, 90, 10),
} as const;
export type MultiplyGroup = keyof typeof MULTIPLY_GROUPS;
export const MULTIPLY_NUMBERS: readonly number[] = [
  ...MULTIPLY_GROUPS.small,
  ...MULTIPLY_GROUPS.medium,
  ...MULTIPLY_GROUPS.big,
];

/** Squared ranges of the training game; a game squares numbers of the chosen range. */
export const SQUARED_RANGES = [
  [11, 19],
  [20, 29],
  [30, 79],
  [80, 120],
] as const;
/** Squared ranges a teacher sets in homework (spec 001 section 9: "30-79 (30-70 in homework authoring)"). */
export const HOMEWORK_SQUARED_RANGES = [
  [11, 19],
  [20, 29],
  [30, 70],
  [80, 120],
] as const;

/** Base 50/100: random numbers 41-58 around 50 and 90-109 around 100. */
export const BASE_RANGES = { 50: [41, 58], 100: [90, 109] } as const;

/** Division: "dividends 1000, 100, 10; divisors 100, 10, 1"; the default is 100 divided by 10. */
export const DIVIDENDS = [1000, 100, 10] as const;
export const DIVISORS = [100, 10, 1] as const;
export const DEFAULT_DIVIDEND = 100;
/**
 * A division choice as the numbers it stands for: a choice is a place value (api generator's generate-divide.ts), so
 * 100 is "100–999", and a one-digit divisor is 2-9 ("2–9"). A teacher read "Dividend up to 100" and got 402 ÷ 67.
 */
export const placeRange = (place: number) => `${Math.max(2, place)}–${place * 10 - 1}`;
export const DEFAULT_DIVISOR = 10;

/** Multiplication 25x25: bases 15, 25 ... 95, complexity 50. */
export const MULTIPLY_25_BASES = steps(15, 95, 10);
export const MULTIPLY_25_COMPLEXITY = 50;
