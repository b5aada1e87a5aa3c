// The homework screen with the real play screen (spec 001 "Homework screen", sections 2, 4, 5 and 6; issue 12):
// what it shows, what Start plays and records, Next and Try again with new numbers, the done state, read-only.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, useLocation } from '@abacus/shared/router';
import { api, i18n, session$ } from '@abacus/shared';
import type { HomeworkDetail, HomeworkGame } from '@abacus/contract/homework-schema';
import type { ExpressionItem } from '@/engine/config/game-config';
import { generateExpression } from '@/lib/generator/api/generate';
import { answerExpression, type JudgedAnswer } from '@/lib/results/api/answer-expression';
import { recordGame } from '@/lib/results/api/record-game';
import homeworkTexts from '@/features/homework/locales/en.json';
import { renderGames } from '@/testing/render';
import { signInStudent } from '@/testing/session';
import { HomeworkRoute } from '../homework-route';
import { fakeEnvironment } from './fake-environment';
import { loadPlayTexts } from './render-play';

jest.mock('@/lib/generator/api/generate', () => ({ generateExpression: jest.fn() }));
jest.mock('@/lib/results/api/record-game', () => ({ recordGame: jest.fn() }));
jest.mock('@/lib/results/api/answer-expression', () => ({ answerExpression: jest.fn() }));

const generate = jest.mocked(generateExpression);
const record = jest.mocked(recordGame);
const answer = jest.mocked(answerExpression);

const progress = (right: number, repeat: number) => ({
  right_answers: right,
  answered: right,
  seconds: 3,
  done: right >= repeat,
});
const entry = (id: number, patch: Partial<HomeworkGame>): HomeworkGame => ({
  id,
  type: 'multiply',
  repeat: 1,
  calculation_method: 'oral',
  option: null,
  digit_type: null,
  digit: [],
  speed: 1,
  operation_number: 1,
  difficult: 1,
  difficult_2: null,
  numbers: [7],
  with_columns: false,
  link: null,
  is_created: true,
  progress: progress(0, 1),
  ...patch,
});
const homework = (games: HomeworkGame[], patch: Partial<HomeworkDetail> = {}): HomeworkDetail => ({
  id: 42,
  order: 3,
  year: 2026,
  month: 10,
  created: '',
  updated: '',
  matific: false,
  user: null,
  group: 5,
  games_count: games.length,
  complete_status: 1,
  students_total: 1,
  students_done: 0,
  games,
  homeworks_left: games.length,
  ...patch,
});

const ADDITION = entry(71, {
  type: 'addition',
  digit_type: 'elementary',
  digit: [4],
  speed: 0.5,
  difficult: 1,
  operation_number: 3,
  repeat: 2,
  progress: progress(2, 2),
});
/** Multiplication: no flashing, the expression at once (7 × n). */
const MULTIPLY = entry(72, { repeat: 2, progress: progress(0, 2) });
const DIVIDE = entry(73, { type: 'divide', difficult: 100, difficult_2: 10, numbers: [] });

let served: HomeworkDetail;
let get: jest.SpyInstance;
let post: jest.SpyInstance;
let round = 0;

const Where = () => {
  const { pathname, search } = useLocation();
  return <p data-testid="arrived">{`${pathname}${search}`}</p>;
};

function renderHomework(search: string) {
  return renderGames(<HomeworkRoute environment={fakeEnvironment().environment} />, {
    url: `/games/homework${search}`,
    path: '/games/homework',
    routes: <Route path="/dashboard-student/*" element={<Where />} />,
  });
}

const reward = (taskDone: boolean, paid = taskDone ? '1.00' : '0.00') => ({
  homework: 42,
  task_done: taskDone,
  puzzle_opened: false,
  paid,
});
const judged = (
  id: number,
  text: string,
  right: boolean,
  homeworkReward?: ReturnType<typeof reward>,
): JudgedAnswer => ({
  id,
  answer: text,
  is_right_answer: right,
  ...(homeworkReward ? { homework_reward: homeworkReward } : {}),
});

