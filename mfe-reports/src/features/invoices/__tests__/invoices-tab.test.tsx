import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError } from 'axios';
import { QueryClientProvider, createQueryClient } from '@abacus/shared/query';
import { loadAdminTexts } from '@abacus/admin-kit';
import type { FranchiseInvoiceDetail } from '@abacus/contract/franchise-invoices-schema';
import { NOT_NEGATIVE } from '@abacus/contract/messages';
import { api, i18n, notice$, session$ } from '@abacus/shared';
import common from '@abacus/shared/i18n/locales/en.json';
import reports from '../../../locales/en.json';
import { InvoicesTab } from '../components/invoices-tab';
import texts from '../locales/en.json';

const ok = (data: unknown) => ({ data, status: 200, statusText: '', headers: {}, config: {} as never });
const failure = (status: number, data: unknown) =>
  new AxiosError('failed', 'ERR_BAD_REQUEST', undefined, undefined, { status, data } as never);
const item = (id: number, name: string, quantity: number, price: string, is_deletable: boolean, order: number) => ({
  id,
  name,
  quantity,
  price,
  is_deletable,
  order,
  currency: 'UAH',
  status: 'unpaid' as const,
  invoice: 40,
});
const party = { legal_activity_type: '', legal_address: '', legal_id: '', mfo: '', settlement_account: '' };
const INVOICE: FranchiseInvoiceDetail = {
  id: 40,
  amount: '1350.00',
  currency: 'UAH',
  status: 'unpaid',
  created: '2023-04-02T09:00:00Z',
  updated: '2023-04-02T09:00:00Z',
  user: 3,
  year: 2023,
  month: 3,
  items: [item(1, 'Royalty', 1, '1200.00', false, 0), item(2, 'PR contribution', 1, '150.00', false, 1)],
  sent: null,
  payee: { id: 1, full_name: 'Kovalenko Olena', contract_number: '', ...party, mfo: '305299' },
  payer: { id: 3, full_name: 'Shevchenko Iryna', contract_number: 'F-17', ...party },
  payment_order: 'Payment order\nPayee: Kovalenko Olena\nBank code (MFO): 305299\nAmount: 1 350.00 ₴',
};

function signIn(id: number, role: 'franchise' | 'master_franchise') {
  session$.next({ token: 't', profile: { id, role, email: `${id}@x`, first_name: '', last_name: '' } } as never);
}

function renderTab(props = { ownerId: 3, year: 2023, month: 3 }) {
  const client = createQueryClient({ queries: { retry: false } });
  return render(
    <QueryClientProvider client={client}>
      <InvoicesTab {...props} />
    </QueryClientProvider>,
  );
}

const toasts: string[] = [];
beforeAll(async () => {
  const admin = (await loadAdminTexts('en')) as { default?: object };
  i18n.addResourceBundle('en', 'common', common, true, true);
  i18n.addResourceBundle('en', 'admin', admin.default ?? admin, true, true);
  i18n.addResourceBundle('en', 'reports', { ...reports, ...texts }, true, true);
  notice$.subscribe((n) => toasts.push(n.text));
});
beforeEach(() => {
  toasts.length = 0;
});
afterEach(() => {
  jest.restoreAllMocks();
  session$.next(null);
});

