import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { balance$ } from '@abacus/shared';
import { HomeworkPage } from '../components/homework-page';
import { SUCCESS_PUZZLE_KEY } from '../model/play-link';
import { OPENED_KEY } from '../model/popups';
import { SLIDE_KEY } from '../model/slide';
import { fullMonth, summary } from './fixtures';
import { apiError, fakeGet, renderInArea, STUDENT, TEACHER } from '@/testing/render-in-area';
import { loadEnglishTexts } from '@/testing/with-texts';

beforeAll(loadEnglishTexts);
beforeEach(() => {
  localStorage.clear();
  // November 2026 (slide 58), whatever today is.
  localStorage.setItem(SLIDE_KEY, '58');
  window.history.replaceState(null, '', '/');
  balance$.next('18.50');
});
afterEach(() => jest.restoreAllMocks());

const route = '/dashboard-student/homework';
const renderPage = (url = route, viewer = STUDENT) => renderInArea(<HomeworkPage />, { url, route, viewer });

const NOVEMBER = [
  summary({ id: 11, order: 1, complete_status: 2 }),
  summary({ id: 12, order: 2, complete_status: 1 }),
  summary({ id: 13, order: 3, complete_status: 0 }),
];
/** The balance after a reward comes with the profile (not the ledger, the child's whole history). */
const BALANCE_PATH = 'users/user/me';

function fakeApi({ list = NOVEMBER as unknown, link = null as unknown, balance = '19.50' } = {}) {
  return fakeGet({
    'lessons/homeworks': list,
    'storage/files/download_puzzle_image/': link instanceof Error ? link : { link },
    [BALANCE_PATH]: { ...STUDENT, indigo_dollars: balance },
  });
}

const tile = (order: number) => screen.getAllByTestId('puzzle-tile')[order - 1];
const balanceCalls = (get: jest.SpyInstance) => get.mock.calls.filter(([url]) => url === BALANCE_PATH);

