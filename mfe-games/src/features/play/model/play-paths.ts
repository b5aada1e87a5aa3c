// Where the play screen leads back to: the settings of the game just played (so the child can change a
// choice and play again), the demo list for a visitor, the homework list for homework.
import type { GameConfig } from '@/engine/config/game-config';
import {
  DEMO_PATH,
  DEMO_SCREEN_PATHS,
  GAMES_PATH,
  HOMEWORK_PATH,
  MULTIPLY_MENU,
  SCREEN_PATHS,
  TRAINING_PATH,
  TYPE_SCREENS,
  withMenu,
} from '@/engine/config/game-screens';

/** Where the play screen's Back goes. */
export function backPathOf(config: Pick<GameConfig, 'type' | 'mode' | 'homework'>, demo: boolean): string {
  if (demo) return config.type === 'addition' && config.mode === 'digits' ? DEMO_SCREEN_PATHS.addition : DEMO_PATH;
  if (config.homework !== null) return HOMEWORK_PATH;
  if (config.mode === 'abacus' && config.type !== 'abacus_random') return SCREEN_PATHS.abacus_game;
  // 25x25 has no choices: its settings page would start the same game again (spec 001 section 2).
  if (config.type === 'multiply_25x25') return withMenu(TRAINING_PATH, MULTIPLY_MENU);
  return SCREEN_PATHS[TYPE_SCREENS[config.type]];
}

/** Where the play screen sends a user who arrives without a game to play. */
export const noGamePath = (demo: boolean) => (demo ? DEMO_PATH : GAMES_PATH);
