// Issue 13, a franchise's monthly invoices (spec 002 sections 3 "Invoice", 4, 7 "Finance"): made once the month is
// over from the month's report (royalty - discount, PR), refreshed while unpaid, service lines edited with exact
// sums, paid once and for all, e-mailed with the payment order; read by the franchise, managed by its master
// franchise and the super franchise, refused to everyone else. Months of 2023 (no other test uses them).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { INVOICE_PAID, INVOICES_FOR_FRANCHISES, MONTH_NOT_OVER, previousMonth } from '@abacus/contract/finance';
import {
  type FranchiseInvoiceDetail,
  fromCents,
  INVOICE_TOO_LARGE,
  LINE_TWICE,
  NO_SUCH_LINE,
  toCents,
} from '@abacus/contract/franchise-invoices-schema';
import { NO_PERMISSION, NOT_FOUND } from '@abacus/contract/messages';
import { discounts, invoiceItems, invoices, users } from '../db/schema.ts';
import { franchiseMonth } from '../reports/franchise-month.ts';
import { type Client, clientFor, createTestApp, idOf, lastMail, type TestApp } from '../test/test-app.ts';
import { closePrices } from './franchise-invoice-lines.ts';

let t: TestApp;
const as: Record<string, Client> = {};
const ids: Record<string, number> = {};
const PEOPLE = ['super', 'master', 'franchise', 'teacher', 'parent', 'student', 'master2', 'franchise2', 'franchise3'];

const PAYEE = {
  legalActivityType: 'Limited liability company',
  legalAddress: '1 Khreshchatyk St, Kyiv',
  legalId: '40123456',
  mfo: '305299',
  settlementAccount: 'UA213052990000026007233566001',
};

before(async () => {
  t = await createTestApp();
  for (const who of PEOPLE) {
    ids[who] = await idOf(t, `${who}@demo.school`);
    as[who] = await clientFor(t, `${who}@demo.school`);
  }
  await t.database.db.update(users).set(PAYEE).where(eq(users.id, ids.super));
  await t.database.db.update(users).set({ contractNumber: 'F-17' }).where(eq(users.id, ids.franchise));
});
after(() => t.close());

const URL = '/api/v1/billing/invoices';
const list = (who: string, query: string) => as[who]('GET', `${URL}?${query}`);
const make = (who: string, user: number, year: number, month: number) => as[who]('POST', URL, { user, year, month });
const patch = (who: string, id: number, lines: unknown) => as[who]('PATCH', `${URL}/${id}`, lines as object);
const pay = (who: string, id: number) => as[who]('PATCH', `${URL}/${id}/make_paid`);
const send = (who: string, id: number) => as[who]('POST', `${URL}/${id}/send`);
const body = (res: { json(): unknown }) => res.json() as FranchiseInvoiceDetail;

/** The expected close lines and amount of a month, from the report's own module. */
async function expected(franchise: number, year: number, month: number) {
  const summary = (await franchiseMonth(t.database.db, franchise, year, month))!;
  const prices = closePrices(summary);
  return { prices, amount: fromCents(toCents(prices.royalty) + toCents(prices.pr)), summary };
}

