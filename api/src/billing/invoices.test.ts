import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { asc, eq, inArray } from 'drizzle-orm';
import { invoiceItems, invoices, users } from '../db/schema.ts';
import type { DemoSchool } from '../db/seed.ts';
import { seedInvoices } from '../db/seeds/invoices.ts';
import { createTestApp, idOf, type TestApp } from '../test/test-app.ts';

interface Invoice {
  id: number;
  amount: string;
  currency: string;
  status: string;
  paid_days: number;
  created: string;
  updated: string;
}

let t: TestApp;
let studentId: number;
let token: string;
before(async () => {
  t = await createTestApp();
  studentId = await idOf(t, 'student@demo.school');
  token = await t.signIn('student@demo.school');
});
after(() => t.close());

const list = async (query: string, tok = token) => {
  const res = await t.req({
    method: 'GET',
    url: `/api/v1/billing/invoices${query}`,
    headers: { authorization: `Token ${tok}` },
  });
  return { status: res.statusCode, body: res.json() };
};

describe('GET billing/invoices', () => {
  test('the demo student: five paid months and one unpaid, newest first, exact amounts', async () => {
    const { status, body } = await list(`?user=${studentId}`);
    assert.equal(status, 200);
    const all = body as Invoice[];
    assert.equal(all.length, 6);
    assert.deepEqual(Object.keys(all[0]).sort(), [
      'amount',
      'created',
      'currency',
      'id',
      'paid_days',
      'status',
      'updated',
    ]);
    assert.deepEqual(
      all.map((i) => i.status),
      ['unpaid', 'paid', 'paid', 'paid', 'paid', 'paid'],
    );
    const created = all.map((i) => Date.parse(i.created));
    assert.deepEqual(
      created,
      [...created].sort((a, b) => b - a),
      'newest first',
    );
    for (const i of all) {
      assert.match(i.amount, /^\d+\.\d{2}$/);
      assert.equal(i.currency, 'UAH');
      assert.ok(i.paid_days >= 28 && i.paid_days <= 31, String(i.paid_days));
      assert.ok(Date.parse(i.created) <= Date.now() && Date.parse(i.updated) <= Date.now(), 'nothing in the future');
      assert.ok(Date.parse(i.updated) >= Date.parse(i.created));
    }
    // one invoice per month, consecutive months
    const months = all.map((i) => i.created.slice(0, 7));
    assert.equal(new Set(months).size, 6);
    assert.ok(all.some((i) => i.amount === '1200.00'));
  });

  test('each invoice is the exact sum of its items', async () => {
    const rows = await t.database.db.select().from(invoices).where(eq(invoices.userId, studentId));
    const items = await t.database.db
      .select()
      .from(invoiceItems)
      .where(
        inArray(
          invoiceItems.invoiceId,
          rows.map((r) => r.id),
        ),
      );
    for (const inv of rows) {
      const mine = items.filter((i) => i.invoiceId === inv.id);
      assert.ok(mine.length >= 2);
      const cents = mine.reduce((s, i) => s + BigInt(i.price.replace('.', '')) * BigInt(i.quantity), 0n);
      assert.equal(cents, BigInt(inv.amount.replace('.', '')), `invoice ${inv.id}`);
      for (const i of mine) assert.equal(i.status, inv.status);
    }
  });

  test('?status= filters; the default user is yourself', async () => {
    const paid = (await list('?status=paid')).body as Invoice[];
    assert.equal(paid.length, 5);
    assert.ok(paid.every((i) => i.status === 'paid'));
    const unpaid = (await list(`?user=${studentId}&status=unpaid`)).body as Invoice[];
    assert.equal(unpaid.length, 1);
    assert.equal(unpaid[0].status, 'unpaid');
  });

  test('the parent and the teacher see them with ?user=; a free student has none', async () => {
    for (const who of ['parent', 'teacher']) {
      const { status, body } = await list(`?user=${studentId}&status=paid`, await t.signIn(`${who}@demo.school`));
      assert.equal(status, 200);
      assert.equal(body.length, 5);
    }
    assert.deepEqual((await list('', await t.signIn('free@demo.school'))).body, []);
  });

  test('bad filters are 400, never 500', async () => {
    for (const q of [
      '?status=PAID',
      '?status=',
      '?status=cancelled',
      '?status=paid&status=unpaid',
      '?user=x',
      '?user=-1',
      '?user=1e3',
    ]) {
      const { status, body } = await list(q);
      assert.equal(status, 400, q);
      assert.equal(body.detail, 'Invalid request parameters.');
    }
  });
});

test('the invoice seed is deterministic for a given month: five paid months, the current one unpaid', async () => {
  const [{ id }] = await t.database.db
    .insert(users)
    .values({ email: 'seeded@demo.school', passwordHash: 'x', role: 'student' })
    .returning({ id: users.id });
  await t.database.db.transaction((tx) =>
    seedInvoices(tx, { studentId: id } as DemoSchool, new Date('2026-03-15T12:00:00Z')),
  );
  const rows = await t.database.db
    .select()
    .from(invoices)
    .where(eq(invoices.userId, id))
    .orderBy(asc(invoices.created));
  assert.deepEqual(
    rows.map((r) => [r.created.toISOString(), r.status, r.paidDays, r.amount]),
    [
      ['2025-10-01T09:00:00.000Z', 'paid', 31, '1200.00'],
      ['2025-11-01T09:00:00.000Z', 'paid', 30, '1200.00'],
      ['2025-12-01T09:00:00.000Z', 'paid', 31, '1350.00'],
      ['2026-01-01T09:00:00.000Z', 'paid', 31, '1200.00'],
      ['2026-02-01T09:00:00.000Z', 'paid', 28, '1200.00'],
      ['2026-03-01T00:00:00.000Z', 'unpaid', 31, '1200.00'],
    ],
  );
  assert.equal(rows[0].updated.toISOString(), '2025-10-03T14:00:00.000Z', 'paid two days later');
  const items = await t.database.db
    .select()
    .from(invoiceItems)
    .where(eq(invoiceItems.invoiceId, rows[2].id))
    .orderBy(asc(invoiceItems.order));
  assert.deepEqual(
    items.map((i) => [i.name, i.price]),
    [
      ['Group lessons, December 2025 (8 classes)', '1000.00'],
      ['Online trainer and homework, December 2025', '200.00'],
      ['Workbook, level 1', '150.00'],
    ],
  );
});
