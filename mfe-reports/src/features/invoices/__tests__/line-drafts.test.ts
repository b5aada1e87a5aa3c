import type { InvoiceItem } from '@abacus/contract/finance-schema';
import { draftSum, draftsTotal, isDirty, newDraft, toDrafts, toLinesBody } from '../model/line-drafts';
import { firstDayAfter, monthIsOver } from '../model/invoice-month';

const ITEMS: InvoiceItem[] = [
  {
    id: 1,
    name: 'Royalty',
    quantity: 1,
    price: '1200.00',
    is_deletable: false,
    order: 0,
    currency: 'UAH',
    status: 'unpaid',
    invoice: 9,
  },
  {
    id: 5,
    name: 'Workbooks',
    quantity: 3,
    price: '333.33',
    is_deletable: true,
    order: 1,
    currency: 'UAH',
    status: 'unpaid',
    invoice: 9,
  },
];

describe('line drafts', () => {
  it('sums exactly: 3 x 333.33 = 999.99; 0.1 + 0.2 = 0.30; nothing while a value is not valid', () => {
    expect(draftSum({ quantity: '3', price: '333.33' })).toBe('999.99');
    expect(draftSum({ quantity: '1', price: '12,5' })).toBe('12.50');
    expect(
      draftsTotal([
        { ...newDraft(), price: '0.1' },
        { ...newDraft(), price: '0.2' },
      ]),
    ).toBe('0.30');
    for (const [quantity, price] of [
      ['0', '1'],
      ['1.5', '1'],
      ['', '1'],
      ['1', ''],
      ['1', '-1'],
      ['1', '1.234'],
      ['1', 'abc'],
    ]) {
      expect(draftSum({ quantity, price })).toBeNull();
    }
    expect(draftsTotal(toDrafts(ITEMS))).toBe('2199.99');
    expect(draftsTotal([...toDrafts(ITEMS), newDraft()])).toBeNull();
  });

  it('makes the PATCH body with the contract schema: ids kept, new lines without, prices normalised', () => {
    const drafts = [...toDrafts(ITEMS), { ...newDraft(), name: ' Olympiad ', quantity: '2', price: '7,5' }];
    expect(toLinesBody(drafts)).toEqual({
      ok: true,
      body: [
        { id: 1, name: 'Royalty', quantity: 1, price: '1200.00' },
        { id: 5, name: 'Workbooks', quantity: 3, price: '333.33' },
        { name: 'Olympiad', quantity: 2, price: '7.50' },
      ],
    });
  });

  it('keys the errors by line and field, like the API', () => {
    const result = toLinesBody([...toDrafts(ITEMS), { ...newDraft(), quantity: '0' }]);
    expect(result.ok).toBe(false);
    expect(Object.keys(result.ok ? {} : result.errors).sort()).toEqual(['2.name', '2.price', '2.quantity']);
    const tooMany = toLinesBody(Array.from({ length: 51 }, () => ({ ...newDraft(), name: 'x', price: '1' })));
    expect(tooMany).toEqual({ ok: false, errors: { non_field_errors: 'An invoice has at most 50 lines.' } });
  });

  it('knows when something changed', () => {
    const drafts = toDrafts(ITEMS);
    expect(isDirty(drafts, ITEMS)).toBe(false);
    expect(isDirty([drafts[0], { ...drafts[1], price: '333.34' }], ITEMS)).toBe(true);
    expect(isDirty([drafts[0]], ITEMS)).toBe(true);
    expect(new Set([newDraft().key, newDraft().key]).size).toBe(2);
  });
});

describe('the month of an invoice', () => {
  it('is over from the first day of the next month', () => {
    expect(monthIsOver(2023, 3, new Date(2023, 2, 31, 23, 59))).toBe(false);
    expect(monthIsOver(2023, 3, new Date(2023, 3, 1, 0, 0))).toBe(true);
    expect(monthIsOver(2023, 12, new Date(2024, 0, 1))).toBe(true);
    expect(monthIsOver(2024, 1, new Date(2023, 11, 31))).toBe(false);
    expect(firstDayAfter(2023, 3)).toBe('01.04.2023');
    expect(firstDayAfter(2023, 12)).toBe('01.01.2024');
  });
});
