import { DEFAULT_CONFIG, type ExpressionItem, type GameConfig } from '../../config/game-config';
import {
  INITIAL_PLAY_STATE,
  isUntimed,
  playReducer,
  showsExpression,
  type PlayEvent,
  type PlayState,
} from '../play-state';

const expression: ExpressionItem[] = [
  { number: 4, sign: '+' },
  { number: 3, sign: '+' },
  { number: 2, sign: '-' },
];
const config = (patch: Partial<GameConfig> = {}): GameConfig => ({ ...DEFAULT_CONFIG, ...patch });
const run = (state: PlayState, ...events: PlayEvent[]) => events.reduce(playReducer, state);
const ready = (patch: Partial<GameConfig> = {}) =>
  run(INITIAL_PLAY_STATE, { type: 'configure', config: config(patch) }, { type: 'loaded', items: expression });

describe('play phases: preload -> started -> numbers -> answer -> result', () => {
  it('an addition game flashes numbers, then takes the answer: a right one wins', () => {
    let state = run(INITIAL_PLAY_STATE, { type: 'configure', config: config() });
    expect(state.phase).toBe('preload');
    state = playReducer(state, { type: 'loaded', items: expression });
    expect(state.phase).toBe('started');
    state = playReducer(state, { type: 'start' });
    expect(state).toMatchObject({ phase: 'numbers', numbersView: 'timed' });
    state = playReducer(state, { type: 'flashDone' });
    expect(state.phase).toBe('answer');
    state = playReducer(state, { type: 'submit', answer: '5' });
    expect(state).toMatchObject({ phase: 'result', outcome: 'win', answer: '5' });
  });

  it('a wrong answer loses', () => {
    expect(run(ready(), { type: 'start' }, { type: 'flashDone' }, { type: 'submit', answer: '9' }).outcome).toBe(
      'lose',
    );
  });

  it('stays in preload until the expression is there', () => {
    const state = run(INITIAL_PLAY_STATE, { type: 'configure', config: config() }, { type: 'loaded', items: [] });
    expect(state.phase).toBe('preload');
    expect(run(INITIAL_PLAY_STATE, { type: 'loaded', items: expression }).phase).toBe('preload');
  });

  it('ignores answers while numbers flash, and a late flashDone after the result', () => {
    const flashing = run(ready(), { type: 'start' }, { type: 'submit', answer: '5' });
    expect(flashing.phase).toBe('numbers');
    const done = run(flashing, { type: 'flashDone' }, { type: 'submit', answer: '5' }, { type: 'flashDone' });
    expect(done.phase).toBe('result');
  });
});

describe('multiplication and division go straight to the answer, showing the expression', () => {
  it.each(['multiply', 'multiply_quad', 'multiply_50_100', 'multiply_25x25', 'divide'] as const)('%s', (type) => {
    expect(showsExpression({ type })).toBe(true);
    const state = run(ready({ type, numbers: [2] }), { type: 'start' });
    expect(state.phase).toBe('answer');
  });

  it('a product is judged', () => {
    const items = [
      { number: 12, sign: '' },
      { number: 3, sign: '*' },
    ];
    const state = run(
      INITIAL_PLAY_STATE,
      { type: 'configure', config: config({ type: 'multiply', numbers: [3] }) },
      { type: 'loaded', items },
      { type: 'start' },
      { type: 'submit', answer: '36' },
    );
    expect(state.outcome).toBe('win');
  });
});

