import { termLines } from '../model/franchise-terms';

const base = {
  currency: 'uah',
  royalty: '12.00',
  royalty_en: null,
  price_min: '1200.00',
  price_min_en: '0.00',
  pr_deposit: '3.00',
  discounts: [],
  bonus_weeks: 0,
  bonus_days: 0,
  bonus_start: null,
};

describe('the franchise terms on a list row (spec 002 "Franchise table")', () => {
  it('shows royalty, PR, the cost with its currency symbol, and 0 for no discount', () => {
    expect(termLines(base).map((l) => [l.key, l.value])).toEqual([
      ['royalty', '12.00 %'],
      ['pr', '3.00 %'],
      ['price', '1200.00 ₴'],
      ['discounts', '0'],
    ]);
  });
  it('adds the English terms only when not 0.00, discounts comma-joined, and the bonus', () => {
    const lines = termLines({
      ...base,
      royalty_en: '10.00',
      price_min_en: '900.00',
      currency: 'pln',
      discounts: ['5.00', '7.50'],
      bonus_days: 10,
      bonus_start: '2026-12-28',
    });
    expect(lines.find((l) => l.key === 'priceEn')?.value).toBe('900.00 zł');
    expect(lines.find((l) => l.key === 'discounts')?.value).toBe('5.00 %, 7.50 %');
    expect(lines.find((l) => l.key === 'holiday')?.values).toEqual({ start: '28.12.2026', days: 10 });
  });
});
