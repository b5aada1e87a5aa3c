// Issue 13, the History tab (spec 002 sections 2 "Reports screen", 3 "Change history entry", 7, 8): GET
// billing/reports/{id}/history lists the changes of everyone under the report's owner, newest first, 20 a page, with
// the user, author, action and period filters; only franchise and above, only in their own subtree.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { userChanges } from '../db/schema.ts';
import { clientFor, createTestApp, idOf, type Client, type TestApp } from '../test/test-app.ts';
import { END_BEFORE_START, NO_PERMISSION, NOT_FOUND } from '@abacus/contract/messages';
import { reportHistoryPage } from '@abacus/contract/report-history-schema';

let t: TestApp;
const as: Record<string, Client> = {};
const ids: Record<string, number> = {};
const PEOPLE = [
  'super',
  'master',
  'franchise',
  'teacher',
  'parent',
  'student',
  'master2',
  'franchise2',
  'teacher2',
  'student2',
  'franchise3',
  'student3',
];

/** Changes written straight into the table at known instants (2019: no other test or seed writes then). */
async function seedChanges() {
  const at = (iso: string) => new Date(iso);
  await t.database.db.insert(userChanges).values([
    // Demo franchise's subtree (tree 1).
    {
      userId: ids.student,
      authorId: ids.teacher,
      fieldName: 'price',
      oldValue: '1000.00',
      newValue: '1200.00',
      modified: at('2019-03-01T09:00:00Z'),
    },
    {
      userId: ids.student,
      authorId: ids.franchise,
      fieldName: 'price_first_month',
      oldValue: null,
      newValue: '500.00',
      modified: at('2019-03-05T09:00:00Z'),
    },
    {
      userId: ids.blocked,
      authorId: ids.franchise,
      fieldName: 'is_active',
      oldValue: 'true',
      newValue: 'false',
      modified: at('2019-03-10T09:00:00Z'),
    },
    // 00:30 on 11 March in Kyiv (the demo users' time zone), still 10 March in UTC.
    {
      userId: ids.blocked,
      authorId: ids.master,
      fieldName: 'is_active',
      oldValue: 'false',
      newValue: 'true',
      modified: at('2019-03-10T22:30:00Z'),
    },
    {
      userId: ids.teacher,
      authorId: null,
      fieldName: 'is_active',
      oldValue: 'true',
      newValue: 'false',
      modified: at('2019-03-20T09:00:00Z'),
    },
    // The other tree.
    {
      userId: ids.student2,
      authorId: ids.franchise2,
      fieldName: 'price',
      oldValue: '900.00',
      newValue: '950.00',
      modified: at('2019-03-02T09:00:00Z'),
    },
    {
      userId: ids.student3,
      authorId: ids.master2,
      fieldName: 'price',
      oldValue: '800.00',
      newValue: '850.00',
      modified: at('2019-03-03T09:00:00Z'),
    },
  ]);
}

before(async () => {
  t = await createTestApp();
  for (const who of PEOPLE) {
    ids[who] = await idOf(t, `${who}@demo.school`);
    as[who] = await clientFor(t, `${who}@demo.school`);
  }
  ids.blocked = await idOf(t, 'blocked@demo.school');
  await seedChanges();
});
after(() => t.close());

const MARCH_2019 = 'from=2019-03-01&to=2019-03-31';
const url = (id: number | 'me', query = MARCH_2019) => `/api/v1/billing/reports/${id}/history?${query}`;

async function read(who: string, id: number | 'me', query = MARCH_2019) {
  const answer = await as[who]('GET', url(id, query));
  assert.equal(answer.statusCode, 200, `${who} reading ${id}: ${answer.body}`);
  return reportHistoryPage.parse(answer.json());
}
/** "user:field:new value" of each entry, in order. */
const summary = (page: { results: { user: { id: number }; field_name: string; new_value: string | null }[] }) =>
  page.results.map((e) => `${Object.keys(ids).find((k) => ids[k] === e.user.id)}:${e.field_name}:${e.new_value}`);