describe('making the monthly invoice', { concurrency: 1 }, () => {
  let id: number;

  test('refused while the month is not over (this month, next year)', async () => {
    const now = new Date();
    for (const [year, month] of [
      [now.getFullYear(), now.getMonth() + 1],
      [now.getFullYear() + 1, 1],
    ]) {
      const res = await make('master', ids.franchise, year, month);
      assert.equal(res.statusCode, 400, `${year}-${month}`);
      assert.equal(res.json().detail, MONTH_NOT_OVER);
    }
    const last = previousMonth(now);
    const lastMonth = await list('master', `user=${ids.franchise}&year=${last.year}&month=${last.month}`);
    assert.deepEqual(lastMonth.json(), [], 'nothing was made');
  });

  test("made after the month: the royalty and PR lines of the month's report, the franchise's currency", async () => {
    const res = await make('master', ids.franchise, 2023, 3);
    assert.equal(res.statusCode, 201, res.body);
    const inv = body(res);
    id = inv.id;
    const { prices, amount, summary } = await expected(ids.franchise, 2023, 3);
    assert.equal(summary.total, amount, "the invoice owes what the report's total says");
    assert.deepEqual(
      inv.items.map((i) => [i.name, i.quantity, i.price, i.is_deletable, i.order, i.status]),
      [
        ['Royalty', 1, prices.royalty, false, 0, 'unpaid'],
        ['PR contribution', 1, prices.pr, false, 1, 'unpaid'],
      ],
    );
    assert.equal(inv.amount, amount);
    assert.deepEqual([inv.user, inv.year, inv.month, inv.status, inv.sent], [ids.franchise, 2023, 3, 'unpaid', null]);
    assert.equal(inv.currency, (summary.currency ?? 'uah').toUpperCase());
    assert.ok(inv.items.every((i) => i.currency === inv.currency && i.invoice === id));
  });

  test('the payment order names the payee (the super franchise) with its bank details and the payer', async () => {
    const [inv] = (
      await list('franchise', `user=${ids.franchise}&month=3&year=2023`)
    ).json() as FranchiseInvoiceDetail[];
    assert.equal(inv.id, id);
    assert.equal(inv.payee?.id, ids.super);
    assert.equal(inv.payee?.settlement_account, PAYEE.settlementAccount);
    assert.equal(inv.payer.id, ids.franchise);
    assert.equal(inv.payer.contract_number, 'F-17');
    for (const part of [
      'Payment order',
      PAYEE.settlementAccount,
      PAYEE.mfo,
      PAYEE.legalId,
      'Shevchenko Iryna',
      'F-17',
    ]) {
      assert.ok(inv.payment_order.includes(part), part);
    }
    assert.match(inv.payment_order, /invoice No\. \d+ for March 2023/);
    const polish = await t.req({
      method: 'GET',
      url: `${URL}?user=${ids.franchise}&month=3&year=2023`,
      headers: { authorization: `Token ${await t.signIn('master@demo.school')}`, 'accept-language': 'pl' },
    });
    assert.match((polish.json() as FranchiseInvoiceDetail[])[0].payment_order, /^Polecenie przelewu/);
  });

  test("a franchise with a student and a discount (August 2023): the report's figures to the cent", async () => {
    const db = t.database.db;
    const student2 = await idOf(t, 'student2@demo.school');
    await db
      .update(users)
      .set({ created: new Date('2023-01-10T09:00:00Z'), price: '1234.57' })
      .where(eq(users.id, student2));
    await db
      .update(users)
      .set({ royalty: '15.00', prDeposit: '3.00', priceMin: '900.00', currency: 'pln' })
      .where(eq(users.id, ids.franchise2));
    await db
      .insert(discounts)
      .values({ franchiseId: ids.franchise2, start: '2023-08-01', end: '2023-08-31', value: '12.50' });
    const res = await make('master2', ids.franchise2, 2023, 8);
    assert.equal(res.statusCode, 201, res.body);
    const inv = body(res);
    const { prices, summary } = await expected(ids.franchise2, 2023, 8);
    assert.ok(summary.students.total > 0 && toCents(summary.discount_sum) > 0n, JSON.stringify(summary));
    assert.equal(prices.royalty, fromCents(toCents(summary.royalty_sum) - toCents(summary.discount_sum)));
    assert.deepEqual(
      inv.items.map((i) => i.price),
      [prices.royalty, prices.pr],
    );
    assert.equal(inv.amount, summary.total);
    assert.equal(inv.currency, 'PLN');
  });

  test('making it again answers the same invoice (200)', async () => {
    const res = await make('super', ids.franchise, 2023, 3);
    assert.equal(res.statusCode, 200);
    assert.equal(body(res).id, id);
    const all = (await list('master', `user=${ids.franchise}`)).json() as FranchiseInvoiceDetail[];
    assert.equal(all.filter((i) => i.year === 2023 && i.month === 3).length, 1);
  });

  test('two makes at once make one invoice', async () => {
    const [a, b] = await Promise.all([make('master', ids.franchise, 2023, 4), make('super', ids.franchise, 2023, 4)]);
    assert.deepEqual([a.statusCode, b.statusCode].sort(), [200, 201]);
    assert.equal(body(a).id, body(b).id);
    assert.equal(body(a).items.length, 2);
  });
});

