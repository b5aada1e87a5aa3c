import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from '@abacus/shared/router';
import { QueryClientProvider, createQueryClient } from '@abacus/shared/query';
import { loadAdminTexts } from '@abacus/admin-kit';
import { api, i18n, type Role, session$ } from '@abacus/shared';
import common from '@abacus/shared/i18n/locales/en.json';
import reports from '../../locales/en.json';
import { ReportRoute } from '../report-route';

// The shell alone: two stand-in tabs, whatever the features register.
jest.mock('../report-tabs', () => ({
  reportTabs: [
    {
      key: 'invoice',
      label: 'tabs.invoice',
      monthly: true,
      Component: ({ ownerId, year, month }: { ownerId: number; year: number; month: number }) => (
        <p>{`Invoices of ${ownerId} for ${month}/${year}`}</p>
      ),
    },
    {
      key: 'history',
      label: 'tabs.history',
      monthly: false,
      Component: ({ ownerId }: { ownerId: number }) => <p>{`History of ${ownerId}`}</p>,
    },
  ],
}));

const ok = (data: unknown) => ({ data, status: 200, statusText: '', headers: {}, config: {} as never });

function Location() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

function renderAt(url: string, role: Role) {
  session$.next({ token: 't', profile: { id: 7, role, first_name: 'Iryna', last_name: 'Shevchenko' } as never });
  const client = createQueryClient({ queries: { retry: false } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/dashboard/reports/:id" element={<ReportRoute />} />
        </Routes>
        <Location />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  const admin = (await loadAdminTexts('en')) as { default?: object };
  i18n.addResourceBundle('en', 'common', common, true, true);
  i18n.addResourceBundle('en', 'admin', admin.default ?? admin, true, true);
  i18n.addResourceBundle('en', 'reports', reports, true, true);
});
beforeEach(() => {
  jest.spyOn(api, 'get').mockImplementation(async (url: string) => {
    if (url === 'users/user/me/profile' || url === 'users/user/7/profile') {
      return ok({ id: 7, role: 'franchise', first_name: 'Iryna', last_name: 'Shevchenko', email: 'f@x' });
    }
    if (url === 'users/user/9/profile')
      return ok({ id: 9, role: 'teacher', first_name: 'A', last_name: 'B', email: '' });
    throw new Error(`unexpected GET ${url}`);
  });
});
afterEach(() => jest.restoreAllMocks());

describe('/dashboard/reports/{id|me}', () => {
  it("shows the franchise's name, the month and year of the URL and the registered tabs", async () => {
    renderAt('/dashboard/reports/me?month=3&year=2019&tab=invoice', 'franchise');
    expect(await screen.findByRole('heading', { name: 'Iryna Shevchenko' })).toBeInTheDocument();
    expect(screen.getByLabelText('Month')).toHaveDisplayValue('March');
    expect(screen.getByLabelText('Year')).toHaveDisplayValue('2019');
    expect(screen.getByRole('tab', { name: 'Invoices', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'History' })).toBeInTheDocument();
  });

  it('a tab that does not show one month (History, with its own period) has no month and year above it', async () => {
    renderAt('/dashboard/reports/me?month=3&year=2019&tab=history', 'franchise');
    expect(await screen.findByRole('heading', { name: 'Iryna Shevchenko' })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('History of 7');
    expect(screen.queryByLabelText('Month')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Year')).not.toBeInTheDocument();
  });

  it('gives the tab the resolved owner and the month; ?tab=invoice opens Invoices, Back-able', async () => {
    renderAt('/dashboard/reports/me?tab=invoice&month=2&year=2021', 'franchise');
    expect(await screen.findByRole('tabpanel')).toHaveTextContent('Invoices of 7 for 2/2021');
    await userEvent.click(screen.getByRole('tab', { name: 'History' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/reports/me?month=2&year=2021&tab=history');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('History of 7');
  });

  it('keeps a new month and year in the URL', async () => {
    renderAt('/dashboard/reports/7?tab=invoice', 'master_franchise');
    await userEvent.selectOptions(await screen.findByLabelText('Month'), 'July');
    await userEvent.selectOptions(screen.getByLabelText('Year'), '2018');
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/reports/7?tab=invoice&month=7&year=2018');
    expect(api.get).toHaveBeenCalledWith('users/user/7/profile');
  });

  it('an unregistered tab in the URL, or none, opens the first registered one', async () => {
    renderAt('/dashboard/reports/me?tab=nonsense', 'franchise');
    expect(await screen.findByRole('tab', { name: 'Invoices', selected: true })).toBeInTheDocument();
  });

  it('a teacher sees the 403 page and nothing is asked of the API', () => {
    renderAt('/dashboard/reports/me', 'teacher');
    expect(screen.getByTestId('error-page')).toHaveAttribute('data-status', '403');
    expect(api.get).not.toHaveBeenCalled();
  });

  it('an id that is no number, or a user without reports, is the 404 page', async () => {
    renderAt('/dashboard/reports/abc', 'franchise');
    expect(screen.getByTestId('error-page')).toHaveAttribute('data-status', '404');
  });

  it('a user who is not a franchise has no report: 404', async () => {
    renderAt('/dashboard/reports/9', 'franchise');
    expect(await screen.findByTestId('error-page')).toHaveAttribute('data-status', '404');
  });
});
