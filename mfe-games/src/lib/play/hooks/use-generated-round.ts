// The play reducer of one game with its numbers loaded whenever it is in preload (on arrival, after Next,
// after a voided attempt). A failed or empty load is shown with a retry: a child cannot wait on a spinner.
import { useCallback, useEffect, useReducer, useState } from 'react';
import type { ExpressionItem, GameConfig } from '@/engine/config/game-config';
import { INITIAL_PLAY_STATE, playReducer, type PlayState } from '@/engine/play/play-state';

/** What a load brings: the expression of a single game, or the columns of a columns game. */
export type LoadedRound = { items: ExpressionItem[] } | { columns: ExpressionItem[][] };
/** Null while the game cannot load yet (its sounds are still being set up). Give a stable function. */
export type LoadRound = (() => Promise<LoadedRound>) | null;

const configured = (config: GameConfig): PlayState => playReducer(INITIAL_PLAY_STATE, { type: 'configure', config });

const playable = (loaded: LoadedRound) =>
  'columns' in loaded
    ? loaded.columns.length > 0 && loaded.columns.every((column) => column.length > 0)
    : loaded.items.length > 0;

export function useGeneratedRound(config: GameConfig, load: LoadRound) {
  const [state, dispatch] = useReducer(playReducer, config, configured);
  const [loadFailed, setLoadFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt (Retry) loads again
  useEffect(() => {
    if (state.phase !== 'preload' || !load) return undefined;
    let live = true;
    setLoadFailed(false);
    load().then(
      (loaded) => {
        if (!live) return;
        if (playable(loaded)) dispatch({ type: 'loaded', ...loaded });
        else setLoadFailed(true);
      },
      () => live && setLoadFailed(true),
    );
    return () => {
      live = false;
    };
  }, [state.phase, attempt, load]);

  const retryLoad = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, dispatch, loadFailed, retryLoad };
}
