import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import type { MailMessage } from './mailer.ts';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

test('DEV_OUTBOX=1: GET dev/outbox?to= lists the newest mails for that address', async () => {
  await t.req({ method: 'POST', url: '/api/v1/users/user/restore', payload: { email: 'parent@demo.school' } });
  await t.req({ method: 'POST', url: '/api/v1/users/user/restore', payload: { email: 'parent@demo.school' } });
  const res = await t.req({ method: 'GET', url: '/api/v1/dev/outbox?to=Parent@demo.school' });
  assert.equal(res.statusCode, 200);
  const list = res.json();
  assert.equal(list.length, 2);
  assert.deepEqual(Object.keys(list[0]).sort(), ['created', 'html', 'subject', 'text', 'to']);
  assert.equal(list[0].to, 'parent@demo.school');
  assert.ok(list[0].created >= list[1].created);
  assert.deepEqual((await t.req({ method: 'GET', url: '/api/v1/dev/outbox?to=nobody@x.y' })).json(), []);
});

test('without DEV_OUTBOX the route does not exist', async () => {
  const prod = await createTestApp({ database: t.database, config: { devOutbox: false } });
  try {
    const res = await prod.req({ method: 'GET', url: '/api/v1/dev/outbox?to=parent@demo.school' });
    assert.equal(res.statusCode, 404);
    assert.deepEqual(res.json(), { detail: 'Not found.' });
  } finally {
    await prod.close();
  }
});

test('a custom mailer (SMTP in production) receives the messages instead of the outbox', async () => {
  const sent: MailMessage[] = [];
  const app = await createTestApp({ database: t.database, mailer: { send: async (m) => void sent.push(m) } });
  try {
    await app.req({ method: 'POST', url: '/api/v1/users/user/restore', payload: { email: 'free@demo.school' } });
    assert.equal(sent.length, 1);
    assert.equal(sent[0].to, 'free@demo.school');
    assert.match(sent[0].html, /<a href="http:\/\/school\.test\/reset-password\?token=/);
  } finally {
    await app.close();
  }
});

test('a failing mailer does not turn restore into an error (no account enumeration)', async () => {
  const app = await createTestApp({
    database: t.database,
    mailer: {
      send: async () => {
        throw new Error('smtp down');
      },
    },
  });
  try {
    const res = await app.req({
      method: 'POST',
      url: '/api/v1/users/user/restore',
      payload: { email: 'free@demo.school' },
    });
    assert.equal(res.statusCode, 200);
  } finally {
    await app.close();
  }
});
