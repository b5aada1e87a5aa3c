import type { Operation } from '@abacus/contract/expressions';
import { expectedAnswer } from '../../games/expected-answer.ts';
import type { GameType } from '@abacus/contract/games';
import { createRng, type Rng } from '../../generator/random.ts';
import { addDays, dayIn, startOfDay } from '../../time/calendar-day.ts';
import { makeGame, type Kind, wrongAnswer } from './demo-games.ts';

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

const PAYING_KINDS: [Kind, number][] = [
  ['addition', 28],
  ['anzan', 12],
  ['negative', 7],
  ['abacus_random', 10],
  ['multiply', 18],
  ['divide', 11],
  ['columns', 7],
];
const FREE_KINDS: [Kind, number][] = [
  ['addition', 6],
  ['abacus_random', 2],
  ['columns', 2],
];

const weightedKind = (rng: Rng, table: [Kind, number][]): Kind => table[rng.weighted(table.map(([, w]) => w))][0];

const MINUTE = 60_000;

export function planGameHistory(o: HistoryOptions): PlannedGame[] {
  const rng = createRng(o.seed);
  const kinds = o.free ? FREE_KINDS : PAYING_KINDS;
  const today = dayIn(o.now, o.timeZone);
  const games: PlannedGame[] = [];

  for (let back = o.days - 1; back >= 0; back--) {
    if (back > 0 && !rng.chance(o.playChance)) continue;
    const dayStart = startOfDay(addDays(today, -back), o.timeZone).getTime();
    const progress = 1 - back / Math.max(1, o.days - 1);
    const sessions = back > 0 && rng.chance(0.3) ? 2 : 1;
    for (let s = 0; s < sessions; s++) {
      const rounds = rng.int(o.roundsPerSession[0], o.roundsPerSession[1]);
      // Past days: after school, 15:00-20:00 local. Today: just before now (a round takes at most 9 steps), so
      // nothing is in the future and nothing spills into yesterday, whatever the hour.
      const sinceMidnight = o.now.getTime() - dayStart;
      const step = back > 0 ? MINUTE / 2 : Math.min(MINUTE / 2, sinceMidnight / (rounds * 12));
      let at =
        back > 0 ? dayStart + (15 + s * 2.5 + rng.next() * 2) * 60 * MINUTE : o.now.getTime() - step * rounds * 10;
      const rightChance = 0.72 + 0.18 * progress;
      for (let r = 0; r < rounds; r++) {
        const { config, expressions } = makeGame(rng, weightedKind(rng, kinds), progress, o.free);
        const created = new Date(at);
        const abandoned = rng.chance(0.02);
        const planned = expressions.map((operations, i): PlannedExpression => {
          at += step * (1 + rng.next());
          if (abandoned && i === expressions.length - 1) {
            return {
              operations,
              player: config.withColumns ? o.player : null,
              answer: null,
              isRightAnswer: null,
              answeredAt: null,
            };
          }
          const right = expectedAnswer(config, operations);
          const isRight = rng.chance(rightChance);
          return {
            operations,
            player: config.withColumns ? o.player : null,
            answer: isRight ? right : wrongAnswer(rng, right),
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
