// The play screen's state machine (spec 001 section 4): preload -> started -> numbers -> answer -> result.
// A pure reducer: timers, sound and requests live outside and report here with events; an event that does not
// fit the current phase changes nothing, so a late timer can never move a finished game.
import type { ExpressionItem, GameConfig } from '../config/game-config';
import { isColumnsGame } from '../config/game-kinds';
import { isRightAnswer } from './answer-rules';

export type PlayPhase = 'preload' | 'started' | 'numbers' | 'answer' | 'result';
export type Outcome = 'win' | 'lose';
/** How the numbers phase shows its numbers: flashed one by one at the speed, or all at once for the user. */
export type NumbersView = 'timed' | 'untimed';

export interface ColumnResult {
  answer: string;
  correct: boolean;
  /** Milliseconds from the start of the numbers phase; null when time ran out first. */
  time: number | null;
  user: string;
  /** The column's index, which is also the player's. */
  userId: number;
}

export interface PlayState {
  phase: PlayPhase;
  config: GameConfig | null;
  /** The expression of a single game. */
  items: ExpressionItem[];
  /** The columns mode: one expression per player. */
  columns: ExpressionItem[][];
  numbersView: NumbersView;
  paused: boolean;
  answer: string | null;
  columnResults: (ColumnResult | null)[];
  outcome: Outcome | null;
  /** The columns timer ran out before every column was answered. */
  timeIsOver: boolean;
}

export type PlayEvent =
  | { type: 'configure'; config: GameConfig }
  /** Sounds and the generated expression are ready. */
  | { type: 'loaded'; items?: ExpressionItem[]; columns?: ExpressionItem[][] }
  | { type: 'start' }
  /** The timed flashing showed its last number. */
  | { type: 'flashDone' }
  | { type: 'pause' }
  | { type: 'resume' }
  | { type: 'submit'; answer: string }
  | { type: 'columnAnswer'; index: number; answer: string; time: number }
  | { type: 'timeUp' }
  | { type: 'retry' }
  | { type: 'next' }
  | { type: 'leave' };

export const INITIAL_PLAY_STATE: PlayState = {
  phase: 'preload',
  config: null,
  items: [],
  columns: [],
  numbersView: 'timed',
  paused: false,
  answer: null,
  columnResults: [],
  outcome: null,
  timeIsOver: false,
};

const EXPRESSION_FIRST = new Set(['multiply', 'multiply_quad', 'multiply_50_100', 'multiply_25x25', 'divide']);

/** Multiplication and division skip the flashing and go straight to the answer, showing the expression. */
export const showsExpression = (config: Pick<GameConfig, 'type'>) => EXPRESSION_FIRST.has(config.type);
/** Abacus and columns modes show their numbers without timed flashing. */
export const isUntimed = (config: Pick<GameConfig, 'type' | 'mode'>) =>
  isColumnsGame(config) || config.mode === 'abacus';

const cleared = (state: PlayState): PlayState => ({
  ...state,
  paused: false,
  answer: null,
  columnResults: state.columns.map(() => null),
  outcome: null,
  timeIsOver: false,
});

function finishColumns(state: PlayState, results: (ColumnResult | null)[], timeIsOver: boolean): PlayState {
  const done = results.map(
    (result, index): ColumnResult =>
      result ?? { answer: '', correct: false, time: null, user: state.config?.users[index] ?? '', userId: index },
  );
  // A columns round is won only when every player is right.
  return {
    ...state,
    columnResults: done,
    phase: 'result',
    outcome: done.every((r) => r.correct) ? 'win' : 'lose',
    timeIsOver,
  };
}

/** Where answers are taken: the answer phase, or the numbers phase of untimed (abacus, columns) games. */
const takesAnswers = (state: PlayState) =>
  !state.paused && (state.phase === 'answer' || (state.phase === 'numbers' && state.numbersView === 'untimed'));

export function playReducer(state: PlayState, event: PlayEvent): PlayState {
  const config = state.config;
  switch (event.type) {
    case 'configure':
      return { ...INITIAL_PLAY_STATE, config: event.config };
    case 'leave':
      // Leaving resets the game; the caller stops its timers and audio.
      return INITIAL_PLAY_STATE;
    case 'loaded': {
      if (state.phase !== 'preload' || !config) return state;
      const columns = isColumnsGame(config) ? (event.columns ?? []) : [];
      const items = isColumnsGame(config) ? [] : (event.items ?? []);
      if (isColumnsGame(config) ? columns.length === 0 || columns.some((c) => c.length === 0) : items.length === 0)
        return state;
      return cleared({
        ...state,
        phase: 'started',
        items,
        columns,
        numbersView: isUntimed(config) ? 'untimed' : 'timed',
      });
    }
    case 'start':
      if (state.phase !== 'started' || !config) return state;
      return { ...state, phase: showsExpression(config) ? 'answer' : 'numbers' };
    case 'flashDone':
      if (state.phase !== 'numbers' || state.numbersView !== 'timed' || state.paused) return state;
      return { ...state, phase: 'answer' };
    case 'pause':
      if ((state.phase !== 'numbers' && state.phase !== 'answer') || state.paused) return state;
      return { ...state, paused: true };
    case 'resume':
      return state.paused ? { ...state, paused: false } : state;
    case 'submit': {
      if (!config || !takesAnswers(state) || isColumnsGame(config)) return state;
      const win = isRightAnswer(config, state.items, event.answer);
      return { ...state, phase: 'result', answer: event.answer, outcome: win ? 'win' : 'lose' };
    }
    case 'columnAnswer': {
      if (!config || !takesAnswers(state) || !isColumnsGame(config)) return state;
      const column = state.columns[event.index];
      if (!column || state.columnResults[event.index]) return state;
      const results = [...state.columnResults];
      results[event.index] = {
        answer: event.answer,
        correct: isRightAnswer(config, column, event.answer),
        time: event.time,
        user: config.users[event.index] ?? '',
        userId: event.index,
      };
      return results.every(Boolean) ? finishColumns(state, results, false) : { ...state, columnResults: results };
    }
    case 'timeUp':
      // When the columns timer runs out, unanswered columns count as wrong.
      if (!config || !isColumnsGame(config) || (state.phase !== 'numbers' && state.phase !== 'answer')) return state;
      return finishColumns(state, state.columnResults, true);
    case 'retry':
      // Try again replays the same expression; it is offered only after a wrong answer.
      if (state.phase !== 'result' || state.outcome !== 'lose') return state;
      return cleared({ ...state, phase: 'started' });
    case 'next':
      if (state.phase !== 'result' || !config) return state;
      return { ...INITIAL_PLAY_STATE, config };
  }
}