describe('who reads which history', () => {
  test("a franchise reads its subtree's changes, newest first, with the user and the author", async () => {
    const page = await read('franchise', 'me');
    assert.deepEqual(summary(page), [
      'teacher:is_active:false',
      'blocked:is_active:true',
      'blocked:is_active:false',
      'student:price_first_month:500.00',
      'student:price:1200.00',
    ]);
    assert.equal(page.count, 5);
    assert.equal(page.next, null);
    const price = page.results.at(-1)!;
    assert.deepEqual(price.user, {
      id: ids.student,
      first_name: 'Maksym',
      last_name: 'Bondarenko',
      email: 'student@demo.school',
    });
    assert.equal(price.author?.id, ids.teacher);
    assert.equal(price.user_name, 'Maksym Bondarenko');
    assert.equal(price.old_value, '1000.00');
    assert.equal(price.modified, '2019-03-01T09:00:00.000Z');
    assert.equal(page.results[0].author, null, 'a change by the system has no author');
    assert.deepEqual(await read('franchise', ids.franchise), page, 'its own id reads the same as me');
  });

  test("a master franchise reads its franchises' history, and its own covers them", async () => {
    const franchise = await read('master', ids.franchise);
    assert.equal(franchise.count, 5);
    const own = await read('master', 'me');
    assert.deepEqual(summary(own), summary(franchise), 'no change of the master tree outside the franchise');
    const second = await read('master2', 'me');
    assert.deepEqual(summary(second), ['student3:price:850.00', 'student2:price:950.00']);
    assert.deepEqual(summary(await read('master2', ids.franchise3)), ['student3:price:850.00']);
  });

  test('the super franchise reads every tree', async () => {
    assert.equal((await read('super', 'me')).count, 7);
    assert.deepEqual(summary(await read('super', ids.franchise2)), ['student2:price:950.00']);
  });

  test("a franchise of the other tree, or above another's, gets 404", async () => {
    const tries: [string, number][] = [
      ['franchise2', ids.franchise],
      ['franchise', ids.franchise2],
      ['franchise2', ids.franchise3],
      ['franchise', ids.master],
      ['master', ids.franchise2],
      ['master', ids.master2],
      ['master2', ids.franchise],
      ['master', ids.super],
      ['master', ids.teacher],
      ['franchise', ids.student],
      ['super', 2_000_000_000],
    ];
    for (const [who, target] of tries) {
      const answer = await as[who]('GET', url(target));
      assert.equal(answer.statusCode, 404, `${who} reading ${target}`);
      assert.deepEqual(answer.json(), { detail: NOT_FOUND });
    }
  });

  test('teachers, parents and students get 403, their own "me" too', async () => {
    for (const who of ['teacher', 'teacher2', 'parent', 'student']) {
      for (const target of ['me' as const, ids.franchise, ids.franchise2]) {
        const answer = await as[who]('GET', url(target));
        assert.equal(answer.statusCode, 403, `${who} reading ${target}`);
        assert.deepEqual(answer.json(), { detail: NO_PERMISSION });
      }
    }
  });

  test('without a session: 401', async () => {
    const answer = await t.req({ method: 'GET', url: url('me') });
    assert.equal(answer.statusCode, 401);
  });
});

describe('the filters', () => {
  test('user: part of the name, the e-mail or the phone of the changed user', async () => {
    assert.deepEqual(summary(await read('franchise', 'me', `${MARCH_2019}&user=bondar`)), [
      'student:price_first_month:500.00',
      'student:price:1200.00',
    ]);
    assert.deepEqual(
      summary(await read('franchise', 'me', `${MARCH_2019}&user=${encodeURIComponent('blocked@demo')}`)),
      ['blocked:is_active:true', 'blocked:is_active:false'],
    );
    assert.equal((await read('franchise', 'me', `${MARCH_2019}&user=nobody-at-all`)).count, 0);
    assert.equal((await read('franchise', 'me', `${MARCH_2019}&user=%25`)).count, 0, '% is a character, no wildcard');
  });

  test('author: part of the name or e-mail of who made the change', async () => {
    assert.deepEqual(summary(await read('franchise', 'me', `${MARCH_2019}&author=Shevchenko`)), [
      'blocked:is_active:false',
      'student:price_first_month:500.00',
    ]);
    assert.deepEqual(summary(await read('franchise', 'me', `${MARCH_2019}&author=master%40demo`)), [
      'blocked:is_active:true',
    ]);
  });

  test('action: blocked, unlocked, price (the price and the first-month price)', async () => {
    assert.deepEqual(summary(await read('franchise', 'me', `${MARCH_2019}&action=blocked`)), [
      'teacher:is_active:false',
      'blocked:is_active:false',
    ]);
    assert.deepEqual(summary(await read('franchise', 'me', `${MARCH_2019}&action=unlocked`)), [
      'blocked:is_active:true',
    ]);
    assert.deepEqual(summary(await read('franchise', 'me', `${MARCH_2019}&action=price`)), [
      'student:price_first_month:500.00',
      'student:price:1200.00',
    ]);
  });

  test("period: from and to are whole days of the viewer's time zone, both included", async () => {
    assert.deepEqual(summary(await read('franchise', 'me', 'from=2019-03-05&to=2019-03-10')), [
      'blocked:is_active:false',
      'student:price_first_month:500.00',
    ]);
    // 22:30 UTC on the 10th is 00:30 on the 11th in Kyiv.
    assert.deepEqual(summary(await read('franchise', 'me', 'from=2019-03-11&to=2019-03-11')), [
      'blocked:is_active:true',
    ]);
    assert.deepEqual(summary(await read('franchise', 'me', 'to=2019-03-01')), ['student:price:1200.00']);
    assert.equal((await read('franchise', 'me', 'from=2019-03-21&to=2019-12-31')).count, 0);
  });

  test('the filters narrow together', async () => {
    const query = `${MARCH_2019}&user=lysenko&author=nowak&action=unlocked`;
    assert.deepEqual(summary(await read('franchise', 'me', query)), ['blocked:is_active:true']);
    assert.equal((await read('franchise', 'me', `${MARCH_2019}&user=lysenko&action=price`)).count, 0);
  });
});

