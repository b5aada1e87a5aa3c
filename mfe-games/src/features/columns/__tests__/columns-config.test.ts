import { DEFAULT_CONFIG, type ExpressionItem, type GameConfig } from '@/engine/config/game-config';
import { INITIAL_PLAY_STATE, playReducer, type PlayEvent } from '@/engine/play/play-state';
import { recordGameBody } from '@/lib/results/model/record-body';
import { columnAnswers, columnsJudgingConfig, playerName } from '../model/columns-config';

const columns = (patch: Partial<GameConfig> = {}): GameConfig => ({
  ...DEFAULT_CONFIG,
  type: 'columns',
  mode: 'columns',
  users: ['Ann', 'Ben'],
  ...patch,
});
const plus = (...numbers: number[]): ExpressionItem[] => numbers.map((number) => ({ number, sign: '+' }));

const play = (config: GameConfig, tasks: ExpressionItem[][], ...events: PlayEvent[]) =>
  [
    { type: 'configure', config } as PlayEvent,
    { type: 'loaded', columns: tasks } as PlayEvent,
    { type: 'start' } as PlayEvent,
    ...events,
  ].reduce(playReducer, INITIAL_PLAY_STATE);

describe('judging a columns round', () => {
  const judging = columnsJudgingConfig(columns());
  const tasks = [plus(1, 2), plus(3, 4)];

  it('is won only when every player is right', () => {
    const oneWrong = play(
      judging,
      tasks,
      { type: 'columnAnswer', index: 0, answer: '3', time: 1200 },
      { type: 'columnAnswer', index: 1, answer: '8', time: 1500 },
    );
    expect(oneWrong.outcome).toBe('lose');
    const allRight = play(
      judging,
      tasks,
      { type: 'columnAnswer', index: 0, answer: '3', time: 1200 },
      { type: 'columnAnswer', index: 1, answer: '7', time: 1500 },
    );
    expect(allRight.outcome).toBe('win');
    expect(allRight.columnResults).toEqual([
      { answer: '3', correct: true, time: 1200, user: 'Ann', userId: 0 },
      { answer: '7', correct: true, time: 1500, user: 'Ben', userId: 1 },
    ]);
  });

  it('time up fills the unanswered columns as wrong, and they are sent with no answer', () => {
    const state = play(judging, tasks, { type: 'columnAnswer', index: 0, answer: '3', time: 900 }, { type: 'timeUp' });
    expect(state.outcome).toBe('lose');
    expect(state.timeIsOver).toBe(true);
    expect(state.columnResults[1]).toEqual({ answer: '', correct: false, time: null, user: 'Ben', userId: 1 });
    expect(columnAnswers([{ id: 5 }, { id: 6 }], state.columnResults as never)).toEqual([
      { id: 5, answer: '3', is_right_answer: true },
      { id: 6, answer: null, is_right_answer: false },
    ]);
  });

  it('a multiplication column is judged, and recorded, as multiplication in columns', () => {
    const multiply = columnsJudgingConfig(columns({ isMultiplyColumn: true, numbers: [3], complexity: 10 }));
    expect(multiply).toMatchObject({ type: 'multiply', mode: 'columns' });
    const state = play(
      multiply,
      [plus(12, 3), plus(20, 3)],
      { type: 'columnAnswer', index: 0, answer: '36', time: 1 },
      { type: 'columnAnswer', index: 1, answer: '60', time: 2 },
    );
    expect(state.outcome).toBe('win');
    const body = recordGameBody(multiply, state.columns, { user: 7, voiced: false });
    expect(body).toMatchObject({
      type: 'multiply',
      with_columns: true,
      numbers: [3],
      players: ['Ann', 'Ben'],
      digit_type: null,
      option: null,
    });
    expect(body.operations).toEqual([
      [
        { number: 12, sign: 1 },
        { number: 3, sign: 1 },
      ],
      [
        { number: 20, sign: 1 },
        { number: 3, sign: 1 },
      ],
    ]);
  });

  it('a division column is judged by the quotient, a squared one by the square, and recorded as that game', () => {
    const divide = columnsJudgingConfig(columns({ isMultiplyColumn: true, columnGame: 'divide', numbers: [100, 10] }));
    expect(divide).toMatchObject({ type: 'divide', mode: 'columns' });
    const divided = play(
      divide,
      [plus(84, 7), plus(96, 8)],
      { type: 'columnAnswer', index: 0, answer: '12', time: 1 },
      { type: 'columnAnswer', index: 1, answer: '11', time: 2 },
    );
    expect(divided.columnResults.map((r) => r?.correct)).toEqual([true, false]);
    expect(recordGameBody(divide, divided.columns, { user: 7, voiced: false })).toMatchObject({
      type: 'divide',
      with_columns: true,
      numbers: [100, 10],
    });

    const squared = columnsJudgingConfig(columns({ isMultiplyColumn: true, columnGame: 'multiply_quad' }));
    const state = play(
      squared,
      [plus(13), plus(17)],
      { type: 'columnAnswer', index: 0, answer: '169', time: 1 },
      {
        type: 'columnAnswer',
        index: 1,
        answer: '289',
        time: 2,
      },
    );
    expect(state.outcome).toBe('win');
  });

  it('the answers must match the recorded rows one to one', () => {
    expect(() => columnAnswers([{ id: 1 }], [])).toThrow();
  });

  it('an empty name shows as "Player n"', () => {
    const fallback = (n: number) => `Player ${n}`;
    expect(playerName({ users: ['Ann', ' '] }, 1, fallback)).toBe('Player 2');
    expect(playerName({ users: ['Ann'] }, 0, fallback)).toBe('Ann');
  });
});
