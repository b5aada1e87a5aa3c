import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosRequestConfig } from 'axios';
import { api, i18n, session$ } from '@abacus/shared';
import { countAnswer, resetAnswerTotals, type AnswerTotals } from '@/engine/play/answer-totals';
import type { RewardVideo } from '@/engine/media/video-sources';
import { renderGames } from '@/testing/render';
import { signInStudent } from '@/testing/session';
import { loadEnglishTexts } from '@/testing/with-texts';
import { CharacterEgg } from '../components/character-egg';
import egg from '../locales/en.json';
import { cacheTotals, type ActiveItem } from '../model/egg-cache';

// The three calls of the egg, faked at the API client by path: each answers what its fake function gives.
const statistic = jest.fn<Promise<AnswerTotals>, [number]>();
const purchased = jest.fn<Promise<ActiveItem[]>, [number]>();
const video = jest.fn<Promise<RewardVideo>, []>();

function fakeApi() {
  jest.spyOn(api, 'get').mockImplementation(async (url: string, config?: AxiosRequestConfig) => {
    const user = (config?.params as { user: number } | undefined)?.user as number;
    if (url === 'lessons/game/data/statistic') {
      const totals = await statistic(user);
      return {
        data: {
          today: { total: 0, right_answers: 0 },
          all_time: { total: totals.total, total_right: totals.totalRight },
        },
      };
    }
    if (url === 'eshop/items/purchased') return { data: await purchased(user) };
    if (url === 'videos/random') return { data: { data: await video() } };
    throw new Error(`unexpected GET ${url}`);
  });
}

beforeAll(() => {
  loadEnglishTexts();
  i18n.addResourceBundle('en', 'games', egg, true, true);
});
beforeEach(() => {
  jest.clearAllMocks();
  fakeApi();
  localStorage.clear();
  resetAnswerTotals();
  signInStudent();
  purchased.mockResolvedValue([]);
  video.mockResolvedValue({ id: 3, title: 'Stars', mp4: '/media/v.mp4', webm: '/media/v.webm', ogg: '/media/v.ogv' });
});
afterEach(() => {
  session$.next(null);
  jest.useRealTimers();
});

const theEgg = () => screen.getByTestId('character-egg');

describe('the character egg', () => {
  it('is shown to students only', () => {
    statistic.mockResolvedValue({ user: 7, total: 0, totalRight: 0 });
    signInStudent({ role: 'teacher' });
    const { container } = renderGames(<CharacterEgg />);
    expect(container).toBeEmptyDOMElement();
    act(() => session$.next(null));
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the right answers so far and keeps them in local storage', async () => {
    statistic.mockResolvedValue({ user: 7, total: 12, totalRight: 9 });
    renderGames(<CharacterEgg />);
    await waitFor(() => expect(theEgg()).toHaveAttribute('data-count', '9'));
    expect(theEgg()).toHaveAttribute('data-stage', 'egg');
    expect(screen.getByRole('img', { name: '9 of 20 right answers: then your hero hatches!' })).toBeInTheDocument();
    expect(statistic).toHaveBeenCalledWith(7);
    expect(JSON.parse(localStorage.getItem('totalRight') ?? 'null')).toEqual({ user: 7, value: 9 });
    expect(JSON.parse(localStorage.getItem('totalPlayed') ?? 'null')).toEqual({ user: 7, value: 12 });

    act(() => countAnswer(7, true));
    expect(theEgg()).toHaveAttribute('data-count', '10');
    expect(JSON.parse(localStorage.getItem('totalPlayed') ?? 'null')).toEqual({ user: 7, value: 13 });
  });

  it('explains the count when the egg is tapped, as a phone shows no title', async () => {
    statistic.mockResolvedValue({ user: 7, total: 12, totalRight: 9 });
    const user = userEvent.setup();
    renderGames(<CharacterEgg />);
    await waitFor(() => expect(theEgg()).toHaveAttribute('data-count', '9'));
    const egg = screen.getByRole('button', { name: '9 of 20 right answers: then your hero hatches!' });
    expect(screen.queryByTestId('egg-tip')).not.toBeInTheDocument();
    await user.click(egg);
    expect(screen.getByTestId('egg-tip')).toHaveTextContent('9 of 20 right answers: then your hero hatches!');
    expect(egg).toHaveAttribute('aria-expanded', 'true');
    await user.click(egg);
    expect(screen.queryByTestId('egg-tip')).not.toBeInTheDocument();
  });

  it('starts from the cached count while the server answers', () => {
    cacheTotals({ user: 7, total: 5, totalRight: 4 });
    statistic.mockReturnValue(new Promise(() => undefined));
    renderGames(<CharacterEgg />);
    expect(theEgg()).toHaveAttribute('data-count', '4');
  });

  it('hatches through crack and smoke into the hero when the 20th right answer comes, and shows a video', async () => {
    statistic.mockResolvedValue({ user: 7, total: 30, totalRight: 19 });
    renderGames(<CharacterEgg />);
    await waitFor(() => expect(theEgg()).toHaveAttribute('data-count', '19'));
    jest.useFakeTimers();

    act(() => countAnswer(7, true));
    expect(theEgg()).toHaveAttribute('data-stage', 'crack');
    expect(screen.getByRole('status')).toHaveTextContent('Your egg is hatching!');
    // The hatching plays first; the video waits for it (issue 9: it covered the hatching).
    expect(screen.queryByTestId('reward-video')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1400));
    await act(async () => {});
    act(() => jest.advanceTimersByTime(10));
    expect(theEgg()).toHaveAttribute('data-stage', 'smoke');
    expect(screen.queryByTestId('reward-video')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1090));
    expect(theEgg()).toHaveAttribute('data-stage', 'hero');
    jest.useRealTimers();

    // The 20th right answer is also a reward video.
    const modal = await screen.findByTestId('reward-video');
    expect(video).toHaveBeenCalledTimes(1);
    const sources = Array.from(modal.querySelectorAll('source')).map((s) => s.getAttribute('type'));
    expect(sources).toEqual(['video/mp4', 'video/webm', 'video/ogg']);
    expect(modal.querySelector('video')).toHaveAttribute('autoplay');
    expect(modal.querySelector('video')?.muted).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByTestId('reward-video')).not.toBeInTheDocument());
    expect(purchased).toHaveBeenCalledWith(7);
  });

  it('shows the hero at once past the threshold, and no video for a server reload', async () => {
    statistic.mockResolvedValue({ user: 7, total: 90, totalRight: 40 });
    renderGames(<CharacterEgg />);
    await waitFor(() => expect(theEgg()).toHaveAttribute('data-stage', 'hero'));
    expect(screen.queryByTestId('reward-video')).not.toBeInTheDocument();
    // Right answers that do not reach a multiple of 20 bring no video.
    act(() => countAnswer(7, true));
    act(() => countAnswer(7, false));
    expect(video).not.toHaveBeenCalled();
  });
});
