import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, i18n, notice$, session$, type Notice } from '@abacus/shared';
import { DEFAULT_CONFIG, type GameConfig } from '@/engine/config/game-config';
import { getAnswerTotals, resetAnswerTotals, setAnswerTotals } from '@/engine/play/answer-totals';
import { renderGames } from '@/testing/render';
import { signInStudent } from '@/testing/session';
import { loadEnglishTexts } from '@/testing/with-texts';
import abacusTexts from '@/lib/abacus/locales/en.json';
import playTexts from '@/lib/play/locales/en.json';
import { AbacusPlay } from '../components/abacus-play';
import texts from '../locales/en.json';

let calls: { method: string; url: string; body: unknown }[];
const wire = (...numbers: number[]) => numbers.map((number) => ({ number, sign: 1 }));

beforeAll(() => {
  loadEnglishTexts();
  i18n.addResourceBundle('en', 'games', { ...texts, ...abacusTexts, ...playTexts }, true, true);
});
beforeEach(() => {
  calls = [];
  jest.spyOn(api, 'post').mockImplementation(async (url: string, body?: unknown) => {
    calls.push({ method: 'post', url, body });
    if (url.endsWith('/generator/v1/generate')) return { data: { items: wire(3, 5, 2), seed: 's' } } as never;
    if (url.endsWith('/generator/v1/abacus')) return { data: { items: wire(47, 305), seed: 's' } } as never;
    if (url === 'lessons/games') {
      const [operations] = (body as { operations: unknown[] }).operations as unknown[];
      return {
        data: { id: 1, data: [{ id: 40, operations, player: null, answer: null, is_right_answer: null }] },
      } as never;
    }
    throw new Error(`unexpected POST ${url}`);
  });
  jest.spyOn(api, 'patch').mockImplementation(async (url: string, body?: unknown) => {
    calls.push({ method: 'patch', url, body });
    return { data: { id: 40, answer: '2', is_right_answer: true } } as never;
  });
});
afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
  session$.next(null);
  resetAnswerTotals();
});

const config = (patch: Partial<GameConfig>): GameConfig => ({
  ...DEFAULT_CONFIG,
  withSound: false,
  length: 3,
  ...patch,
});
const urls = () => calls.map((c) => `${c.method} ${c.url}`);

describe('abacus mode', () => {
  it('the child sets the numbers one by one; the abacus must show the last one, and the result is recorded', async () => {
    signInStudent();
    const user = userEvent.setup();
    renderGames(<AbacusPlay config={config({ mode: 'abacus' })} record onExit={() => {}} />);
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    expect(screen.getByText('Number 1 of 3')).toBeInTheDocument();
    expect(screen.getByText('3')).toHaveClass('abacus-screen__target');
    await user.click(screen.getByRole('button', { name: 'Next number' }));
    await user.click(screen.getByRole('button', { name: 'Next number' }));
    expect(screen.getByText('Number 3 of 3')).toBeInTheDocument();

    // 2 on the ones rod: the second lower bead brings the first with it.
    await user.click(screen.getByRole('button', { name: 'Ones: lower bead 2' }));
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByTestId('abacus-result')).toHaveTextContent('Right!');
    await act(async () => {});
    expect(urls()).toEqual([
      'post http://localhost/generator/v1/generate',
      'post lessons/games',
      'patch lessons/game/data/40',
    ]);
    expect(calls[1].body).toMatchObject({
      type: 'addition',
      calculation_method: 'abacus',
      option: 'abacus',
      user: 7,
      operations: wire(3, 5, 2),
    });
    expect(calls[2].body).toEqual({ answer: '2', is_right_answer: true });
  });

  it('the sum is not the answer: the last number is', async () => {
    const user = userEvent.setup();
    renderGames(<AbacusPlay config={config({ mode: 'abacus' })} record={false} onExit={() => {}} />);
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    await user.click(screen.getByRole('button', { name: 'Next number' }));
    await user.click(screen.getByRole('button', { name: 'Next number' }));
    await user.click(screen.getByRole('button', { name: 'Tens: lower bead 1' }));
    await user.click(screen.getByRole('button', { name: 'Check' }));
    const result = await screen.findByTestId('abacus-result');
    expect(result).toHaveTextContent('NOT CORRECT');
    expect(result).toHaveTextContent('The right answer: 2');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(urls()).toEqual(['post http://localhost/generator/v1/generate']);
  });
});

