import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, type AxiosRequestConfig } from 'axios';
import { MemoryRouter, useLocation } from '@abacus/shared/router';
import { QueryClientProvider, createQueryClient } from '@abacus/shared/query';
import { loadAdminTexts } from '@abacus/admin-kit';
import type { FranchiseSummary, StudentReportRow } from '@abacus/contract/finance-schema';
import { api, i18n, notice$ } from '@abacus/shared';
import common from '@abacus/shared/i18n/locales/en.json';
import reports from '../../../locales/en.json';
import { isMonthInProgress } from '../components/franchise-report';
import { ReportTab } from '../components/report-tab';
import texts from '../locales/en.json';

const ok = (data: unknown) => ({ data, status: 200, statusText: '', headers: {}, config: {} as never });
type Params = Record<string, string | number>;

const SUMMARY: FranchiseSummary = {
  id: 3,
  region: 'Lviv',
  full_name: 'Shevchenko Iryna',
  email: 'franchise@demo.school',
  currency: 'uah',
  contract_number: 'IND-2025-014',
  year: 2026,
  month: 10,
  days_total: 31,
  students: { total: 2, active: 1, inactive: 1 },
  price_min: '800.00',
  price: '950.00',
  turnover: '1483.87',
  pr_deposit: '5.00',
  pr_sum: '74.19',
  discount: '0.00',
  discount_sum: '0.00',
  royalty: '10.00',
  royalty_sum: '148.39',
  total: '222.58',
  bonus_days: 0,
  blank: false,
  table_rows: [
    { price: '900.00', students: 1, turnover: '435.48', pr: '21.77', royalty: '43.55' },
    { price: '1000.00', students: 1, turnover: '1048.39', pr: '52.42', royalty: '104.84' },
  ],
};

const row = (over: Partial<StudentReportRow>): StudentReportRow => ({
  id: 10,
  full_name: 'Kravets Olha',
  email: 'olha.kravets@demo.school',
  study_period: { start: '2025-10-01', end: null },
  group_id: 21,
  group_name: 'Evening group',
  teacher: 'Melnyk Oksana',
  teacher_id: 4,
  price: '1000.00',
  price_first_month: '600.00',
  price_mode: 'full',
  study_price: '1048.39',
  days_count: 31,
  days_total: 31,
  bonus_days: 0,
  discount: '0.00',
  student_royalty: '104.84',
  english: false,
  default_language: 'ua',
  is_active: true,
  date_deactivated: null,
  comments: 'Pays by card',
  ...over,
});
const OLHA = row({});
const PETRO = row({
  id: 11,
  full_name: 'Shevchuk Petro',
  email: 'blocked-petro@demo.school',
  study_period: { start: '2025-09-01', end: '2026-10-15' },
  price: '900.00',
  study_price: '435.48',
  days_count: 15,
  student_royalty: '43.55',
  is_active: false,
  date_deactivated: '2026-10-16T09:00:00Z',
  comments: '',
});
const FILTERS = {
  groups: [
    { id: 20, name: 'Demo group' },
    { id: 21, name: 'Evening group' },
  ],
  teachers: [{ id: 4, name: 'Melnyk Oksana' }],
  prices: ['900.00', '1000.00'],
  starts: ['2025-10', '2025-09'],
};
const page = (results: StudentReportRow[], next: string | null = null) => ({
  count: results.length,
  next,
  previous: null,
  results,
  filters: FILTERS,
});

interface Answers {
  role?: string;
  summary?: () => unknown;
  students?: (params: Params) => unknown;
  franchises?: () => unknown;
  /** Any other call: an answer, or undefined for the usual ones. */
  other?: (url: string) => unknown;
}

/** api.get answering by URL, as the API would. */
function mockApi({ role = 'franchise', summary, students, franchises, other }: Answers = {}) {
  return jest.spyOn(api, 'get').mockImplementation(async (url: string, config?: AxiosRequestConfig) => {
    const params = (config?.params ?? {}) as Params;
    const answer = other?.(url);
    if (answer !== undefined) return ok(answer);
    if (url === 'users/user/3/profile') return ok({ id: 3, role });
    if (url === 'billing/reports/3') return ok(summary ? summary() : SUMMARY);
    if (url === 'billing/reports' && params.role === 'student') {
      return ok(students ? students(params) : page([OLHA, PETRO]));
    }
    if (url === 'billing/reports' && params.role === 'franchise') return ok(franchises ? franchises() : []);
    throw new Error(`unexpected GET ${url}`);
  });
}

