// The configuration of the game about to be played: a settings screen puts it here before going to
// /games/game, and the play screen reads it (no configuration there means: back to /games).
// Module-level on purpose: it lives as long as the page, like the game itself; a reload starts over.
import type { GameConfig } from './game-config';

let current: GameConfig | null = null;
const listeners = new Set<() => void>();

export const getCurrentGame = (): GameConfig | null => current;

export function setCurrentGame(config: GameConfig): void {
  current = config;
  listeners.forEach((listener) => listener());
}

/** Leaving the game forgets its configuration. */
export function clearCurrentGame(): void {
  if (current === null) return;
  current = null;
  listeners.forEach((listener) => listener());
}

/** For useSyncExternalStore. */
export function subscribeCurrentGame(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
