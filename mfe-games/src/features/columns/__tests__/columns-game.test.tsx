import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, i18n, session$ } from '@abacus/shared';
import { DEFAULT_CONFIG, type GameConfig } from '@/engine/config/game-config';
import { getAnswerTotals, resetAnswerTotals, setAnswerTotals } from '@/engine/play/answer-totals';
import { renderGames } from '@/testing/render';
import { signInStudent } from '@/testing/session';
import { loadEnglishTexts } from '@/testing/with-texts';
import playTexts from '@/lib/play/locales/en.json';
import { ColumnsGame } from '../components/columns-game';
import texts from '../locales/en.json';

// Three columns: 4+3-2 = 5, 1+2+3 = 6, 9-4+1 = 6 (the generator's wire format: sign 1 or -1).
const TASKS = [
  [
    { number: 4, sign: 1 },
    { number: 3, sign: 1 },
    { number: 2, sign: -1 },
  ],
  [
    { number: 1, sign: 1 },
    { number: 2, sign: 1 },
    { number: 3, sign: 1 },
  ],
  [
    { number: 9, sign: 1 },
    { number: 4, sign: -1 },
    { number: 1, sign: 1 },
  ],
];

const config = (patch: Partial<GameConfig> = {}): GameConfig => ({
  ...DEFAULT_CONFIG,
  type: 'columns',
  mode: 'columns',
  withSound: false,
  length: 3,
  users: ['Ann', 'Ben', 'Cleo'],
  isTimerEnabled: false,
  ...patch,
});

let calls: { method: string; url: string; body: unknown }[];

beforeAll(() => {
  loadEnglishTexts();
  i18n.addResourceBundle('en', 'games', { ...texts, ...playTexts }, true, true);
});
beforeEach(() => {
  calls = [];
  let nextId = 100;
  jest.spyOn(api, 'post').mockImplementation(async (url: string, body?: unknown) => {
    calls.push({ method: 'post', url, body });
    if (url.endsWith('/generator/v1/generate')) {
      const count = (body as { tasks: number }).tasks;
      return { data: { items: TASKS[0], tasks: TASKS.slice(0, count), seed: 'abc' } } as never;
    }
    if (url === 'lessons/games') {
      const ops = (body as { operations: unknown[] }).operations;
      return {
        data: {
          id: 1,
          data: ops.map((operations) => ({
            id: nextId++,
            operations,
            player: null,
            answer: null,
            is_right_answer: null,
          })),
        },
      } as never;
    }
    if (url === 'lessons/game/data/set_columns_answers') return { data: body } as never;
    throw new Error(`unexpected POST ${url}`);
  });
  jest.spyOn(api, 'patch').mockImplementation(async (url: string) => {
    calls.push({ method: 'patch', url, body: null });
    throw new Error(`unexpected PATCH ${url}`);
  });
  jest.spyOn(api, 'get').mockImplementation(async (url: string) => {
    calls.push({ method: 'get', url, body: null });
    throw new Error(`unexpected GET ${url}`);
  });
});
afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
  session$.next(null);
  resetAnswerTotals();
});

const column = (i: number) => screen.getByTestId(`column-${i}`);
const answerIn = async (user: ReturnType<typeof userEvent.setup>, i: number, text: string) => {
  await user.type(within(column(i)).getByRole('textbox'), text);
  await user.click(within(column(i)).getByRole('button', { name: 'OK' }));
};
const posted = (url: string) => calls.filter((c) => c.url === url);

