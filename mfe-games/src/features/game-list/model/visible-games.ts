import { MAIN_SCREENS, MULTIPLICATION_SCREENS, MULTIPLY_MENU, type GameScreen } from '@/engine/config/game-screens';
import { canOpenScreen } from '@/engine/config/settings-rules';

export interface GameListView {
  /** The multiplication submenu is open. */
  submenu: boolean;
  games: GameScreen[];
  /** The Multiplication button of the main list. */
  multiplication: boolean;
}

/** What the list shows: free users see neither anzan, negative, division nor any multiplication game. */
export function visibleGames(menu: string | null | undefined, isFree: boolean): GameListView {
  const multiplication = MULTIPLICATION_SCREENS.some((screen) => canOpenScreen(screen, isFree));
  if (menu === MULTIPLY_MENU && multiplication) {
    return {
      submenu: true,
      games: MULTIPLICATION_SCREENS.filter((s) => canOpenScreen(s, isFree)),
      multiplication: false,
    };
  }
  return { submenu: false, games: MAIN_SCREENS.filter((s) => canOpenScreen(s, isFree)), multiplication };
}