beforeAll(() => {
  loadPlayTexts();
  i18n.addResourceBundle('en', 'games', homeworkTexts, true, true);
});
beforeEach(() => {
  jest.clearAllMocks();
  localStorage.clear();
  signInStudent();
  round = 0;
  served = homework([ADDITION, MULTIPLY, DIVIDE]);
  get = jest.spyOn(api, 'get').mockImplementation(async () => ({ data: served }));
  post = jest.spyOn(api, 'post');
  // Each game gets new numbers: 7 × 2, 7 × 3, ...; a division 100 ÷ 10.
  generate.mockImplementation(async (config) => {
    round += 1;
    const items: ExpressionItem[] =
      config.type === 'divide'
        ? [
            { number: 100, sign: '+' },
            { number: 10, sign: '+' },
          ]
        : [
            { number: 7, sign: '+' },
            { number: round + 1, sign: '+' },
          ];
    return items;
  });
  record.mockImplementation(async () => ({
    id: 500 + round,
    data: [{ id: 600 + round, operations: [], player: null, answer: null, is_right_answer: null }],
  }));
});
afterEach(() => {
  get.mockRestore();
  post.mockRestore();
  session$.next(null);
});

const answerWith = async (user: ReturnType<typeof userEvent.setup>, text: string) => {
  await user.type(await screen.findByLabelText('Your answer'), `${text}{Enter}`);
};