describe('the columns game', () => {
  it('three players, one wrong: the team loses, and the results are recorded', async () => {
    signInStudent();
    const user = userEvent.setup();
    renderGames(<ColumnsGame config={config()} record onExit={() => {}} />);
    await user.click(await screen.findByRole('button', { name: 'Start' }));

    // One task per player, from one generator request; the round is recorded as it begins (a teacher saw "time
    // 0:00" for a homework's columns recorded at the end: the server times an answer from its record).
    expect(posted('http://localhost/generator/v1/generate')).toHaveLength(1);
    await waitFor(() => expect(posted('lessons/games')).toHaveLength(1));
    expect(posted('http://localhost/generator/v1/generate')[0].body).toMatchObject({
      type: 'columns',
      tasks: 3,
      user_id: 7,
    });
    expect(within(column(0)).getByRole('heading')).toHaveTextContent('Ann');
    expect(within(column(2)).getByRole('list')).toHaveTextContent('9−4+1');

    await answerIn(user, 0, '5');
    await answerIn(user, 1, '7');
    expect(screen.queryByTestId('columns-result')).not.toBeInTheDocument();
    await answerIn(user, 2, '6');

    const result = await screen.findByTestId('columns-result');
    expect(result).toHaveTextContent('not everyone is right');
    expect(result).toHaveTextContent('Right answers: 2 of 3');
    expect(within(column(1)).getByText('Wrong')).toBeInTheDocument();
    expect(within(result).getByRole('button', { name: 'Try again' })).toBeInTheDocument();

    await act(async () => {});
    const [game] = posted('lessons/games');
    // Only the signed-in child's column (the first player's) is recorded as theirs (issue 9).
    expect(game.body).toMatchObject({
      type: 'columns',
      with_columns: true,
      user: 7,
      players: ['Ann'],
      operations: [TASKS[0]],
    });
    expect(posted('lessons/game/data/set_columns_answers')[0].body).toEqual([
      { id: 100, answer: '5', is_right_answer: true },
    ]);
  });

  it('when the timer runs out, unanswered columns are wrong and the results go 1 s later', async () => {
    jest.useFakeTimers();
    signInStudent();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderGames(<ColumnsGame config={config({ isTimerEnabled: true, timerCount: 4 })} record onExit={() => {}} />);
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    expect(screen.getByTestId('columns-timer')).toHaveTextContent('4');
    expect(screen.getByTestId('columns-timer')).toHaveAttribute('data-warning', 'false');

    await answerIn(user, 0, '5');
    await act(async () => jest.advanceTimersByTime(1500));
    expect(screen.getByTestId('columns-timer')).toHaveAttribute('data-warning', 'true');
    await act(async () => jest.advanceTimersByTime(2600));

    expect(screen.getByText('Time is over!')).toBeInTheDocument();
    expect(within(column(1)).queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByTestId('columns-result')).not.toBeInTheDocument();
    // Recorded as the round began (the server times the answers from it), answered only 1 s after the time ran out.
    expect(posted('lessons/games')).toHaveLength(1);
    expect(posted('lessons/game/data/set_columns_answers')).toHaveLength(0);

    await act(async () => jest.advanceTimersByTime(1000));
    expect(screen.getByTestId('columns-result')).toHaveTextContent('Right answers: 1 of 3');
    await act(async () => {});
    expect(posted('lessons/game/data/set_columns_answers')[0].body).toEqual([
      { id: 100, answer: '5', is_right_answer: true },
    ]);
  });

  it('everyone right wins, and Next brings new columns', async () => {
    const user = userEvent.setup();
    renderGames(<ColumnsGame config={config()} record={false} onExit={() => {}} />);
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    await answerIn(user, 0, '5');
    await answerIn(user, 1, '6');
    await answerIn(user, 2, '+6');
    const result = await screen.findByTestId('columns-result');
    expect(result).toHaveTextContent('Everyone is right');
    expect(within(result).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();

    await user.click(within(result).getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('button', { name: 'Start' })).toBeInTheDocument();
    expect(posted('http://localhost/generator/v1/generate')).toHaveLength(2);
  });

  it('the demo records nothing: the generator is its only call', async () => {
    const user = userEvent.setup();
    renderGames(<ColumnsGame config={config({ users: ['Guest'] })} record={false} onExit={() => {}} />);
    expect(await screen.findByTestId('columns-intro')).not.toHaveTextContent('team');
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    await answerIn(user, 0, '4');
    expect(await screen.findByTestId('columns-result')).toBeInTheDocument();
    await act(async () => {});
    expect(calls.map((c) => c.url)).toEqual(['http://localhost/generator/v1/generate']);
  });

  it('a phone shows one column at a time, a laptop three', async () => {
    const width = window.innerWidth;
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 400 });
    try {
      const user = userEvent.setup();
      renderGames(<ColumnsGame config={config()} record={false} onExit={() => {}} />);
      await user.click(await screen.findByRole('button', { name: 'Start' }));
      expect(screen.getByText('Player 1 of 3')).toBeInTheDocument();
      expect(screen.queryByTestId('column-1')).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Next players' }));
      expect(screen.getByTestId('column-1')).toBeInTheDocument();

      Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1000 });
      act(() => {
        window.dispatchEvent(new Event('resize'));
      });
      expect(screen.getAllByTestId(/^column-\d+$/)).toHaveLength(3);
      expect(screen.queryByRole('navigation', { name: "Players' columns" })).not.toBeInTheDocument();
    } finally {
      Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
    }
  });

  it('a multiplication column is answered with the product', async () => {
    (api.post as jest.Mock).mockImplementation(async (url: string, body?: unknown) => {
      calls.push({ method: 'post', url, body });
      return {
        data: {
          items: [
            { number: 12, sign: 1 },
            { number: 3, sign: 1 },
          ],
          seed: 's',
        },
      } as never;
    });
    const user = userEvent.setup();
    renderGames(
      <ColumnsGame
        config={config({ users: ['Ann'], isMultiplyColumn: true, numbers: [3], complexity: 10 })}
        record={false}
        onExit={() => {}}
      />,
    );
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    expect(calls[0].body).toMatchObject({ type: 'columns', digit_type: 'multiply', numbers: [3] });
    expect(within(column(0)).getByRole('list')).toHaveTextContent('12×3');
    await answerIn(user, 0, '36');
    // One player is no team (a tester's homework child was told "Well done, team!").
    expect(await screen.findByTestId('columns-result')).toHaveTextContent('Right! Well done!');
  });
});

describe('the columns game and the running totals', () => {
  it("counts the child's own column, not the classmates'", async () => {
    signInStudent();
    setAnswerTotals({ user: 7, total: 10, totalRight: 8 });
    const user = userEvent.setup();
    renderGames(<ColumnsGame config={config()} record onExit={() => {}} />);
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    await answerIn(user, 0, '5');
    await answerIn(user, 1, '7');
    await answerIn(user, 2, '6');
    await screen.findByTestId('columns-result');
    await act(async () => {});
    // Three columns played; only the child's (the first, right) is theirs.
    expect(getAnswerTotals()).toEqual({ user: 7, total: 11, totalRight: 9 });
  });

  it('a failed generator request offers a retry', async () => {
    const generate = jest.fn().mockRejectedValueOnce(new Error('offline'));
    const post = (api.post as jest.Mock).getMockImplementation()!;
    (api.post as jest.Mock).mockImplementation(async (url: string, body?: unknown) => {
      if (url.endsWith('/generator/v1/generate') && generate.mock.calls.length === 0) return generate();
      return post(url, body);
    });
    const user = userEvent.setup();
    renderGames(<ColumnsGame config={config()} record={false} onExit={() => {}} />);
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Start' })).toBeInTheDocument();
  });
});
