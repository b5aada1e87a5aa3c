import { baseNumbers } from '@/engine/config/game-choices';
import { DEFAULT_CONFIG, type ExpressionItem, type GameConfig } from '@/engine/config/game-config';
import { recordGameBody } from '../model/record-body';

const config = (patch: Partial<GameConfig>): GameConfig => ({ ...DEFAULT_CONFIG, ...patch });
const items: ExpressionItem[] = [
  { number: 4, sign: '+' },
  { number: 3, sign: '+' },
  { number: 2, sign: '-' },
];

describe('record body', () => {
  it('records an addition game as played, with its operations in the API signs', () => {
    const body = recordGameBody(
      config({ digit_type: 'small_friends', digit: 4, places: 10, complexity: 10, speed: 0.7 }),
      [items],
      {
        user: 7,
        voiced: true,
      },
    );
    expect(body).toEqual({
      type: 'addition',
      digit_type: 'small_friends',
      digit: [4],
      speed: 0.7,
      difficult: 10,
      operation_number: 3,
      calculation_method: 'oral',
      is_muted: false,
      numbers: [],
      user: 7,
      with_columns: false,
      option: null,
      operations: [
        { number: 4, sign: 1 },
        { number: 3, sign: 1 },
        { number: 2, sign: -1 },
      ],
    });
  });

  it('keeps the anzan type as the digit type, and a silent game as muted', () => {
    const body = recordGameBody(config({ type: 'anzan', anzan_type: 'anzan_plus', digit: null }), [items], {
      user: 7,
      voiced: false,
    });
    expect(body).toMatchObject({ digit_type: 'anzan_plus', digit: [], is_muted: true });
  });

  it('records the multipliers, the squared range, the division pair and the base mode', () => {
    const pair = [items[0], items[1]];
    expect(
      recordGameBody(config({ type: 'multiply', numbers: [7, 12], digit: null }), [pair], { user: 7, voiced: false }),
    ).toMatchObject({
      digit_type: null,
      numbers: [7, 12],
      option: null,
    });
    expect(
      recordGameBody(config({ type: 'multiply_quad', numbers: [11, 12, 19] }), [[items[0]]], {
        user: 7,
        voiced: false,
      }),
    ).toMatchObject({
      numbers: [11, 19],
      operation_number: 1,
    });
    expect(
      recordGameBody(config({ type: 'divide', numbers: [100, 10] }), [pair], { user: 7, voiced: false }).numbers,
    ).toEqual([100, 10]);
    const base = config({ type: 'multiply_50_100', complexity: 50, numbers: baseNumbers(50, 'less') });
    expect(recordGameBody(base, [pair], { user: 7, voiced: false })).toMatchObject({
      difficult: 50,
      option: 'less_than_digit',
      numbers: [],
    });
  });

  it('records a columns game with one expression and one player per column', () => {
    const columns = config({ type: 'columns', mode: 'columns', users: ['Mia', 'Leo'] });
    const body = recordGameBody(columns, [items, items.slice(0, 2)], { user: 7, voiced: false });
    expect(body.with_columns).toBe(true);
    expect(body.players).toEqual(['Mia', 'Leo']);
    expect(body.operations).toHaveLength(2);
    expect((body.operations as unknown[][])[1]).toEqual([
      { number: 4, sign: 1 },
      { number: 3, sign: 1 },
    ]);
  });

  it('marks the abacus mode as an abacus calculation whose answer is the last number', () => {
    expect(recordGameBody(config({ mode: 'abacus' }), [items], { user: 7, voiced: false })).toMatchObject({
      calculation_method: 'abacus',
      option: 'abacus',
    });
  });
});