describe('homework puzzle page', () => {
  it("shows the month's 20 tiles: done, in progress with Resume, open with Play, locked", async () => {
    const get = fakeApi();
    renderPage();
    expect(screen.getByTestId('puzzle-loading')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('puzzle-tile')).toHaveLength(20));
    expect(get).toHaveBeenCalledWith('lessons/homeworks', { params: { user: STUDENT.id, month: 10, year: 2026 } });
    expect(screen.getByTestId('homework-month')).toHaveTextContent('November 2026');
    expect(screen.getByTestId('homework-progress')).toHaveTextContent('1 of 20 pieces open');
    expect(tile(1)).toHaveAttribute('data-state', 'done');
    expect(within(tile(1)).queryByRole('button')).toBeNull();
    expect(within(tile(1)).getByText('Day 1: complete')).toBeInTheDocument();
    expect(within(tile(2)).getByRole('button', { name: 'Resume day 2' })).toBeInTheDocument();
    expect(within(tile(3)).getByRole('button', { name: 'Play day 3' })).toBeInTheDocument();
    expect(tile(4)).toHaveAttribute('data-state', 'locked');
    expect(within(tile(4)).queryByRole('button')).toBeNull();
    expect(await screen.findByTestId('puzzle-default-picture')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the played homework as success_puzzle and opens its game with the 1-based month', async () => {
    fakeApi();
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Play day 3' }));
    expect(localStorage.getItem(SUCCESS_PUZZLE_KEY)).toBe('13');
    expect(window.location.pathname + window.location.search).toBe('/games/homework?id=13&date=2026-11&order=3');
  });

  it('back from a finished homework: the task-done popup once, the marker cleared, the balance refreshed', async () => {
    localStorage.setItem(SUCCESS_PUZZLE_KEY, '11');
    const get = fakeApi();
    const first = renderPage();
    const popup = await screen.findByRole('dialog', { name: 'Well done!' });
    expect(popup).toHaveTextContent('+1 i$');
    expect(localStorage.getItem(SUCCESS_PUZZLE_KEY)).toBeNull();
    await waitFor(() => expect(balance$.getValue()).toBe('19.50'));
    expect(balanceCalls(get)).toHaveLength(1);
    expect(within(popup).getByRole('button', { name: 'Hooray!' })).toHaveFocus();
    await userEvent.click(within(popup).getByRole('button', { name: 'Hooray!' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    first.unmount();
    renderPage();
    await waitFor(() => expect(screen.getAllByTestId('puzzle-tile')).toHaveLength(20));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says nothing when the played homework is not finished yet', async () => {
    localStorage.setItem(SUCCESS_PUZZLE_KEY, '12');
    const get = fakeApi();
    renderPage();
    await waitFor(() => expect(screen.getAllByTestId('puzzle-tile')).toHaveLength(20));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(localStorage.getItem(SUCCESS_PUZZLE_KEY)).toBeNull();
    expect(balanceCalls(get)).toHaveLength(0);
  });

  it('opens the puzzle: +1 i$, +3 i$, then the whole picture; once a month', async () => {
    localStorage.setItem(SUCCESS_PUZZLE_KEY, '119');
    fakeApi({ list: fullMonth(2) });
    const first = renderPage();
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Well done!' })).getByRole('button', { name: 'Hooray!' }),
    );
    const opened = screen.getByRole('dialog', { name: 'Puzzle opened!' });
    expect(opened).toHaveTextContent('+3 i$');
    await userEvent.click(within(opened).getByRole('button', { name: 'Hooray!' }));
    const picture = screen.getByRole('dialog', { name: 'Congratulations!' });
    expect(picture).toHaveTextContent('Here is the whole picture of November 2026.');
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(JSON.parse(localStorage.getItem(OPENED_KEY)!)).toEqual([`${STUDENT.id}:58`]);

    first.unmount();
    renderPage();
    // Not again; the picture can still be looked at.
    await userEvent.click(await screen.findByRole('button', { name: 'See the whole picture' }));
    expect(screen.getByRole('dialog', { name: 'Congratulations!' })).toBeInTheDocument();
  });

  it('read-only: the message instead of Play, no marker, no popups, the game opened with read_only', async () => {
    localStorage.setItem(SUCCESS_PUZZLE_KEY, '11');
    const get = fakeApi();
    renderPage(`${route}?read_only=${STUDENT.id}`, TEACHER);
    await waitFor(() => expect(screen.getAllByTestId('puzzle-tile')).toHaveLength(20));
    expect(get).toHaveBeenCalledWith('lessons/homeworks', { params: { user: STUDENT.id, month: 10, year: 2026 } });
    expect(screen.getByTestId('homework-read-only')).toHaveTextContent(
      "You cannot do homework in the student's platform",
    );
    expect(screen.queryByRole('button', { name: /^(Play|Resume)/ })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(localStorage.getItem(SUCCESS_PUZZLE_KEY)).toBe('11');
    expect(balanceCalls(get)).toHaveLength(0);
    localStorage.removeItem(SUCCESS_PUZZLE_KEY);
    await userEvent.click(screen.getByRole('button', { name: 'View day 2' }));
    expect(localStorage.getItem(SUCCESS_PUZZLE_KEY)).toBeNull();
    expect(window.location.search).toBe(`?id=12&date=2026-11&order=2&read_only=${STUDENT.id}`);
  });

  it('moves between months, keeps the slide, and stops at slide 1', async () => {
    const get = fakeApi({ list: ({ month }: Record<string, unknown>) => (month === 10 ? NOVEMBER : []) });
    const first = renderPage();
    await waitFor(() => expect(screen.getAllByTestId('puzzle-tile')).toHaveLength(20));
    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByTestId('homework-month')).toHaveTextContent('December 2026');
    expect(await screen.findByTestId('homework-empty')).toHaveTextContent('No homework this month yet');
    expect(get).toHaveBeenCalledWith('lessons/homeworks', { params: { user: STUDENT.id, month: 11, year: 2026 } });
    expect(localStorage.getItem(SLIDE_KEY)).toBe('59');
    expect(screen.getAllByTestId('puzzle-tile').every((t) => t.dataset.state === 'locked')).toBe(true);

    first.unmount();
    localStorage.setItem(SLIDE_KEY, '1');
    renderPage();
    expect(screen.getByTestId('homework-month')).toHaveTextContent('February 2022');
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next month' })).toBeEnabled();
    await waitFor(() => expect(screen.getAllByTestId('puzzle-tile')).toHaveLength(20));
  });

  it('starts a free student on slide 1 when no slide was kept', async () => {
    localStorage.removeItem(SLIDE_KEY);
    const get = fakeApi({ list: [] });
    renderPage(route, { ...STUDENT, is_free: true });
    expect(screen.getByTestId('homework-month')).toHaveTextContent('February 2022');
    await screen.findByTestId('homework-empty');
    expect(get).toHaveBeenCalledWith('lessons/homeworks', { params: { user: STUDENT.id, month: 1, year: 2022 } });
  });

  it('shows a failure with Try again, which loads the month', async () => {
    let calls = 0;
    fakeApi({ list: () => (++calls === 1 ? apiError(500, {}) : NOVEMBER) });
    renderPage();
    const failed = await screen.findByTestId('homework-load-error');
    expect(failed).toHaveTextContent('The puzzle could not be loaded.');
    await userEvent.click(within(failed).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getAllByTestId('puzzle-tile')).toHaveLength(20));
  });

  it("lays the slide's picture under the tiles, and the default picture when it fails to load", async () => {
    const get = fakeApi({ link: '/media/puzzles/58.jpg' });
    renderPage();
    const image = await screen.findByTestId('puzzle-image');
    expect(image).toHaveAttribute('src', '/media/puzzles/58.jpg');
    expect(get).toHaveBeenCalledWith('storage/files/download_puzzle_image/', { params: { slide: 58 } });
    act(() => {
      fireEvent.error(image);
    });
    expect(screen.getByTestId('puzzle-default-picture')).toBeInTheDocument();
  });

  it('uses the default picture when the picture call fails', async () => {
    fakeApi({ link: apiError(404, { detail: 'Not found.' }) });
    renderPage();
    expect(await screen.findByTestId('puzzle-default-picture')).toBeInTheDocument();
  });
});
