// The Training tab: the games remote's game list (games/./game-list), loaded at runtime.
// ?menu=multiply opens its multiplication submenu; the list navigates by itself.
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Spinner, useRemoteModule } from '@abacus/shared';

type GameList = ComponentType<{ menu?: string | null; onNavigate?: (path: string) => void }>;

export function TrainingRoute() {
  const { t } = useTranslation('student');
  const [params] = useSearchParams();
  const { module, failed } = useRemoteModule<{ default: GameList }>('games', './game-list');
  if (failed) return <p className="ui-form-error">{t('training.unavailable')}</p>;
  if (!module) return <Spinner />;
  return <module.default menu={params.get('menu')} />;
}
