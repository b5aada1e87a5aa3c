import assert from 'node:assert/strict';

import { MAX_VOICED_NUMBER as MAX_VOICED } from '@abacus/contract/games';
import { test } from 'node:test';
import type { GameConfig, TaskConfig } from './game-config.ts';
import { generate } from './generate.ts';
import { generateAbacusRandom } from './generate-abacus.ts';
import { generateAnzanSet, generateNegativeSet } from './generate-anzan.ts';
import { generateDivide } from './generate-divide.ts';
import { generate25x25, generateBase, generateMultiply, generateSquared } from './generate-multiply.ts';
import { createRng } from './random.ts';
import { runningTotals } from './test-support.ts';

/** Anzan, negative numbers, multiplication games, division, abacus random and columns. */

const digitsOf = (n: number) => String(n).length;

test('anzan random and plus: places, lengths, totals never below zero; plus only adds', () => {
  const rng = createRng('anzan');
  for (const complexity of [1, 10, 100, 1000, 10000]) {
    for (const length of [2, 10, 25]) {
      for (let k = 0; k < 40; k++) {
        const random = generateAnzanSet('anzan_random', complexity, length, rng);
        assert.equal(random.length, length);
        assert.equal(random[0].sign, 1);
        assert.ok(random.every((i) => digitsOf(i.number) === digitsOf(complexity)));
        assert.ok(runningTotals(random).every((t) => t >= 0));
        const plus = generateAnzanSet('anzan_plus', complexity, length, rng);
        assert.ok(plus.every((i) => i.sign === 1 && digitsOf(i.number) === digitsOf(complexity)));
      }
    }
  }
});

test('anzan random mixes signs over a game', () => {
  const rng = createRng('mix');
  let minus = 0;
  let steps = 0;
  for (let k = 0; k < 50; k++) {
    const set = generateAnzanSet('anzan_random', 10, 10, rng);
    minus += set.filter((i) => i.sign === -1).length;
    steps += 9;
  }
  assert.ok(minus / steps > 0.25 && minus / steps < 0.75, `${minus} of ${steps}`);
});

test('anzan minus: a start the voices can say and a phone can show, then only subtractions, never below zero', () => {
  // Issue 9: "Only subtract" started from 6-7 digit numbers at complexity 1000-10000, above the voice limit (the
  // first number was silent) and cut off on a phone.
  const rng = createRng('minus');
  for (const complexity of [1, 10, 100, 1000, 10000]) {
    for (const length of [2, 7, 25]) {
      for (let i = 0; i < 30; i++) {
        const set = generateAnzanSet('anzan_minus', complexity, length, rng);
        assert.equal(set.length, length);
        assert.equal(set[0].sign, 1);
        assert.ok(set[0].number <= Math.min(complexity * 100 - 1, MAX_VOICED), `start ${set[0].number}`);
        assert.ok(set.slice(1).every((item) => item.sign === -1 && item.number >= 1));
        assert.ok(set.slice(1).every((item) => digitsOf(item.number) <= digitsOf(complexity)));
        // Up to 1000 a 25-number set keeps the chosen places throughout.
        if (complexity <= 1000) assert.ok(set.slice(1).every((item) => digitsOf(item.number) === digitsOf(complexity)));
        assert.ok(runningTotals(set).every((t) => t >= 0));
      }
    }
  }
});

test('negative numbers: the total goes below zero at least once', () => {
  const rng = createRng('negative');
  for (const complexity of [1, 10, 100, 1000, 10000]) {
    for (const length of [2, 3, 10, 25]) {
      for (let k = 0; k < 30; k++) {
        const set = generateNegativeSet(complexity, length, rng);
        assert.equal(set.length, length);
        assert.equal(set[0].sign, 1);
        assert.ok(set.every((i) => digitsOf(i.number) === digitsOf(complexity)));
        assert.ok(
          runningTotals(set).some((t) => t < 0),
          JSON.stringify(set),
        );
      }
    }
  }
});

test('multiply: the chosen multiplier (or its ten numbers) times a number of the complexity', () => {
  const rng = createRng('multiply');
  const seen = new Set<number>();
  for (let k = 0; k < 500; k++) {
    const [a, b] = generateMultiply(10, [7, 13, 40], rng);
    assert.ok(a.number >= 10 && a.number <= 99);
    assert.ok(b.number === 7 || b.number === 13 || (b.number >= 40 && b.number <= 49), String(b.number));
    seen.add(b.number);
  }
  assert.ok(seen.has(7) && seen.has(13) && [...seen].some((n) => n >= 40));
  for (let k = 0; k < 100; k++) {
    const [a] = generateMultiply(1, [5], rng);
    assert.ok(a.number >= 2 && a.number <= 9);
    const [big] = generateMultiply(1000, [5], rng);
    assert.ok(big.number >= 1000 && big.number <= 9999);
  }
});

test('squared: numbers inside the chosen ranges, all ranges reached', () => {
  const rng = createRng('squared');
  const ranges: Record<number, [number, number]> = { 11: [11, 19], 20: [20, 29], 30: [30, 79], 80: [80, 120] };
  for (const [key, [lo, hi]] of Object.entries(ranges)) {
    const seen = new Set<number>();
    for (let k = 0; k < 600; k++) {
      const items = generateSquared([Number(key)], rng);
      assert.equal(items.length, 1);
      assert.ok(items[0].number >= lo && items[0].number <= hi);
      seen.add(items[0].number);
    }
    assert.equal(seen.size, hi - lo + 1, `range ${key} fully covered`);
  }
});

