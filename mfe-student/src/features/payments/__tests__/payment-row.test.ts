import { paymentRow, shownAmount } from '../model/payment-row';

describe('payment history rows', () => {
  it('drops the last three characters of the amount', () => {
    expect(shownAmount('1200.00')).toBe('1200');
    expect(shownAmount('950.50')).toBe('950');
    expect(shownAmount('0.00')).toBe('0');
  });

  it('leaves an amount without two decimals as it is rather than cutting digits', () => {
    expect(shownAmount('1200')).toBe('1200');
  });

  it('shows month, date of payment, days and amount', () => {
    const invoice = {
      id: 5,
      amount: '1200.00',
      currency: 'UAH',
      status: 'paid' as const,
      paid_days: 30,
      created: new Date(Date.UTC(2026, 1, 1, 10)).toISOString(),
      updated: new Date(Date.UTC(2026, 1, 3, 15, 45)).toISOString(),
    };
    expect(paymentRow(invoice, 'en', 'UTC')).toEqual({
      id: 5,
      month: 'February 2026',
      paidOn: '03.02.2026',
      days: 30,
      amount: '1200',
      currency: 'UAH',
    });
    expect(paymentRow(invoice, 'ua', 'UTC').month).toBe('Лютий 2026 р.');
    expect(paymentRow(invoice, 'pl', 'UTC').month).toBe('Luty 2026');
  });
});
