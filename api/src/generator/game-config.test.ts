import assert from 'node:assert/strict';
import { test } from 'node:test';
import { resolveAbacusConfig, resolveGameConfig, type Resolved } from './game-config.ts';
import { abacusBody, generateBody } from '@abacus/contract/generator-schema';

/** From a posted game configuration to a normalized one: the spec's choices, resets and refusals. */

function resolve(body: Record<string, unknown>): Resolved {
  return resolveGameConfig(generateBody.parse(body));
}
const config = (body: Record<string, unknown>) => {
  const r = resolve(body);
  assert.ok(r.ok, JSON.stringify(r));
  return r.config;
};
const errors = (body: Record<string, unknown>) => {
  const r = resolve(body);
  assert.ok(!r.ok, `expected errors for ${JSON.stringify(body)}`);
  return r.errors;
};

test('defaults: elementary, complexity 1, 10 numbers, digit 9', () => {
  assert.deepEqual(config({ type: 'addition' }), {
    type: 'addition',
    level: 'elementary',
    digits: [],
    pro: false,
    complexity: 1,
    length: 10,
  });
});

test('digit choices per level (spec 001 section 9)', () => {
  for (const d of [3, 4, 5, 6, 7, 8, 9]) config({ type: 'addition', digit_type: 'elementary', digit: d });
  for (const d of [0, 1, 2]) config({ type: 'addition', digit_type: 'elementary', digit: d, complexity: 10 });
  for (const d of [1, 2, 3, 4]) config({ type: 'addition', digit_type: 'small_friends', digit: d });
  for (const d of [1, 2, 3]) config({ type: 'addition', digit_type: 'small_friends', digit: d, pro: true });
  for (const d of [1, 5, 9]) config({ type: 'addition', digit_type: 'big_friends', digit: d });
  for (const d of [6, 7, 8, 9]) config({ type: 'addition', digit_type: 'family', digit: d });
  for (const d of [1, 9]) config({ type: 'addition', digit_type: 'hundred', digit: d, complexity: 100 });

  assert.deepEqual(errors({ type: 'addition', digit_type: 'small_friends', digit: 5 }), {
    digit: ['"5" is not a valid choice.'],
  });
  assert.deepEqual(errors({ type: 'addition', digit_type: 'small_friends', digit: 4, pro: true }), {
    digit: ['"4" is not a valid choice.'],
  });
  assert.deepEqual(errors({ type: 'addition', digit_type: 'family', digit: [6, 5] }), {
    digit: ['"5" is not a valid choice.'],
  });
  assert.deepEqual(errors({ type: 'addition', digit_type: 'elementary', digit: 9, pro: true, complexity: 10 }), {
    digit: ['"9" is not a valid choice.'],
  });
  assert.deepEqual(errors({ type: 'addition', digit_type: 'big_friends', digit: 0 }), {
    digit: ['"0" is not a valid choice.'],
  });
});

test('elementary with complexity 1 and a digit under 3 resets the digit to 3', () => {
  const c = config({ type: 'addition', digit_type: 'elementary', digit: [1, 2, 5], complexity: 1 });
  assert.ok(c.type === 'addition');
  assert.deepEqual(c.digits, [3, 5]);
  const multi = config({ type: 'addition', digit_type: 'elementary', digit: 1, complexity: 10 });
  assert.ok(multi.type === 'addition');
  assert.deepEqual(multi.digits, [1]);
});

test('pro elementary with one place has no digits; pro only where the spec has it', () => {
  const c = config({ type: 'addition', digit_type: 'elementary', digit: 7, pro: true });
  assert.ok(c.type === 'addition' && c.pro && c.digits.length === 0);
  const big = config({ type: 'addition', digit_type: 'big_friends', digit: 9, pro: true });
  assert.ok(big.type === 'addition' && !big.pro);
});

test('fifty and hundred exclude complexity 1; complexities come from the lists', () => {
  assert.deepEqual(errors({ type: 'addition', digit_type: 'fifty', digit: 9 }), {
    complexity: ['The fifty and hundred levels need a complexity of 10 or more.'],
  });
  assert.deepEqual(errors({ type: 'addition', complexity: 20 }), { complexity: ['"20" is not a valid choice.'] });
  assert.deepEqual(errors({ type: 'multiply', numbers: [3], complexity: 10000 }), {
    complexity: ['"10000" is not a valid choice.'],
  });
  assert.deepEqual(errors({ type: 'multiply_50_100', complexity: 10 }), {
    complexity: ['"10" is not a valid choice.'],
  });
  // The older name of complexity still works.
  const c = config({ type: 'negative', places: 100 });
  assert.ok(c.type === 'negative' && c.complexity === 100);
});

test('length: 2-25 actions', () => {
  assert.deepEqual(errors({ type: 'addition', length: 1 }), {
    length: ['Ensure this value is greater than or equal to 2.'],
  });
  assert.deepEqual(errors({ type: 'anzan', length: 26 }), {
    length: ['Ensure this value is less than or equal to 25.'],
  });
  config({ type: 'negative', length: 2 });
  config({ type: 'addition', length: '25' });
});

test('anzan types from digit_type or anzan_type; anzan among the addition levels', () => {
  const a = config({ type: 'anzan', digit_type: 'anzan_minus' });
  assert.ok(a.type === 'anzan' && a.anzan === 'anzan_minus');
  const b = config({ type: 'anzan', digit_type: 'elementary', anzan_type: 'anzan_plus' });
  assert.ok(b.type === 'anzan' && b.anzan === 'anzan_plus');
  const c = config({ type: 'addition', digit_type: 'anzan' });
  assert.ok(c.type === 'anzan' && c.anzan === 'anzan_random');
  assert.deepEqual(errors({ type: 'anzan', anzan_type: 'anzan_times' }), {
    anzan_type: ['"anzan_times" is not a valid choice.'],
  });
  assert.deepEqual(errors({ type: 'addition', digit_type: 'hard' }), { digit_type: ['"hard" is not a valid choice.'] });
});

