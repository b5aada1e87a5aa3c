import assert from 'node:assert/strict';
import { test } from 'node:test';
import { classifyRodMove, type MoveClass } from './abacus-rod.ts';

/**
 * Every single-rod case: 10 rod states x 9 digits x add/subtract = 180 moves. The expected classes were worked
 * out by hand from the formulas (v = 5f + o; direct, small friend = 5-complement, big friend = 10-complement,
 * family = 10-complement whose rest needs a 5-complement), not computed by the code under test.
 * D direct, S small friend, B big friend, F family. Row = rod value 0-9, column = digit 1-9.
 */
const ADD = [
  'DDDDDDDDD', // 0: every digit goes straight on
  'DDDSDDDDB', // 1: +4 = +5-1 (five ones do not fit); +9 = +10-1
  'DDSSDDDBB', // 2
  'DSSSDDBBB', // 3
  'SSSSDBBBB', // 4: +1..+4 need the five; +6..+9 = +10-(10-d), direct on the four ones
  'DDDDBFFFF', // 5: +5 = +10-5; +6..+9 = +10-5+(d-5)
  'DDDBBFFFB', // 6: +9 = +10-1 (one bead to take); +6..+8 family
  'DDBBBFFBB', // 7
  'DBBBBFBBB', // 8: only +6 = +10-5+1 is family (-4 on 8 needs the five)
  'BBBBBBBBB', // 9: everything carries, complements always direct on 9
];
const SUB = [
  'BBBBBBBBB', // 0: everything borrows, +(10-d) always direct on 0
  'DBBBBFBBB', // 1: -6 = -10+5-1
  'DDBBBFFBB', // 2
  'DDDBBFFFB', // 3
  'DDDDBFFFF', // 4: -5 = -10+5; -6..-9 family
  'SSSSDBBBB', // 5: -1..-4 = -5+(5-d); -6..-9 = -10+(10-d)
  'DSSSDDBBB', // 6
  'DDSSDDDBB', // 7
  'DDDSDDDDB', // 8
  'DDDDDDDDD', // 9: every digit comes straight off
];
const CLASS: Record<string, MoveClass> = { D: 'direct', S: 'small', B: 'big', F: 'family' };

test('adding a digit: all 90 single-rod cases', () => {
  let cases = 0;
  for (let v = 0; v <= 9; v++) {
    for (let d = 1; d <= 9; d++) {
      const expected = CLASS[ADD[v][d - 1]];
      const got = classifyRodMove(v, d);
      assert.equal(got.cls, expected, `${v} + ${d}`);
      const carries = v + d >= 10;
      assert.equal(got.carry, carries ? 1 : 0, `${v} + ${d} carry`);
      assert.equal(got.value, (v + d) % 10, `${v} + ${d} value`);
      cases++;
    }
  }
  assert.equal(cases, 90);
});

test('subtracting a digit: all 90 single-rod cases', () => {
  let cases = 0;
  for (let v = 0; v <= 9; v++) {
    for (let d = 1; d <= 9; d++) {
      const expected = CLASS[SUB[v][d - 1]];
      const got = classifyRodMove(v, -d);
      assert.equal(got.cls, expected, `${v} - ${d}`);
      assert.equal(got.carry, v - d < 0 ? -1 : 0, `${v} - ${d} borrow`);
      assert.equal(got.value, (v - d + 10) % 10, `${v} - ${d} value`);
      cases++;
    }
  }
  assert.equal(cases, 90);
});

test('the table is consistent with the formulas it encodes', () => {
  for (let v = 0; v <= 9; v++) {
    for (let d = 1; d <= 9; d++) {
      const add = ADD[v][d - 1];
      // A carry happens exactly for the 10-complement classes.
      assert.equal(add === 'B' || add === 'F', v + d >= 10, `${v} + ${d}`);
      // Small friends only for 1-4, family only for 6-9.
      if (add === 'S') assert.ok(d <= 4);
      if (add === 'F') assert.ok(d >= 6);
      // Subtraction mirrors addition: -d on v behaves as +d on 9 - v.
      assert.equal(SUB[v][d - 1], ADD[9 - v][d - 1], `${v} - ${d} mirrors ${9 - v} + ${d}`);
    }
  }
});

test('known textbook moves', () => {
  assert.equal(classifyRodMove(3, 4).cls, 'small'); // 3 + 4 = 3 + 5 - 1
  assert.equal(classifyRodMove(7, -3).cls, 'small'); // 7 - 3 = 7 - 5 + 2
  assert.equal(classifyRodMove(8, 4).cls, 'big'); // 8 + 4 = 8 + 10 - 6
  assert.equal(classifyRodMove(7, 6).cls, 'family'); // 7 + 6 = 7 + 10 - 5 + 1
  assert.equal(classifyRodMove(2, -7).cls, 'family'); // 12 - 7 = 12 - 10 + 5 - 2
  assert.equal(classifyRodMove(4, 5).cls, 'direct');
});

test('out-of-range moves are refused', () => {
  for (const [v, d] of [
    [10, 1],
    [-1, 1],
    [3, 0],
    [3, 10],
    [3, -10],
    [1.5, 1],
  ]) {
    assert.throws(() => classifyRodMove(v, d), RangeError);
  }
});
