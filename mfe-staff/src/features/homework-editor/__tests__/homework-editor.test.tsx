import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError } from 'axios';
import { MemoryRouter, Route, Routes, useLocation } from '@abacus/shared/router';
import { QueryClientProvider, createQueryClient } from '@abacus/shared/query';
import { loadAdminTexts } from '@abacus/admin-kit';
import type { HomeworkDetail, HomeworkResults } from '@abacus/contract/homework-schema';
import { api, i18n, navigate, type Notice, notice$, type Profile, session$ } from '@abacus/shared';
import common from '@abacus/shared/i18n/locales/en.json';
import { HomeworkEditorPage } from '../components/homework-editor-page';
import texts from '../locales/en.json';

const TEACHER = { id: 3, role: 'teacher', first_name: 'Iryna', last_name: 'S' } as Profile;
const ok = (data: unknown, status = 200) => ({ data, status, statusText: '', headers: {}, config: {} as never });
const failure = (status: number, data: unknown) =>
  new AxiosError('failed', String(status), undefined, null, { ...ok(data, status) });

const STORED: HomeworkDetail = {
  id: 41,
  order: 5,
  year: 2026,
  month: 2,
  created: '2026-03-01T10:00:00Z',
  updated: '2026-03-01T10:00:00Z',
  matific: false,
  user: null,
  group: 3,
  games_count: 2,
  complete_status: null,
  students_total: 2,
  students_done: 1,
  homeworks_left: null,
  games: [
    {
      id: 101,
      type: 'negative',
      repeat: 2,
      calculation_method: 'oral',
      option: null,
      digit_type: null,
      digit: [],
      speed: 1.5,
      operation_number: 4,
      difficult: 10,
      difficult_2: null,
      numbers: [],
      with_columns: false,
      link: null,
      is_created: true,
      progress: null,
    },
    {
      id: 102,
      type: 'divide',
      repeat: 3,
      calculation_method: 'oral',
      option: null,
      digit_type: null,
      digit: [],
      speed: 1,
      operation_number: 1,
      difficult: 100,
      difficult_2: 10,
      numbers: [],
      with_columns: false,
      link: null,
      is_created: true,
      progress: null,
    },
  ],
};
const RESULTS: HomeworkResults = {
  games: [],
  students: [
    { id: 8, first_name: 'Anna', last_name: 'Koval', complete_status: 2, games: [] },
    { id: 9, first_name: 'Ivan', last_name: 'Petrenko', complete_status: 1, games: [] },
  ],
};

function Location() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

/** Renders the editor at `url`; a create address first asks its month whether the day has a homework. */
async function renderEditor(url: string) {
  session$.next({ token: 'test-token', profile: TEACHER });
  const client = createQueryClient({ queries: { retry: false } });
  const view = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route
            path="/dashboard/group/:id/homework/create"
            element={<HomeworkEditorPage target={{ kind: 'group', id: 3 }} />}
          />
          <Route path="/dashboard/group/:id/homework" element={<p>The calendar</p>} />
        </Routes>
        <Location />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  if (url.includes('date=') && !url.includes('homework=')) await screen.findAllByTestId('homework-game');
  return view;
}

/** GET lessons/homeworks (the create address's month) answers `month`; any other GET fails the test. */
const serveMonth = (month: unknown[] = []) =>
  jest.spyOn(api, 'get').mockImplementation(async (url: string) => {
    if (url === 'lessons/homeworks') return ok(month);
    throw new Error(`unexpected GET ${url}`);
  });

const NEW = '/dashboard/group/3/homework/create?date=2026-03&order=5';
const EDIT = `${NEW}&homework=41`;
const cards = () => screen.getAllByTestId('homework-game');
const card = (n: number) => within(cards()[n - 1] as HTMLElement);
const typeOf = (n: number) => (card(n).getByLabelText('Game type') as HTMLSelectElement).value;

