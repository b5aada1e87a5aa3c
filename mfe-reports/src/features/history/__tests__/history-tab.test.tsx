import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError } from 'axios';
import { MemoryRouter, useLocation } from '@abacus/shared/router';
import { QueryClientProvider, createQueryClient } from '@abacus/shared/query';
import { loadAdminTexts } from '@abacus/admin-kit';
import type { ChangeEntry } from '@abacus/contract/user-changes-schema';
import { api, i18n } from '@abacus/shared';
import common from '@abacus/shared/i18n/locales/en.json';
import reports from '../../../locales/en.json';
import { HistoryTab } from '../components/history-tab';
import texts from '../locales/en.json';

const ok = (data: unknown) => ({ data, status: 200, statusText: '', headers: {}, config: {} as never });
const who = (id: number, first_name: string, last_name: string) => ({ id, first_name, last_name, email: `${id}@x` });
const ENTRIES: ChangeEntry[] = [
  {
    id: 2,
    field_name: 'is_active',
    old_value: 'true',
    new_value: 'false',
    user: who(11, 'Taras', 'Lysenko'),
    author: null,
    user_name: 'Taras Lysenko',
    author_name: '',
    modified: new Date(2024, 2, 5, 14, 7, 9).toISOString(),
  },
  {
    id: 1,
    field_name: 'price',
    old_value: '1000.00',
    new_value: '1200.00',
    user: who(10, 'Maksym', 'Bondarenko'),
    author: who(3, 'Iryna', 'Shevchenko'),
    user_name: 'Maksym Bondarenko',
    author_name: 'Iryna Shevchenko',
    modified: new Date(2024, 2, 1, 9, 0, 0).toISOString(),
  },
];
const page = (results: ChangeEntry[], next: string | null = null) => ({
  count: results.length,
  next,
  previous: null,
  results,
});

function Location() {
  const { search } = useLocation();
  return <output data-testid="location">{search}</output>;
}

function renderTab(url = '/dashboard/reports/me?tab=history') {
  const client = createQueryClient({ queries: { retry: false } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <HistoryTab ownerId={3} />
        <Location />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  const admin = (await loadAdminTexts('en')) as { default?: object };
  i18n.addResourceBundle('en', 'common', common, true, true);
  i18n.addResourceBundle('en', 'admin', admin.default ?? admin, true, true);
  i18n.addResourceBundle('en', 'reports', { ...reports, ...texts }, true, true);
});
afterEach(() => jest.restoreAllMocks());

const lastParams = () => (api.get as jest.Mock).mock.calls.at(-1)?.[1]?.params;

describe('the History tab', () => {
  it('lists the changes: date, the user and the author as profile links, what changed', async () => {
    jest.spyOn(api, 'get').mockResolvedValue(ok(page(ENTRIES)));
    renderTab();
    const price = await screen.findByRole('row', { name: /Maksym Bondarenko/ });
    expect(within(price).getByText('01.03.2024 09:00:00')).toBeInTheDocument();
    expect(within(price).getByRole('link', { name: 'Maksym Bondarenko' })).toHaveAttribute(
      'href',
      '/dashboard/profile/10',
    );
    expect(within(price).getByRole('link', { name: 'Iryna Shevchenko' })).toHaveAttribute(
      'href',
      '/dashboard/profile/3',
    );
    expect(price).toHaveTextContent('Price1 000.00 → 1 200.00');
    const blocked = screen.getByRole('row', { name: /Taras Lysenko/ });
    expect(blocked).toHaveTextContent('Blocked');
    expect(within(blocked).getByText('System')).toBeInTheDocument();
    expect(api.get).toHaveBeenCalledWith('billing/reports/3/history', { params: {} });
  });

  it('says "No records" when there are none, and that nothing matches when filtered', async () => {
    jest.spyOn(api, 'get').mockResolvedValue(ok(page([])));
    renderTab();
    expect(await screen.findByText('No records')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Action'), 'Unlocked');
    expect(await screen.findByText('No records match the filters')).toBeInTheDocument();
  });

  it('says "Error occurred" when the history cannot be read, and tries again', async () => {
    const get = jest
      .spyOn(api, 'get')
      .mockRejectedValueOnce(new AxiosError('down', '500'))
      .mockResolvedValue(ok(page(ENTRIES)));
    renderTab();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error occurred');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('row', { name: /Maksym/ })).toBeInTheDocument();
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('filters by action and period at once, by the texts 1 s after typing, and resets', async () => {
    jest.spyOn(api, 'get').mockResolvedValue(ok(page(ENTRIES)));
    renderTab('/dashboard/reports/me?month=3&year=2024&tab=history');
    await screen.findByRole('row', { name: /Maksym/ });
    await userEvent.selectOptions(screen.getByLabelText('Action'), 'Price');
    await userEvent.type(screen.getByLabelText('From'), '01/03/2024');
    await userEvent.type(screen.getByLabelText('To'), '31/03/2024');
    expect(lastParams()).toEqual({ action: 'price', from: '2024-03-01', to: '2024-03-31' });

    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await user.type(screen.getByLabelText('User'), 'bondar');
      expect(lastParams()).not.toHaveProperty('user');
      await act(async () => jest.advanceTimersByTime(1000));
      expect(lastParams()).toMatchObject({ user: 'bondar' });
    } finally {
      jest.useRealTimers();
    }
    expect(screen.getByTestId('location')).toHaveTextContent(
      '?month=3&year=2024&tab=history&action=price&from=2024-03-01&to=2024-03-31&user=bondar',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Reset filters' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\?month=3&year=2024&tab=history$/);
    expect(screen.getByLabelText('From')).toHaveValue('');
    expect(screen.getByLabelText('User')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Reset filters' })).toBeDisabled();
  });

  it('marks an unfinished date and a period that ends before it starts, and asks nothing then', async () => {
    jest.spyOn(api, 'get').mockResolvedValue(ok(page(ENTRIES)));
    renderTab('/dashboard/reports/me?tab=history&from=2024-03-10');
    await screen.findByRole('row', { name: /Maksym/ });
    expect(screen.getByLabelText('From')).toHaveValue('10/03/2024');
    const calls = (api.get as jest.Mock).mock.calls.length;
    await userEvent.type(screen.getByLabelText('To'), '01/03/2024');
    expect(await screen.findByText('The end cannot be before the start.')).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /Maksym/ })).not.toBeInTheDocument();
    expect((api.get as jest.Mock).mock.calls.length).toBe(calls);

    await userEvent.clear(screen.getByLabelText('To'));
    await userEvent.type(screen.getByLabelText('To'), '31/02');
    await userEvent.tab();
    expect(screen.getByText('Enter a valid date.')).toBeInTheDocument();
  });

  it('pages with Next and Previous through the URL', async () => {
    jest.spyOn(api, 'get').mockResolvedValue(ok(page(ENTRIES, '/api/v1/billing/reports/3/history?page=2')));
    renderTab();
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect(screen.getByTestId('location')).toHaveTextContent('?tab=history&page=2');
    expect(lastParams()).toEqual({ page: 2 });
  });
});
