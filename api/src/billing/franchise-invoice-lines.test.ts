// The pure rules of a franchise invoice's lines and months (franchise-invoice-lines.ts, -period.ts): exact money,
// the close's prices, the edit plan of PATCH billing/invoices/{id}, when a month is over.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  fromCents,
  INVOICE_TOO_LARGE,
  invoiceTotal,
  LINE_TWICE,
  lineSum,
  NO_SUCH_LINE,
  toCents,
} from '@abacus/contract/franchise-invoices-schema';
import { closePrices, planLines, type StoredLine } from './franchise-invoice-lines.ts';
import { monthIsOver, monthName, monthOfPeriod, periodOf } from './franchise-invoice-period.ts';

describe('exact money', () => {
  test('cents in and out', () => {
    assert.equal(toCents('1234.5'), 123450n);
    assert.equal(toCents('0.01'), 1n);
    assert.equal(toCents('-12.30'), -1230n);
    assert.equal(toCents('7'), 700n);
    assert.equal(fromCents(123450n), '1234.50');
    assert.equal(fromCents(-5n), '-0.05');
    assert.equal(fromCents(0n), '0.00');
    assert.throws(() => toCents('1e3'));
    assert.throws(() => toCents('12.345'));
  });

  test('3 x 333.33 = 999.99 and sums that floats get wrong', () => {
    assert.equal(lineSum(3, '333.33'), '999.99');
    assert.equal(
      invoiceTotal([
        { quantity: 1, price: '0.10' },
        { quantity: 1, price: '0.20' },
      ]),
      '0.30',
    );
    assert.equal(invoiceTotal([{ quantity: 10_000, price: '9999999999.99' }]), '99999999999900.00');
    assert.equal(invoiceTotal([]), '0.00');
  });

  test("the close's prices: royalty minus the discount (never below 0), and PR", () => {
    assert.deepEqual(closePrices({ royalty_sum: '1500.00', discount_sum: '150.50', pr_sum: '300.10' }), {
      royalty: '1349.50',
      pr: '300.10',
    });
    assert.deepEqual(closePrices({ royalty_sum: '200.00', discount_sum: '0.00', pr_sum: '0.00' }), {
      royalty: '200.00',
      pr: '0.00',
    });
    assert.equal(closePrices({ royalty_sum: '10.00', discount_sum: '10.01', pr_sum: '0' }).royalty, '0.00');
  });
});

describe('planLines', () => {
  const stored: StoredLine[] = [
    { id: 1, name: 'Royalty', quantity: 1, price: '1000.00', isDeletable: false, order: 0 },
    { id: 2, name: 'PR contribution', quantity: 1, price: '100.00', isDeletable: false, order: 1 },
    { id: 3, name: 'Workbooks', quantity: 2, price: '50.00', isDeletable: true, order: 2 },
    { id: 4, name: 'Stickers', quantity: 1, price: '5.00', isDeletable: true, order: 3 },
  ];
  const plan = (sent: Parameters<typeof planLines>[1]) => {
    const result = planLines(stored, sent);
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    return result.plan;
  };

  test('edits, adds and removes deletable lines; the close lines first and unchanged', () => {
    const p = plan([
      { id: 4, name: 'Stickers, big', quantity: 3, price: '6.00' },
      { id: 1, name: 'Mine now', quantity: 9, price: '0.00' },
      { name: 'Olympiad', quantity: 1, price: '0.01' },
    ]);
    assert.deepEqual(p.update, [
      { id: 1, name: 'Royalty', quantity: 1, price: '1000.00', order: 0 },
      { id: 2, name: 'PR contribution', quantity: 1, price: '100.00', order: 1 },
      { id: 4, name: 'Stickers, big', quantity: 3, price: '6.00', order: 2 },
    ]);
    assert.deepEqual(p.insert, [{ name: 'Olympiad', quantity: 1, price: '0.01', order: 3 }]);
    assert.deepEqual(p.remove, [3]);
    assert.equal(p.amount, '1118.01');
  });

  test('an empty list removes every deletable line and keeps the rest', () => {
    const p = plan([]);
    assert.deepEqual(p.remove, [3, 4]);
    assert.deepEqual(
      p.update.map((u) => u.id),
      [1, 2],
    );
    assert.equal(p.amount, '1100.00');
  });

  test('unknown and repeated ids are errors on their place in the body', () => {
    assert.deepEqual(planLines(stored, [{ id: 99, name: 'x', quantity: 1, price: '1.00' }]), {
      ok: false,
      errors: { '0.id': [NO_SUCH_LINE] },
    });
    const line = { id: 3, name: 'x', quantity: 1, price: '1.00' };
    assert.deepEqual(planLines(stored, [line, { name: 'y', quantity: 1, price: '1.00' }, line]), {
      ok: false,
      errors: { '2.id': [LINE_TWICE] },
    });
  });

  test('an amount numeric(12, 2) cannot hold is refused; the largest it can is not', () => {
    assert.deepEqual(planLines([], [{ name: 'x', quantity: 10_000, price: '1000000.00' }]), {
      ok: false,
      errors: { non_field_errors: [INVOICE_TOO_LARGE] },
    });
    const result = planLines([], [{ name: 'x', quantity: 1, price: '9999999999.99' }]);
    assert.ok(result.ok);
  });
});

describe('months', () => {
  test('a period is the first day; a month is over from the first day of the next', () => {
    assert.equal(periodOf(2023, 3), '2023-03-01');
    assert.deepEqual(monthOfPeriod('2023-12-01'), { year: 2023, month: 12 });
    assert.equal(monthIsOver(2023, 3, '2023-03-31'), false);
    assert.equal(monthIsOver(2023, 3, '2023-04-01'), true);
    assert.equal(monthIsOver(2023, 12, '2024-01-01'), true);
    assert.equal(monthIsOver(2024, 1, '2023-12-31'), false);
  });

  test('month names in the languages', () => {
    assert.equal(monthName('en', 2023, 3), 'March 2023');
    assert.match(monthName('uk', 2023, 6), /червень 2023/);
    assert.match(monthName('pl', 2023, 6), /czerwiec 2023/);
  });
});
