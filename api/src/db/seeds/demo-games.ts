import type { Operation } from '@abacus/contract/expressions';
import type { GameType } from '@abacus/contract/games';
import type { Rng } from '../../generator/random.ts';
import type { PlannedGame } from './game-history.ts';

/** Plausible games of the demo history: one configuration and its expressions per call. */

const op = (n: number, sign = 1): Operation => ({ number: n, sign });

export type Kind = 'addition' | 'anzan' | 'negative' | 'abacus_random' | 'multiply' | 'divide' | 'columns';

/** A chain of numbers from `range` whose running total stays within 0..limit (what fits on the abacus). */
function chain(rng: Rng, length: number, range: [number, number], limit: number, minusChance: number): Operation[] {
  const items: Operation[] = [];
  let total = 0;
  for (let i = 0; i < length; i++) {
    let n = rng.int(range[0], range[1]);
    const minus = i > 0 && total - n >= 0 && (rng.chance(minusChance) || total + n > limit);
    if (!minus && total + n > limit) n = limit - total; // neither way fits: the largest number that does
    items.push(op(n, minus ? -1 : 1));
    total += minus ? -n : n;
  }
  return items;
}

/** Negative numbers: the total may go below zero, and the first number may be negative too. */
function negativeChain(rng: Rng, length: number): Operation[] {
  return Array.from({ length }, () => op(rng.int(1, 20), rng.chance(0.5) ? -1 : 1));
}

/** Numbers of a complexity (1: one digit, 10: two digits...). */
const digitsOf = (places: number): [number, number] => (places === 1 ? [1, 9] : [places, places * 10 - 1]);
/** One rod for one-digit drills; otherwise room for a carry. */
const limitOf = (places: number) => (places === 1 ? 9 : places * 100 - 1);

type Config = Omit<PlannedGame, 'created' | 'expressions'>;
const base = (type: GameType, over: Partial<Config> = {}): Config => ({
  type,
  digitType: null,
  digit: [],
  speed: '1.60',
  difficult: 1,
  operationNumber: 0,
  calculationMethod: 'oral',
  isMuted: false,
  numbers: [],
  option: null,
  withColumns: false,
  ...over,
});

const LEVELS = ['elementary', 'small_friends', 'big_friends', 'family'] as const;

/** One game of a kind: its configuration and its expressions' items. `progress` runs 0 (first day) to 1 (today). */
export function makeGame(
  rng: Rng,
  kind: Kind,
  progress: number,
  free: boolean,
): { config: Config; expressions: Operation[][] } {
  const level = free ? 'elementary' : LEVELS[Math.min(3, Math.floor(progress * 4 + rng.next() * 0.8))];
  switch (kind) {
    case 'addition': {
      const places = free || rng.chance(0.6) ? 1 : 10;
      const length = rng.int(3, free ? 5 : 8);
      const speed = (1.6 - progress * 0.6 + rng.next() * 0.2).toFixed(2);
      return {
        config: base('addition', {
          digitType: level,
          digit: [3, 4, 5, 6, 7, 8, 9],
          speed,
          difficult: places,
          operationNumber: length,
        }),
        expressions: [chain(rng, length, digitsOf(places), limitOf(places), 0.35)],
      };
    }
    case 'anzan': {
      const digitType = rng.pick(['anzan_random', 'anzan_plus', 'anzan_minus'] as const);
      const places = rng.pick([10, 100]);
      const length = rng.int(3, 6);
      let items = chain(
        rng,
        length,
        digitsOf(places),
        digitType === 'anzan_plus' ? Infinity : limitOf(places),
        digitType === 'anzan_random' ? 0.4 : 0,
      );
      if (digitType === 'anzan_minus') {
        const start = rng.int(places * 5, places * 10 - 1);
        let total = start;
        items = [op(start)];
        for (let i = 1; i < length && total > places; i++) {
          const n = rng.int(1, Math.min(places - 1, total - 1));
          items.push(op(n, -1));
          total -= n;
        }
      }
      return {
        config: base('anzan', {
          digitType,
          digit: digitType === 'anzan_minus' ? [0] : [],
          difficult: places,
          operationNumber: items.length,
        }),
        expressions: [items],
      };
    }
    case 'negative': {
      const length = rng.int(3, 6);
      return {
        config: base('negative', { difficult: 10, operationNumber: length, speed: '1.80' }),
        expressions: [negativeChain(rng, length)],
      };
    }
    case 'abacus_random': {
      const length = rng.int(3, 6);
      const places = rng.pick([10, 100, 1000]);
      return {
        config: base('abacus_random', {
          difficult: places,
          operationNumber: length,
          calculationMethod: 'abacus',
          isMuted: true,
        }),
        expressions: [Array.from({ length }, () => op(rng.int(1, places * 10 - 1)))],
      };
    }
    case 'multiply': {
      const variant = rng.next();
      if (variant < 0.55) {
        const numbers = [2, 3, 4, 5, 6, 7, 8, 9].filter(() => rng.chance(0.6));
        if (numbers.length === 0) numbers.push(7);
        const a = rng.pick(numbers);
        const b = progress > 0.5 && rng.chance(0.4) ? rng.int(11, 19) : rng.int(2, 9);
        return {
          config: base('multiply', { numbers, difficult: 1, operationNumber: 2, isMuted: true }),
          expressions: [[op(a), op(b)]],
        };
      }
      if (variant < 0.75) {
        const a = rng.int(11, 29);
        return {
          config: base('multiply_quad', { numbers: [11, 19], operationNumber: 1, isMuted: true }),
          expressions: [[op(a)]],
        };
      }
      if (variant < 0.9) {
        const a = rng.int(90, 109);
        const b = rng.int(90, 109);
        return {
          config: base('multiply_50_100', { difficult: 100, option: 'universal', operationNumber: 2, isMuted: true }),
          expressions: [[op(a), op(b)]],
        };
      }
      const center = rng.pick([15, 25, 35, 45, 55, 65, 75, 85, 95]);
      const k = rng.int(0, 4);
      return {
        config: base('multiply_25x25', { difficult: 50, operationNumber: 2, isMuted: true }),
        expressions: [[op(center - k), op(center + k)]],
      };
    }
    case 'divide': {
      const divisor = rng.pick([2, 3, 4, 5, 6, 7, 8, 9, 10]);
      const quotient = rng.int(2, divisor === 10 ? 99 : 30);
      return {
        config: base('divide', { numbers: [100, 10], operationNumber: 2, isMuted: true }),
        expressions: [[op(divisor * quotient), op(divisor)]],
      };
    }
    case 'columns': {
      const columns = rng.int(2, 4);
      const length = rng.int(2, free ? 3 : 5);
      const places = free ? 1 : rng.pick([1, 10]);
      return {
        config: base('addition', {
          digitType: level,
          difficult: places,
          operationNumber: length,
          withColumns: true,
          isMuted: true,
        }),
        expressions: Array.from({ length: columns }, () => chain(rng, length, digitsOf(places), limitOf(places), 0.3)),
      };
    }
  }
}

/** A plausible wrong answer: off by a little, or two digits swapped. */
export function wrongAnswer(rng: Rng, right: string): string {
  const n = BigInt(right);
  if (rng.chance(0.3) && right.replace('-', '').length >= 2) {
    const digits = right.split('');
    const i = digits.length - 2;
    [digits[i], digits[i + 1]] = [digits[i + 1], digits[i]];
    if (digits.join('') !== right && digits[0] !== '0') return BigInt(digits.join('')).toString();
  }
  const delta = BigInt(rng.pick([1, 2, 10, 1, -1, -2, -10, 3]));
  return (n + delta).toString();
}