describe('the homework screen', () => {
  it('without id or date goes back to the puzzle, keeping a viewer read-only', () => {
    const { unmount } = renderHomework('?date=2026-11&order=3');
    expect(screen.getByTestId('arrived')).toHaveTextContent(/^\/dashboard-student\/homework$/);
    unmount();
    renderHomework('?id=42&read_only=7');
    expect(screen.getByTestId('arrived')).toHaveTextContent('/dashboard-student/homework?read_only=7');
    expect(get).not.toHaveBeenCalled();
  });

  it('shows the day, the current task, the table with done ones marked, the speed and sound, Start and Back', async () => {
    renderHomework('?id=42&date=2026-11&order=3');
    expect(await screen.findByTestId('homework-current')).toHaveTextContent('Task 2 of 3');
    expect(screen.getByRole('heading', { name: 'Homework' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('lessons/homeworks/42', { params: { user: 7 } });
    expect(screen.getByText('Day 3 · November 2026')).toBeInTheDocument();
    expect(screen.getByTestId('homework-current')).toHaveTextContent('Task 2 of 3');
    expect(screen.getByTestId('homework-current')).toHaveTextContent('Right answers still needed: 2');

    const rows = screen.getAllByTestId('homework-task');
    expect(rows.map((row) => row.dataset.done)).toEqual(['true', 'false', 'false']);
    expect(
      within(rows[0])
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Speedy numbers', 'Simple', '1', '3', '2', '✓ Done: 2/2']);
    expect(within(rows[2]).getByText('100 ÷ 10')).toBeInTheDocument();
    expect(rows[1]).toHaveAttribute('aria-current', 'step');

    // A multiplication has no speed and no sound.
    expect(screen.getByLabelText('Speed (seconds per number)')).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Sound' })).toBeDisabled();
    expect(screen.getByText('This game has no sound.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start' })).toBeEnabled();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByTestId('arrived')).toHaveTextContent(/^\/dashboard-student\/homework$/);
  });

  it('the speed defaults to the entry’s and steps; it is locked at a speed sound is forced off at', async () => {
    served = homework([
      entry(80, { type: 'addition', digit_type: 'elementary', digit: [4], speed: 1.5, difficult: 10 }),
    ]);
    const user = userEvent.setup();
    const view = renderHomework('?id=42&date=2026-11&order=3');
    const speed = await screen.findByLabelText('Speed (seconds per number)');
    expect(speed).toHaveValue('1.5');
    expect(speed).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Less: Speed (seconds per number)' }));
    expect(speed).toHaveValue('1.4');
    await user.clear(speed);
    await user.type(speed, '0.8{Enter}');
    expect(speed).toHaveValue('0.8');
    // Below 1 s the numbers are too fast to be spoken: the sound checkbox is off and locked.
    expect(screen.getByRole('checkbox', { name: 'Sound' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Sound' })).not.toBeChecked();
    view.unmount();

    served = homework([
      entry(81, { type: 'addition', digit_type: 'elementary', digit: [4], speed: 0.5, difficult: 1 }),
    ]);
    renderHomework('?id=42&date=2026-11&order=3');
    expect(await screen.findByLabelText('Speed (seconds per number)')).toBeDisabled();
    expect(screen.getByText('Your teacher set this speed.')).toBeInTheDocument();
  });

  it('Start plays the first remaining entry as homework; a win with more left shows Next, which brings new numbers', async () => {
    const user = userEvent.setup();
    renderHomework('?id=42&date=2026-11&order=3');
    answer.mockImplementation(async (id, text) => judged(id, text, text === '14'));
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    expect(localStorage.getItem('success_puzzle')).toBe('42');

    expect(await screen.findByTestId('play-expression')).toHaveTextContent('7 × 2 = ?');
    expect(generate).toHaveBeenLastCalledWith(
      expect.objectContaining({ type: 'multiply', numbers: [7], homework: 42 }),
      7,
    );
    await waitFor(() => expect(record).toHaveBeenCalledTimes(1));
    expect(record.mock.calls[0][0]).toMatchObject({ type: 'multiply', homework_game: 72, user: 7, numbers: [7] });
    expect(screen.getByTestId('homework-left')).toHaveTextContent('Right answers left in this homework: 3');

    await answerWith(user, '14');
    expect(screen.getByTestId('play-result')).toHaveAttribute('data-outcome', 'win');
    await waitFor(() => expect(answer).toHaveBeenCalledWith(601, '14', true));
    // The right answer counts at once, before Next (it used to drop only with the next task).
    await waitFor(() =>
      expect(screen.getByTestId('homework-left')).toHaveTextContent('Right answers left in this homework: 2'),
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));

    // The same entry again (its second right answer), new numbers, recorded again.
    expect(await screen.findByTestId('play-expression')).toHaveTextContent('7 × 3 = ?');
    await waitFor(() => expect(record).toHaveBeenCalledTimes(2));
    expect(record.mock.calls[1][0]).toMatchObject({ homework_game: 72 });
    expect(screen.getByTestId('homework-left')).toHaveTextContent('Right answers left in this homework: 2');
    // The homework is read again after each answer.
    expect(get.mock.calls.length).toBeGreaterThan(1);
  });

  it('after a wrong answer Try again brings new numbers, recorded too; the last task shows no Next', async () => {
    served = homework([DIVIDE, entry(74, { numbers: [7] })]);
    const user = userEvent.setup();
    renderHomework('?id=42&date=2026-11&order=3');
    answer.mockImplementation(async (id, text) => judged(id, text, text === '10' || text === '14'));
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    expect(await screen.findByTestId('play-expression')).toHaveTextContent('100 ÷ 10 = ?');
    await answerWith(user, '9');
    expect(screen.getByTestId('play-result')).toHaveAttribute('data-outcome', 'lose');
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByTestId('play-expression');
    await waitFor(() => expect(record).toHaveBeenCalledTimes(2));
    expect(generate).toHaveBeenCalledTimes(2);
    expect(record.mock.calls.map(([body]) => body.homework_game)).toEqual([73, 73]);

    await answerWith(user, '10');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    // The last task of the homework: a win offers Back only.
    expect(await screen.findByTestId('play-expression')).toHaveTextContent(/^7 × \d+ = \?$/);
    const [, b] = (await screen.findByTestId('play-expression')).textContent!.match(/7 × (\d+)/)!;
    await answerWith(user, String(7 * Number(b)));
    expect(screen.getByTestId('play-result')).toHaveAttribute('data-outcome', 'win');
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();

    // Back returns to the homework screen, read again from the server.
    const reads = get.mock.calls.length;
    await user.click(within(screen.getByTestId('play-result')).getByRole('button', { name: 'Back' }));
    expect(await screen.findByTestId('homework-current')).toBeInTheDocument();
    await waitFor(() => expect(get.mock.calls.length).toBeGreaterThan(reads));
  });

  it('the answer that finishes the homework shows the done state with +1 i$ and the way back to the puzzle', async () => {
    served = homework([entry(75, { numbers: [7] })]);
    const user = userEvent.setup();
    renderHomework('?id=42&date=2026-11&order=3');
    answer.mockImplementation(async (id, text) => judged(id, text, true, reward(true)));
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    await screen.findByTestId('play-expression');
    await answerWith(user, '14');
    const done = await screen.findByTestId('homework-done');
    expect(done).toHaveTextContent(/^Homework done! \+1 i\$Back to the puzzle$/);
    // The cup is drawn, not an emoji (a box where no emoji font is installed).
    expect(done.querySelector('.homework-done__trophy svg')).not.toBeNull();
    await user.click(within(done).getByRole('button', { name: 'Back to the puzzle' }));
    expect(screen.getByTestId('arrived')).toHaveTextContent(/^\/dashboard-student\/homework$/);
  });

  it('a done homework has no Start', async () => {
    served = homework([ADDITION], { complete_status: 2 });
    renderHomework('?id=42&date=2026-11&order=3');
    expect(await screen.findByText('All the tasks are done. Well done!')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start' })).not.toBeInTheDocument();
  });

  it('a Matific task opens its link in a new tab and is marked done by the child', async () => {
    served = homework([entry(90, { type: 'matific', numbers: [], link: 'https://www.matific.com/us/en/activity/1' })]);
    post.mockResolvedValue({ data: { ...reward(true, '4.00'), puzzle_opened: true } });
    const user = userEvent.setup();
    renderHomework('?id=42&date=2026-11&order=3');
    const link = await screen.findByRole('link', { name: /Open the activity/ });
    expect(link).toHaveAttribute('href', 'https://www.matific.com/us/en/activity/1');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByRole('button', { name: 'Start' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: "I've done it" }));
    expect(post).toHaveBeenCalledWith('lessons/homeworks/42/games/90/done');
    const done = await screen.findByTestId('homework-done');
    expect(done).toHaveTextContent('Homework done! +4 i$');
    expect(done).toHaveTextContent('You opened the whole puzzle!');
  });

  it('a read-only viewer sees the tasks and why they cannot play, and nothing is started or recorded', async () => {
    signInStudent({ id: 3, role: 'parent' });
    const user = userEvent.setup();
    renderHomework('?id=42&date=2026-11&order=3&read_only=7');
    expect(await screen.findByTestId('homework-read-only')).toHaveTextContent(
      "You cannot do homework in the student's platform",
    );
    expect(get).toHaveBeenCalledWith('lessons/homeworks/42', { params: { user: 7 } });
    expect(screen.getAllByTestId('homework-task')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Start' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Speed (seconds per number)')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByTestId('arrived')).toHaveTextContent('/dashboard-student/homework?read_only=7');
    expect(generate).not.toHaveBeenCalled();
    expect(record).not.toHaveBeenCalled();
  });

  it('a student with read_only in the address only looks too; staff without it cannot play', async () => {
    renderHomework('?id=42&date=2026-11&order=3&read_only=7');
    expect(await screen.findByTestId('homework-read-only')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start' })).not.toBeInTheDocument();
  });

  it('a homework that cannot be loaded says so and offers to try again', async () => {
    get.mockRejectedValue(Object.assign(new Error('404'), { isAxiosError: true, response: { status: 404, data: {} } }));
    renderHomework('?id=42&date=2026-11&order=3');
    expect(await screen.findByRole('alert')).toHaveTextContent('This homework was not found.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
