import { DIVIDENDS, DIVISORS, placeRange } from '../game-levels';

describe('division choices as the numbers they stand for', () => {
  // A choice is a place value (the generator's generate-divide.ts): a teacher read "Dividend up to 100" and the child
  // got 402 ÷ 67. A one-digit divisor is 2-9 (never 1).
  it('reads each choice as its range', () => {
    expect(DIVIDENDS.map(placeRange)).toEqual(['1000–9999', '100–999', '10–99']);
    expect(DIVISORS.map(placeRange)).toEqual(['100–999', '10–99', '2–9']);
  });
});
