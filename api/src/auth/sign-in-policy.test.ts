import assert from 'node:assert/strict';
import { test } from 'node:test';
import { accountDelaySeconds, DEFAULT_SIGN_IN_POLICY as P, decide } from './sign-in-policy.ts';

const now = new Date('2026-11-24T08:00:00Z');
const secondsAgo = (s: number) => new Date(now.getTime() - s * 1000);

test('the account delay grows 1, 2, 4, 8, 16 s from the third failure and stops at 30 s', () => {
  assert.deepEqual(
    [0, 1, 2, 3, 4, 5, 6, 7, 8, 20].map((f) => accountDelaySeconds(f, P)),
    [0, 0, 0, 1, 2, 4, 8, 16, 30, 30],
  );
});

test('a try inside the delay waits; after it, the account may try again', () => {
  assert.deepEqual(decide({ accountFailures: 4, accountLastFailure: secondsAgo(0.5), addressFailures: 0 }, now, P), {
    kind: 'wait',
    seconds: 2,
  });
  assert.deepEqual(decide({ accountFailures: 4, accountLastFailure: secondsAgo(3), addressFailures: 0 }, now, P), {
    kind: 'go',
  });
});

test('repeated failures on the account ask for the challenge once the delay has passed', () => {
  assert.deepEqual(decide({ accountFailures: 5, accountLastFailure: secondsAgo(60), addressFailures: 0 }, now, P), {
    kind: 'challenge',
  });
});

test('failures from one address over many accounts only ever ask for the challenge, never refuse', () => {
  for (const addressFailures of [10, 100, 100_000]) {
    assert.deepEqual(decide({ accountFailures: 0, accountLastFailure: null, addressFailures }, now, P), {
      kind: 'challenge',
    });
  }
  assert.deepEqual(decide({ accountFailures: 0, accountLastFailure: null, addressFailures: 9 }, now, P), {
    kind: 'go',
  });
});
