// The student's Block dialog of the staff lists and the report (spec 002 section 4): the price may be changed first,
// Block waits until the change is applied, only the changed price is sent, then the month and the block.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@abacus/shared/query';
import { api, i18n, notice$ } from '@abacus/shared';
import common from '@abacus/shared/i18n/locales/en.json';
import { StudentBlockDialog } from '../index';
import texts from '../locales/en.json';

const ok = (data: unknown) => ({ data, status: 200, statusText: '', headers: {}, config: {} as never });
const TERMS = { price: '1000.00', price_first_month: '600.00', deactivation_month: 8 };
const toasts: string[] = [];

beforeAll(() => {
  i18n.addResourceBundle('en', 'common', common, true, true);
  i18n.addResourceBundle('en', 'admin', texts, true, true);
  notice$.subscribe((n) => toasts.push(n.text));
});
afterEach(() => {
  jest.restoreAllMocks();
  toasts.length = 0;
});

function renderDialog(onChanged: () => void, onClose: () => void) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <StudentBlockDialog id={10} name="Kravets Olha" onClose={onClose} onChanged={onChanged} />
    </QueryClientProvider>,
  );
}

describe('StudentBlockDialog', () => {
  it('sends only the changed price, enables Block once it is applied, then sets the month and blocks', async () => {
    jest.spyOn(api, 'get').mockResolvedValue(ok(TERMS));
    const patch = jest.spyOn(api, 'patch').mockResolvedValue(ok({ ...TERMS, price: '1500.00' }));
    const post = jest.spyOn(api, 'post').mockResolvedValue(ok(null));
    const del = jest.spyOn(api, 'delete').mockResolvedValue(ok(null));
    const onChanged = jest.fn();
    const onClose = jest.fn();
    renderDialog(onChanged, onClose);
    const dialog = await screen.findByRole('dialog', { name: 'Block the user' });
    const price = await within(dialog).findByLabelText('Cost of education');
    expect(dialog).toHaveTextContent('Block Kravets Olha?');
    const block = within(dialog).getByRole('button', { name: 'Block' });

    await userEvent.clear(price);
    await userEvent.type(price, '1500');
    expect(within(dialog).getByText('Apply the new price or put the old one back to block.')).toBeInTheDocument();
    expect(block).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply new price' }));
    expect(await within(dialog).findByText('The new price is applied.')).toBeInTheDocument();
    expect(patch).toHaveBeenCalledWith('users/user/10/prices', { price: '1500' });
    // The list reads the new price at once, whether or not the student is then blocked.
    expect(onChanged).toHaveBeenCalledTimes(1);
    expect(block).toBeEnabled();

    await userEvent.selectOptions(within(dialog).getByLabelText('Deactivation month'), 'June');
    await userEvent.click(block);
    expect(post).toHaveBeenCalledWith('users/user/10/set_deactivation_date', { month: 6 });
    expect(del).toHaveBeenCalledWith('users/user/10');
    expect(toasts).toEqual(['Kravets Olha is blocked with a new price. You can unlock them in the Restore section.']);
    expect(onChanged).toHaveBeenCalledTimes(2);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('keeps the dialog open with the error when the block fails, and does not say it is blocked', async () => {
    jest.spyOn(api, 'get').mockResolvedValue(ok(TERMS));
    jest.spyOn(api, 'delete').mockRejectedValue(Object.assign(new Error('down'), { isAxiosError: true }));
    const onChanged = jest.fn();
    const onClose = jest.fn();
    renderDialog(onChanged, onClose);
    const dialog = await screen.findByRole('dialog', { name: 'Block the user' });
    await within(dialog).findByLabelText('Deactivation month');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Error has occurred');
    expect(toasts).toEqual([]);
    expect(onChanged).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });
});
