import { DEFAULT_CONFIG } from '../game-config';
import { clearCurrentGame, getCurrentGame, setCurrentGame, subscribeCurrentGame } from '../current-game';

describe('current game', () => {
  afterEach(clearCurrentGame);

  it('holds the configuration handed to the play screen until the game is left', () => {
    expect(getCurrentGame()).toBeNull();
    setCurrentGame({ ...DEFAULT_CONFIG, type: 'anzan' });
    expect(getCurrentGame()?.type).toBe('anzan');
    clearCurrentGame();
    expect(getCurrentGame()).toBeNull();
  });

  it('tells subscribers, until they unsubscribe', () => {
    const listener = jest.fn();
    const unsubscribe = subscribeCurrentGame(listener);
    setCurrentGame(DEFAULT_CONFIG);
    clearCurrentGame();
    clearCurrentGame();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    setCurrentGame(DEFAULT_CONFIG);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