describe('the Invoices tab', () => {
  it('reads the month of the franchise and, for the master franchise, makes the invoice', async () => {
    signIn(2, 'master_franchise');
    const get = jest.spyOn(api, 'get').mockResolvedValue(ok([]));
    const post = jest.spyOn(api, 'post').mockResolvedValue(ok(INVOICE));
    renderTab();
    expect(await screen.findByText('No invoice for this month')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('billing/invoices', { params: { user: 3, month: 3, year: 2023 } });
    await userEvent.click(screen.getByRole('button', { name: 'Make the invoice' }));
    expect(post).toHaveBeenCalledWith('billing/invoices', { user: 3, month: 3, year: 2023 });
    expect(await screen.findByRole('heading', { name: 'Invoice No. 40 for March 2023' })).toBeInTheDocument();
    expect(screen.getByTestId('invoice-status')).toHaveTextContent('Unpaid');
    expect(screen.getByTestId('invoice-total')).toHaveTextContent('Total: 1 350.00 ₴');
    expect(screen.getByTestId('payment-order')).toHaveTextContent('Bank code (MFO): 305299');
  });

  it('cannot make the invoice of a month that is not over, and says from when', async () => {
    signIn(2, 'master_franchise');
    jest.spyOn(api, 'get').mockResolvedValue(ok([]));
    const now = new Date();
    renderTab({ ownerId: 3, year: now.getFullYear(), month: now.getMonth() + 1 });
    const make = await screen.findByRole('button', { name: 'Make the invoice' });
    expect(make).toBeDisabled();
    expect(screen.getByText(/An invoice is made once the month is over: from 01\.\d\d\.\d{4}\./)).toBeInTheDocument();
  });

  it('the franchise reads its invoice: no inputs, no Mark as paid, no Make button', async () => {
    signIn(3, 'franchise');
    const get = jest.spyOn(api, 'get').mockResolvedValue(ok([INVOICE]));
    renderTab();
    const royalty = await screen.findByRole('row', { name: /Royalty/ });
    expect(royalty).toHaveTextContent('Royalty11 200.00 ₴1 200.00 ₴');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark as paid' })).not.toBeInTheDocument();
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('adds a service line with an exact sum, checks it before sending, saves', async () => {
    signIn(2, 'master_franchise');
    jest.spyOn(api, 'get').mockResolvedValue(ok([INVOICE]));
    const saved = {
      ...INVOICE,
      amount: '2349.99',
      updated: '2023-04-03T09:00:00Z',
      items: [...INVOICE.items, item(3, 'Workbooks', 3, '333.33', true, 2)],
    };
    const patch = jest.spyOn(api, 'patch').mockResolvedValue(ok(saved));
    renderTab();
    await screen.findByRole('row', { name: /Royalty/ });
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Add line' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(patch).not.toHaveBeenCalled();
    expect(screen.getByText('Enter the name of the service (at most 200 characters).')).toBeInTheDocument();
    expect(screen.getByText('Field required')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Service, line 3' }), 'Workbooks');
    await userEvent.clear(screen.getByRole('textbox', { name: 'Quantity, line 3' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Quantity, line 3' }), '3');
    await userEvent.type(screen.getByRole('textbox', { name: 'Price, line 3' }), '333.33');
    const line = screen.getAllByTestId('invoice-line')[2];
    expect(line).toHaveTextContent('999.99 ₴');
    expect(screen.getByTestId('invoice-total')).toHaveTextContent('Total: 2 349.99 ₴');
    expect(screen.getByRole('button', { name: 'Mark as paid' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(patch).toHaveBeenCalledWith('billing/invoices/40', [
      { id: 1, name: 'Royalty', quantity: 1, price: '1200.00' },
      { id: 2, name: 'PR contribution', quantity: 1, price: '150.00' },
      { name: 'Workbooks', quantity: 3, price: '333.33' },
    ]);
    expect(await screen.findByRole('textbox', { name: 'Service, line 3' })).toHaveValue('Workbooks');
    expect(toasts).toContain('Changes saved');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it("puts the server's errors on their fields", async () => {
    signIn(2, 'master_franchise');
    const withLine = { ...INVOICE, items: [...INVOICE.items, item(3, 'Workbooks', 3, '333.33', true, 2)] };
    jest.spyOn(api, 'get').mockResolvedValue(ok([withLine]));
    jest.spyOn(api, 'patch').mockRejectedValue(failure(400, { '2.price': [NOT_NEGATIVE] }));
    renderTab();
    const price = await screen.findByRole('textbox', { name: 'Price, line 3' });
    await userEvent.clear(price);
    await userEvent.type(price, '5');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The value cannot be negative')).toBeInTheDocument();
    expect(price).toHaveAttribute('aria-invalid', 'true');
  });

  it('marks it paid at once after a confirm, and puts it back when that fails', async () => {
    signIn(2, 'master_franchise');
    jest.spyOn(api, 'get').mockResolvedValue(ok([INVOICE]));
    let reject: (e: unknown) => void = () => {};
    jest.spyOn(api, 'patch').mockImplementation(() => new Promise((_, no) => (reject = no)));
    renderTab();
    await userEvent.click(await screen.findByRole('button', { name: 'Mark as paid' }));
    const dialog = screen.getByTestId('confirm-dialog');
    expect(dialog).toHaveTextContent('Mark invoice No. 40 as paid? 1 350.00 ₴');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as paid' }));
    expect(await screen.findByTestId('invoice-status')).toHaveTextContent('Paid');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await act(async () => reject(failure(400, { detail: 'This invoice is paid and can no longer be changed.' })));
    expect(await screen.findByTestId('invoice-status')).toHaveTextContent('Unpaid');
    expect(toasts).toContain('This invoice is paid and can no longer be changed.');
  });

  it('says when the invoices cannot be read, and tries again', async () => {
    signIn(3, 'franchise');
    const get = jest.spyOn(api, 'get').mockRejectedValueOnce(failure(500, {})).mockResolvedValue(ok([]));
    renderTab();
    expect(await screen.findByRole('alert')).toHaveTextContent('The invoice could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No invoice for this month')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Make the invoice' })).not.toBeInTheDocument();
    expect(get).toHaveBeenCalledTimes(2);
  });
});
