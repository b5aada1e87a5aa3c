import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from '@abacus/shared/router';
import { api, i18n } from '@abacus/shared';
import { CONFIGS_KEY, DEMO_CONFIGS_KEY } from '@/engine/config/config-storage';
import { clearCurrentGame, getCurrentGame } from '@/engine/config/current-game';
import { renderGames } from '@/testing/render';
import { loadEnglishTexts } from '@/testing/with-texts';
import { DemoFrame } from '@/features/demo/components/demo-frame';
import { DemoList } from '@/features/demo/components/demo-list';
import { DemoAdditionSettings, DemoColumnsSettings } from '@/features/settings/components/demo-settings';
import texts from '@/features/demo/locales/en.json';

const Where = () => {
  const { pathname } = useLocation();
  return <p data-testid="arrived">{pathname}</p>;
};

const renderDemo = (path: string) =>
  renderGames(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/demo" element={<DemoFrame />}>
          <Route index element={<DemoList />} />
          <Route path="addition" element={<DemoAdditionSettings />} />
          <Route path="columns" element={<DemoColumnsSettings />} />
          <Route path="*" element={<Where />} />
        </Route>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );

beforeAll(() => {
  loadEnglishTexts();
  i18n.addResourceBundle('en', 'games', texts, true, true);
});
beforeEach(() => {
  localStorage.clear();
  clearCurrentGame();
  for (const method of ['get', 'post', 'patch', 'put', 'delete'] as const) {
    jest.spyOn(api, method).mockRejectedValue(new Error(`the demo made a ${method} call`));
  }
});
afterEach(() => jest.restoreAllMocks());

describe('the demo list', () => {
  it('links the three demo games and leads back to the landing page', async () => {
    const user = userEvent.setup();
    renderDemo('/demo');
    const list = screen.getByTestId('demo-list');
    const links = within(list)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(links).toEqual(['/demo/addition', '/demo/columns', '/demo/abacus-game']);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByTestId('arrived')).toHaveTextContent(/^\/$/);
  });

  it('opens the tutorial, minimises it to a floating player, enlarges and closes it', async () => {
    const user = userEvent.setup();
    renderDemo('/demo');
    expect(screen.queryByTestId('demo-tutorial')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Watch how it works/ }));
    const player = screen.getByTestId('demo-tutorial');
    expect(player).toHaveAttribute('data-state', 'open');
    expect(player.querySelector('source')).toHaveAttribute('src', '/media/videos/well-done-sun.mp4');

    await user.click(screen.getByRole('button', { name: 'Minimise the video' }));
    expect(screen.getByTestId('demo-tutorial')).toHaveAttribute('data-state', 'minimised');
    // The list stays usable under the small player, and the tutorial button comes back.
    expect(screen.getByRole('button', { name: /Watch how it works/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enlarge the video' }));
    expect(screen.getByTestId('demo-tutorial')).toHaveAttribute('data-state', 'open');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId('demo-tutorial')).not.toBeInTheDocument();
  });
});

describe('the demo settings', () => {
  it('addition: elementary, complexity 1, digits 3-5; plays at /demo/game; stored apart; no API call', async () => {
    const user = userEvent.setup();
    renderDemo('/demo/addition');
    expect(screen.getByLabelText('Level')).toBeDisabled();
    expect(within(screen.getByLabelText('Complexity')).getAllByRole('option')).toHaveLength(1);
    expect(
      within(screen.getByLabelText('Digit'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['3', '4', '5']);
    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(screen.getByTestId('arrived')).toHaveTextContent('/demo/game');
    expect(getCurrentGame()).toMatchObject({
      type: 'addition',
      mode: 'digits',
      complexity: 1,
      digit_type: 'elementary',
    });
    expect(JSON.parse(localStorage.getItem(DEMO_CONFIGS_KEY) ?? '{}')).toHaveProperty('addition');
    expect(localStorage.getItem(CONFIGS_KEY)).toBeNull();
    expect(api.post).not.toHaveBeenCalled();
  });

  it('columns: complexity 1 or 10, players named, then /demo/game', async () => {
    const user = userEvent.setup();
    renderDemo('/demo/columns');
    expect(within(screen.getByLabelText('Complexity')).getAllByRole('option')).toHaveLength(2);
    await user.clear(screen.getByLabelText('Player 1'));
    await user.type(screen.getByLabelText('Player 1'), 'Guest');
    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(screen.getByTestId('arrived')).toHaveTextContent('/demo/game');
    expect(getCurrentGame()).toMatchObject({ type: 'columns', users: ['Guest'] });
  });
});
