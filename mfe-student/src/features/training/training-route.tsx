// The Training tab: the games remote's game list (games/./game-list), loaded at runtime.
// ?menu=multiply opens its multiplication submenu; the list navigates by itself.
import type { ComponentType } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import { useSearchParams } from '@abacus/shared/router';
import { RemotePart } from '@/components/remote-part';

type GameList = ComponentType<{ menu?: string | null; onNavigate?: (path: string) => void }>;

export function TrainingRoute() {
  const { t } = useTranslation('student');
  const [params] = useSearchParams();
  return (
    <RemotePart<{ default: GameList }> remote="games" exposed="./game-list" failedText={t('training.unavailable')}>
      {(games) => <games.default menu={params.get('menu')} />}
    </RemotePart>
  );
}
