// The game list for other remotes (the student area's Training tab), loaded at runtime as games/./game-list.
// It brings its own texts and has no router inside: it navigates with the shell-wide `navigate`.
import { useTranslation } from '@abacus/shared/i18n-react';
import { Spinner, navigate, session$, useNamespace, useObservable, useUrl } from '@abacus/shared';
import { loadBundle } from '@/locales/load-bundle';
import { GameList } from './components/game-list';

export interface ExposedGameListProps {
  /** `multiply` opens the multiplication submenu. */
  menu?: string | null;
  onNavigate?: (path: string) => void;
}

export default function ExposedGameList({ menu = null, onNavigate = navigate }: ExposedGameListProps) {
  const { t } = useTranslation();
  const ready = useNamespace('games', loadBundle);
  const session = useObservable(session$);
  const { pathname } = useUrl();
  // The shell's common texts are there before any remote: the games texts are what is being loaded.
  if (!ready) return <Spinner label={t('common:loading')} />;
  return (
    <GameList menu={menu} isFree={Boolean(session?.profile.is_free)} basePath={pathname} onNavigate={onNavigate} />
  );
}
