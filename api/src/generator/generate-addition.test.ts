import assert from 'node:assert/strict';
import { test } from 'node:test';
import { applyNumber, toRods, type Move } from './abacus-number.ts';
import { generateAbacusSet } from './generate-addition.ts';
import { placesOf, type Item } from './items.ts';
import { ABACUS_LEVELS, digitChoices, type AbacusLevel } from './levels.ts';
import { createRng } from './random.ts';
import { runningTotals } from './test-support.ts';

/**
 * Property tests: thousands of generated sets per level are simulated again bead by bead, in both rod orders,
 * and checked against the level's definition as the README states it (written out here, not taken from
 * levels.ts): no move outside the level, the focus formula present, lengths, places, totals, seeds.
 */

const LENGTHS = [2, 3, 5, 10, 17, 25];
const COMPLEXITIES = [1, 10, 100, 1000];

/** Digits taught up to and including d, in the spec's teaching order. */
const taughtUpTo: Record<AbacusLevel, (d: number) => number[]> = {
  elementary: (d) => Array.from({ length: d + 1 }, (_, i) => i),
  small_friends: (d) => [4, 3, 2, 1].filter((x) => x >= d),
  big_friends: (d) => [9, 8, 7, 6, 5, 4, 3, 2, 1].filter((x) => x >= d),
  family: (d) => [6, 7, 8, 9].filter((x) => x <= d),
  fifty: (d) => [9, 8, 7, 6, 5, 4, 3, 2, 1].filter((x) => x >= d),
  hundred: (d) => [9, 8, 7, 6, 5, 4, 3, 2, 1].filter((x) => x >= d),
};

interface Expectation {
  /** Why a move is outside the level, or null. */
  violation(m: Move): string | null;
  /** The focus digit a move (ones-first) practises, or null. */
  practises(m: Move): number | null;
}

function expectationFor(level: AbacusLevel, allowed: Set<number>, required: Set<number>): Expectation {
  switch (level) {
    case 'elementary': {
      const largest = Math.max(...allowed) || 9;
      return {
        violation: (m) =>
          m.cls !== 'direct'
            ? `elementary uses ${m.cls}`
            : m.digit > largest
              ? `move of ${m.digit} > ${largest}`
              : null,
        practises: (m) => (required.has(m.digit) ? m.digit : null),
      };
    }
    case 'small_friends':
      return {
        violation: (m) =>
          m.cls === 'big' || m.cls === 'family'
            ? `small friends uses ${m.cls}`
            : m.cls === 'small' && !allowed.has(m.digit)
              ? `small friend ${m.digit} not taught yet`
              : null,
        practises: (m) => (m.cls === 'small' && required.has(m.digit) ? m.digit : null),
      };
    case 'big_friends':
    case 'family': {
      const own = level === 'big_friends' ? 'big' : 'family';
      return {
        violation: (m) => {
          if (m.cause !== null) return m.cls === 'direct' ? null : `carry needs ${m.cls} (a transition level)`;
          if (level === 'big_friends' && m.cls === 'family') return 'big friends uses family';
          if (m.cls === own && !allowed.has(m.digit)) return `${own} ${m.digit} not taught yet`;
          return null;
        },
        practises: (m) => (m.cause === null && m.cls === own && required.has(m.digit) ? m.digit : null),
      };
    }
    case 'fifty':
      return {
        violation: (m) => {
          if (m.cause === null || m.cls === 'direct') return null;
          if (m.cls !== 'small') return `carry ${m.cls}: cascades belong to hundred`;
          return allowed.has(m.cause) ? null : `fifty on ${m.cause} not taught yet`;
        },
        practises: (m) => (m.cause !== null && m.cls === 'small' && required.has(m.cause) ? m.cause : null),
      };
    case 'hundred':
      return {
        violation: (m) =>
          m.cause !== null && m.cls === 'big' && !allowed.has(m.cause) ? `hundred on ${m.cause} not taught yet` : null,
        practises: (m) => (m.cause !== null && m.cls === 'big' && required.has(m.cause) ? m.cause : null),
      };
  }
}

interface Case {
  level: AbacusLevel;
  complexity: number;
  digit: number | null;
  pro: boolean;
}

function casesOf(level: AbacusLevel): Case[] {
  const out: Case[] = [];
  for (const complexity of COMPLEXITIES) {
    if ((level === 'fifty' || level === 'hundred') && complexity === 1) continue;
    for (const pro of level === 'elementary' || level === 'small_friends' ? [false, true] : [false]) {
      const choices = digitChoices(level, complexity, pro);
      for (const digit of choices.length ? choices : [null]) out.push({ level, complexity, digit, pro });
    }
  }
  return out;
}