test('base 50/100: greater, less and universal stay in the spec ranges and never use the base itself', () => {
  const rng = createRng('base');
  for (let k = 0; k < 400; k++) {
    for (const n of generateBase(100, 'greater', rng)) assert.ok(n.number >= 101 && n.number <= 109);
    for (const n of generateBase(100, 'less', rng)) assert.ok(n.number >= 90 && n.number <= 99);
    for (const n of generateBase(100, 'universal', rng))
      assert.ok(n.number >= 90 && n.number <= 109 && n.number !== 100);
    for (const n of generateBase(50, 'greater', rng)) assert.ok(n.number >= 51 && n.number <= 58);
    for (const n of generateBase(50, 'less', rng)) assert.ok(n.number >= 41 && n.number <= 49);
    for (const n of generateBase(50, 'universal', rng)) assert.ok(n.number >= 41 && n.number <= 58 && n.number !== 50);
  }
  const mixed = Array.from({ length: 200 }, () => generateBase(100, 'universal', rng));
  assert.ok(
    mixed.some(([a, b]) => (a.number - 100) * (b.number - 100) < 0),
    'universal mixes both sides',
  );
});

test('25x25: (b - k)(b + k) around the bases 15, 25 ... 95', () => {
  const rng = createRng('25');
  const bases = new Set<number>();
  for (let k = 0; k < 500; k++) {
    const [a, b] = generate25x25(rng);
    const base = (a.number + b.number) / 2;
    assert.ok([15, 25, 35, 45, 55, 65, 75, 85, 95].includes(base), `${a.number} x ${b.number}`);
    assert.ok(b.number - base >= 0 && b.number - base <= 4);
    bases.add(base);
  }
  assert.equal(bases.size, 9);
});

test('division: integer quotient >= 2, dividend and divisor of the chosen places', () => {
  const rng = createRng('divide');
  for (const dividend of [10, 100, 1000]) {
    for (const divisor of [1, 10, 100]) {
      if (divisor > dividend) {
        assert.throws(() => generateDivide(dividend, divisor, rng), RangeError);
        continue;
      }
      for (let k = 0; k < 300; k++) {
        const [a, b] = generateDivide(dividend, divisor, rng);
        assert.equal(digitsOf(a.number), digitsOf(dividend), `${a.number} / ${b.number}`);
        assert.equal(digitsOf(b.number), digitsOf(divisor), `${a.number} / ${b.number}`);
        assert.equal(a.number % b.number, 0, `${a.number} / ${b.number}`);
        assert.ok(a.number / b.number >= 2 && b.number >= 2);
      }
    }
  }
});

test('abacus random: the count, digit variants, no number twice in a row', () => {
  const rng = createRng('abacus');
  for (const places of [[1], [3], [1, 2], [7]]) {
    for (const count of [1, 25, 100]) {
      const items = generateAbacusRandom(places, count, rng);
      assert.equal(items.length, count);
      assert.ok(items.every((i) => i.sign === 1 && places.includes(digitsOf(i.number))));
      assert.ok(items.every((i, k) => k === 0 || i.number !== items[k - 1].number));
    }
  }
});

test('columns: several tasks from one seed, task 0 the same whatever the count; multiply layouts too', () => {
  const task: TaskConfig = {
    type: 'addition',
    level: 'small_friends',
    digits: [3],
    pro: false,
    complexity: 10,
    length: 6,
  };
  const one = generate({ type: 'columns', task, tasks: 1 }, 'class 3B');
  const five = generate({ type: 'columns', task, tasks: 5 }, 'class 3B');
  assert.equal(one.tasks, undefined);
  assert.equal(five.tasks!.length, 5);
  assert.deepEqual(five.items, one.items);
  assert.deepEqual(five.tasks![0], one.items);
  assert.equal(new Set(five.tasks!.map((t) => JSON.stringify(t))).size, 5);
  const mul: GameConfig = { type: 'columns', task: { type: 'multiply', complexity: 100, choices: [6] }, tasks: 3 };
  const m = generate(mul, 'x');
  assert.ok(m.tasks!.every((t) => t.length === 2 && t[1].number === 6 && digitsOf(t[0].number) === 3));
});

test('every game: same seed, same items; other seeds, other items', () => {
  const configs: GameConfig[] = [
    { type: 'addition', level: 'family', digits: [8], pro: false, complexity: 100, length: 10 },
    { type: 'anzan', anzan: 'anzan_random', complexity: 100, length: 10 },
    { type: 'negative', complexity: 10, length: 10 },
    { type: 'multiply', complexity: 100, choices: [3, 7] },
    { type: 'multiply_quad', ranges: [30] },
    { type: 'multiply_50_100', base: 100, mode: 'universal' },
    { type: 'divide', dividend: 1000, divisor: 10 },
    { type: 'abacus_random', places: [4], count: 10 },
  ];
  for (const config of configs) {
    assert.deepEqual(generate(config, 'seed-1'), generate(config, 'seed-1'), config.type);
    assert.deepEqual(generate(config, 42), generate(config, '42'), config.type);
    const distinct = new Set(Array.from({ length: 20 }, (_, i) => JSON.stringify(generate(config, `s${i}`))));
    assert.ok(distinct.size >= 15, `${config.type}: ${distinct.size} of 20 distinct`);
  }
});