describe('abacus and columns modes show their numbers without timed flashing', () => {
  it('abacus mode answers from the numbers phase; the answer is the last number', () => {
    expect(isUntimed({ type: 'addition', mode: 'abacus' })).toBe(true);
    const state = run(ready({ mode: 'abacus' }), { type: 'start' });
    expect(state).toMatchObject({ phase: 'numbers', numbersView: 'untimed' });
    expect(playReducer(state, { type: 'flashDone' }).phase).toBe('numbers');
    expect(playReducer(state, { type: 'submit', answer: '2' }).outcome).toBe('win');
  });

  const columns = [
    expression,
    [
      { number: 10, sign: '+' },
      { number: 1, sign: '-' },
    ],
  ];
  const columnsGame = () =>
    run(
      INITIAL_PLAY_STATE,
      { type: 'configure', config: config({ type: 'columns', mode: 'columns', users: ['Ann', 'Bob'] }) },
      { type: 'loaded', columns },
      { type: 'start' },
    );

  it('columns: a win only when every player is right', () => {
    let state = columnsGame();
    expect(state).toMatchObject({ phase: 'numbers', numbersView: 'untimed' });
    state = playReducer(state, { type: 'columnAnswer', index: 0, answer: '5', time: 1200 });
    expect(state.phase).toBe('numbers');
    state = playReducer(state, { type: 'columnAnswer', index: 1, answer: '9', time: 2500 });
    expect(state).toMatchObject({ phase: 'result', outcome: 'win' });
    expect(state.columnResults).toEqual([
      { answer: '5', correct: true, time: 1200, user: 'Ann', userId: 0 },
      { answer: '9', correct: true, time: 2500, user: 'Bob', userId: 1 },
    ]);
  });

  it('columns: one wrong player loses the round', () => {
    const state = run(
      columnsGame(),
      { type: 'columnAnswer', index: 0, answer: '5', time: 1 },
      { type: 'columnAnswer', index: 1, answer: '-9', time: 2 },
    );
    expect(state.outcome).toBe('lose');
  });

  it('columns: a column is answered once', () => {
    const state = run(
      columnsGame(),
      { type: 'columnAnswer', index: 0, answer: '4', time: 1 },
      { type: 'columnAnswer', index: 0, answer: '5', time: 2 },
    );
    expect(state.columnResults[0]?.answer).toBe('4');
  });

  it('columns: when time is up, unanswered columns are wrong and the round is over', () => {
    const state = run(columnsGame(), { type: 'columnAnswer', index: 0, answer: '5', time: 1 }, { type: 'timeUp' });
    expect(state).toMatchObject({ phase: 'result', outcome: 'lose', timeIsOver: true });
    expect(state.columnResults[1]).toEqual({ answer: '', correct: false, time: null, user: 'Bob', userId: 1 });
  });

  it('columns need one expression per column', () => {
    const state = run(
      INITIAL_PLAY_STATE,
      { type: 'configure', config: config({ type: 'columns', mode: 'columns' }) },
      { type: 'loaded', items: expression },
    );
    expect(state.phase).toBe('preload');
  });
});

describe('pause and resume', () => {
  it('a paused game takes no flashDone and no answer; resume continues', () => {
    let state = run(ready(), { type: 'start' }, { type: 'pause' });
    expect(state.paused).toBe(true);
    state = run(state, { type: 'flashDone' });
    expect(state.phase).toBe('numbers');
    state = run(state, { type: 'resume' }, { type: 'flashDone' });
    expect(state).toMatchObject({ phase: 'answer', paused: false });
    expect(run(state, { type: 'pause' }, { type: 'submit', answer: '5' }).phase).toBe('answer');
  });

  it('cannot pause before the start or after the result', () => {
    expect(playReducer(ready(), { type: 'pause' }).paused).toBe(false);
    const result = run(
      ready(),
      { type: 'start' },
      { type: 'flashDone' },
      { type: 'submit', answer: '5' },
      { type: 'pause' },
    );
    expect(result.paused).toBe(false);
  });

  it('abacus random pauses while its numbers run', () => {
    const state = run(ready({ type: 'abacus_random' }), { type: 'start' }, { type: 'pause' });
    expect(state).toMatchObject({ phase: 'numbers', numbersView: 'timed', paused: true });
  });
});

describe('after the result', () => {
  const lost = () => run(ready(), { type: 'start' }, { type: 'flashDone' }, { type: 'submit', answer: '1' });
  const won = () => run(ready(), { type: 'start' }, { type: 'flashDone' }, { type: 'submit', answer: '5' });

  it('Try again replays the same expression after a wrong answer', () => {
    const state = playReducer(lost(), { type: 'retry' });
    expect(state).toMatchObject({ phase: 'started', items: expression, answer: null, outcome: null });
  });

  it('there is no Try again after a right answer', () =>
    expect(playReducer(won(), { type: 'retry' }).phase).toBe('result'));

  it('Next loads a new expression with the same configuration', () => {
    const state = playReducer(won(), { type: 'next' });
    expect(state).toMatchObject({ phase: 'preload', items: [], outcome: null });
    expect(state.config?.type).toBe('addition');
  });

  it('leaving resets everything', () => expect(playReducer(won(), { type: 'leave' })).toEqual(INITIAL_PLAY_STATE));
});