describe('editing the lines', { concurrency: 1 }, () => {
  let id: number;
  let fixed: { id: number; name: string; quantity: number; price: string }[];
  let base: string;

  before(async () => {
    const inv = body(await make('master', ids.franchise, 2023, 5));
    id = inv.id;
    fixed = inv.items.map(({ id, name, quantity, price }) => ({ id, name, quantity, price }));
    base = inv.amount;
  });

  test('a service line is added; the amount is exact (3 x 333.33 = 999.99)', async () => {
    const res = await patch('master', id, [...fixed, { name: 'Workbooks', quantity: 3, price: '333.33' }]);
    assert.equal(res.statusCode, 200, res.body);
    const inv = body(res);
    assert.deepEqual(
      inv.items.map((i) => [i.name, i.quantity, i.price, i.is_deletable, i.order]),
      [
        [fixed[0].name, 1, fixed[0].price, false, 0],
        [fixed[1].name, 1, fixed[1].price, false, 1],
        ['Workbooks', 3, '333.33', true, 2],
      ],
    );
    assert.equal(inv.amount, fromCents(toCents(base) + 99999n));
    const [stored] = await t.database.db.select().from(invoices).where(eq(invoices.id, id));
    assert.equal(stored.amount, inv.amount);
  });

  test('the royalty and PR lines keep their name, quantity and price, sent changed or not sent at all', async () => {
    const current = body(await make('master', ids.franchise, 2023, 5)).items;
    const workbook = current.find((i) => i.is_deletable)!;
    const changed = fixed.map((f) => ({ ...f, name: 'Renamed', quantity: 7, price: '0.01' }));
    let inv = body(
      await patch('master', id, [...changed, { id: workbook.id, name: 'Workbooks', quantity: 3, price: '333.33' }]),
    );
    assert.deepEqual(
      inv.items.slice(0, 2).map((i) => [i.id, i.name, i.quantity, i.price]),
      fixed.map((f) => [f.id, f.name, f.quantity, f.price]),
    );
    inv = body(await patch('master', id, [{ id: workbook.id, name: 'Workbooks, level 2', quantity: 2, price: '150' }]));
    assert.deepEqual(
      inv.items.map((i) => [i.name, i.quantity, i.price]),
      [...fixed.map((f) => [f.name, 1, f.price]), ['Workbooks, level 2', 2, '150.00']],
    );
    assert.equal(inv.amount, fromCents(toCents(base) + 30000n));
  });

  test('a deletable line not sent is removed; an empty list leaves the close lines', async () => {
    let inv = body(await patch('super', id, [{ name: 'Olympiad fee', quantity: 1, price: '0.10' }]));
    assert.deepEqual(
      inv.items.map((i) => i.name),
      [fixed[0].name, fixed[1].name, 'Olympiad fee'],
    );
    assert.equal(inv.amount, fromCents(toCents(base) + 10n));
    inv = body(await patch('super', id, []));
    assert.equal(inv.items.length, 2);
    assert.equal(inv.amount, base);
  });

  test('making it again while unpaid refreshes the close lines and keeps the service lines', async () => {
    await patch('master', id, [{ name: 'Certificates', quantity: 4, price: '25.25' }]);
    // A stale royalty (as if a student's price changed after the invoice was made).
    await t.database.db.update(invoiceItems).set({ price: '1.00' }).where(eq(invoiceItems.id, fixed[0].id));
    const inv = body(await make('master', ids.franchise, 2023, 5));
    const { prices } = await expected(ids.franchise, 2023, 5);
    assert.deepEqual(
      inv.items.map((i) => [i.name, i.quantity, i.price]),
      [
        [fixed[0].name, 1, prices.royalty],
        [fixed[1].name, 1, prices.pr],
        ['Certificates', 4, '25.25'],
      ],
    );
    assert.equal(inv.amount, fromCents(toCents(base) + 10100n));
  });

  test('lines of another invoice, lines sent twice and an amount over numeric(12, 2) are refused', async () => {
    const other = body(await make('master', ids.franchise, 2023, 3));
    let res = await patch('master', id, [{ id: other.items[0].id, name: 'x', quantity: 1, price: '1' }]);
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json(), { '0.id': [NO_SUCH_LINE] });
    const mine = body(await make('master', ids.franchise, 2023, 5)).items.find((i) => i.is_deletable)!;
    const line = { id: mine.id, name: 'x', quantity: 1, price: '1' };
    res = await patch('master', id, [line, line]);
    assert.deepEqual(res.json(), { '1.id': [LINE_TWICE] });
    res = await patch('master', id, [{ name: 'Gold', quantity: 10_000, price: '9999999.99' }]);
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json(), { non_field_errors: [INVOICE_TOO_LARGE] });
  });

  test('junk is 400 with the field at fault, never 500', async () => {
    const cases: [unknown, string][] = [
      [{}, 'non_field_errors'],
      [[{ name: '', quantity: 1, price: '1' }], '0.name'],
      [[{ name: ' ', quantity: 1, price: '1' }], '0.name'],
      [[{ name: 'x'.repeat(201), quantity: 1, price: '1' }], '0.name'],
      [[{ name: 'x', quantity: 0, price: '1' }], '0.quantity'],
      [[{ name: 'x', quantity: 1.5, price: '1' }], '0.quantity'],
      [[{ name: 'x', quantity: '2', price: '1' }], '0.quantity'],
      [[{ name: 'x', quantity: 1, price: '-1' }], '0.price'],
      [[{ name: 'x', quantity: 1, price: 'abc' }], '0.price'],
      [[{ name: 'x', quantity: 1, price: '1e5' }], '0.price'],
      [[{ name: 'x', quantity: 1 }], '0.price'],
      [[{ id: 'x', name: 'x', quantity: 1, price: '1' }], '0.id'],
      [[{ id: 2 ** 31, name: 'x', quantity: 1, price: '1' }], '0.id'],
      [[null], '0'],
      [Array.from({ length: 51 }, () => ({ name: 'x', quantity: 1, price: '1' })), 'non_field_errors'],
    ];
    for (const [payload, field] of cases) {
      const res = await patch('master', id, payload);
      assert.equal(res.statusCode, 400, JSON.stringify(payload).slice(0, 80));
      assert.ok(field in res.json(), `${JSON.stringify(payload).slice(0, 80)}: ${res.body}`);
    }
    const token = await t.signIn('master@demo.school');
    for (const raw of ['"lines"', '42', '[{"name": "x"', '']) {
      const res = await t.req({
        method: 'PATCH',
        url: `${URL}/${id}`,
        payload: raw,
        headers: { authorization: `Token ${token}`, 'content-type': 'application/json' },
      });
      assert.equal(res.statusCode, 400, raw);
    }
    for (const url of [`${URL}/abc`, `${URL}/0`, `${URL}/99999999999`]) {
      const res = await as.master('PATCH', url, []);
      assert.equal(res.statusCode, 400, url);
    }
    const posts: unknown[] = [
      {},
      { user: ids.franchise, year: 2023 },
      { user: ids.franchise, year: 2023, month: 13 },
      { user: ids.franchise, year: 2023, month: 0 },
      { user: ids.franchise, year: 2016, month: 5 },
      { user: ids.franchise, year: '2023', month: 5 },
      { user: 'x', year: 2023, month: 5 },
      { user: -1, year: 2023, month: 5 },
      [],
    ];
    for (const payload of posts) {
      const res = await as.master('POST', URL, payload as object);
      assert.equal(res.statusCode, 400, JSON.stringify(payload));
    }
    for (const query of ['user=x', 'user=1&month=13', 'user=1&month=x', 'user=1&year=1999', 'status=PAID']) {
      assert.equal((await list('master', query)).statusCode, 400, query);
    }
    const stored = await t.database.db.select().from(invoiceItems).where(eq(invoiceItems.invoiceId, id));
    assert.equal(stored.length, 3, 'nothing changed');
  });

  test('paid: the invoice and its lines; then it cannot be changed; make again leaves it', async () => {
    const res = await pay('master', id);
    assert.equal(res.statusCode, 200);
    const paid = body(res);
    assert.equal(paid.status, 'paid');
    assert.ok(paid.items.every((i) => i.status === 'paid'));
    const rows = await t.database.db.select().from(invoiceItems).where(eq(invoiceItems.invoiceId, id));
    assert.ok(rows.every((r) => r.status === 'paid'));
    const refused = await patch('master', id, []);
    assert.equal(refused.statusCode, 400);
    assert.equal(refused.json().detail, INVOICE_PAID);
    const again = await make('master', ids.franchise, 2023, 5);
    assert.equal(again.statusCode, 200);
    assert.deepEqual(body(again).items, paid.items);
    assert.equal(body(again).amount, paid.amount);
    assert.equal((await pay('super', id)).statusCode, 200, 'paying twice changes nothing');
    const paidOnly = (await list('franchise', `status=paid`)).json() as FranchiseInvoiceDetail[];
    assert.deepEqual(
      paidOnly.map((i) => i.id),
      [id],
    );
  });
});

