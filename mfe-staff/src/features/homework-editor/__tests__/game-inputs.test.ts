import { LENGTH_RANGES, lengthRangeOf } from '@abacus/contract/homework';
import { homeworkGameInput } from '@abacus/contract/homework-schema';
import { defaultsFor } from '../model/game-defaults';
import { toGameInput } from '../model/game-io';
import { lengthFromText, repeatFromText, speedFromText } from '../model/game-inputs';
import { shownFields } from '../model/game-kinds';
import { changeColumnsKind } from '../model/game-rules';

describe('spec 002 section 5 "Homework game configs"', () => {
  it('"speed min 0.1, max 10, step 0.1 (blank resets to 0.1)"', () => {
    expect(speedFromText('', 3)).toBe(0.1);
    expect(speedFromText('   ', 3)).toBe(0.1);
    expect(speedFromText('0', 3)).toBe(0.1);
    expect(speedFromText('0.04', 3)).toBe(0.1);
    expect(speedFromText('12', 3)).toBe(10);
    expect(speedFromText('1.26', 3)).toBe(1.3);
    expect(speedFromText('2,5', 3)).toBe(2.5);
    expect(speedFromText('0.7', 3)).toBe(0.7);
    expect(speedFromText('abc', 3)).toBe(3);
  });

  it('"Number of expressions (repeat) 1 to 10; on blur empty or below 1 becomes 1"', () => {
    expect(repeatFromText('')).toBe(1);
    expect(repeatFromText('0')).toBe(1);
    expect(repeatFromText('-4')).toBe(1);
    expect(repeatFromText('x')).toBe(1);
    expect(repeatFromText('7')).toBe(7);
    expect(repeatFromText('10')).toBe(10);
    expect(repeatFromText('11')).toBe(10);
    expect(repeatFromText('2.6')).toBe(3);
  });

  it('"Actions with numbers (length): addition 2-25, negative 2-25, anzan 3-25, abacus random 1-100, columns 2-15"', () => {
    expect(lengthRangeOf(defaultsFor('addition'))).toEqual([2, 25]);
    expect(lengthRangeOf(defaultsFor('negative'))).toEqual([2, 25]);
    expect(lengthRangeOf(defaultsFor('anzan'))).toEqual([3, 25]);
    expect(lengthRangeOf(defaultsFor('abacus_random'))).toEqual([1, 100]);
    expect(lengthRangeOf(defaultsFor('columns'))).toEqual([2, 15]);
    expect(lengthRangeOf(changeColumnsKind(defaultsFor('columns'), 'anzan'))).toEqual([2, 15]);
    expect(lengthRangeOf(changeColumnsKind(defaultsFor('columns'), 'multiply_quad'))).toEqual([1, 1]);
    expect(lengthRangeOf(defaultsFor('divide'))).toEqual([1, 1]);
    // Each default length lies inside its range.
    for (const kind of Object.keys(LENGTH_RANGES) as (keyof typeof LENGTH_RANGES)[]) {
      const [min, max] = LENGTH_RANGES[kind];
      const { operation_number } = defaultsFor(kind);
      expect(operation_number >= min && operation_number <= max).toBe(true);
    }
  });

  it("a typed length settles inside its type's range; blank is its lowest", () => {
    expect(lengthFromText('30', [2, 25], 5)).toBe(25);
    expect(lengthFromText('1', [3, 25], 5)).toBe(3);
    expect(lengthFromText('', [3, 25], 5)).toBe(3);
    expect(lengthFromText('x', [2, 15], 5)).toBe(5);
    expect(lengthFromText('100', [1, 100], 5)).toBe(100);
    // The server refuses what the input would not let through.
    expect(homeworkGameInput.safeParse(toGameInput({ ...defaultsFor('columns'), operation_number: 16 })).success).toBe(
      false,
    );
    expect(homeworkGameInput.safeParse(toGameInput({ ...defaultsFor('columns'), operation_number: 15 })).success).toBe(
      true,
    );
  });
});

describe('every problem has a place on its card', () => {
  it('fields a card has no input for are listed apart (a division has no length, a Matific link only its address)', () => {
    expect(shownFields(defaultsFor('divide')).has('operation_number')).toBe(false);
    expect(shownFields(defaultsFor('divide')).has('difficult_2')).toBe(true);
    expect(shownFields(defaultsFor('addition')).has('operation_number')).toBe(true);
    expect(shownFields(defaultsFor('addition')).has('speed')).toBe(true);
    expect(shownFields(defaultsFor('multiply')).has('speed')).toBe(false);
    expect([...shownFields(defaultsFor('matific'))].sort()).toEqual(['link', 'type']);
    expect(shownFields(changeColumnsKind(defaultsFor('columns'), 'multiply_50_100')).has('option')).toBe(true);
  });
});
