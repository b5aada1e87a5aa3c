import { type AbacusLevel, digitChoices, PRO_LEVELS } from '@abacus/contract/game-levels';
import type { Move } from './abacus-number.ts';

// The levels, their pro variants and digit choices are the contract's (the homework editor offers the same ones).
export { ABACUS_LEVELS, type AbacusLevel, digitChoices, PRO_LEVELS } from '@abacus/contract/game-levels';

/**
 * The abacus levels of the addition games (spec 001 section 9) and what each allows and must practise.
 * See README.md in this folder for the reasoning.
 */

/** Focus digits in teaching order (the order the spec lists them: small friends 4 first, big friends 9 first...). */
export const TEACHING_ORDER: Record<AbacusLevel, readonly number[]> = {
  elementary: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  small_friends: [4, 3, 2, 1],
  big_friends: [9, 8, 7, 6, 5, 4, 3, 2, 1],
  family: [6, 7, 8, 9],
  fifty: [9, 8, 7, 6, 5, 4, 3, 2, 1],
  hundred: [9, 8, 7, 6, 5, 4, 3, 2, 1],
};

export interface LevelRules {
  level: AbacusLevel;
  /** Focus digits that must occur in the set (each at least once when the length allows). */
  required: number[];
  /** Digits of the level's own formula that may occur (the focus and those taught before it). */
  allowed: number[];
  /** Rods above the number's places that carries may reach (0: the level has no carries). */
  rodsAbove: number;
  /** Whether the starting number can already practise the focus (only direct moves: elementary). */
  startCanPractise: boolean;
  /** Is this bead move allowed at the level? Applied to the moves of both rod orders. */
  allows(move: Move): boolean;
  /** The focus digit this move practises (on the ones-first trace), or null. */
  focusOf(move: Move): number | null;
  /** Elementary 0: a zero inside a number (a rod the child must skip) is the focus. */
  zeroIsFocus: boolean;
}

/**
 * Rules for a level, its chosen focus digits and pro.
 * - Not pro, digit d: the level's formula may be used with d and the digits taught before d; d must occur.
 * - Pro, digit d: every digit of the level from d upward must occur (pro 3 in small friends: 4 and 3; pro 3 in
 *   elementary: 3 to 9). That is why the spec offers no pro 4 (small friends) and no pro 9 (elementary): they would
 *   equal the plain drill. An empty pro elementary choice (one place) means the whole range 3-9.
 */
export function levelRules(
  level: AbacusLevel,
  digits: readonly number[],
  pro: boolean,
  complexity: number,
): LevelRules {
  const isPro = pro && PRO_LEVELS.includes(level);
  const order = TEACHING_ORDER[level];
  const plainChoices = digitChoices(level, complexity, false);
  let focus = [...new Set(digits)];
  if (focus.length === 0) focus = isPro && level === 'elementary' ? [3] : [defaultDigit(level)];

  const required = new Set<number>();
  const allowed = new Set<number>();
  for (const d of focus) {
    if (isPro) {
      for (const x of plainChoices) if (x >= d) required.add(x);
    } else {
      required.add(d);
    }
    // Teaching order: the focus and everything taught before it.
    for (const x of order.slice(0, order.indexOf(d) + 1)) allowed.add(x);
  }
  for (const x of required) allowed.add(x);

  const has = (set: Set<number>, d: number | null) => d !== null && set.has(d);
  // Elementary: the largest direct move is the largest digit taught so far (0 alone means no limit).
  const maxDirect = Math.max(...[...allowed].filter((d) => d > 0), 0) || 9;

  const base = { level, required: [...required].sort((a, b) => a - b), allowed: [...allowed].sort((a, b) => a - b) };
  switch (level) {
    case 'elementary':
      return {
        ...base,
        rodsAbove: 0,
        startCanPractise: true,
        zeroIsFocus: required.has(0),
        allows: (m) => m.cls === 'direct' && m.cause === null && m.digit <= maxDirect,
        focusOf: (m) => (m.cause === null && m.cls === 'direct' && required.has(m.digit) ? m.digit : null),
      };
    case 'small_friends':
      return {
        ...base,
        rodsAbove: 0,
        startCanPractise: false,
        zeroIsFocus: false,
        allows: (m) => m.cause === null && (m.cls === 'direct' || (m.cls === 'small' && allowed.has(m.digit))),
        focusOf: (m) => (m.cause === null && m.cls === 'small' && required.has(m.digit) ? m.digit : null),
      };
    case 'big_friends':
    case 'family': {
      const own = level === 'big_friends' ? 'big' : 'family';
      const earlier = level === 'big_friends' ? ['direct', 'small'] : ['direct', 'small', 'big'];
      return {
        ...base,
        rodsAbove: 1,
        startCanPractise: false,
        zeroIsFocus: false,
        // Carries crossing a five or cascading are the later transition levels: here they must be direct.
        allows: (m) =>
          m.cause !== null ? m.cls === 'direct' : earlier.includes(m.cls) || (m.cls === own && allowed.has(m.digit)),
        focusOf: (m) => (m.cause === null && m.cls === own && required.has(m.digit) ? m.digit : null),
      };
    }
    case 'fifty':
      return {
        ...base,
        rodsAbove: 1,
        startCanPractise: false,
        zeroIsFocus: false,
        // Every formula on the number's own digits; a carry may cross the five (the focus), not cascade yet.
        allows: (m) => m.cause === null || m.cls === 'direct' || (m.cls === 'small' && has(allowed, m.cause)),
        focusOf: (m) => (m.cause !== null && m.cls === 'small' && has(required, m.cause) ? m.cause : null),
      };
    case 'hundred':
      return {
        ...base,
        rodsAbove: 1,
        startCanPractise: false,
        zeroIsFocus: false,
        allows: (m) =>
          m.cause === null || m.cls === 'direct' || m.cls === 'small' || (m.cls === 'big' && has(allowed, m.cause)),
        focusOf: (m) => (m.cause !== null && m.cls === 'big' && has(required, m.cause) ? m.cause : null),
      };
  }
}

/** The first digit in teaching order, used when the client sends none (elementary: 9, the whole direct range). */
export function defaultDigit(level: AbacusLevel): number {
  return level === 'elementary' ? 9 : TEACHING_ORDER[level][0];
}
