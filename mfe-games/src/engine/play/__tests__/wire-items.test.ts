import { fromWire, signedValue, toWire } from '../wire-items';

describe('wire items', () => {
  it('reads the API signs 1 and -1 as + and -, and writes them back', () => {
    const wire = [
      { number: 12, sign: 1 as const },
      { number: 5, sign: -1 as const },
      { number: 7, sign: 1 as const },
    ];
    const items = fromWire(wire);
    expect(items).toEqual([
      { number: 12, sign: '+' },
      { number: 5, sign: '-' },
      { number: 7, sign: '+' },
    ]);
    expect(toWire(items)).toEqual(wire);
  });

  it('takes the typographic minus signs as minus too', () => {
    expect(
      toWire([
        { number: 3, sign: '−' },
        { number: 4, sign: '–' },
        { number: 1, sign: '' },
      ]),
    ).toEqual([
      { number: 3, sign: -1 },
      { number: 4, sign: -1 },
      { number: 1, sign: 1 },
    ]);
  });

  it('the signed value is what is flashed', () => {
    expect(signedValue({ number: 5, sign: '-' })).toBe(-5);
    expect(signedValue({ number: 5, sign: '+' })).toBe(5);
    // The negative game may start below zero: the number itself carries the sign.
    expect(signedValue({ number: -8, sign: '+' })).toBe(-8);
  });
});
