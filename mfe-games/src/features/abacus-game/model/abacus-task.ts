// The online abacus game (/games/abacus-game): the child is shown a number and sets it on the abacus,
// checks, and goes on to the next one. Numbers come in batches from the abacus service; a wrong check can be
// corrected and checked again, but only a first check counts as right in the score.
import { gameRods, MAX_RODS } from '@/engine/abacus/abacus-model';

export const MIN_DIGITS = 1;
export const MAX_DIGITS = MAX_RODS;
export const DEFAULT_DIGITS = 2;
export const BATCH_SIZE = 10;
/** One rod more than the number shows where it starts. */
export const rodsFor = (digits: number) => gameRods(digits + 1);

export interface AbacusTaskState {
  numbers: number[];
  index: number;
  /** The abacus value at the last check of this number, and whether it was right. */
  checked: { value: number; right: boolean } | null;
  /** Whether this number has been checked before (a second try does not score). */
  tried: boolean;
  score: { right: number; total: number };
}

export type AbacusTaskEvent =
  | { type: 'loaded'; numbers: number[] }
  | { type: 'check'; value: number }
  /** The beads moved after a check: the verdict no longer describes the abacus. */
  | { type: 'edit' }
  | { type: 'next' }
  | { type: 'reset' };

export const INITIAL_TASK: AbacusTaskState = {
  numbers: [],
  index: 0,
  checked: null,
  tried: false,
  score: { right: 0, total: 0 },
};

export const currentNumber = (state: AbacusTaskState): number | null => state.numbers[state.index] ?? null;

/** The batch is used up: the next number needs a new one. */
export const needsNumbers = (state: AbacusTaskState) => state.index >= state.numbers.length;

export function abacusTaskReducer(state: AbacusTaskState, event: AbacusTaskEvent): AbacusTaskState {
  switch (event.type) {
    case 'loaded':
      return { ...state, numbers: event.numbers, index: 0, checked: null, tried: false };
    case 'check': {
      const target = currentNumber(state);
      if (target === null) return state;
      const right = event.value === target;
      const score = state.tried
        ? state.score
        : { right: state.score.right + (right ? 1 : 0), total: state.score.total + 1 };
      return { ...state, checked: { value: event.value, right }, tried: true, score };
    }
    case 'edit':
      return state.checked && !state.checked.right ? { ...state, checked: null } : state;
    case 'next':
      if (currentNumber(state) === null) return state;
      return { ...state, index: state.index + 1, checked: null, tried: false };
    case 'reset':
      return INITIAL_TASK;
  }
}
