// Who may open a game: signed-in users only (visitors have the demo), and free users not the games they lack.
import type { ReactNode } from 'react';
import { Navigate } from '@abacus/shared/router';
import { session$, useObservable } from '@abacus/shared';
import { GAMES_PATH, type GameScreen } from '@/engine/config/game-screens';
import { canOpenScreen } from '@/engine/config/settings-rules';

interface Props {
  /** Omitted for pages every signed-in user has (the list). */
  screen?: GameScreen;
  children: ReactNode;
}

export function ScreenGuard({ screen, children }: Props) {
  const session = useObservable(session$);
  if (!session) return <Navigate to="/login" replace />;
  if (screen && !canOpenScreen(screen, Boolean(session.profile.is_free))) return <Navigate to={GAMES_PATH} replace />;
  return <>{children}</>;
}
