import {
  BASE_COMPLEXITIES,
  baseChoiceOf,
  baseModeOf,
  baseNumbers,
  DIVIDENDS,
  DIVISORS,
  MULTIPLY_25_BASES,
  MULTIPLY_25_COMPLEXITY,
  MULTIPLY_GROUPS,
  PLACES,
  SQUARED_RANGES,
  squaredNumbers,
} from '../game-choices';

describe('fixed choices of the settings screens', () => {
  it('place values are 1, 10, 100, 1000, 10000', () => expect(PLACES).toEqual([1, 10, 100, 1000, 10000]));

  it('multiply groups: small 1-9, medium 11-19, big 10-90 in tens', () => {
    expect(MULTIPLY_GROUPS.small).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(MULTIPLY_GROUPS.medium).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19]);
    expect(MULTIPLY_GROUPS.big).toEqual([10, 20, 30, 40, 50, 60, 70, 80, 90]);
  });

  it('squared ranges 11-19, 20-29, 30-79, 80-120', () => {
    expect(SQUARED_RANGES).toEqual([
      [11, 19],
      [20, 29],
      [30, 79],
      [80, 120],
    ]);
    expect(squaredNumbers([80, 120])).toHaveLength(41);
    expect(squaredNumbers([11, 19])[0]).toBe(11);
  });

  it('base 50 or 100', () => expect(BASE_COMPLEXITIES).toEqual([50, 100]));

  it('base 100 draws from 90-109: greater 101-109, less 90-99, universal all', () => {
    expect(baseNumbers(100, 'universal')).toEqual(Array.from({ length: 20 }, (_, i) => 90 + i));
    expect(baseNumbers(100, 'greater')).toEqual([101, 102, 103, 104, 105, 106, 107, 108, 109]);
    expect(baseNumbers(100, 'less')).toEqual([90, 91, 92, 93, 94, 95, 96, 97, 98, 99]);
  });

  it('base 50 draws from 41-58', () => {
    expect(baseNumbers(50, 'universal')[0]).toBe(41);
    expect(baseNumbers(50, 'universal').at(-1)).toBe(58);
    expect(baseNumbers(50, 'greater')).toEqual([51, 52, 53, 54, 55, 56, 57, 58]);
    expect(baseNumbers(50, 'less')).toEqual([41, 42, 43, 44, 45, 46, 47, 48, 49]);
  });

  it('reads the base mode back from the numbers', () => {
    expect(baseModeOf(50, baseNumbers(50, 'less'))).toBe('less');
    expect(baseModeOf(100, baseNumbers(100, 'greater'))).toBe('greater');
    expect(baseModeOf(100, [1, 2])).toBeNull();
  });

  it('reads the whole base choice of a configuration: base 50 or 100, unknown numbers as universal', () => {
    expect(baseChoiceOf({ complexity: 50, numbers: baseNumbers(50, 'greater') })).toEqual({
      base: 50,
      mode: 'greater',
    });
    expect(baseChoiceOf({ complexity: 100, numbers: baseNumbers(100, 'less') })).toEqual({ base: 100, mode: 'less' });
    expect(baseChoiceOf({ complexity: 1, numbers: [1, 2] })).toEqual({ base: 100, mode: 'universal' });
  });

  it('division: dividends 1000/100/10, divisors 100/10/1', () => {
    expect(DIVIDENDS).toEqual([1000, 100, 10]);
    expect(DIVISORS).toEqual([100, 10, 1]);
  });

  it('multiplication 25x25 uses bases 15, 25 through 95 in steps of 10, complexity 50', () => {
    expect(MULTIPLY_25_BASES).toEqual([15, 25, 35, 45, 55, 65, 75, 85, 95]);
    expect(MULTIPLY_25_COMPLEXITY).toBe(50);
  });
});
