import { recordGameBody } from '../games-schema';
import { ADDITION_LEVELS, ANZAN_TYPES, DIGIT_TYPES, FREE_TYPES, GAME_TYPES, statCategory } from '../games';

const record = {
  type: 'addition',
  operations: [
    { number: 5, sign: 1 },
    { number: 3, sign: 1 },
  ],
};

describe('game kinds (spec 001 section 3, spec 002 "Game types")', () => {
  it('records a level or an anzan type as digit_type', () => {
    expect(DIGIT_TYPES).toEqual([...ADDITION_LEVELS, ...ANZAN_TYPES]);
  });

  it('keeps addition, abacus_random and columns for free users (spec 001 section 6)', () => {
    expect(GAME_TYPES.filter((type) => FREE_TYPES.has(type))).toEqual(['addition', 'abacus_random', 'columns']);
  });

  it('counts each game in one statistics column', () => {
    expect(statCategory('negative', false)).toBe('addition');
    expect(statCategory('multiply_quad', false)).toBe('multiply');
    expect(statCategory('anzan', true)).toBe('columns');
    expect(statCategory('divide', false)).toBe('divide');
  });
});

describe('game record body (POST lessons/games)', () => {
  it('takes speeds of 0.1 to 60 seconds per number, stored with 2 decimals', () => {
    expect(recordGameBody.parse({ ...record, speed: 0.1 }).speed).toBe('0.10');
    expect(recordGameBody.parse({ ...record, speed: '60' }).speed).toBe('60.00');
    expect(recordGameBody.parse(record).speed).toBe('1.60');
    expect(recordGameBody.safeParse({ ...record, speed: 0.05 }).success).toBe(false);
    expect(recordGameBody.safeParse({ ...record, speed: 61 }).success).toBe(false);
  });

  it('reads one expression as a list of one, and refuses a second one outside columns', () => {
    expect(recordGameBody.parse(record).operations).toHaveLength(1);
    const two = { ...record, operations: [record.operations, record.operations] };
    expect(recordGameBody.safeParse(two).success).toBe(false);
    expect(recordGameBody.parse({ ...two, with_columns: true, players: ['Ann', 'Bob'] }).operations).toHaveLength(2);
  });
});
