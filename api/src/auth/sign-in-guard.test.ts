import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { sql } from 'drizzle-orm';
import type { Challenge, ChallengeSolution } from '@abacus/contract/auth-schema';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { DEFAULT_SIGN_IN_POLICY } from './sign-in-policy.ts';

// Issue 9: five wrong passwords from one address refused every correct sign-in from it for 15 minutes (a classroom
// behind one NAT, or everyone behind the proxy), and five from anywhere locked the owner out. Now (OWASP): a
// progressive delay per account, a proof-of-work challenge after repeated failures, and per-address failures only
// ever ask for the challenge. Counters live in PostgreSQL.
const AUTH = '/api/v1/users/user/auth';
const CHALLENGE = '/api/v1/users/user/auth/challenge';
let t: TestApp;

before(async () => {
  t = await createTestApp({
    config: { signInPolicy: DEFAULT_SIGN_IN_POLICY, challenge: { maxCounter: 2000, secret: null } },
  });
});
after(() => t.close());

const signIn = (username: string, password: string, ip: string, challenge?: ChallengeSolution) =>
  t.req({ method: 'POST', url: AUTH, payload: { username, password, challenge }, remoteAddress: ip });

/** What the browser does when asked: fetch a challenge and find its counter. */
async function solved(app: TestApp = t): Promise<ChallengeSolution> {
  const res = await app.req({ method: 'GET', url: CHALLENGE });
  assert.equal(res.statusCode, 200, res.body);
  const challenge = res.json() as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  assert.ok(solution, 'the challenge can be solved');
  return { challenge, solution };
}

/** Moves an account's latest failure back, as if the delay had passed. */
const letDelayPass = (username: string) =>
  t.database.db.execute(
    sql`update rate_counters set last_hit = now() - interval '1 minute' where key = ${`signin-fail:account:${username}`}`,
  );

describe('per address: failures across many accounts only ask for the challenge', () => {
  test('a wrong-password storm from one address does not refuse a classmate’s correct password', async () => {
    const classroom = '10.50.0.1';
    for (let i = 0; i < 12; i++) {
      assert.equal((await signIn(`made-up-${i}@demo.school`, 'typo', classroom)).statusCode, 400);
    }
    const asked = await signIn('student@demo.school', 'demo1234', classroom);
    assert.equal(asked.statusCode, 400);
    assert.equal(asked.json().code, 'challenge_required');
    const passed = await signIn('student@demo.school', 'demo1234', classroom, await solved());
    assert.equal(passed.statusCode, 200, passed.body);
    // Elsewhere nothing changed.
    assert.equal((await signIn('student@demo.school', 'demo1234', '10.50.0.2')).statusCode, 200);
  });
});

describe('per account: a progressive delay, then the challenge', () => {
  test('the third failure makes the next try wait 1 s, then 2 s, growing, never more than 30 s', async () => {
    const who = 'teacher@demo.school';
    for (let i = 0; i < 3; i++) await signIn(who, 'bad-pass', `10.60.0.${i}`);
    const wait = await signIn(who, 'demo1234', '10.60.1.1');
    assert.equal(wait.statusCode, 429);
    assert.equal(wait.json().code, 'throttled');
    assert.equal(wait.headers['retry-after'], '1');
    assert.equal(wait.json().detail, 'Too many failed sign-in attempts. Try again in 1 seconds.');
    await letDelayPass(who);
    assert.equal((await signIn(who, 'bad-pass', '10.60.1.2')).statusCode, 400);
    assert.equal((await signIn(who, 'demo1234', '10.60.1.3')).headers['retry-after'], '2');
    await t.database.db.execute(
      sql`update rate_counters set count = 40, last_hit = now() where key = ${`signin-fail:account:${who}`}`,
    );
    assert.equal((await signIn(who, 'demo1234', '10.60.1.4')).headers['retry-after'], '30');
  });

  test('after five failures the owner passes the challenge and signs in; success forgets the failures', async () => {
    const who = 'master@demo.school';
    for (let i = 0; i < 5; i++) {
      await letDelayPass(who);
      assert.equal((await signIn(who, 'bad-pass', `10.70.0.${i}`)).statusCode, 400);
    }
    await letDelayPass(who);
    const asked = await signIn(who, 'demo1234', '10.70.1.1');
    assert.equal(asked.json().code, 'challenge_required');
    const solution = await solved();
    assert.equal((await signIn(who, 'demo1234', '10.70.1.1', solution)).statusCode, 200);
    assert.equal((await signIn(who, 'demo1234', '10.70.1.1')).statusCode, 200, 'no challenge after the success');
  });

  test('a used, forged or expired solution is refused', async () => {
    const who = 'franchise@demo.school';
    for (let i = 0; i < 5; i++) {
      await letDelayPass(who);
      await signIn(who, 'bad-pass', `10.80.0.${i}`);
    }
    await letDelayPass(who);
    const solution = await solved();
    assert.equal((await signIn(who, 'bad-pass', '10.80.1.1', solution)).json().code, 'invalid_credentials');
    await letDelayPass(who);
    const replay = await signIn(who, 'demo1234', '10.80.1.1', solution);
    assert.equal(replay.json().code, 'challenge_invalid', 'a solution counts once');
    await letDelayPass(who);
    const fresh = await solved();
    const key = fresh.solution.derivedKey;
    const wrongKey = key.slice(0, -1) + (key.endsWith('0') ? '1' : '0');
    const forged = { ...fresh, solution: { ...fresh.solution, derivedKey: wrongKey } };
    assert.equal((await signIn(who, 'demo1234', '10.80.1.1', forged)).json().code, 'challenge_invalid');
    const tampered = {
      ...fresh,
      challenge: { ...fresh.challenge, parameters: { ...fresh.challenge.parameters, keyPrefix: '0' } },
    };
    assert.equal((await signIn(who, 'demo1234', '10.80.1.1', tampered)).json().code, 'challenge_invalid');
    const expired = await solved();
    const late = {
      ...expired,
      challenge: { ...expired.challenge, parameters: { ...expired.challenge.parameters, expiresAt: 1 } },
    };
    assert.equal((await signIn(who, 'demo1234', '10.80.1.1', late)).json().code, 'challenge_invalid');
  });
});

test('counters and the challenge secret are shared by API processes on one database and outlive a restart', async () => {
  const who = 'super@demo.school';
  for (let i = 0; i < 3; i++) await signIn(who, 'bad-pass', `10.90.0.${i}`);
  const second = await createTestApp({
    database: t.database,
    config: { challenge: { maxCounter: 2000, secret: null } },
  });
  try {
    const res = await second.req({
      method: 'POST',
      url: AUTH,
      payload: { username: who, password: 'demo1234' },
      remoteAddress: '10.90.1.1',
    });
    assert.equal(res.statusCode, 429, 'the other process sees the failures');
    // A challenge issued by one process is accepted by the other.
    for (let i = 0; i < 2; i++) {
      await letDelayPass(who);
      await signIn(who, 'bad-pass', `10.90.2.${i}`);
    }
    await letDelayPass(who);
    const solution = await solved(second);
    assert.equal((await signIn(who, 'demo1234', '10.90.3.1', solution)).statusCode, 200);
  } finally {
    await second.close();
  }
});