test('multiply: chosen numbers, 100 dropped, at least one', () => {
  const c = config({ type: 'multiply', numbers: [3, 100, 15, 40], complexity: 100 });
  assert.ok(c.type === 'multiply');
  assert.deepEqual(c.choices, [3, 15, 40]);
  assert.deepEqual(errors({ type: 'multiply', numbers: [100] }), { numbers: ['Choose at least one number.'] });
  assert.deepEqual(errors({ type: 'multiply' }), { numbers: ['Choose at least one number.'] });
  assert.deepEqual(errors({ type: 'multiply', numbers: [25] }), { numbers: ['"25" is not a valid choice.'] });
});

test('squared, base, division defaults and refusals', () => {
  const q = config({ type: 'multiply_quad' });
  assert.ok(q.type === 'multiply_quad');
  assert.deepEqual(q.ranges, [11, 20, 30, 80]);
  assert.deepEqual(errors({ type: 'multiply_quad', numbers: [12] }), { numbers: ['"12" is not a valid choice.'] });
  assert.deepEqual(config({ type: 'multiply_50_100' }), { type: 'multiply_50_100', base: 100, mode: 'universal' });
  assert.deepEqual(errors({ type: 'multiply_50_100', complexity: 50, mode: 'bigger' }), {
    mode: ['"bigger" is not a valid choice.'],
  });
  assert.deepEqual(config({ type: 'divide' }), { type: 'divide', dividend: 100, divisor: 10 });
  assert.deepEqual(config({ type: 'divide', numbers: [1000, 1] }), { type: 'divide', dividend: 1000, divisor: 1 });
  assert.deepEqual(errors({ type: 'divide', numbers: [10, 100] }), {
    numbers: ['The divisor cannot have more digits than the dividend.'],
  });
  assert.ok(errors({ type: 'divide', numbers: [100] }).numbers);
  assert.ok(errors({ type: 'divide', numbers: [500, 10] }).numbers);
});

test('columns: the level or game in digit_type, tasks', () => {
  const c = config({ type: 'columns', digit_type: 'big_friends', digit: 8, complexity: 10, tasks: 4 });
  assert.ok(c.type === 'columns' && c.tasks === 4 && c.task.type === 'addition' && c.task.level === 'big_friends');
  const m = config({ type: 'columns', digit_type: 'multiply_50_100', mode: 'less', complexity: 50 });
  assert.ok(m.type === 'columns' && m.task.type === 'multiply_50_100' && m.tasks === 1);
  const a = config({ type: 'columns', digit_type: 'anzan', anzan_type: 'anzan_plus' });
  assert.ok(a.type === 'columns' && a.task.type === 'anzan' && a.task.anzan === 'anzan_plus');
  assert.deepEqual(errors({ type: 'columns', digit_type: 'columns' }), {
    digit_type: ['"columns" is not a valid choice.'],
  });
});

test('abacus random: digit variants 1-7 places, count 1-25 or 100 in homework', () => {
  const abacus = (b: Record<string, unknown>) => resolveAbacusConfig(abacusBody.parse(b));
  assert.deepEqual(abacus({ type: 'abacus_random', digit: [2, 3], numbers: 5 }), {
    ok: true,
    config: { type: 'abacus_random', places: [2, 3], count: 5 },
  });
  assert.deepEqual(abacus({ complexity: 1000 }), {
    ok: true,
    config: { type: 'abacus_random', places: [4], count: 10 },
  });
  assert.deepEqual(abacus({ numbers: 26 }), {
    ok: false,
    errors: { numbers: ['Ensure this value is less than or equal to 25.'] },
  });
  assert.equal(abacus({ numbers: 100, homework: 12 }).ok, true);
  assert.deepEqual(abacus({ digit: 8 }), { ok: false, errors: { digit: ['"8" is not a valid choice.'] } });
  assert.deepEqual(abacus({ complexity: 30 }), { ok: false, errors: { complexity: ['"30" is not a valid choice.'] } });
  const viaGenerate = config({ type: 'abacus_random', complexity: 100, length: 1 });
  assert.deepEqual(viaGenerate, { type: 'abacus_random', places: [3], count: 1 });
});

test('field types: wrong shapes are refused by the schema with DRF messages', () => {
  const issues = (b: unknown) => {
    const r = generateBody.safeParse(b);
    assert.ok(!r.success);
    return Object.fromEntries(r.error.issues.map((i) => [String(i.path[0] ?? ''), i.message]));
  };
  assert.deepEqual(issues({}), { type: 'This field is required.' });
  assert.deepEqual(issues({ type: 'chess' }), { type: '"chess" is not a valid choice.' });
  assert.equal(issues({ type: 'addition', length: 'ten' }).length, 'A valid integer is required.');
  assert.equal(issues({ type: 'addition', pro: 'yes' }).pro, 'Must be a valid boolean.');
  assert.ok(issues({ type: 'addition', digit: [1, 'x'] }).digit);
  assert.ok(issues({ type: 'addition', seed: { a: 1 } }).seed);
  // The rest of the game configuration is accepted and dropped.
  const ok = generateBody.parse({
    type: 'addition',
    speed: 1.6,
    withSound: true,
    language: 'en',
    user_id: 7,
    users: ['A'],
  });
  assert.equal('speed' in ok, false);
});
