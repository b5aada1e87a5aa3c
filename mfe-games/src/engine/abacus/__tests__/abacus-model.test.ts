import {
  abacusFromValue,
  abacusValue,
  fitsAbacus,
  gameRods,
  isOneBeadUp,
  MAX_RODS,
  maxValue,
  moveOneBead,
  placeDigit,
  setPlaceDigit,
  toggleFive,
} from '../abacus-model';

describe('abacus model', () => {
  it('turns a value into five-beads and one-beads per place and back', () => {
    const state = abacusFromValue(7_062_938, 7);
    expect(state).toEqual([
      { five: true, digit: 3 },
      { five: false, digit: 3 },
      { five: true, digit: 4 },
      { five: false, digit: 2 },
      { five: true, digit: 1 },
      { five: false, digit: 0 },
      { five: true, digit: 2 },
    ]);
    expect(abacusValue(state)).toBe(7_062_938);
    expect(state.map(placeDigit)).toEqual([8, 3, 9, 2, 6, 0, 7]);
  });

  it('round-trips every value of three rods', () => {
    for (let value = 0; value <= 999; value++) expect(abacusValue(abacusFromValue(value, 3))).toBe(value);
  });

  it('fits whole numbers 0 to 9 on every rod, and a game shows 3 to 7 rods', () => {
    expect(fitsAbacus(999, 3)).toBe(true);
    expect(fitsAbacus(1000, 3)).toBe(false);
    expect(fitsAbacus(2.5, 3)).toBe(false);
    expect([gameRods(1), gameRods(5), gameRods(9)]).toEqual([3, 5, 7]);
  });

  it('has 1 to 7 rods, for places 1 to 1 000 000', () => {
    expect(MAX_RODS).toBe(7);
    expect(abacusFromValue(0, 7)).toHaveLength(7);
    expect(abacusValue(abacusFromValue(0, 1))).toBe(0);
    expect(maxValue(7)).toBe(9_999_999);
    expect(() => abacusFromValue(0, 0)).toThrow(RangeError);
    expect(() => abacusFromValue(0, 8)).toThrow(RangeError);
    expect(() => abacusFromValue(1000, 3)).toThrow(RangeError);
    expect(() => abacusFromValue(-1, 3)).toThrow(RangeError);
    expect(() => abacusFromValue(1.5, 3)).toThrow(RangeError);
  });

  it('toggles a five-bead', () => {
    const state = toggleFive(abacusFromValue(12, 2), 1);
    expect(abacusValue(state)).toBe(62);
    expect(abacusValue(toggleFive(state, 1))).toBe(12);
  });

  it('moves a one-bead together with the beads between it and the bar, or below it', () => {
    const zero = abacusFromValue(0, 1);
    expect(abacusValue(moveOneBead(zero, 0, 2))).toBe(3); // beads 0, 1, 2 go up together
    expect(abacusValue(moveOneBead(zero, 0, 0))).toBe(1);
    const three = abacusFromValue(3, 1);
    expect(abacusValue(moveOneBead(three, 0, 1))).toBe(1); // beads 1 and 2 go down together
    expect(abacusValue(moveOneBead(three, 0, 0))).toBe(0);
    expect(abacusValue(moveOneBead(three, 0, 3))).toBe(4);
    expect(isOneBeadUp(three[0], 2)).toBe(true);
    expect(isOneBeadUp(three[0], 3)).toBe(false);
    expect(() => moveOneBead(three, 0, 4)).toThrow(RangeError);
    expect(() => moveOneBead(three, 1, 0)).toThrow(RangeError);
  });

  it('keeps the other places and the old state unchanged', () => {
    const before = abacusFromValue(456, 3);
    const after = moveOneBead(before, 1, 3);
    expect(abacusValue(before)).toBe(456);
    expect(abacusValue(after)).toBe(496);
  });

  it('sets a place to a digit', () => {
    expect(abacusValue(setPlaceDigit(abacusFromValue(456, 3), 2, 9))).toBe(956);
    expect(abacusValue(setPlaceDigit(abacusFromValue(456, 3), 0, 0))).toBe(450);
    expect(() => setPlaceDigit(abacusFromValue(0, 1), 0, 10)).toThrow(RangeError);
  });
});
