// The place value and length a record claims must show in its numbers (claimed-level.ts): every set the generator
// draws fits the settings it was drawn with, at every level, anzan type, focus digit and pro setting; a set of
// another place value or length does not.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { resolveGameConfig } from '../generator/game-config.ts';
import { generate } from '../generator/generate.ts';
import { numbersFitSettings } from './claimed-level.ts';

const LEVELS = ['elementary', 'small_friends', 'big_friends', 'family', 'fifty', 'hundred'];
const ANZAN = ['anzan_plus', 'anzan_minus', 'anzan_random', 'anzan_plus_minus'];
const record = (type: string, difficult: number, items: { number: number; sign: 1 | -1 }[]) => ({
  type: type as 'addition',
  with_columns: false,
  difficult,
  operation_number: items.length,
  operations: [items],
});

describe('numbersFitSettings', () => {
  test('every set the generator draws fits the place value and length it was drawn for', () => {
    let checked = 0;
    const bodies = [
      ...[...LEVELS, ...ANZAN].flatMap((digit_type) =>
        [[1], [5], [9], []].flatMap((digit) =>
          [false, true].map((pro) => ({ type: 'addition', digit_type, digit, pro })),
        ),
      ),
      ...ANZAN.map((anzan) => ({ type: 'anzan', digit_type: anzan, anzan_type: anzan })),
      { type: 'negative' },
    ];
    for (const body of bodies)
      for (const complexity of [1, 10, 100, 1000, 10000])
        for (const length of [2, 7, 25]) {
          const resolved = resolveGameConfig({ ...body, complexity, length } as never);
          if (!resolved.ok) continue;
          for (let seed = 0; seed < 4; seed++) {
            const { items } = generate(resolved.config, `seed-${seed}`);
            const claim = record(body.type, complexity, items as never);
            assert.ok(numbersFitSettings(claim), `${JSON.stringify({ ...body, complexity, length })} seed ${seed}`);
            checked++;
          }
        }
    assert.ok(checked > 1000, `only ${checked} sets`);
  });

  test('a set of another place value or length does not fit', () => {
    const oneDigit = [
      { number: 4, sign: 1 as const },
      { number: 3, sign: 1 as const },
      { number: 2, sign: -1 as const },
    ];
    assert.ok(numbersFitSettings(record('addition', 1, oneDigit)));
    assert.ok(!numbersFitSettings(record('addition', 10, oneDigit)), 'no number of two digits');
    assert.ok(!numbersFitSettings(record('anzan', 1000, oneDigit)));
    assert.ok(!numbersFitSettings({ ...record('negative', 1, oneDigit), operation_number: 25 }));
    const big = [{ number: 4000, sign: 1 as const }, ...oneDigit];
    assert.ok(!numbersFitSettings(record('addition', 1, big)), 'a number three digits longer');
    assert.ok(numbersFitSettings(record('multiply', 1000, oneDigit)), 'a multiplication shows no place value this way');
    assert.ok(numbersFitSettings({ ...record('addition', 1000, oneDigit), with_columns: true }), 'nor do columns');
  });
});
