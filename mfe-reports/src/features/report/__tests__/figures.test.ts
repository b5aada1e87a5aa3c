import { changedPrices, pricesOf } from '@abacus/contract/student-prices';
import { daysText, formatDay, money, percent } from '../model/figures';
import { dashboardLink, franchiseReportLink, profileLink } from '../model/links';
import { blockedRow } from '../model/row-class';

describe('the figures', () => {
  it('writes money with spaces between thousands and the currency symbol', () => {
    expect(money('1234567.5', 'uah')).toBe('1 234 567.50 ₴');
    expect(money('800.00', 'pln')).toBe('800.00 zł');
    expect(money('200.00', null)).toBe('200.00');
    expect(money(null, 'usd')).toBe('—');
  });

  it('writes percentages, days and dates DD.MM.YYYY', () => {
    expect(percent('10.00')).toBe('10.00 %');
    expect(daysText(28, 31)).toBe('28 / 31');
    expect(formatDay('2026-10-02')).toBe('02.10.2026');
    expect(formatDay('2026-10-16T09:00:00.000Z')).toBe('16.10.2026');
    expect(formatDay(null)).toBe('');
    expect(formatDay('soon')).toBe('');
  });
});

describe('the price modal sends only what changed', () => {
  const saved = pricesOf({ price: '1000.00', price_first_month: null });

  it('nothing when the same amounts are typed differently', () => {
    expect(saved).toEqual({ price: '1000.00', price_first_month: '' });
    expect(changedPrices(saved, { price: '1000', price_first_month: ' ' })).toEqual({});
  });

  it('the changed price alone, or a cleared one', () => {
    expect(changedPrices(saved, { price: '1100', price_first_month: '' })).toEqual({ price: '1100' });
    expect(changedPrices(saved, { price: '', price_first_month: '600' })).toEqual({
      price: '',
      price_first_month: '600',
    });
  });
});

describe('links and rows', () => {
  it('leads to the profile, the read-only dashboard and a franchise report of the same month', () => {
    expect(profileLink(5)).toBe('/dashboard/profile/5');
    expect(dashboardLink(5)).toBe('/dashboard-student?read_only=5');
    expect(franchiseReportLink(9, 2026, 10)).toBe('/dashboard/reports/9?month=10&year=2026');
  });

  it('colours the rows of blocked students', () => {
    expect(blockedRow({ is_active: false })).toBe('report-row--blocked');
    expect(blockedRow({ is_active: true })).toBeUndefined();
  });
});
