// /games/game and /demo/game: plays the configuration a settings screen handed over (current-game.ts).
// Without one the user goes back to the list. Columns and abacus games have screens of their own.
// Leaving the route forgets the configuration; the game's timers and audio stop with its components.
import { useEffect, useState } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import { Navigate, useNavigate } from '@abacus/shared/router';
import { session$, useObservable } from '@abacus/shared';
import { clearCurrentGame, getCurrentGame } from '@/engine/config/current-game';
import type { PlayEnvironment } from '@/features/play/hooks/use-play-game';
import { browserPlayEnvironment } from '@/features/play/model/browser-environment';
import { backPathOf, noGamePath } from '@/features/play/model/play-paths';
import { DelegatedGame, isDelegated } from './delegated-game';
import { PlayScreen } from '@/features/play/components/play-screen';

interface Props {
  /** The visitors' demo: nothing is recorded. */
  demo?: boolean;
  environment?: PlayEnvironment;
}

export function PlayRoute({ demo = false, environment = browserPlayEnvironment }: Props) {
  const { t } = useTranslation('games');
  // The game is fixed on arrival: a configuration handed over later is for the next visit.
  const [config] = useState(getCurrentGame);
  const session = useObservable(session$);
  const navigate = useNavigate();
  useEffect(() => () => clearCurrentGame(), []);

  if (!config) return <Navigate to={noGamePath(demo)} replace />;
  if (config.read_only !== null) {
    return (
      <p className="play-panel play-panel__text" role="alert">
        {t('play.readOnly')}
      </p>
    );
  }
  const profile = session?.profile ?? null;
  const record = !demo && profile?.role === 'student';
  const onExit = () => navigate(backPathOf(config, demo));
  if (isDelegated(config)) return <DelegatedGame config={config} record={record} onExit={onExit} />;
  return (
    <PlayScreen config={config} record={record} user={profile?.id ?? null} environment={environment} onExit={onExit} />
  );
}
