// Columns and abacus games are played by screens of their own, with the same props; each arrives in its
// own chunk when first played.
import { lazy, Suspense } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import { Spinner } from '@abacus/shared';
import { withRetry } from '@abacus/shared/lazy-retry';
import type { GameConfig } from '@/engine/config/game-config';
import { isAbacusGame, isColumnsGame } from '@/engine/config/game-kinds';
import type { HomeworkTurn } from '@/lib/results/model/homework-turn';

export interface DelegatedProps {
  config: GameConfig;
  record: boolean;
  onExit: () => void;
  homework?: HomeworkTurn;
}

const ColumnsGame = lazy(
  withRetry(() => import('@/features/columns/components/columns-game').then((m) => ({ default: m.ColumnsGame }))),
);
const AbacusPlay = lazy(
  withRetry(() => import('@/features/abacus-play/components/abacus-play').then((m) => ({ default: m.AbacusPlay }))),
);

export const isDelegated = (config: Pick<GameConfig, 'type' | 'mode'>) => isColumnsGame(config) || isAbacusGame(config);

export function DelegatedGame(props: DelegatedProps) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<Spinner label={t('common:loading')} />}>
      {isColumnsGame(props.config) ? <ColumnsGame {...props} /> : <AbacusPlay {...props} />}
    </Suspense>
  );
}
