import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { z } from 'zod';
import { homeworkListSchema } from '@abacus/contract/homework-schema';
import { balanceSchema } from '@abacus/contract/indigo-schema';
import { DATA_LANGUAGES } from '@abacus/contract/languages';
import { lessonGroupSchema } from '@abacus/contract/lessons-schema';
import { itemSchema } from '@abacus/contract/shop-schema';
import { studentsPage } from '@abacus/contract/staff-lists-schema';
import { statisticSchema } from '@abacus/contract/statistics-schema';
import { profileSchema } from '@abacus/contract/users-schema';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { compiledSerializer, keptAnswersSerializer } from './compiled-serializer.ts';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

const thisMonth = () => `year=${new Date().getFullYear()}&month=${new Date().getMonth()}`;

/** What the zod type provider's serializer writes: the schema's checked copy of the answer. */
const byZod = (schema: z.ZodType, data: unknown) => JSON.stringify(z.encode(schema, data as never));

describe('compiledSerializer', () => {
  // Every route that uses it: its real answer, written by both.
  const routes = [
    { schema: profileSchema, url: () => '/api/v1/users/user/me' },
    { schema: profileSchema, url: () => '/api/v1/users/user/me', who: 'teacher@demo.school' },
    { schema: profileSchema, url: () => '/api/v1/users/user/me', who: 'parent@demo.school' },
    { schema: statisticSchema, url: (id: number) => `/api/v1/lessons/game/data/statistic?user=${id}` },
    { schema: z.array(lessonGroupSchema), url: (id: number) => `/api/v1/lessons/grouped?user=${id}` },
    { schema: balanceSchema, url: (id: number) => `/api/v1/indigo_dollars/balance/${id}?lang=en` },
    // The demo student's homework is in the current month (db/seeds/homework.ts).
    { schema: homeworkListSchema, url: (id: number) => `/api/v1/lessons/homeworks?user=${id}&${thisMonth()}` },
    { schema: z.array(itemSchema), url: (id: number) => `/api/v1/eshop/items?lang=de&user=${id}` },
    // A teacher's students, as the list opens and with the statistics' columns.
    { schema: studentsPage, url: () => '/api/v1/users/students?page=1', who: 'teacher@demo.school' },
    { schema: studentsPage, url: () => '/api/v1/users/students?statistics=true&step=50', who: 'teacher@demo.school' },
  ];

  test("writes what zod's serializer writes for the answers of the routes that use it", async () => {
    const headersOf = async (who: string) => ({ authorization: `Token ${await t.signIn(who)}` });
    const student = await headersOf('student@demo.school');
    const me = (await t.req({ method: 'GET', url: '/api/v1/users/user/me', headers: student })).json();
    for (const { schema, url, who } of routes) {
      const headers = who ? await headersOf(who) : student;
      const res = await t.req({ method: 'GET', url: url(me.id), headers });
      assert.equal(res.statusCode, 200, url(me.id));
      const answer = res.json();
      assert.ok(JSON.stringify(answer).length > 150, `${url(me.id)}: a real answer, not an empty one`);
      const compiled = compiledSerializer({ schema })(answer);
      assert.deepEqual(JSON.parse(compiled), JSON.parse(byZod(schema, answer)), url(me.id));
    }
  });

  test('writes only what the schema names: a field added by mistake does not leave the server', () => {
    const write = compiledSerializer({ schema: balanceSchema });
    const ledger = {
      balance: '1.00',
      password: 'secret',
      txns: [
        {
          id: 1,
          amount: '1.00',
          modified: '2026-12-02T00:00:00.000Z',
          kind: 'manual',
          reason: '',
          item: null,
          userId: 7,
        },
      ],
    };
    const written = JSON.parse(write(ledger));
    assert.equal(written.password, undefined);
    assert.equal(written.txns[0].userId, undefined);
    assert.deepEqual(written, JSON.parse(byZod(balanceSchema, { ...ledger, password: undefined })));
  });
});

describe('keptAnswersSerializer', () => {
  const schema = z.array(lessonGroupSchema);
  const group = (name: string): Record<string, unknown> => ({
    id: 1,
    order: 1,
    ...Object.fromEntries(DATA_LANGUAGES.map((l) => [`name_${l}`, name])),
    lessons: [],
  });

  test('a frozen answer is written once and its bytes kept; an answer that is not frozen is written every time', () => {
    const write = keptAnswersSerializer({ schema });
    const kept = Object.freeze([Object.freeze(group('Kept ünïcödé'))]);
    const bytes = write(kept);
    assert.ok(Buffer.isBuffer(bytes), 'kept as UTF-8 bytes');
    assert.equal(write(kept), bytes, 'the very same bytes the second time');
    assert.equal(JSON.parse(bytes.toString('utf8'))[0].name_en, 'Kept ünïcödé');
    const open = [group('First')];
    assert.equal(JSON.parse(String(write(open)))[0].name_en, 'First');
    open[0].name_en = 'Changed';
    assert.equal(JSON.parse(String(write(open)))[0].name_en, 'Changed', 'not kept: it may change');
  });
});
