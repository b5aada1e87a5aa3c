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

  it('a division column is a over ÷ b, a squared one n²', () => {
    expect(
      columnRows('divide', [
        { number: 84, sign: '+' },
        { number: 7, sign: '+' },
      ]),
    ).toEqual([
      { sign: '', number: 84 },
      { sign: '÷', number: 7 },
    ]);
    expect(columnRows('multiply_quad', [{ number: 13, sign: '+' }])).toEqual([{ sign: '', number: 13, squared: true }]);
  });

  it('a negative starting number keeps its minus', () => {
    expect(columnRows('columns', [{ number: 5, sign: '-' }])).toEqual([{ sign: '−', number: 5 }]);
  });
});
