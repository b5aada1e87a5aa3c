import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StatisticPage } from '../components/statistic-page';
import { loadEnglishTexts } from '@/testing/with-texts';
import { fakeGet, renderInArea, STUDENT } from '@/testing/render-in-area';

beforeAll(loadEnglishTexts);
beforeEach(() => jest.useFakeTimers({ now: new Date(2026, 2, 15, 12), advanceTimers: true }));
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const ALL_TIME = {
  total: 0,
  total_right: 0,
  columns: 0,
  addition: 0,
  anzan: 0,
  abacus_random: 0,
  multiply: 0,
  divide: 0,
};
/**
 * The day's figures follow the day asked for, so a wrong request shows wrong figures; asked for no day, the server's
 * today (the student's zone), here the 15th of March unless the test says otherwise.
 */
const dayAnswerWithToday =
  (today: [number, number]) =>
  ({ day = today[0], month = today[1] }: Record<string, unknown>) => ({
    today: { total: Number(day) * 10 + Number(month), right_answers: Number(day) },
    all_time: ALL_TIME,
  });
const dayAnswer = dayAnswerWithToday([15, 3]);
/** 30 days of history, the last (the student's today) `shift` days after the phone's 15th of March. */
const thirtyDays = (played: (i: number) => number, shift = 0) =>
  Array.from({ length: 30 }, (_, i) => {
    const date = new Date(2026, 1, 14 + i + shift);
    const iso = `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
    return { date: iso, total: played(i), right_answers: Math.floor(played(i) / 2) };
  });

const field = () => screen.getByLabelText('Date');
const played = () => screen.getByTestId('day-played');

function setup(daily: unknown = thirtyDays((i) => i), answer = dayAnswer) {
  const get = fakeGet({ 'lessons/game/data/statistic': answer, 'lessons/game/data/statistic/daily': daily });
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderInArea(<StatisticPage />, { url: '/dashboard-student/statistic', route: '/dashboard-student/statistic' });
  return { get, user };
}

describe('statistic page', () => {
  it("shows today's figures with the date as dd/MM/yyyy", async () => {
    const { get } = setup();
    expect(field()).toHaveValue('15/03/2026');
    await waitFor(() => expect(played()).toHaveTextContent('153'));
    expect(screen.getByTestId('day-correct')).toHaveTextContent('15');
    expect(screen.getByRole('heading', { name: 'Games on 15.03.2026' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('lessons/game/data/statistic', { params: { user: STUDENT.id } });
  });

  it("takes today as the student's, not the phone's: the day their games are filed under (a tester's phone in UTC)", async () => {
    const { get, user } = setup(
      thirtyDays((i) => i, 1),
      dayAnswerWithToday([16, 3]),
    );
    await waitFor(() => expect(field()).toHaveValue('16/03/2026'));
    expect(played()).toHaveTextContent('163');
    expect(screen.getByRole('heading', { name: 'Games on 16.03.2026' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next day' })).toBeDisabled();
    expect(get).not.toHaveBeenCalledWith(
      'lessons/game/data/statistic',
      expect.objectContaining({ params: expect.objectContaining({ day: 15 }) }),
    );
    await user.click(screen.getByRole('button', { name: 'Previous day' }));
    expect(field()).toHaveValue('15/03/2026');
    await waitFor(() => expect(played()).toHaveTextContent('153'));
  });

  it("reloads the day's statistics when a date is typed", async () => {
    const { get, user } = setup();
    await waitFor(() => expect(played()).toHaveTextContent('153'));
    await user.clear(field());
    await user.type(field(), '02/01/2026');
    await waitFor(() => expect(played()).toHaveTextContent('21'));
    expect(get).toHaveBeenCalledWith('lessons/game/data/statistic', {
      params: { day: 2, month: 1, year: 2026, user: STUDENT.id },
    });
    expect(screen.getByRole('heading', { name: 'Games on 02.01.2026' })).toBeInTheDocument();
  });

  it('keeps the text as typed while editing and tidies it when the field is left', async () => {
    const { user } = setup();
    await waitFor(() => expect(played()).toHaveTextContent('153'));
    await user.clear(field());
    await user.type(field(), '2/1/2026');
    await waitFor(() => expect(played()).toHaveTextContent('21'));
    expect(field()).toHaveValue('2/1/2026');
    await user.tab();
    expect(field()).toHaveValue('02/01/2026');
  });

  it('says what is wrong with a typed date and keeps the day shown', async () => {
    const { user } = setup();
    await waitFor(() => expect(played()).toHaveTextContent('153'));
    await user.clear(field());
    await user.type(field(), '31/02/2026');
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('There is no such day in the calendar.');
    await user.clear(field());
    await user.type(field(), '31-02');
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('Enter the date as dd/mm/yyyy.');
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    await user.clear(field());
    await user.type(field(), '16/03/2026{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Choose today or an earlier day.');
    expect(played()).toHaveTextContent('153');
  });

  it('steps a day back, and not forward past today', async () => {
    const { user } = setup();
    expect(screen.getByRole('button', { name: 'Next day' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous day' }));
    expect(field()).toHaveValue('14/03/2026');
    await waitFor(() => expect(played()).toHaveTextContent('143'));
    expect(screen.getByRole('button', { name: 'Next day' })).toBeEnabled();
  });

  it('chooses a day in the calendar, where future days are disabled', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Choose a day in the calendar' }));
    const calendar = await screen.findByRole('dialog');
    const dayButton = (n: number) =>
      within(calendar)
        .getAllByRole('button')
        .find((b) => b.textContent === String(n) && !b.closest('[data-outside]'))!;
    expect(dayButton(20)).toBeDisabled();
    await user.click(dayButton(3));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(field()).toHaveValue('03/03/2026');
    await waitFor(() => expect(played()).toHaveTextContent('33'));
  });

  it('draws the last 30 days with a summary and the figures as a table', async () => {
    setup(thirtyDays((i) => (i === 29 ? 8 : 2)));
    const chart = await screen.findByTestId('daily-chart');
    expect(screen.getByTestId('chart-summary')).toHaveTextContent('In 30 days: 66 played, 33 correct');
    expect(chart.querySelectorAll('rect.daily-chart__played')).toHaveLength(30);
    expect(within(chart).getByRole('row', { name: '15.03.2026 8 4' })).toBeInTheDocument();
  });

  it('says when there were no games', async () => {
    setup(thirtyDays(() => 0));
    expect(await screen.findByTestId('chart-empty')).toHaveTextContent('No games in the last 30 days yet');
  });

  it('offers a retry when the chart fails', async () => {
    const { get, user } = setup(new Error('down'));
    expect(await screen.findByRole('alert')).toHaveTextContent('The chart could not be loaded.');
    get.mockRestore();
    fakeGet({ 'lessons/game/data/statistic': dayAnswer, 'lessons/game/data/statistic/daily': thirtyDays(() => 1) });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('chart-summary')).toHaveTextContent('In 30 days: 30 played, 0 correct');
  });
});
