import { columnRows } from '../model/column-rows';

describe('column rows', () => {
  it('writes the starting number bare and the others with their signs', () => {
    expect(
      columnRows('columns', [
        { number: 4, sign: '+' },
        { number: 3, sign: '+' },
        { number: 2, sign: '-' },
      ]),
    ).toEqual([
      { sign: '', number: 4 },
      { sign: '+', number: 3 },
      { sign: '−', number: 2 },
    ]);
  });

  it('a multiplication column is a over × b', () => {
    expect(
      columnRows('multiply', [
        { number: 23, sign: '+' },
        { number: 7, sign: '+' },
      ]),
    ).toEqual([
      { sign: '', number: 23 },
      { sign: '×', number: 7 },
    ]);
  });

  it('a negative starting number keeps its minus', () => {
    expect(columnRows('columns', [{ number: 5, sign: '-' }])).toEqual([{ sign: '−', number: 5 }]);
  });
});
