// Where the play screen leads back to: the settings of the game just played (so the child can change a
// choice and play again), the demo list for a visitor, the homework list for homework.
import type { GameConfig } from '../../../engine/config/game-config';
import { GAMES_PATH, SCREEN_PATHS, type GameScreen } from '../../../engine/config/game-screens';

export const DEMO_PATH = '/demo';
export const DEMO_PLAY_PATH = '/demo/game';
export const HOMEWORK_PATH = '/dashboard-student/homework';

const SCREEN_OF: Record<GameConfig['type'], GameScreen> = {
  addition: 'addition',
  abacus_random: 'abacus_random',
  multiply: 'multiply',
  multiply_quad: 'squared',
  multiply_50_100: 'base',
  multiply_25x25: 'multiply_25x25',
  divide: 'division',
  anzan: 'anzan',
  negative: 'negative',
  columns: 'columns',
};

/** Where the play screen's Back goes. */
export function backPathOf(config: Pick<GameConfig, 'type' | 'mode' | 'homework'>, demo: boolean): string {
  if (demo) return config.type === 'addition' && config.mode === 'digits' ? `${DEMO_PATH}/addition` : DEMO_PATH;
  if (config.homework !== null) return HOMEWORK_PATH;
  if (config.mode === 'abacus' && config.type !== 'abacus_random') return SCREEN_PATHS.abacus_game;
  return SCREEN_PATHS[SCREEN_OF[config.type]] ?? GAMES_PATH;
}

/** Where the play screen sends a user who arrives without a game to play. */
export const noGamePath = (demo: boolean) => (demo ? DEMO_PATH : GAMES_PATH);
