import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PaymentsPage } from '../components/payments-page';
import { loadEnglishTexts } from '@/testing/with-texts';
import { fakeGet, renderInArea, STUDENT, TEACHER } from '@/testing/render-in-area';

beforeAll(loadEnglishTexts);
afterEach(() => jest.restoreAllMocks());

const route = '/dashboard-student/history';
/** Times are UTC, the test viewers' time zone. */
const at = (month: number, day: number, hour = 0) => new Date(Date.UTC(2026, month, day, hour));
const invoice = (id: number, amount: string, created: Date, updated: Date, paid_days: number) => ({
  id,
  amount,
  currency: 'UAH',
  status: 'paid',
  paid_days,
  created: created.toISOString(),
  updated: updated.toISOString(),
});

describe('payment history', () => {
  it('lists Month, Date of payment, Days and Amount without the last three characters', async () => {
    const get = fakeGet({
      'billing/invoices': [
        invoice(2, '1200.00', at(1, 1, 9), at(1, 3, 18), 30),
        invoice(1, '950.50', at(0, 1, 9), at(0, 5, 8), 12),
      ],
    });
    renderInArea(<PaymentsPage />, { url: route, route });
    const table = await screen.findByTestId('payments-table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Month', 'Date of payment', 'Days', 'Amount']);
    const rows = screen.getAllByTestId('payment-row').map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );
    expect(rows).toEqual([
      ['February 2026', '03.02.2026', '30', '1200 UAH'],
      ['January 2026', '05.01.2026', '12', '950 UAH'],
    ]);
    expect(get).toHaveBeenCalledWith('billing/invoices', { params: { user: STUDENT.id, status: 'paid' } });
  });

  it('says when there are no payments', async () => {
    fakeGet({ 'billing/invoices': [] });
    renderInArea(<PaymentsPage />, { url: route, route });
    expect(await screen.findByTestId('payments-empty')).toHaveTextContent('No payments yet.');
  });

  it("shows an error with a retry, for the viewed student's invoices", async () => {
    const get = fakeGet({ 'billing/invoices': new Error('down') });
    const user = userEvent.setup();
    renderInArea(<PaymentsPage />, { url: `${route}?read_only=7&from=Dashboard%20List`, route, viewer: TEACHER });
    expect(await screen.findByRole('alert')).toHaveTextContent('The payment history could not be loaded.');
    expect(get).toHaveBeenCalledWith('billing/invoices', { params: { user: 7, status: 'paid' } });
    get.mockRestore();
    fakeGet({ 'billing/invoices': [invoice(1, '300.00', at(0, 1), at(0, 2), 4)] });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('payment-row')).toHaveTextContent('300');
  });
});
