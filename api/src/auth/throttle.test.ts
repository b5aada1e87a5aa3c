import assert from 'node:assert/strict';
import { test } from 'node:test';
import { SignInThrottle } from './throttle.ts';

test('SignInThrottle counts failures in a sliding window per username and per IP', () => {
  let now = 1_000_000;
  const th = new SignInThrottle({ maxFailures: 5, windowMs: 15 * 60_000 }, () => now);
  for (let i = 0; i < 4; i++) th.recordFailure('a', `ip${i}`);
  assert.equal(th.retryAfter('a', 'x'), 0);
  th.recordFailure('a', 'ip9');
  assert.equal(th.retryAfter('a', 'x'), 15 * 60);
  now += 60_000;
  assert.equal(th.retryAfter('a', 'x'), 14 * 60);
  now += 14 * 60_000 + 1;
  assert.equal(th.retryAfter('a', 'x'), 0, 'the oldest failure left the window');
});

test('success clears the username but not the IP', () => {
  const th = new SignInThrottle({ maxFailures: 2, windowMs: 1000 }, () => 0);
  th.recordFailure('a', 'ip');
  th.recordFailure('a', 'ip');
  assert.ok(th.retryAfter('a', 'other') > 0);
  th.recordSuccess('a');
  assert.equal(th.retryAfter('a', 'other'), 0);
  assert.ok(th.retryAfter('b', 'ip') > 0);
});