let toasts: Notice[] = [];
let stopToasts = () => {};
beforeAll(async () => {
  const admin = (await loadAdminTexts('en')) as { default?: object };
  i18n.addResourceBundle('en', 'common', common, true, true);
  i18n.addResourceBundle('en', 'admin', admin.default ?? admin, true, true);
  i18n.addResourceBundle('en', 'staff', texts, true, true);
});
beforeEach(() => {
  serveMonth();
  toasts = [];
  const sub = notice$.subscribe((notice) => toasts.push(notice));
  stopToasts = () => sub.unsubscribe();
});
afterEach(() => {
  stopToasts();
  jest.restoreAllMocks();
});

describe('the homework editor, a new homework', () => {
  it('without a valid date goes back to the calendar', async () => {
    await renderEditor('/dashboard/group/3/homework/create?order=5');
    expect(await screen.findByText('The calendar')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard\/group\/3\/homework$/);
  });

  it("opens the day's stored homework instead of an empty form whose Create would replace it", async () => {
    const get = jest.spyOn(api, 'get').mockImplementation(async (url: string) => {
      if (url === 'lessons/homeworks') return ok([{ ...STORED, order: 4, id: 40 }, STORED]);
      if (url === 'lessons/homeworks/41') return ok(STORED);
      throw new Error(`unexpected GET ${url}`);
    });
    await renderEditor(NEW);
    expect(await screen.findByRole('heading', { name: /day 5, March 2026/ })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(EDIT);
    expect(get).toHaveBeenCalledWith('lessons/homeworks', { params: { group: 3, year: 2026, month: 2 } });
    expect(cards()).toHaveLength(2);
  });

  it('says why when the month cannot be read, and offers the way back', async () => {
    jest.spyOn(api, 'get').mockRejectedValue(failure(500, { detail: 'down' }));
    await renderEditor('/dashboard/group/3/homework/create?date=2026-03&order=5&homework=0');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toBeInTheDocument();
  });

  it('a Create refused because the day got homework meanwhile says so and keeps the form', async () => {
    jest.spyOn(api, 'post').mockRejectedValue(failure(400, { order: ['There is already homework on this day.'] }));
    const user = userEvent.setup();
    await renderEditor(NEW);
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This day got homework meanwhile (in another tab, or from another teacher). Go back to the calendar and open it.',
    );
    expect(cards()).toHaveLength(1);
    expect(screen.getByTestId('location')).toHaveTextContent(NEW);
  });

  it('adds games, reorders them by the buttons, and creates the homework of that day', async () => {
    const post = jest.spyOn(api, 'post').mockResolvedValue(ok({ ...STORED, id: 50 }, 201));
    const user = userEvent.setup();
    await renderEditor(NEW);
    expect(screen.getByRole('heading', { name: 'New homework: day 5, March 2026' })).toBeInTheDocument();
    expect(cards()).toHaveLength(1);
    expect(typeOf(1)).toBe('addition');

    await user.click(screen.getByRole('button', { name: '+ Add a game' }));
    await user.click(screen.getByRole('button', { name: '+ Add a game' }));
    expect(cards()).toHaveLength(3);
    expect(card(3).getByLabelText('Game type')).toHaveFocus();
    await user.selectOptions(card(2).getByLabelText('Game type'), 'Division');
    await user.selectOptions(card(3).getByLabelText('Game type'), 'Negative numbers');
    expect([typeOf(1), typeOf(2), typeOf(3)]).toEqual(['addition', 'divide', 'negative']);

    await user.click(screen.getByRole('button', { name: 'Move game 3 up' }));
    expect([typeOf(1), typeOf(2), typeOf(3)]).toEqual(['addition', 'negative', 'divide']);
    expect(screen.getByTestId('homework-notice')).toHaveTextContent('Game 3 moved to place 2 of 3.');
    await user.click(screen.getByRole('button', { name: 'Move game 1 down' }));
    expect([typeOf(1), typeOf(2), typeOf(3)]).toEqual(['negative', 'addition', 'divide']);
    expect(screen.getByRole('button', { name: 'Move game 1 up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move game 3 down' })).toBeDisabled();
    // The drag handles are keyboard-operable buttons with dnd-kit's instructions.
    expect(screen.getByRole('button', { name: 'Drag game 2 to change the order' })).toHaveAttribute(
      'aria-roledescription',
      'sortable',
    );

    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(post).toHaveBeenCalledTimes(1);
    const [url, body] = post.mock.calls[0] as [string, { games: { type: string }[] }];
    expect(url).toBe('lessons/homeworks');
    expect(body).toMatchObject({ year: 2026, month: 2, order: 5, group: 3, only_new: true });
    expect(body.games.map((g) => g.type)).toEqual(['negative', 'addition', 'divide']);
    expect(await screen.findByText('The calendar')).toBeInTheDocument();
    expect(toasts).toEqual([expect.objectContaining({ kind: 'success', text: 'Changes saved' })]);
  });

  it("a type switch resets the options to that type's defaults", async () => {
    const user = userEvent.setup();
    await renderEditor(NEW);
    const speed = card(1).getByLabelText('Speed (seconds per number)');
    await user.clear(speed);
    await user.type(speed, '3{Enter}');
    await user.selectOptions(card(1).getByLabelText('Level'), 'Big friends');
    expect(speed).toHaveValue(3);
    await user.selectOptions(card(1).getByLabelText('Game type'), 'Negative numbers');
    await user.selectOptions(card(1).getByLabelText('Game type'), 'Speedy numbers');
    expect(card(1).getByLabelText('Speed (seconds per number)')).toHaveValue(1);
    expect(card(1).getByLabelText('Level')).toHaveValue('elementary');
    // "blank resets to 0.1", and says so (a teacher's emptied speed was saved as 0.1 without a word)
    const again = card(1).getByLabelText('Speed (seconds per number)');
    await user.clear(again);
    await user.tab();
    expect(again).toHaveValue(0.1);
    expect(again).toHaveAccessibleDescription('Changed to 0.1: the limit of this field.');
    await user.type(again, '5');
    expect(again).not.toHaveAccessibleDescription('Changed to 0.1: the limit of this field.');
  });

  it('asks before any in-app link or a reload drops unsaved changes (a teacher lost an edit to Back)', async () => {
    window.history.replaceState(null, '', '/start');
    const user = userEvent.setup();
    const { unmount } = await renderEditor(NEW);
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(false);
    const speed = card(1).getByLabelText('Speed (seconds per number)');
    await user.clear(speed);
    await user.type(speed, '3{Enter}');
    const reload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(reload);
    expect(reload.defaultPrevented).toBe(true);

    // The editor's Back, then the staff frame's menu (the shared navigation, as its links use).
    await user.click(screen.getByRole('link', { name: 'Back' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(speed).toHaveValue(3);
    expect(window.location.pathname).toBe('/start');
    act(() => navigate('/dashboard/list/student'));
    const entries = window.history.length;
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave' }));
    expect(window.location.pathname).toBe('/dashboard/list/student');
    // In place of Back's held entry: the editor is in the history once, not twice.
    expect(window.history.length).toBe(entries);
    unmount();
    // Gone with the editor: nothing holds the next navigation.
    navigate('/after');
    expect(window.location.pathname).toBe('/after');
  });

  it("asks before the browser's own Back drops unsaved changes, and Back works at once again once saved or undone", async () => {
    window.history.replaceState(null, '', '/before');
    window.history.pushState(null, '', '/editor');
    const user = userEvent.setup();
    const first = await renderEditor(NEW);
    const speed = card(1).getByLabelText('Speed (seconds per number)');
    await user.clear(speed);
    await user.type(speed, '3{Enter}');

    act(() => window.history.back());
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(window.location.pathname).toBe('/editor');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(speed).toHaveValue(3);
    act(() => window.history.back());
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(window.location.pathname).toBe('/before'));
    first.unmount();

    // Typed, not yet committed (the field is still focused): Back asks too.
    window.history.pushState(null, '', '/editor');
    const typingView = await renderEditor(NEW);
    const typed = card(1).getByLabelText('Speed (seconds per number)');
    await user.type(typed, '7');
    expect(typed).toHaveFocus();
    act(() => window.history.back());
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    typingView.unmount();
    window.history.replaceState(null, '', '/before'); // the held entry it left stands for the page before

    // Changes undone, nothing is held: the next Back leaves without a question.
    window.history.pushState(null, '', '/editor');
    await renderEditor(NEW);
    const again = card(1).getByLabelText('Speed (seconds per number)');
    const start = (again as HTMLInputElement).value;
    await user.clear(again);
    await user.type(again, '3{Enter}');
    expect(window.history.state).toEqual({ 'abacus-hold': true });
    await user.clear(again);
    await user.type(again, `${start}{Enter}`);
    await waitFor(() => expect(window.history.state).toBeNull());
    expect(window.location.pathname).toBe('/editor');
    act(() => window.history.back());
    await waitFor(() => expect(window.location.pathname).toBe('/before'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a number past its limit is clamped and says what it became; one within it says nothing', async () => {
    const user = userEvent.setup();
    await renderEditor(NEW);
    const speed = card(1).getByLabelText('Speed (seconds per number)');
    await user.clear(speed);
    await user.type(speed, '50{Enter}');
    expect(speed).toHaveValue(10);
    expect(speed).toHaveAccessibleDescription('Changed to 10: the limit of this field.');
    await user.clear(speed);
    await user.type(speed, '2.5{Enter}');
    expect(speed).toHaveValue(2.5);
    expect(speed).not.toHaveAccessibleDescription(/Changed to/);
  });

  it('a multiplication game without numbers blocks saving and shows the error on that game', async () => {
    const post = jest.spyOn(api, 'post').mockResolvedValue(ok({ ...STORED, id: 50 }, 201));
    const user = userEvent.setup();
    await renderEditor(NEW);
    await user.click(screen.getByRole('button', { name: '+ Add a game' }));
    await user.selectOptions(card(2).getByLabelText('Game type'), 'Multiplication');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(post).not.toHaveBeenCalled();
    expect(card(2).getByText('Choose at least one number.')).toBeInTheDocument();
    expect(card(1).queryByText('Choose at least one number.')).not.toBeInTheDocument();
    expect(cards()[1]).toHaveAttribute('data-invalid', 'true');
    expect(screen.getByTestId('homework-error')).toHaveTextContent('Check the games marked in red.');

    await user.click(card(2).getByRole('checkbox', { name: '7' }));
    expect(card(2).queryByText('Choose at least one number.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(post).toHaveBeenCalledTimes(1);
    const body = post.mock.calls[0]?.[1] as { games: { type: string; numbers: number[] }[] };
    expect(body.games[1]).toMatchObject({ type: 'multiply', numbers: [7] });
  });

  it('choosing Matific beside other games asks which to keep', async () => {
    const user = userEvent.setup();
    await renderEditor(NEW);
    await user.click(screen.getByRole('button', { name: '+ Add a game' }));
    await user.selectOptions(card(2).getByLabelText('Game type'), 'Matific');
    const dialog = screen.getByRole('dialog', { name: 'A Matific homework' });
    expect(dialog).toHaveTextContent('all other game types on that date will be deleted');
    await user.click(within(dialog).getByRole('button', { name: 'Keep the other games' }));
    expect([typeOf(1), typeOf(2)]).toEqual(['addition', 'addition']);

    await user.selectOptions(card(2).getByLabelText('Game type'), 'Matific');
    await user.click(screen.getByRole('button', { name: 'Keep Matific' }));
    expect(cards()).toHaveLength(1);
    expect(typeOf(1)).toBe('matific');
    const link = card(1).getByLabelText('Address of the Matific activity');
    await user.type(link, 'http://example.com');
    await user.tab();
    expect(card(1).getByText('Enter the address of a Matific activity (https://…matific.com/…).')).toBeInTheDocument();
    await user.clear(link);
    await user.type(link, 'https://www.matific.com/us/en/activity/42');
    expect(card(1).getByRole('link', { name: 'Test the link' })).toHaveAttribute('target', '_blank');

    await user.click(screen.getByRole('button', { name: '+ Add a game' }));
    expect(screen.getByRole('dialog', { name: 'A Matific homework' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep Matific' }));
    expect(cards()).toHaveLength(1);
  });
});

describe('the homework editor, a stored homework', () => {
  const serve = (results: HomeworkResults = RESULTS) =>
    jest.spyOn(api, 'get').mockImplementation(async (url: string) => {
      if (url === 'lessons/homeworks/41') return ok(STORED);
      if (url === 'lessons/homeworks/41/results') return ok(results);
      throw new Error(`unexpected GET ${url}`);
    });

  it('loads it; Save waits for a change; re-saving names who finished it and asks first', async () => {
    const get = serve();
    const post = jest.spyOn(api, 'post').mockResolvedValue(ok(STORED));
    const user = userEvent.setup();
    await renderEditor(EDIT);
    expect(await screen.findByRole('heading', { name: 'Homework: day 5, March 2026' })).toBeInTheDocument();
    expect([typeOf(1), typeOf(2)]).toEqual(['negative', 'divide']);
    expect(screen.getByTestId('homework-total')).toHaveTextContent('Total time: 15 s'); // 1.5 x 2 x 4 + 3
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Move game 2 up' }));
    expect(save).toBeEnabled();

    await user.click(save);
    const dialog = await screen.findByRole('dialog', { name: 'Save the changed homework?' });
    expect(get).toHaveBeenCalledWith('lessons/homeworks/41/results');
    expect(within(dialog).getByTestId('finished-students')).toHaveTextContent('Anna Koval');
    expect(dialog).not.toHaveTextContent('Ivan');
    expect(dialog).toHaveTextContent('their puzzle piece closes and they must do the homework again');
    expect(post).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Save anyway' }));
    expect(post).toHaveBeenCalledTimes(1);
    const body = post.mock.calls[0]?.[1] as { games: { id?: number }[] };
    expect(body.games.map((g) => g.id)).toEqual([102, 101]);
    expect(await screen.findByText('The calendar')).toBeInTheDocument();
  });

  it("saves at once when nobody finished it, and shows the server's field errors on their game", async () => {
    serve({ ...RESULTS, students: [] });
    const post = jest
      .spyOn(api, 'post')
      .mockRejectedValue(failure(400, { 'games.1.operation_number': ['Ensure this value is between 2 and 25.'] }));
    const user = userEvent.setup();
    await renderEditor(EDIT);
    await screen.findByRole('heading', { name: 'Homework: day 5, March 2026' });
    await user.selectOptions(card(2).getByLabelText('Calculation method'), 'Abacus');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(post).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await card(2).findByText('From 2 to 25.')).toBeInTheDocument();
    expect(card(1).queryByText('From 2 to 25.')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('homework=41');
  });

  it('deletes it after a confirm and goes back to the calendar', async () => {
    serve();
    const del = jest.spyOn(api, 'delete').mockResolvedValue(ok(null, 204));
    const user = userEvent.setup();
    await renderEditor(EDIT);
    await user.click(await screen.findByRole('button', { name: 'Delete homework' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this homework?' });
    await act(async () => {
      await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    });
    expect(del).toHaveBeenCalledWith('lessons/homeworks/41');
    expect(await screen.findByText('The calendar')).toBeInTheDocument();
    expect(toasts.map((n) => n.text)).toEqual(['Changes saved']);
  });
});
