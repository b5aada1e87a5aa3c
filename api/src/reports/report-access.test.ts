// Issue 13: whose reports each demo user may read (report-access.ts). Every demo role asks for every demo user's
// report: exactly themselves and the franchises and master franchises under them answer; the rest is 404, or 403
// for a viewer below franchise.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { DEMO_LOGINS } from '../db/demo-users.ts';
import type { Role } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import { createTestApp, idOf, type TestApp } from '../test/test-app.ts';
import { readsReports, reportOwner } from './report-access.ts';
import { NO_PERMISSION, NOT_FOUND } from '@abacus/contract/messages';

let t: TestApp;
const people: Record<string, { id: number; role: Role }> = {};
const login = (email: string) => email.replace('@demo.school', '');

before(async () => {
  t = await createTestApp();
  for (const { email, role } of DEMO_LOGINS) people[login(email)] = { id: await idOf(t, email), role };
});
after(() => t.close());

/** Whose reports each franchise-or-above demo user reads (besides their own). */
const READS: Record<string, string[]> = {
  super: ['master', 'franchise', 'master2', 'franchise2', 'franchise3'],
  master: ['franchise'],
  master2: ['franchise2', 'franchise3'],
  franchise: [],
  franchise2: [],
  franchise3: [],
};

async function outcome(viewer: string, target: number | 'me'): Promise<number> {
  try {
    const owner = await reportOwner(t.database.db, people[viewer], target);
    assert.equal(owner.id, target === 'me' ? people[viewer].id : target);
    return 200;
  } catch (error) {
    assert.ok(error instanceof ApiError, String(error));
    assert.deepEqual(error.body, { detail: error.statusCode === 403 ? NO_PERMISSION : NOT_FOUND });
    return error.statusCode;
  }
}

describe('reportOwner', () => {
  for (const [viewer, reads] of Object.entries(READS)) {
    test(`${viewer}: itself and ${reads.join(', ') || 'nobody else'}`, async () => {
      assert.equal(await outcome(viewer, 'me'), 200);
      for (const target of Object.keys(people)) {
        const expected = target === viewer || reads.includes(target) ? 200 : 404;
        assert.equal(await outcome(viewer, people[target].id), expected, `${viewer} -> ${target}`);
      }
      assert.equal(await outcome(viewer, 2_000_000_000), 404, 'no such user');
    });
  }

  test('teachers, parents and students: 403 for anyone, themselves too', async () => {
    const below = Object.keys(people).filter((who) => !readsReports(people[who].role));
    assert.ok(below.length >= 10);
    for (const viewer of below) {
      for (const target of ['me' as const, people[viewer].id, people.franchise.id, people.student.id]) {
        assert.equal(await outcome(viewer, target), 403, `${viewer} -> ${target}`);
      }
    }
  });

  test('the owner comes back with its row', async () => {
    const owner = await reportOwner(t.database.db, people.master, people.franchise.id);
    assert.equal(owner.role, 'franchise');
    assert.equal(owner.email, 'franchise@demo.school');
    assert.equal(owner.firstName, 'Iryna');
  });
});
