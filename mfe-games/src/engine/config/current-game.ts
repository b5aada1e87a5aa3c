// The configuration of the game about to be played: a settings screen puts it here before going to
// /games/game, and the play screen reads it once on arrival (no configuration there means: back to /games).
// Module-level on purpose: it lives as long as the page, like the game itself; a reload starts over.
import type { GameConfig } from './game-config';

let current: GameConfig | null = null;

export const getCurrentGame = (): GameConfig | null => current;

export function setCurrentGame(config: GameConfig): void {
  current = config;
}

/** Leaving the game forgets its configuration. */
export function clearCurrentGame(): void {
  current = null;
}