describe('paging', { concurrency: 1 }, () => {
  test('20 a page with next and previous; a page past the end is empty and keeps the count', async () => {
    const rows = Array.from({ length: 23 }, (_, i) => ({
      userId: ids.student2,
      authorId: ids.franchise2,
      fieldName: 'price' as const,
      oldValue: `${100 + i}.00`,
      newValue: `${101 + i}.00`,
      modified: new Date(Date.UTC(2018, 5, 1, 8, i)),
    }));
    await t.database.db.insert(userChanges).values(rows);
    const query = 'from=2018-06-01&to=2018-06-01&action=price';
    const first = await read('franchise2', 'me', query);
    assert.equal(first.count, 23);
    assert.equal(first.results.length, 20);
    assert.equal(first.results[0].new_value, '123.00', 'newest first');
    assert.equal(first.previous, null);
    assert.ok(first.next?.includes('page=2'), String(first.next));
    const second = await read('franchise2', 'me', `${query}&page=2`);
    assert.deepEqual(
      second.results.map((e) => e.new_value),
      ['103.00', '102.00', '101.00'],
    );
    assert.equal(second.next, null);
    assert.ok(second.previous?.includes('from=2018-06-01'));
    const past = await read('franchise2', 'me', `${query}&page=9`);
    assert.deepEqual([past.count, past.results.length], [23, 0]);
  });
});

describe('junk in the query is 400, never 500', () => {
  const cases: [string, string][] = [
    ['page=0', 'page'],
    ['page=-1', 'page'],
    ['page=abc', 'page'],
    ['page=9999999', 'page'],
    ['action=deleted', 'action'],
    ['action=', 'action'],
    ['from=2019-02-30', 'from'],
    ['from=01/03/2019', 'from'],
    ['to=2019-13-01', 'to'],
    ['to=', 'to'],
    ['user=a&user=b', 'user'],
    [`author=${'x'.repeat(201)}`, 'author'],
  ];
  for (const [query, field] of cases) {
    test(query.slice(0, 40), async () => {
      const answer = await as.franchise('GET', `/api/v1/billing/reports/me/history?${query}`);
      assert.equal(answer.statusCode, 400, answer.body);
      assert.ok(answer.json().errors?.[field], answer.body);
    });
  }

  test('the period ends before it starts', async () => {
    const answer = await as.franchise('GET', '/api/v1/billing/reports/me/history?from=2019-03-02&to=2019-03-01');
    assert.equal(answer.statusCode, 400);
    assert.deepEqual(answer.json().errors, { to: [END_BEFORE_START] });
  });

  test('a NUL character is refused, not a server error', async () => {
    const answer = await as.franchise('GET', url('me', 'user=a%00b'));
    assert.equal(answer.statusCode, 400, answer.body);
  });

  test('a bad id', async () => {
    for (const id of ['abc', '0', '-1', '99999999999', 'ME', '1.5']) {
      const answer = await as.franchise('GET', `/api/v1/billing/reports/${id}/history`);
      assert.equal(answer.statusCode, 400, `${id}: ${answer.body}`);
    }
  });

  test('odd but harmless text is searched for, not failed', async () => {
    for (const text of ["o'brien", '\\', '_', '😀', '%00', ' ']) {
      const answer = await as.franchise('GET', url('me', `user=${encodeURIComponent(text)}`));
      assert.equal(answer.statusCode, 200, `${text}: ${answer.body}`);
    }
  });
});
