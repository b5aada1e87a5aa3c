import assert from 'node:assert/strict';
import { test } from 'node:test';
import { applyNumber, digitsOf, fromRods, toRods, type Move, type RodOrder } from './abacus-number.ts';

const brief = (moves: Move[]) =>
  moves.map((m) => `r${m.rod}${m.sign > 0 ? '+' : '-'}${m.digit}:${m.cls}${m.cause === null ? '' : `<${m.cause}`}`);

function step(total: number, sign: 1 | -1, n: number, order: RodOrder = 'ones-first', rods = 4) {
  const trace = applyNumber(toRods(total, rods)!, sign, n, order);
  return trace && { total: fromRods(trace.rods), moves: brief(trace.moves) };
}

test('rods and digits round-trip', () => {
  assert.deepEqual(toRods(407, 4), [7, 0, 4, 0]);
  assert.equal(fromRods([7, 0, 4, 0]), 407);
  assert.equal(toRods(10000, 4), null);
  assert.equal(toRods(-1, 4), null);
  assert.deepEqual(digitsOf(0), [0]);
  assert.deepEqual(digitsOf(1203), [3, 0, 2, 1]);
});

test('47 + 6: family on the ones, the carry crosses the five on the tens rod', () => {
  assert.deepEqual(step(47, 1, 6), { total: 53, moves: ['r0+6:family', 'r1+1:small<6'] });
});

test('96 + 7: the carry cascades through the 9 on the tens rod', () => {
  assert.deepEqual(step(96, 1, 7), { total: 103, moves: ['r0+7:family', 'r1+1:big<7', 'r2+1:direct<7'] });
});

test('103 - 7: the borrow cascades through the 0 on the tens rod', () => {
  assert.deepEqual(step(103, -1, 7), { total: 96, moves: ['r0-7:family', 'r1-1:big<7', 'r2-1:direct<7'] });
});

test('direct and small-friend numbers carry nothing', () => {
  assert.deepEqual(step(12, 1, 31), { total: 43, moves: ['r0+1:direct', 'r1+3:direct'] });
  assert.deepEqual(step(44, 1, 11), { total: 55, moves: ['r0+1:small', 'r1+1:small'] });
  assert.deepEqual(step(55, -1, 13), { total: 42, moves: ['r0-3:small', 'r1-1:small'] });
});

test('zeros in a number move no beads', () => {
  assert.deepEqual(step(1232, 1, 1002), { total: 2234, moves: ['r0+2:direct', 'r3+1:direct'] });
});

test('the two rod orders can differ: 38 + 16', () => {
  // From the ones: +6 on 8 is family and its carry lands on 3 (direct), then +1 on 4 needs the five.
  assert.deepEqual(step(38, 1, 16, 'ones-first'), {
    total: 54,
    moves: ['r0+6:family', 'r1+1:direct<6', 'r1+1:small'],
  });
  // From the highest rod: +1 on 3 is direct, then the carry crosses the five.
  assert.deepEqual(step(38, 1, 16, 'highest-first'), {
    total: 54,
    moves: ['r1+1:direct', 'r0+6:family', 'r1+1:small<6'],
  });
});

test('a total that would leave the rods or go below zero is refused', () => {
  assert.equal(step(9995, 1, 7), null);
  assert.equal(step(5, -1, 7), null);
  assert.equal(step(100, -1, 101), null);
  assert.deepEqual(step(100, -1, 100)?.total, 0);
});

test('every sum and difference of two numbers below 1000 is simulated exactly', () => {
  for (let a = 0; a < 1000; a += 7) {
    for (let b = 1; b < 1000; b += 13) {
      for (const order of ['ones-first', 'highest-first'] as const) {
        const up = applyNumber(toRods(a, 4)!, 1, b, order)!;
        assert.equal(fromRods(up.rods), a + b);
        const down = applyNumber(toRods(a, 4)!, -1, b, order);
        if (b > a) assert.equal(down, null);
        else assert.equal(fromRods(down!.rods), a - b);
      }
    }
  }
});