/** Checks one set; returns the number of steps that practise the focus. */
function checkSet(c: Case, items: Item[], length: number): number {
  const label = `${c.level} c${c.complexity} d${c.digit}${c.pro ? ' pro' : ''}: ${items.map((i) => i.sign * i.number).join(' ')}`;
  const places = placesOf(c.complexity);
  const proRange =
    c.pro && c.digit !== null ? digitChoices(c.level, c.complexity, false).filter((x) => x >= c.digit!) : [];
  const required = new Set(c.pro ? (c.digit === null ? [3, 4, 5, 6, 7, 8, 9] : proRange) : [c.digit ?? 9]);
  const allowed = new Set([...(c.pro ? [] : taughtUpTo[c.level](c.digit ?? 9)), ...required]);
  if (c.level === 'elementary' && c.pro) for (let d = 0; d <= 9; d++) allowed.add(d);
  const expect = expectationFor(c.level, allowed, required);

  assert.equal(items.length, length, label);
  assert.equal(items[0].sign, 1, label);
  const carries = !(c.level === 'elementary' || c.level === 'small_friends');
  const rodCount = places + 2;
  let total = 0;
  let focusSteps = 0;
  const practised = new Set<number>();
  for (const [i, it] of items.entries()) {
    assert.ok(it.sign === 1 || it.sign === -1, label);
    assert.equal(String(it.number).length, places, `${label}: ${it.number} has ${places} digits`);
    const rods = toRods(total, rodCount)!;
    let practisedHere = false;
    for (const order of ['ones-first', 'highest-first'] as const) {
      const trace = applyNumber(rods, it.sign, it.number, order);
      assert.ok(trace, `${label}: step ${i} goes below zero`);
      for (const m of trace.moves) {
        const why = expect.violation(m);
        assert.equal(why, null, `${label}: step ${i} (${order}) rod ${m.rod} ${m.sign * m.digit}: ${why}`);
        if (order === 'ones-first') {
          const f = expect.practises(m);
          if (f !== null) {
            practised.add(f);
            practisedHere = true;
          }
        }
      }
    }
    if (c.level === 'elementary' && required.has(0) && String(it.number).slice(1).includes('0')) {
      practised.add(0);
      practisedHere = true;
    }
    if (practisedHere && i > 0) focusSteps++;
    total += it.sign * it.number;
    assert.ok(total >= 0, `${label}: total below zero`);
    assert.ok(total < 10 ** (places + (carries ? 1 : 0)), `${label}: total ${total} too large`);
  }
  const slots = c.level === 'elementary' ? length : length - 1;
  assert.ok(
    practised.size >= Math.min(required.size, slots),
    `${label}: practises ${[...practised]} of ${[...required]}`,
  );
  return focusSteps;
}

for (const level of ABACUS_LEVELS) {
  test(`${level}: generated sets never leave the level and practise the focus`, () => {
    const cases = casesOf(level);
    const perCase = Math.ceil(1000 / cases.length);
    let sets = 0;
    let steps = 0;
    let focusSteps = 0;
    for (const c of cases) {
      const rng = createRng(`prop ${level} ${c.complexity} ${c.digit} ${c.pro}`);
      for (let k = 0; k < perCase; k++) {
        const length = LENGTHS[k % LENGTHS.length];
        const items = generateAbacusSet(
          { level, digits: c.digit === null ? [] : [c.digit], pro: c.pro, complexity: c.complexity, length },
          rng,
        );
        focusSteps += checkSet(c, items, length);
        steps += length - 1;
        sets++;
      }
    }
    assert.ok(sets >= 1000, `${sets} sets`);
    // A drill, not a lucky hit: a good share of steps practise the focus (transitions need a set-up step each).
    const share = focusSteps / steps;
    assert.ok(
      share >= (level === 'fifty' || level === 'hundred' ? 0.15 : 0.3),
      `${level}: focus in ${share.toFixed(2)} of steps`,
    );
  });
}

test('several focus digits at once', () => {
  const rng = createRng('multi');
  for (let k = 0; k < 100; k++) {
    const items = generateAbacusSet(
      { level: 'small_friends', digits: [4, 2], pro: false, complexity: 1, length: 10 },
      rng,
    );
    const hits = new Set<number>();
    let total = 0;
    for (const it of items) {
      const trace = applyNumber(toRods(total, 2)!, it.sign, it.number, 'ones-first')!;
      for (const m of trace.moves) {
        assert.notEqual(m.cls, 'big');
        if (m.cls === 'small') {
          assert.ok([4, 3, 2].includes(m.digit), `small friend ${m.digit} not taught`);
          hits.add(m.digit);
        }
      }
      total += it.sign * it.number;
    }
    assert.ok(hits.has(4) && hits.has(2), `practises ${[...hits]}`);
  }
});

test('the same seed gives the same set; different seeds differ', () => {
  const req = { level: 'big_friends' as const, digits: [7], pro: false, complexity: 10, length: 12 };
  const a = generateAbacusSet(req, createRng('same'));
  const b = generateAbacusSet(req, createRng('same'));
  assert.deepEqual(a, b);
  const distinct = new Set<string>();
  for (let s = 0; s < 50; s++) distinct.add(JSON.stringify(generateAbacusSet(req, createRng(s))));
  assert.ok(distinct.size >= 48, `${distinct.size} distinct sets of 50`);
});

test('large places: 10000 works on five rods and stays fast enough to serve', () => {
  const rng = createRng('big');
  for (const level of ABACUS_LEVELS) {
    const items = generateAbacusSet({ level, digits: [], pro: false, complexity: 10000, length: 25 }, rng);
    assert.equal(items.length, 25);
    assert.ok(items.every((i) => String(i.number).length === 5));
    assert.ok(runningTotals(items).every((t) => t >= 0));
  }
});

test('sets do not all open with the focus digit (columns side by side would start alike)', () => {
  for (const digits of [[3], [5], [7]]) {
    const starts = new Map<number, number>();
    for (let s = 0; s < 200; s++) {
      const [first] = generateAbacusSet(
        { level: 'elementary', digits, pro: false, complexity: 1, length: 8 },
        createRng(s),
      );
      starts.set(first.number, (starts.get(first.number) ?? 0) + 1);
    }
    assert.ok(starts.size >= digits[0], `starts ${JSON.stringify([...starts])}`);
    assert.ok((starts.get(digits[0]) ?? 0) < 120, `the focus digit opens ${starts.get(digits[0])} of 200 sets`);
  }
});
