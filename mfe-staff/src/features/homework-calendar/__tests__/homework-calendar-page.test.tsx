import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, type AxiosRequestConfig } from 'axios';
import { MemoryRouter } from '@abacus/shared/router';
import { QueryClientProvider, createQueryClient } from '@abacus/shared/query';
import { loadAdminTexts } from '@abacus/admin-kit';
import { HOMEWORK_EXISTS } from '@abacus/contract/homework';
import type { HomeworkResults, HomeworkSummary } from '@abacus/contract/homework-schema';
import { api, i18n, type Notice, notice$, type Profile, session$ } from '@abacus/shared';
import common from '@abacus/shared/i18n/locales/en.json';
import { HomeworkCalendarPage } from '../components/homework-calendar-page';
import type { CalendarTarget } from '../model/calendar-target';
import texts from '../locales/en.json';

jest.mock('../components/default-background', () => ({ DEFAULT_BACKGROUND: '/default-background.svg' }));

const TEACHER = { id: 3, role: 'teacher', first_name: 'Iryna', last_name: 'S', email: 't@x' } as Profile;
const SUPER = { ...TEACHER, id: 1, role: 'super_franchise' } as Profile;

const summary = (over: Partial<HomeworkSummary>): HomeworkSummary => ({
  id: 31,
  order: 4,
  year: 2026,
  month: 2,
  created: '2026-03-01T10:00:00Z',
  updated: '2026-03-01T10:00:00Z',
  matific: false,
  user: null,
  group: 5,
  games_count: 3,
  complete_status: null,
  students_total: 3,
  students_done: 1,
  ...over,
});

const RESULTS: HomeworkResults = {
  games: [
    {
      id: 71,
      type: 'addition',
      repeat: 5,
      calculation_method: 'oral',
      option: null,
      digit_type: null,
      digit: [],
      speed: 1,
      operation_number: 3,
      difficult: 1,
      difficult_2: null,
      numbers: [],
      with_columns: false,
      link: null,
      is_created: true,
    },
  ],
  students: [
    {
      id: 8,
      first_name: 'Maksym',
      last_name: 'Bondarenko',
      complete_status: 2,
      games: [{ game: 71, right_answers: 5, answered: 6, seconds: 75, done: true }],
    },
  ],
};

const ok = (data: unknown, status = 200) => ({ data, status, statusText: '', headers: {}, config: {} as never });
const failure = (status: number, data: unknown) =>
  new AxiosError('failed', String(status), undefined, null, { ...ok(data, status) });
type Params = { group?: number; user?: number; month?: number; year?: number; slide?: number };

/** The fake server: months of homework by "year-month", the group 5 and the student 9. */
function fakeServer(months: Record<string, HomeworkSummary[]>) {
  return jest.spyOn(api, 'get').mockImplementation(async (url: string, config?: AxiosRequestConfig) => {
    const params = (config?.params ?? {}) as Params;
    if (url === 'groups/5') return ok({ id: 5, name: 'Demo group' });
    if (url === 'users/user/9/profile') {
      return ok({
        id: 9,
        role: 'student',
        first_name: 'Maksym',
        last_name: 'Bondarenko',
        email: 's@x',
        group: { id: 5, name: 'Demo group' },
      });
    }
    if (url === 'lessons/homeworks') return ok(months[`${params.year}-${params.month}`] ?? []);
    if (url === 'lessons/homeworks/31/results') return ok(RESULTS);
    if (url === 'storage/files/download_puzzle_image/') return ok({ link: null });
    throw new Error(`unexpected GET ${url}`);
  });
}

