import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { normalizeAnswer, operationsProblem, type Operation } from '@abacus/contract/expressions';
import { expectedAnswer, isRightAnswer } from './expected-answer.ts';

const items = (...values: number[]): Operation[] => values.map((v) => ({ number: Math.abs(v), sign: v < 0 ? -1 : 1 }));

describe('expectedAnswer', () => {
  test('addition, anzan, negative and columns add the signed values, the first one being the start', () => {
    for (const type of ['addition', 'anzan', 'negative', 'columns']) {
      assert.equal(expectedAnswer({ type }, items(7, 5, -3, 12)), '21', type);
    }
    assert.equal(expectedAnswer({ type: 'negative' }, items(-4, -6, 3)), '-7');
    assert.equal(expectedAnswer({ type: 'addition' }, items(9)), '9');
    // the sign applies to the number even when the number itself is negative
    assert.equal(
      expectedAnswer({ type: 'addition' }, [
        { number: -5, sign: -1 },
        { number: 2, sign: 1 },
      ]),
      '7',
    );
  });

  test('abacus_random and the abacus mode answer the last number', () => {
    assert.equal(expectedAnswer({ type: 'abacus_random' }, items(345, 12, 7008)), '7008');
    assert.equal(expectedAnswer({ type: 'addition', option: 'abacus' }, items(3, 4, -5)), '-5');
    assert.equal(expectedAnswer({ type: 'addition', option: null }, items(3, 4, -5)), '2');
  });

  test('multiply types multiply the pair; squared squares its one number', () => {
    assert.equal(expectedAnswer({ type: 'multiply' }, items(7, 8)), '56');
    assert.equal(expectedAnswer({ type: 'multiply_50_100' }, items(97, 104)), '10088');
    assert.equal(expectedAnswer({ type: 'multiply_25x25' }, items(35, 35)), '1225');
    assert.equal(expectedAnswer({ type: 'multiply_quad' }, items(17)), '289');
    assert.equal(expectedAnswer({ type: 'multiply_quad' }, items(-12)), '144');
    assert.equal(expectedAnswer({ type: 'multiply' }, items(-6, 7)), '-42');
  });

  test('products past 2^53 stay exact', () => {
    assert.equal(expectedAnswer({ type: 'multiply' }, items(99_999_999, 99_999_998)), '9999999700000002');
  });

  test('divide is the integer quotient, truncated toward zero', () => {
    assert.equal(expectedAnswer({ type: 'divide' }, items(1000, 10)), '100');
    assert.equal(expectedAnswer({ type: 'divide' }, items(97, 10)), '9');
    assert.equal(expectedAnswer({ type: 'divide' }, items(-97, 10)), '-9');
  });

  test('refuses items that are not an expression of the game', () => {
    assert.throws(() => expectedAnswer({ type: 'divide' }, items(5, 0)), /divisor/);
    assert.throws(() => expectedAnswer({ type: 'multiply' }, items(5)), /exactly 2/);
    assert.throws(() => expectedAnswer({ type: 'addition' }, []), /at least one/);
  });
});

describe('operationsProblem', () => {
  test('counts per type', () => {
    assert.equal(operationsProblem({ type: 'multiply' }, items(2, 3)), null);
    assert.match(operationsProblem({ type: 'multiply' }, items(2, 3, 4))!, /exactly 2/);
    assert.match(operationsProblem({ type: 'divide' }, items(2))!, /exactly 2/);
    assert.match(operationsProblem({ type: 'multiply_quad' }, items(2, 2))!, /exactly 1/);
    assert.equal(operationsProblem({ type: 'abacus_random' }, items(5)), null);
    assert.equal(operationsProblem({ type: 'addition' }, items(...Array.from({ length: 100 }, () => 1))), null);
    assert.match(
      operationsProblem({ type: 'addition' }, items(...Array.from({ length: 101 }, () => 1)))!,
      /at most 100/,
    );
  });

  test('items must be whole numbers in range with a sign of 1 or -1', () => {
    assert.match(operationsProblem({ type: 'addition' }, [{ number: 1, sign: 0 }])!, /sign 1 or -1/);
    assert.match(operationsProblem({ type: 'addition' }, [{ number: 1.5, sign: 1 }])!, /whole number/);
    assert.match(operationsProblem({ type: 'addition' }, [{ number: 100_000_000, sign: 1 }])!, /whole number/);
    assert.equal(operationsProblem({ type: 'addition' }, [{ number: -99_999_999, sign: -1 }]), null);
  });
});

describe('normalizeAnswer and isRightAnswer', () => {
  test('canonical integers', () => {
    assert.equal(normalizeAnswer('007'), '7');
    assert.equal(normalizeAnswer(' +15 '), '15');
    assert.equal(normalizeAnswer('-0'), '0');
    assert.equal(normalizeAnswer('00'), '0');
    assert.equal(normalizeAnswer('-42'), '-42');
    assert.equal(normalizeAnswer(42), '42');
    assert.equal(normalizeAnswer('9999999700000002'), '9999999700000002');
  });

  test('anything else is not a whole number', () => {
    for (const bad of ['', ' ', '1.5', '1e3', '--1', '+-1', '0x10', '١٢', '12a', 'x'.repeat(5), '1'.repeat(31)]) {
      assert.equal(normalizeAnswer(bad), null, JSON.stringify(bad));
    }
    for (const bad of [1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60]) assert.equal(normalizeAnswer(bad), null);
  });

  test('judges against the computed result; no answer is wrong', () => {
    assert.equal(isRightAnswer({ type: 'addition' }, items(4, 5), '9'), true);
    assert.equal(isRightAnswer({ type: 'addition' }, items(4, 5), '8'), false);
    assert.equal(isRightAnswer({ type: 'addition' }, items(4, 5), null), false);
    assert.equal(isRightAnswer({ type: 'divide' }, items(100, 10), normalizeAnswer('010')), true);
    assert.equal(isRightAnswer({ type: 'divide' }, items(100, 0), '0'), false, 'no right answer exists');
    assert.equal(isRightAnswer({ type: 'multiply' }, items(3), '3'), false);
  });
});
