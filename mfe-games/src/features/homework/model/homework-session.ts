// The homework screen's session, a pure reducer: the overview (the table, Start), playing the remaining entries one
// expression at a time, and the done state. Next (after a win) and Try again (after a wrong answer) both start a new
// game with new numbers: `round` names it, so the game screen is a new one each time.
import type { HomeworkGame, HomeworkReward } from '@abacus/contract/homework-schema';
import { isMatific, leftOf, remainingEntries } from './homework-progress';

/** An entry still to play, and how many right answers it still needs. */
export interface Turn {
  entry: number;
  left: number;
}

export interface SessionState {
  view: 'overview' | 'playing' | 'done';
  queue: readonly Turn[];
  /** Counts the games started: each is a new game with new numbers. */
  round: number;
  /** The reward of the answer that finished the homework. */
  reward: HomeworkReward | null;
  /** The round's expression was answered right: the count the child sees drops at once, not at Next. */
  answeredRight: boolean;
}

export type SessionEvent =
  | { type: 'start'; games: readonly Pick<HomeworkGame, 'id' | 'type' | 'repeat' | 'progress'>[] }
  | { type: 'next' }
  | { type: 'retry' }
  | { type: 'back' }
  | { type: 'rewarded'; reward: HomeworkReward | null | undefined }
  | { type: 'judged'; right: boolean };

export const INITIAL_SESSION: SessionState = {
  view: 'overview',
  queue: [],
  round: 0,
  reward: null,
  answeredRight: false,
};

/** Right answers still needed over the whole session: the expression being played counts. */
export const tasksLeft = (state: Pick<SessionState, 'queue'>) => state.queue.reduce((sum, turn) => sum + turn.left, 0);

/** What "Right answers left" shows: tasksLeft, less the round's expression once it was answered right. */
export const shownLeft = (state: Pick<SessionState, 'queue' | 'answeredRight'>) =>
  tasksLeft(state) - (state.answeredRight ? 1 : 0);

export const currentTurn = (state: Pick<SessionState, 'queue'>): Turn | null => state.queue[0] ?? null;

export function sessionReducer(state: SessionState, event: SessionEvent): SessionState {
  switch (event.type) {
    case 'start': {
      if (state.view === 'done') return state;
      const queue = remainingEntries(event.games)
        .filter((g) => !isMatific(g))
        .map((g) => ({ entry: g.id, left: leftOf(g) }));
      if (queue.length === 0) return state;
      return { ...state, view: 'playing', queue, round: state.round + 1, answeredRight: false };
    }
    case 'next': {
      // Next is offered after a win only: the expression played counts for its entry.
      const [first, ...rest] = state.queue;
      if (state.view !== 'playing' || !first) return state;
      const queue = first.left > 1 ? [{ ...first, left: first.left - 1 }, ...rest] : rest;
      if (queue.length === 0) return { ...state, view: 'overview', queue, answeredRight: false };
      return { ...state, queue, round: state.round + 1, answeredRight: false };
    }
    case 'retry':
      return state.view === 'playing' ? { ...state, round: state.round + 1, answeredRight: false } : state;
    case 'back':
      return state.view === 'playing' ? { ...state, view: 'overview', queue: [], answeredRight: false } : state;
    case 'judged':
      return state.view === 'playing' && state.answeredRight !== event.right
        ? { ...state, answeredRight: event.right }
        : state;
    case 'rewarded':
      return event.reward?.task_done ? { ...state, view: 'done', queue: [], reward: event.reward } : state;
  }
}