describe('sending', { concurrency: 1 }, () => {
  test("to the franchise's e-mail: lines, amount, currency and the payment order", async () => {
    const inv = body(await make('master', ids.franchise, 2023, 6));
    await patch('master', inv.id, [{ name: 'Workbooks', quantity: 3, price: '333.33' }]);
    const res = await send('master', inv.id);
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(res.json(), { to: 'franchise@demo.school' });
    const mail = await lastMail(t, 'franchise@demo.school');
    assert.equal(mail.subject, `Invoice No. ${inv.id} for June 2023`);
    assert.match(mail.text, /Workbooks: 3 × 333\.33 ₴ = 999\.99 ₴/);
    assert.match(mail.text, /Royalty: 1 × /);
    assert.ok(mail.text.includes('Payment order'));
    assert.ok(mail.text.includes(PAYEE.settlementAccount));
    assert.ok(mail.html.includes(PAYEE.settlementAccount));
    const [listed] = (await list('franchise', 'month=6&year=2023')).json() as FranchiseInvoiceDetail[];
    assert.ok(listed.sent && Date.parse(listed.sent) <= Date.now());
  });

  test("to the report e-mail when the franchise has one, in the franchise's language", async () => {
    await t.database.db
      .update(users)
      .set({ reportEmail: 'accounts@franchise3.test', defaultLanguage: 'ua' })
      .where(eq(users.id, ids.franchise3));
    const inv = body(await make('master2', ids.franchise3, 2023, 6));
    assert.deepEqual(
      inv.items.map((i) => i.name),
      ['Роялті', 'PR-внесок'],
    );
    const res = await send('super', inv.id);
    assert.deepEqual(res.json(), { to: 'accounts@franchise3.test' });
    const mail = await lastMail(t, 'accounts@franchise3.test');
    assert.match(mail.subject, /^Рахунок № \d+ за червень 2023/);
    assert.ok(mail.text.includes('Платіжне доручення'));
  });
});