describe('the random abacus game', () => {
  it('flashes the service numbers on the abacus, pauses and resumes, then takes the last number', async () => {
    jest.useFakeTimers();
    signInStudent();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderGames(
      <AbacusPlay
        config={config({ type: 'abacus_random', places: 100, complexity: 100, length: 2, speed: 1 })}
        record
        onExit={() => {}}
      />,
    );
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    expect(calls[0]).toMatchObject({
      url: 'http://localhost/generator/v1/abacus',
      body: { type: 'abacus_random', digit: 3, numbers: 2, user_id: 7 },
    });

    await act(async () => jest.advanceTimersByTime(5100)); // 3-2-1-GO, then the first number
    expect(screen.getByTestId('abacus-flash')).toHaveAttribute('data-shown', '47');
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    await act(async () => jest.advanceTimersByTime(10_000));
    expect(screen.getByTestId('abacus-flash')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await act(async () => jest.advanceTimersByTime(1000));
    expect(screen.getByTestId('abacus-flash')).toHaveAttribute('data-shown', '305');
    await act(async () => jest.advanceTimersByTime(1000));

    await user.type(await screen.findByRole('textbox'), '305');
    expect(screen.getByRole('button', { name: 'Hundreds: upper bead (5)' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Hundreds: lower bead 3' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByTestId('abacus-result')).toHaveTextContent('Right!');
    await act(async () => {});
    expect(calls[1].body).toMatchObject({
      type: 'abacus_random',
      calculation_method: 'abacus',
      digit: [3],
      operations: wire(47, 305),
    });
    expect(calls[2].body).toEqual({ answer: '305', is_right_answer: true });
  });
});

describe('a hidden page during the random abacus flash', () => {
  const setHidden = (hidden: boolean) => {
    if (hidden) Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    else delete (document as { visibilityState?: unknown }).visibilityState;
    document.dispatchEvent(new Event('visibilitychange'));
  };
  afterEach(() => setHidden(false));

  it('voids that try, and Start again flashes the numbers from the top', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderGames(
      <AbacusPlay
        config={config({ type: 'abacus_random', places: 100, complexity: 100, length: 2, speed: 1 })}
        record={false}
        onExit={() => {}}
      />,
    );
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    await act(async () => jest.advanceTimersByTime(5100));
    expect(screen.getByTestId('abacus-flash')).toHaveAttribute('data-shown', '47');

    act(() => setHidden(true));
    expect(screen.getByTestId('play-voided')).toHaveTextContent('this try does not count');
    expect(screen.queryByTestId('abacus-flash')).not.toBeInTheDocument();
    setHidden(false);
    await user.click(screen.getByRole('button', { name: 'Start again' }));
    expect(screen.getByTestId('abacus-flash')).toHaveAttribute('data-shown', '');
    await act(async () => jest.advanceTimersByTime(5100));
    expect(screen.getByTestId('abacus-flash')).toHaveAttribute('data-shown', '47');
  });
});

describe('saving an abacus game', () => {
  const playModeGame = async (last: string) => {
    const user = userEvent.setup();
    renderGames(<AbacusPlay config={config({ mode: 'abacus' })} record onExit={() => {}} />);
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    await user.click(screen.getByRole('button', { name: 'Next number' }));
    await user.click(screen.getByRole('button', { name: 'Next number' }));
    await user.click(screen.getByRole('button', { name: last }));
    await user.click(screen.getByRole('button', { name: 'Check' }));
    await screen.findByTestId('abacus-result');
    await act(async () => {});
  };

  it("counts the server's verdict in the running totals that the egg follows", async () => {
    signInStudent();
    setAnswerTotals({ user: 7, total: 10, totalRight: 8 });
    await playModeGame('Ones: lower bead 2');
    expect(getAnswerTotals()).toEqual({ user: 7, total: 11, totalRight: 9 });
  });

  it('a failed save shows a red toast, and the child plays on', async () => {
    signInStudent();
    setAnswerTotals({ user: 7, total: 10, totalRight: 8 });
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    (api.patch as jest.Mock).mockRejectedValue(new Error('offline'));
    const notices: Notice[] = [];
    const subscription = notice$.subscribe((notice) => notices.push(notice));
    try {
      await playModeGame('Ones: lower bead 2');
    } finally {
      subscription.unsubscribe();
    }
    expect(notices).toEqual([
      expect.objectContaining({
        kind: 'error',
        text: 'This game was not saved: check the internet connection. Your next games will be saved when it is back.',
      }),
    ]);
    expect(getAnswerTotals()).toEqual({ user: 7, total: 10, totalRight: 8 });
    expect(screen.getByRole('button', { name: 'Next' })).toBeInTheDocument();
  });
});
