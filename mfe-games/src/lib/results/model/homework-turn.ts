// A game played as homework (spec 001 sections 2 and 4; issue 12): the homework screen hands each game screen
// (play, columns, abacus) a turn. The game records itself for the turn's entry, reports the server's verdicts
// (the finishing one carries homework_reward), and leaves Next and Try again to the homework screen, which
// plays new numbers either way: a replay of numbers already recorded could not count.
import type { JudgedAnswer } from '../api/answer-expression';

export interface HomeworkTurn {
  /** The homework game entry (lessons/homeworks/{id} games[].id): homework_game of POST lessons/games. */
  entry: number;
  /** Expressions the homework still needs answered right, the one being played included. */
  tasksLeft: number;
  /** After a win: the next expression of the entry, or the next entry, with new numbers. */
  onNext(): void;
  /** After a wrong answer: the same entry with new numbers, recorded too. */
  onRetry(): void;
  /** The server judged the answers of a recorded game. */
  onJudged(rows: readonly JudgedAnswer[]): void;
}

/** Spec 001 section 2: "The Next button shows if not homework, or on a win with more than 1 task left". */
export const showsNext = (homework: Pick<HomeworkTurn, 'tasksLeft'> | null | undefined, win: boolean): boolean =>
  !homework || (win && homework.tasksLeft > 1);
