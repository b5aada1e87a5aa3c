import { baseNumbers } from '@/engine/config/game-choices';
import { DEFAULT_CONFIG, type GameConfig } from '@/engine/config/game-config';
import { generatorRequest, squaredRangeStarts } from '../model/generator-request';

const config = (patch: Partial<GameConfig>): GameConfig => ({ ...DEFAULT_CONFIG, ...patch });

describe('generator request', () => {
  it('sends an addition level with its digit, place value, length and pro flag, and the user', () => {
    const body = generatorRequest(
      config({ digit_type: 'small_friends', digit: 4, places: 10, complexity: 10, length: 7, pro: true }),
      7,
    );
    expect(body).toEqual({
      type: 'addition',
      digit_type: 'small_friends',
      digit: 4,
      complexity: 10,
      length: 7,
      pro: true,
      user_id: 7,
    });
  });

  it('leaves the user out for a visitor and adds the homework id when there is one', () => {
    expect(generatorRequest(config({}), null)).not.toHaveProperty('user_id');
    expect(generatorRequest(config({ homework: 12 }), null)).toMatchObject({ homework: 12 });
  });

  it('sends the anzan type of an anzan game', () => {
    expect(
      generatorRequest(config({ type: 'anzan', anzan_type: 'anzan_minus', complexity: 100, length: 5 }), null),
    ).toEqual({
      type: 'anzan',
      digit_type: 'anzan_minus',
      anzan_type: 'anzan_minus',
      complexity: 100,
      length: 5,
    });
  });

  it("sends the anzan type of the addition game's anzan level (a homework entry of addition with an anzan type)", () => {
    const level = config({
      type: 'addition',
      digit_type: 'anzan',
      anzan_type: 'anzan_plus',
      complexity: 10,
      length: 4,
    });
    expect(generatorRequest(level, null)).toMatchObject({ type: 'addition', digit_type: 'anzan_plus' });
  });

  it('turns the squared numbers into the first number of their range', () => {
    expect(squaredRangeStarts([11, 12, 13, 14, 15, 16, 17, 18, 19])).toEqual([11]);
    expect(squaredRangeStarts([80, 120])).toEqual([80]);
    expect(generatorRequest(config({ type: 'multiply_quad', numbers: [30, 31, 79] }), null)).toEqual({
      type: 'multiply_quad',
      numbers: [30],
    });
  });

  it('reads the base mode back from the base game numbers', () => {
    const greater = baseNumbers(50, 'greater');
    expect(generatorRequest(config({ type: 'multiply_50_100', complexity: 50, numbers: greater }), null)).toEqual({
      type: 'multiply_50_100',
      complexity: 50,
      mode: 'greater',
    });
    expect(generatorRequest(config({ type: 'multiply_50_100', complexity: 100, numbers: [] }), null)).toMatchObject({
      mode: 'universal',
    });
  });

  it('sends the multipliers, the division pair, and nothing for 25x25', () => {
    expect(generatorRequest(config({ type: 'multiply', complexity: 10, numbers: [7, 12] }), null)).toEqual({
      type: 'multiply',
      complexity: 10,
      numbers: [7, 12],
    });
    expect(generatorRequest(config({ type: 'divide', numbers: [1000, 10] }), null)).toEqual({
      type: 'divide',
      numbers: [1000, 10],
    });
    expect(generatorRequest(config({ type: 'multiply_25x25', numbers: [15, 25] }), null)).toEqual({
      type: 'multiply_25x25',
    });
  });

  it('sends the level, the anzan type or multiply as the game of a columns task', () => {
    const columns = config({
      type: 'columns',
      mode: 'columns',
      digit_type: 'family',
      digit: 6,
      places: 10,
      complexity: 10,
      length: 4,
    });
    expect(generatorRequest(columns, null)).toMatchObject({
      type: 'columns',
      digit_type: 'family',
      digit: 6,
      complexity: 10,
      length: 4,
    });
    expect(generatorRequest({ ...columns, digit_type: 'anzan', anzan_type: 'anzan_plus' }, null)).toMatchObject({
      digit_type: 'anzan_plus',
    });
    expect(generatorRequest({ ...columns, isMultiplyColumn: true, numbers: [3] }, null)).toEqual({
      type: 'columns',
      digit_type: 'multiply',
      complexity: 10,
      numbers: [3],
    });
  });

  it('a columns game drilling squared, base, 25x25 or division sends that game and its own fields', () => {
    const columns = config({ type: 'columns', mode: 'columns', isMultiplyColumn: true, users: ['A'] });
    expect(generatorRequest({ ...columns, columnGame: 'divide', numbers: [1000, 10] }, null)).toEqual({
      type: 'columns',
      digit_type: 'divide',
      numbers: [1000, 10],
    });
    expect(generatorRequest({ ...columns, columnGame: 'multiply_quad', numbers: [20, 21, 22] }, null)).toEqual({
      type: 'columns',
      digit_type: 'multiply_quad',
      numbers: [20],
    });
    expect(
      generatorRequest({ ...columns, columnGame: 'multiply_50_100', complexity: 50, numbers: [51, 52, 53] }, null),
    ).toMatchObject({ digit_type: 'multiply_50_100', complexity: 50 });
    expect(generatorRequest({ ...columns, columnGame: 'multiply_25x25' }, null)).toEqual({
      type: 'columns',
      digit_type: 'multiply_25x25',
    });
  });
});
