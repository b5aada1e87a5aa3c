// Columns and abacus games are played by screens of their own, with the same props; each arrives in its
// own chunk when first played.
import { lazy, Suspense } from 'react';
import { Spinner } from '@abacus/shared';
import type { GameConfig } from '../../../engine/config/game-config';
import { isColumnsGame } from '../../../engine/play/play-state';

export interface DelegatedProps {
  config: GameConfig;
  record: boolean;
  onExit: () => void;
}

const ColumnsGame = lazy(() => import('../../columns/components/columns-game').then((m) => ({ default: m.ColumnsGame })));
const AbacusPlay = lazy(() => import('../../abacus-play/components/abacus-play').then((m) => ({ default: m.AbacusPlay })));

export const isAbacusGame = (config: Pick<GameConfig, 'type' | 'mode'>) => config.mode === 'abacus' || config.type === 'abacus_random';
export const isDelegated = (config: Pick<GameConfig, 'type' | 'mode'>) => isColumnsGame(config) || isAbacusGame(config);

export function DelegatedGame(props: DelegatedProps) {
  return (
    <Suspense fallback={<Spinner />}>{isColumnsGame(props.config) ? <ColumnsGame {...props} /> : <AbacusPlay {...props} />}</Suspense>
  );
}