describe('who may', { concurrency: 1 }, () => {
  let id: number;
  before(async () => {
    id = body(await make('super', ids.franchise, 2023, 7)).id;
  });

  test('the franchise reads its own invoices, with or without ?user=, and changes nothing', async () => {
    for (const query of [`user=${ids.franchise}&month=7&year=2023`, 'month=7&year=2023']) {
      const res = await list('franchise', query);
      assert.equal(res.statusCode, 200);
      assert.deepEqual(
        (res.json() as FranchiseInvoiceDetail[]).map((i) => i.id),
        [id],
      );
    }
    for (const res of [
      await make('franchise', ids.franchise, 2023, 7),
      await patch('franchise', id, []),
      await pay('franchise', id),
      await send('franchise', id),
    ]) {
      assert.equal(res.statusCode, 403);
      assert.equal(res.json().detail, NO_PERMISSION);
    }
  });

  test("teachers, parents and students: 403; a franchise's list 404, as any id not theirs (no oracle of who is a franchise)", async () => {
    for (const who of ['teacher', 'parent', 'student']) {
      const listed = await list(who, `user=${ids.franchise}`);
      assert.deepEqual([listed.statusCode, listed.json()], [404, { detail: NOT_FOUND }], who);
      const anyone = await list(who, `user=${ids.master2}`);
      assert.deepEqual([anyone.statusCode, anyone.json()], [404, { detail: NOT_FOUND }], who);
      for (const res of [
        await make(who, ids.franchise, 2023, 7),
        await patch(who, id, []),
        await pay(who, id),
        await send(who, id),
      ]) {
        assert.equal(res.statusCode, 403, who);
        assert.equal(res.json().detail, NO_PERMISSION);
      }
    }
  });

  test('the other tree (master2, franchise2) and a neighbouring franchise: 404', async () => {
    for (const who of ['master2', 'franchise2']) {
      for (const res of [
        await list(who, `user=${ids.franchise}`),
        await make(who, ids.franchise, 2023, 7),
        await patch(who, id, []),
        await pay(who, id),
        await send(who, id),
      ]) {
        assert.equal(res.statusCode, 404, who);
        assert.equal(res.json().detail, NOT_FOUND);
      }
    }
    assert.equal((await list('master', `user=${ids.franchise3}`)).statusCode, 404);
    assert.equal((await patch('master', 99_999_999, [])).statusCode, 404);
  });

  test("a student's payment invoice is not a franchise invoice: 404; a master franchise has none", async () => {
    const [studentInvoice] = await t.database.db
      .select()
      .from(invoices)
      .where(eq(invoices.userId, ids.student))
      .limit(1);
    assert.equal((await patch('super', studentInvoice.id, [])).statusCode, 404);
    assert.equal((await pay('super', studentInvoice.id)).statusCode, 404);
    const res = await make('super', ids.master, 2023, 7);
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json(), { user: [INVOICES_FOR_FRANCHISES] });
    assert.deepEqual((await list('master', '')).json(), []);
    assert.deepEqual((await list('super', `user=${ids.master}`)).json(), []);
    assert.equal((await make('master', ids.student, 2023, 7)).statusCode, 404);
  });

  test("the student's payment history is unchanged beside it", async () => {
    const res = await list('student', `user=${ids.student}&status=paid`);
    assert.equal(res.statusCode, 200);
    const rows = res.json() as { paid_days: number; items?: unknown }[];
    assert.ok(rows.length > 0);
    assert.ok(rows.every((r) => typeof r.paid_days === 'number' && r.items === undefined));
  });
});
