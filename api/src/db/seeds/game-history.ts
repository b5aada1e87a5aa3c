import { addDays, dayIn, startOfDay } from '../../games/calendar-day.ts';
import { expectedAnswer, type Operation } from '../../games/expected-answer.ts';
import type { GameType } from '../../games/game-types.ts';
import { int, makeGame, type Kind, type Rand, wrongAnswer } from './demo-games.ts';

/**
 * A plausible play history, planned without a database: days of training sessions, each a run of games of one
 * expression (or a few columns), answered seconds apart, mostly right and getting better with time. Deterministic
 * for a seed; dated backwards from `now`, so "today" and the last weeks always have data.
 */

export interface PlannedExpression {
  operations: Operation[];
  player: string | null;
  /** null: the game was left before this expression was answered. */
  answer: string | null;
  isRightAnswer: boolean | null;
  answeredAt: Date | null;
}

export interface PlannedGame {
  type: GameType;
  digitType: string | null;
  digit: number[];
  speed: string;
  difficult: number;
  operationNumber: number;
  calculationMethod: 'oral' | 'abacus';
  isMuted: boolean;
  numbers: number[];
  option: string | null;
  withColumns: boolean;
  created: Date;
  expressions: PlannedExpression[];
}

export interface HistoryOptions {
  now: Date;
  timeZone: string;
  seed: number;
  /** Days back from today (today included). */
  days: number;
  /** Chance of training on a past day (today always has a session). */
  playChance: number;
  roundsPerSession: [number, number];
  /** Free students keep to the elementary addition, columns and abacus games. */
  free: boolean;
  player: string;
}

/** mulberry32: small, fast and the same on every machine. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PAYING_KINDS: [Kind, number][] = [
  ['addition', 28], ['anzan', 12], ['negative', 7], ['abacus_random', 10], ['multiply', 18], ['divide', 11], ['columns', 7],
];
const FREE_KINDS: [Kind, number][] = [['addition', 6], ['abacus_random', 2], ['columns', 2]];

function weighted(rand: Rand, table: [Kind, number][]): Kind {
  let r = rand() * table.reduce((s, [, w]) => s + w, 0);
  for (const [kind, w] of table) if ((r -= w) < 0) return kind;
  return table[0][0];
}

const MINUTE = 60_000;

export function planGameHistory(o: HistoryOptions): PlannedGame[] {
  const rand = prng(o.seed);
  const kinds = o.free ? FREE_KINDS : PAYING_KINDS;
  const today = dayIn(o.now, o.timeZone);
  const games: PlannedGame[] = [];

  for (let back = o.days - 1; back >= 0; back--) {
    if (back > 0 && rand() >= o.playChance) continue;
    const dayStart = startOfDay(addDays(today, -back), o.timeZone).getTime();
    const progress = 1 - back / Math.max(1, o.days - 1);
    const sessions = back > 0 && rand() < 0.3 ? 2 : 1;
    for (let s = 0; s < sessions; s++) {
      const rounds = int(rand, o.roundsPerSession[0], o.roundsPerSession[1]);
      // Past days: after school, 15:00-20:00 local. Today: just before now (a round takes at most 9 steps), so
      // nothing is in the future and nothing spills into yesterday, whatever the hour.
      const sinceMidnight = o.now.getTime() - dayStart;
      const step = back > 0 ? MINUTE / 2 : Math.min(MINUTE / 2, sinceMidnight / (rounds * 12));
      let at = back > 0 ? dayStart + (15 + s * 2.5 + rand() * 2) * 60 * MINUTE : o.now.getTime() - step * rounds * 10;
      const rightChance = 0.72 + 0.18 * progress;
      for (let r = 0; r < rounds; r++) {
        const { config, expressions } = makeGame(rand, weighted(rand, kinds), progress, o.free);
        const created = new Date(at);
        const abandoned = rand() < 0.02;
        const planned = expressions.map((operations, i): PlannedExpression => {
          at += step * (1 + rand());
          if (abandoned && i === expressions.length - 1) {
            return { operations, player: config.withColumns ? o.player : null, answer: null, isRightAnswer: null, answeredAt: null };
          }
          const right = expectedAnswer(config, operations);
          const isRight = rand() < rightChance;
          return {
            operations,
            player: config.withColumns ? o.player : null,
            answer: isRight ? right : wrongAnswer(rand, right),
            isRightAnswer: isRight,
            answeredAt: new Date(at),
          };
        });
        games.push({ ...config, created, expressions: planned });
        at += step;
      }
    }
  }
  return games;
}