function Location() {
  const { search } = useLocation();
  return <output data-testid="location">{search}</output>;
}

function renderTab(url = '/dashboard/reports/me?month=10&year=2026') {
  const client = createQueryClient({ queries: { retry: false } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <ReportTab ownerId={3} year={2026} month={10} />
        <Location />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const studentCalls = () =>
  (api.get as jest.Mock).mock.calls
    .filter(([url, config]) => url === 'billing/reports' && config?.params?.role === 'student')
    .map(([, config]) => config.params as Params);
const lastStudentParams = () => studentCalls().at(-1);
const figure = (id: string) => screen.getByTestId('report-summary').querySelector(`[data-figure="${id}"] dd`);

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
afterEach(() => jest.restoreAllMocks());

describe("a franchise's Report tab", () => {
  it('shows the summary, the rows per price and the students, with links and the blocked in red', async () => {
    mockApi();
    renderTab();
    const olha = await screen.findByRole('row', { name: /Kravets Olha/ });
    expect(figure('turnover')).toHaveTextContent('1 483.87 ₴');
    expect(figure('total')).toHaveTextContent('222.58 ₴');
    expect(figure('royalty')).toHaveTextContent('148.39 ₴10.00 %');
    expect(figure('students')).toHaveTextContent('2active 1 · inactive 1');
    const prices = within(screen.getByTestId('report-prices'));
    expect(prices.getByRole('row', { name: /^900.00 ₴/ })).toHaveTextContent('900.00 ₴1435.48 ₴21.77 ₴43.55 ₴');

    expect(within(olha).getByRole('link', { name: 'Kravets Olha' })).toHaveAttribute('href', '/dashboard/profile/10');
    expect(within(olha).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard-student?read_only=10',
    );
    expect(olha).toHaveTextContent('01.10.2025');
    expect(olha).toHaveTextContent('31 / 31');
    expect(olha).toHaveTextContent('1 048.39 ₴');
    expect(olha).toHaveTextContent('Pays by card');
    for (const action of ['Price', 'Comment', 'Block']) {
      expect(within(olha).getByRole('button', { name: action })).toBeInTheDocument();
    }
    const petro = screen.getByRole('row', { name: /Shevchuk Petro/ });
    expect(petro).toHaveClass('report-row--blocked');
    expect(within(petro).queryByRole('button', { name: 'Price' })).not.toBeInTheDocument();
    expect(lastStudentParams()).toEqual({ role: 'student', franchise: 3, month: 10, year: 2026 });
  });

  it("names the English royalty under an English-stream pupil's figure (two equal rows had different royalties)", async () => {
    const maksym = row({ id: 12, full_name: 'Bondarenko Maksym', student_royalty: '150.00', english: true });
    mockApi({ students: () => page([maksym, OLHA]) });
    renderTab();
    const english = await screen.findByRole('row', { name: /Bondarenko Maksym/ });
    expect(within(english).getByTestId('english-royalty')).toHaveTextContent('English royalty');
    expect(within(screen.getByRole('row', { name: /Kravets Olha/ })).queryByTestId('english-royalty')).toBeNull();
  });

  it('says the default royalty applies to a month without students, and "No students in this month"', async () => {
    mockApi({
      summary: () => ({ ...SUMMARY, blank: true, students: { total: 0, active: 0, inactive: 0 }, table_rows: [] }),
      students: () => page([]),
    });
    renderTab();
    expect(await screen.findByText('No students in this month')).toBeInTheDocument();
    expect(screen.getByText('No students this month: the default royalty applies.')).toBeInTheDocument();
    expect(screen.queryByTestId('report-prices')).not.toBeInTheDocument();
  });

  it('says a month in progress is counted to its end and invoiced once over; a past month says nothing', async () => {
    expect(isMonthInProgress(2026, 12, new Date(2026, 11, 5))).toBe(true);
    expect(isMonthInProgress(2026, 11, new Date(2026, 11, 5))).toBe(false);
    expect(isMonthInProgress(2025, 12, new Date(2026, 11, 5))).toBe(false);
    mockApi();
    renderTab();
    await screen.findByTestId('report-students');
    expect(screen.queryByTestId('month-not-over')).not.toBeInTheDocument();
  });

  it('says when the report cannot be read, and tries again', async () => {
    let fail = true;
    mockApi({
      summary: () => {
        if (fail) throw new AxiosError('down', '500');
        return SUMMARY;
      },
    });
    renderTab();
    // A loaded machine renders slowly: wait longer than the default second.
    expect(await screen.findByText('The report could not be loaded.', {}, { timeout: 5000 })).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('report-summary', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('filters through the URL, sorts on the name, and resets', async () => {
    mockApi({
      students: (params) => page(params.group === 21 ? [OLHA] : [OLHA, PETRO], '/api/v1/billing/reports?page=2'),
    });
    renderTab();
    await screen.findByRole('row', { name: /Kravets Olha/ });
    await userEvent.selectOptions(screen.getByLabelText('Group'), 'Evening group');
    expect(lastStudentParams()).toMatchObject({ group: 21 });
    await userEvent.selectOptions(screen.getByLabelText('Start of study: year'), '2025');
    expect(screen.getByLabelText('Start of study: month')).toBeEnabled();
    await userEvent.selectOptions(screen.getByLabelText('Start of study: month'), 'October');
    await userEvent.selectOptions(screen.getByLabelText('Price'), '1 000.00 ₴');
    await userEvent.selectOptions(screen.getByLabelText('Teacher'), 'Melnyk Oksana');
    await userEvent.click(screen.getByLabelText('Show all blocked'));
    expect(lastStudentParams()).toMatchObject({
      group: 21,
      start: '2025-10',
      price: '1000.00',
      teacher: 4,
      blocked: 'true',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Full name' }));
    await userEvent.click(screen.getByRole('button', { name: 'Full name' }));
    expect(lastStudentParams()).toMatchObject({ ordering: '-full_name' });
    expect(screen.getByTestId('location')).toHaveTextContent(
      '?month=10&year=2026&group=21&start=2025-10&price=1000.00&teacher=4&blocked=true&ordering=-full_name',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(lastStudentParams()).toMatchObject({ page: 2 });

    await userEvent.click(screen.getByRole('button', { name: 'Reset filters' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\?month=10&year=2026&ordering=-full_name$/);
    expect(lastStudentParams()).toEqual({
      role: 'student',
      franchise: 3,
      month: 10,
      year: 2026,
      ordering: '-full_name',
    });
    expect(screen.getByLabelText('Group')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Reset filters' })).toBeDisabled();
  });

  it('searches the name 1 s after the last key', async () => {
    mockApi();
    renderTab();
    await screen.findByRole('row', { name: /Kravets Olha/ });
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await user.type(screen.getByLabelText('Name'), 'Kravets');
      expect(lastStudentParams()).not.toHaveProperty('name');
      await act(async () => jest.advanceTimersByTime(1000));
      expect(lastStudentParams()).toMatchObject({ name: 'Kravets' });
    } finally {
      jest.useRealTimers();
    }
    expect(screen.getByTestId('location')).toHaveTextContent('name=Kravets');
  });

  it("changes a student's price: only the changed value is sent, then the report is read again", async () => {
    mockApi();
    const patch = jest
      .spyOn(api, 'patch')
      .mockResolvedValue(ok({ price: '1100.00', price_first_month: '600.00', deactivation_month: 8 }));
    renderTab();
    const olha = await screen.findByRole('row', { name: /Kravets Olha/ });
    await userEvent.click(within(olha).getByRole('button', { name: 'Price' }));
    const dialog = screen.getByRole('dialog', { name: 'Price: Kravets Olha' });
    // The form is loaded when the dialog opens.
    const save = await within(dialog).findByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    const price = within(dialog).getByLabelText('Cost of education');
    expect(price).toHaveValue(1000);
    await userEvent.clear(price);
    await userEvent.type(price, '1100');
    const reads = studentCalls().length;
    await userEvent.click(save);
    expect(patch).toHaveBeenCalledWith('users/user/10/prices', { price: '1100' });
    expect(await screen.findByRole('row', { name: /Kravets Olha/ })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toasts).toContain('Changes saved');
    expect(studentCalls().length).toBeGreaterThan(reads);
  });

  it('saves a comment with PATCH users/user/{id}/comments', async () => {
    mockApi();
    const patch = jest.spyOn(api, 'patch').mockResolvedValue(ok({}));
    renderTab();
    const olha = await screen.findByRole('row', { name: /Kravets Olha/ });
    await userEvent.click(within(olha).getByRole('button', { name: 'Comment' }));
    const dialog = screen.getByRole('dialog', { name: 'Comment: Kravets Olha' });
    const field = await within(dialog).findByLabelText('Comment');
    await userEvent.type(field, ', from November in cash');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(patch).toHaveBeenCalledWith('users/user/10/comments', { comments: 'Pays by card, from November in cash' });
  });

  it('blocks a student with the deactivation month, then says so', async () => {
    const prices = { price: '1000.00', price_first_month: '600.00', deactivation_month: 8 };
    mockApi({ other: (url) => (url === 'users/user/10/prices' ? prices : undefined) });
    const post = jest.spyOn(api, 'post').mockResolvedValue(ok(prices));
    const del = jest.spyOn(api, 'delete').mockResolvedValue(ok(null));
    renderTab();
    const olha = await screen.findByRole('row', { name: /Kravets Olha/ });
    await userEvent.click(within(olha).getByRole('button', { name: 'Block' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block the user' });
    await within(dialog).findByLabelText('Deactivation month');
    await userEvent.selectOptions(within(dialog).getByLabelText('Deactivation month'), 'June');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(post).toHaveBeenCalledWith('users/user/10/set_deactivation_date', { month: 6 });
    expect(del).toHaveBeenCalledWith('users/user/10');
    expect(toasts).toContain('Kravets Olha is blocked. You can unlock them in the Restore section.');
  });

  it('exports report.xlsx of the month with the token of the session', async () => {
    const blob = new Blob(['xlsx']);
    const get = mockApi({ other: (url) => (url === 'billing/reports/monthly_report' ? blob : undefined) });
    const saved: string[] = [];
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:report'), revokeObjectURL: jest.fn() });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(`${this.download} ${this.getAttribute('href')}`);
    });
    renderTab();
    await userEvent.click(await screen.findByRole('button', { name: 'Export (Excel)' }));
    expect(get).toHaveBeenCalledWith('billing/reports/monthly_report', {
      params: { user_id: 3, report_date: '10-01-2026' },
      responseType: 'blob',
    });
    expect(saved).toEqual(['report.xlsx blob:report']);
    expect(URL.createObjectURL).toHaveBeenCalledWith(blob);
  });

  it('says when the export fails', async () => {
    mockApi({
      other: (url) => {
        if (url === 'billing/reports/monthly_report') throw new AxiosError('down', '500');
        return undefined;
      },
    });
    renderTab();
    await userEvent.click(await screen.findByRole('button', { name: 'Export (Excel)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The report could not be exported. Try again.');
  });
});

describe("a master franchise's Report tab", () => {
  it('shows the sums and one row per franchise leading to its report of the month', async () => {
    const franchise = (id: number, name: string, currency: 'uah' | 'pln', total: string) => ({
      ...SUMMARY,
      id,
      full_name: name,
      currency,
      total,
    });
    mockApi({
      role: 'master_franchise',
      summary: () => ({ ...SUMMARY, currency: null, total: '1222.58' }),
      franchises: () => [
        franchise(3, 'Shevchenko Iryna', 'uah', '222.58'),
        franchise(8, 'Nowak Anna', 'pln', '1000.00'),
      ],
    });
    renderTab();
    const anna = await screen.findByRole('row', { name: /Nowak Anna/ });
    expect(within(anna).getByRole('link', { name: 'Nowak Anna' })).toHaveAttribute(
      'href',
      '/dashboard/reports/8?month=10&year=2026',
    );
    expect(anna).toHaveTextContent('1 000.00 zł');
    expect(screen.getByRole('row', { name: /Shevchenko Iryna/ })).toHaveTextContent('222.58 ₴');
    // Hryvnias and zlotys are not added up: the summary keeps the students and says where the sums are.
    expect(screen.queryByText('1 222.58')).not.toBeInTheDocument();
    expect(document.querySelector('[data-figure="total"]')).toBeNull();
    expect(document.querySelector('[data-figure="students"]')).not.toBeNull();
    expect(
      screen.getByText(
        "The franchises count in different currencies, so their sums are not added up: each franchise's figures are in its row below.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('report-students')).not.toBeInTheDocument();
  });
});
