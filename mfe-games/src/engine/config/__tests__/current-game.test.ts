import { DEFAULT_CONFIG } from '../game-config';
import { clearCurrentGame, getCurrentGame, setCurrentGame } from '../current-game';

describe('current game', () => {
  afterEach(clearCurrentGame);

  it('holds the configuration handed to the play screen until the game is left', () => {
    expect(getCurrentGame()).toBeNull();
    setCurrentGame({ ...DEFAULT_CONFIG, type: 'anzan' });
    expect(getCurrentGame()?.type).toBe('anzan');
    clearCurrentGame();
    expect(getCurrentGame()).toBeNull();
  });
});