function renderPage(target: CalendarTarget, url: string, viewer: Profile = TEACHER) {
  session$.next({ token: 'test-token', profile: viewer });
  const client = createQueryClient({ queries: { retry: false } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <HomeworkCalendarPage target={target} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const GROUP: CalendarTarget = { kind: 'group', id: 5 };
const day = (order: number) => screen.getByTestId(`homework-day-${order}`);

beforeAll(async () => {
  const admin = (await loadAdminTexts('en')) as { default?: object };
  i18n.addResourceBundle('en', 'common', common, true, true);
  i18n.addResourceBundle('en', 'admin', admin.default ?? admin, true, true);
  i18n.addResourceBundle('en', 'staff', texts, true, true);
});
let toasts: Notice[] = [];
let stopToasts = () => {};
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  toasts = [];
  const sub = notice$.subscribe((notice) => toasts.push(notice));
  stopToasts = () => sub.unsubscribe();
});
afterEach(() => {
  stopToasts();
  jest.restoreAllMocks();
});

describe('a group calendar', () => {
  it('shows the month, 20 days with create/edit and the students done, pages slides, and keeps the slide', async () => {
    const get = fakeServer({ '2026-2': [summary({})] });
    const user = userEvent.setup();
    renderPage(GROUP, '/dashboard/group/5/homework?slide=50');
    expect(await screen.findByRole('heading', { name: 'Demo group' })).toBeInTheDocument();
    // First visit: the training video opens by itself; "do not show again" is kept.
    const video = await screen.findByRole('dialog', { name: 'How the homework calendar works' });
    await user.click(within(video).getByRole('checkbox', { name: 'Do not show again' }));
    expect(localStorage.getItem('homework_video_hidden:3')).toBe('1');
    await user.click(within(video).getAllByRole('button', { name: 'Close' }).at(-1)!);

    expect(screen.getByTestId('homework-month')).toHaveTextContent('March 2026 (slide 50)');
    await screen.findByTestId('homework-day-4');
    expect(within(screen.getByRole('list', { name: 'Days of March 2026' })).getAllByRole('listitem')).toHaveLength(20);
    expect(day(4)).toHaveTextContent('Games: 3');
    expect(day(4)).toHaveTextContent('Finished: 1 of 3');
    expect(within(day(4)).getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/dashboard/group/5/homework/create?date=2026-03&order=4&homework=31',
    );
    expect(within(day(1)).getByRole('link', { name: 'Create' })).toHaveAttribute(
      'href',
      '/dashboard/group/5/homework/create?date=2026-03&order=1',
    );
    expect(get).toHaveBeenCalledWith('lessons/homeworks', { params: { group: 5, month: 2, year: 2026 } });

    const pager = screen.getByRole('navigation', { name: 'Months of the calendar' });
    expect(within(pager).getByRole('button', { name: '50: Mar 2026' })).toHaveAttribute('aria-current', 'true');
    expect(within(pager).getAllByRole('listitem')).toHaveLength(12);
    await user.click(within(pager).getByRole('button', { name: 'Next 12 months' }));
    expect(within(pager).getAllByRole('listitem')).toHaveLength(4);
    expect(within(pager).getByRole('button', { name: 'Next 12 months' })).toBeDisabled();
    await user.click(within(pager).getByRole('button', { name: '64: May 2027' }));
    expect(screen.getByTestId('homework-month')).toHaveTextContent('May 2027 (slide 64)');
    expect(await screen.findByRole('list', { name: 'Days of May 2027' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('lessons/homeworks', { params: { group: 5, month: 4, year: 2027 } });
    expect(localStorage.getItem('homework_calendar_slide:3')).toBe('64');
  });

  it('copies to days of two months: at least one day, a refused day is shown in the modal and disabled', async () => {
    fakeServer({
      '2026-2': [summary({}), summary({ id: 32, order: 9 })],
      '2026-3': [summary({ id: 40, month: 3, order: 2 })],
    });
    sessionStorage.setItem('homework_video_shown', '1');
    const post = jest
      .spyOn(api, 'post')
      .mockRejectedValueOnce(failure(400, { orders: [HOMEWORK_EXISTS], days: [{ year: 2026, month: 3, order: 5 }] }))
      .mockResolvedValueOnce(ok([summary({ id: 50, order: 6 })], 201));
    const user = userEvent.setup();
    renderPage(GROUP, '/dashboard/group/5/homework?slide=50');
    await user.click(within(await screen.findByTestId('homework-day-4')).getByRole('button', { name: 'Copy' }));
    const dialog = screen.getByRole('dialog', { name: 'Copy the homework of day 4' });
    expect(await within(dialog).findByRole('checkbox', { name: 'Day 4 (already has homework)' })).toBeDisabled();
    expect(within(dialog).getByRole('checkbox', { name: 'Day 9 (already has homework)' })).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose at least one day.');
    expect(post).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('checkbox', { name: 'Day 6' }));
    await user.click(within(dialog).getByRole('button', { name: 'Next month' }));
    expect(within(dialog).getByText('April 2026')).toBeInTheDocument();
    expect(await within(dialog).findByRole('checkbox', { name: 'Day 2 (already has homework)' })).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Day 5' }));
    expect(within(dialog).getByRole('button', { name: 'Remove April 2026, day 5' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(post).toHaveBeenLastCalledWith('lessons/homeworks/31/copy', {
      year: 2026,
      month: 2,
      orders: [
        { year: 2026, month: 2, order: 6 },
        { year: 2026, month: 3, order: 5 },
      ],
    });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('There is already homework on this day.');
    expect(within(dialog).getByRole('checkbox', { name: 'Day 5 (already has homework)' })).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(post).toHaveBeenLastCalledWith('lessons/homeworks/31/copy', {
      year: 2026,
      month: 2,
      orders: [{ year: 2026, month: 2, order: 6 }],
    });
    await waitFor(() => expect(toasts).toContainEqual(expect.objectContaining({ text: 'Copied. New days: 1' })));
    expect(screen.queryByRole('dialog', { name: 'Copy the homework of day 4' })).not.toBeInTheDocument();
  }, 30_000);

  it('deletes after the confirm, and lists the results per student and game', async () => {
    fakeServer({ '2026-2': [summary({})] });
    sessionStorage.setItem('homework_video_shown', '1');
    const remove = jest.spyOn(api, 'delete').mockResolvedValue(ok(null, 204));
    const user = userEvent.setup();
    renderPage(GROUP, '/dashboard/group/5/homework?slide=50');
    await user.click(within(await screen.findByTestId('homework-day-4')).getByRole('button', { name: 'Results' }));
    const results = screen.getByRole('dialog', { name: 'Results of day 4, March 2026' });
    const row = await within(results).findByRole('row', { name: /Bondarenko Maksym/ });
    expect(row).toHaveTextContent('Done');
    expect(row).toHaveTextContent('5 of 6 right');
    expect(row).toHaveTextContent('time 1:15');
    expect(within(results).getByRole('columnheader', { name: /1\. Speedy numbers/ })).toBeInTheDocument();
    await user.click(within(results).getAllByRole('button', { name: 'Close' }).at(-1)!);

    await user.click(within(day(4)).getByRole('button', { name: 'Delete' }));
    const confirm = screen.getByTestId('confirm-dialog');
    expect(confirm).toHaveTextContent('Delete the homework of day 4, March 2026?');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(remove).toHaveBeenCalledWith('lessons/homeworks/31');
  });

  it('says so when the month cannot be loaded, and tries again', async () => {
    const get = fakeServer({});
    sessionStorage.setItem('homework_video_shown', '1');
    get.mockImplementationOnce(async () => ok({ id: 5, name: 'Demo group' }));
    const list = jest.fn().mockRejectedValueOnce(failure(500, {})).mockResolvedValue(ok([]));
    const original = get.getMockImplementation()!;
    get.mockImplementation(async (url, config) => (url === 'lessons/homeworks' ? list() : original(url, config)));
    const user = userEvent.setup();
    renderPage(GROUP, '/dashboard/group/5/homework?slide=50');
    expect(await screen.findByText('The homework of this month could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Days of March 2026' })).toBeInTheDocument();
  });
});

describe("a student's calendar", () => {
  it("shows the group's days as the group's, linked to its calendar, not editable", async () => {
    fakeServer({
      '2026-2': [summary({ id: 1, order: 1 }), summary({ id: 2, order: 2, group: null, user: 9, complete_status: 1 })],
    });
    sessionStorage.setItem('homework_video_shown', '1');
    renderPage({ kind: 'user', id: 9 }, '/dashboard/profile/9/homework?slide=50');
    expect(await screen.findByRole('heading', { name: 'Bondarenko Maksym' })).toBeInTheDocument();
    const first = await screen.findByTestId('homework-day-1');
    expect(first).toHaveTextContent('Set for the group');
    expect(within(first).getByRole('link', { name: 'Open the group calendar' })).toHaveAttribute(
      'href',
      '/dashboard/group/5/homework?slide=50',
    );
    expect(within(first).queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(first).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(day(2)).toHaveTextContent('In progress');
    expect(within(day(2)).getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/dashboard/profile/9/homework/create?date=2026-03&order=2&homework=2',
    );
    expect(screen.getByRole('link', { name: 'Group calendar: Demo group' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Background picture of this month' })).not.toBeInTheDocument();
  });
});

describe("the super franchise's background", () => {
  it('refuses a file that is not JPEG or PNG with a translated error, uploads a PNG', async () => {
    fakeServer({});
    sessionStorage.setItem('homework_video_shown', '1');
    const post = jest.spyOn(api, 'post').mockResolvedValue(ok({ link: '/media/backgrounds/a.png' }));
    const user = userEvent.setup({ applyAccept: false });
    renderPage(GROUP, '/dashboard/group/5/homework?slide=50', SUPER);
    const input = await screen.findByTestId('homework-background-input');
    expect(screen.getByTestId('homework-background')).toHaveAttribute('src', '/default-background.svg');
    await user.upload(input, new File(['gif'], 'cat.gif', { type: 'image/gif' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only JPEG and PNG pictures are accepted.');
    expect(post).not.toHaveBeenCalled();
    await user.upload(input, new File(['png'], 'sky.png', { type: 'image/png' }));
    expect(post).toHaveBeenCalledWith('storage/files/upload_puzzle_image/', expect.any(FormData), {
      params: { slide: 50 },
      headers: { 'Content-Type': 'multipart/form-data' },
    });
  });
});
