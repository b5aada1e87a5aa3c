// Issue 10: blocking from the staff lists and the change history, scoped to the viewer's subtree. Every demo role
// reads every demo user's history: exactly the users below them in their own tree answer 200.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { DEMO_LOGINS } from '../db/demo-users.ts';
import { authTokens, users } from '../db/schema.ts';
import { clientFor, createTestApp, idOf, type Client, type TestApp } from '../test/test-app.ts';
import { ALREADY_BLOCKED, NO_PERMISSION, NOT_FOUND } from '@abacus/contract/messages';

let t: TestApp;
const clients: Record<string, Client> = {};
const ids: Record<string, number> = {};
const login = (email: string) => email.replace('@demo.school', '');

before(async () => {
  t = await createTestApp();
  for (const { email } of DEMO_LOGINS) {
    ids[login(email)] = await idOf(t, email);
    if (!email.startsWith('blocked')) clients[login(email)] = await clientFor(t, email);
  }
});
after(() => t.close());

// The demo franchise's Evening group (seeds/finance.ts).
const EVENING = ['olha.kravets', 'dmytro.savchuk', 'yana.moroz', 'blocked-petro'];
const TREE1 = { master: ['franchise', 'teacher', 'parent', 'student', 'blocked', ...EVENING] };
const MANAGES: Record<string, string[]> = {
  super: DEMO_LOGINS.map(({ email }) => login(email)).filter((who) => who !== 'super'),
  master: TREE1.master,
  franchise: ['teacher', 'parent', 'student', 'blocked', ...EVENING],
  teacher: ['parent', 'student', 'blocked', ...EVENING],
  master2: [
    'franchise2',
    'teacher2',
    'parent2',
    'student2',
    'franchise3',
    'teacher3',
    'parent3',
    'student3',
    'blocked-teacher',
    'blocked-parent',
  ],
  franchise2: ['teacher2', 'parent2', 'student2'],
  teacher2: ['parent2', 'student2'],
};
const NOT_STAFF = ['parent', 'student', 'free', 'parent2', 'student2'];

describe("GET users/user/{id}/changes_history: exactly the users of the viewer's subtree", () => {
  for (const [who, managed] of Object.entries(MANAGES)) {
    test(`${who}`, async () => {
      for (const target of Object.keys(ids)) {
        const answer = await clients[who]('GET', `/api/v1/users/user/${ids[target]}/changes_history`);
        const expected = managed.includes(target) ? 200 : 404;
        assert.equal(answer.statusCode, expected, `${who} reading ${target}'s history`);
        if (expected === 404) assert.deepEqual(answer.json(), { detail: NOT_FOUND });
      }
    });
  }
  for (const who of NOT_STAFF) {
    test(`${who} (not staff): 403 for everyone, their own children too`, async () => {
      for (const target of ['student', 'student2', who]) {
        const answer = await clients[who]('GET', `/api/v1/users/user/${ids[target]}/changes_history`);
        assert.equal(answer.statusCode, 403);
        assert.deepEqual(answer.json(), { detail: NO_PERMISSION });
      }
    });
  }
});

describe('DELETE users/user/{id}: block', () => {
  test('nobody blocks outside their subtree, above themselves or themselves; no one who is not staff', async () => {
    const tries: [string, string, number][] = [
      ['franchise2', 'student', 404],
      ['teacher', 'franchise', 404],
      ['teacher', 'teacher', 404],
      ['master', 'master2', 404],
      ['parent', 'student', 403],
      ['student', 'student', 403],
    ];
    for (const [who, target, status] of tries) {
      const answer = await clients[who]('DELETE', `/api/v1/users/user/${ids[target]}`);
      assert.equal(answer.statusCode, status, `${who} blocking ${target}`);
    }
    const still = (await clients.super('GET', '/api/v1/users/students?search=student@')).json();
    assert.equal(still.results[0].is_active, true);
  });

  test('a teacher blocks a student of theirs: signed out, in the blocked list, recorded with its author', async () => {
    const student = await clientFor(t, 'student2@demo.school');
    const before = await student('GET', '/api/v1/users/user/me');
    assert.equal(before.statusCode, 200);

    const answer = await clients.teacher2('DELETE', `/api/v1/users/user/${ids.student2}`);
    assert.equal(answer.statusCode, 204);
    assert.equal((await student('GET', '/api/v1/users/user/me')).statusCode, 401);
    const tokens = await t.database.db.select().from(authTokens).where(eq(authTokens.userId, ids.student2));
    assert.equal(tokens.length, 0);

    const blocked = (await clients.franchise2('GET', '/api/v1/users/students?deactivated=true')).json();
    assert.deepEqual(
      blocked.results.map((row: { email: string }) => row.email),
      ['student2@demo.school'],
    );
    // The moment of the block, as ISO in UTC to the millisecond.
    const [{ dateDeactivated }] = await t.database.db
      .select({ dateDeactivated: users.dateDeactivated })
      .from(users)
      .where(eq(users.id, ids.student2));
    assert.equal(blocked.results[0].date_deactivated, dateDeactivated?.toISOString());
    assert.match(blocked.results[0].date_deactivated, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

    const again = await clients.teacher2('DELETE', `/api/v1/users/user/${ids.student2}`);
    assert.equal(again.statusCode, 400);
    assert.deepEqual(again.json(), { non_field_errors: [ALREADY_BLOCKED] });

    const history = (await clients.franchise2('GET', `/api/v1/users/user/${ids.student2}/changes_history`)).json();
    assert.equal(history.length, 1);
    assert.deepEqual(
      { ...history[0], id: 0, modified: '' },
      {
        id: 0,
        field_name: 'is_active',
        old_value: 'true',
        new_value: 'false',
        user: { id: ids.student2, first_name: 'Ivan', last_name: 'Koval', email: 'student2@demo.school' },
        author: { id: ids.teacher2, first_name: 'Dina', last_name: 'Levi', email: 'teacher2@demo.school' },
        user_name: 'Ivan Koval',
        author_name: 'Dina Levi',
        modified: '',
      },
    );
    assert.ok(Date.now() - Date.parse(history[0].modified) < 60_000);
  });

  test('malformed ids are 400, never 500', async () => {
    for (const bad of ['abc', '-1', '0', '99999999999', 'me'])
      assert.equal((await clients.super('DELETE', `/api/v1/users/user/${bad}`)).statusCode, 400, bad);
  });
});
