import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { session$ } from '@abacus/shared';
import { loadEnglishTexts } from '@/testing/with-texts';
import { signInStudent } from '@/testing/session';
import { GameList } from '../components/game-list';
import ExposedGameList from '../exposed';

// The real loader is a webpack context of every feature's texts; the tests load the English ones directly.
jest.mock('@/locales/load-bundle', () => ({ loadBundle: jest.fn() }));

beforeAll(loadEnglishTexts);
afterEach(() => session$.next(null));

const cards = () =>
  within(screen.getByTestId('game-list'))
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));

describe('game list', () => {
  it('a paying student sees the seven games and the Multiplication button', () => {
    render(<GameList menu={null} isFree={false} basePath="/games" onNavigate={jest.fn()} />);
    expect(cards()).toEqual([
      '/games/addition',
      '/games/columns',
      '/games/anzan',
      '/games/negative',
      '/games/abacus-game',
      '/games/abacus-random',
      '/games/division',
      '/games?menu=multiply',
    ]);
    expect(screen.getByRole('link', { name: /Speedy numbers/ })).toBeInTheDocument();
  });

  it('a free user does not see anzan, negative, multiplication and division', () => {
    render(<GameList menu={null} isFree basePath="/games" onNavigate={jest.fn()} />);
    expect(cards()).toEqual(['/games/addition', '/games/columns', '/games/abacus-game', '/games/abacus-random']);
    expect(screen.queryByRole('link', { name: /Anzan/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Multiplication/ })).not.toBeInTheDocument();
  });

  it('the Multiplication button opens the submenu on the same page; its back button returns', async () => {
    const onNavigate = jest.fn();
    const user = userEvent.setup();
    const { rerender } = render(
      <GameList menu={null} isFree={false} basePath="/dashboard-student/training" onNavigate={onNavigate} />,
    );
    await user.click(screen.getByRole('link', { name: /Multiplication/ }));
    expect(onNavigate).toHaveBeenLastCalledWith('/dashboard-student/training?menu=multiply');

    rerender(
      <GameList menu="multiply" isFree={false} basePath="/dashboard-student/training" onNavigate={onNavigate} />,
    );
    expect(cards()).toEqual(['/games/multiply', '/games/squared', '/games/mul-base', '/games/mul-25x25']);
    await user.click(screen.getByRole('button', { name: /All games/ }));
    expect(onNavigate).toHaveBeenLastCalledWith('/dashboard-student/training');
  });

  it('a card navigates in place', async () => {
    const onNavigate = jest.fn();
    render(<GameList menu={null} isFree={false} basePath="/games" onNavigate={onNavigate} />);
    await userEvent.setup().click(screen.getByRole('link', { name: /Columns/ }));
    expect(onNavigate).toHaveBeenCalledWith('/games/columns');
  });
});

describe('the exposed list (games/./game-list)', () => {
  it('reads is_free from the session and navigates with the shell-wide navigate', async () => {
    signInStudent({ is_free: true });
    window.history.pushState(null, '', '/dashboard-student/training');
    render(<ExposedGameList />);
    expect(cards()).toHaveLength(4);
    await userEvent.setup().click(screen.getByRole('link', { name: /Random abacus/ }));
    expect(window.location.pathname).toBe('/games/abacus-random');
  });

  it('menu=multiply shows the submenu with a back button', () => {
    signInStudent();
    render(<ExposedGameList menu="multiply" onNavigate={jest.fn()} />);
    expect(screen.getByRole('heading', { name: 'Multiplication' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /All games/ })).toBeInTheDocument();
    expect(cards()).toHaveLength(4);
  });
});
