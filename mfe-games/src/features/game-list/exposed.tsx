// The game list for other remotes (the student area's Training tab), loaded at runtime as games/./game-list.
// It brings its own texts and has no router inside: it navigates with the shell-wide `navigate`.
import { Spinner, navigate, session$, useNamespace, useObservable, useUrl } from '@abacus/shared';
import { loadBundle } from '../../locales/load-bundle';
import { GameList } from './components/game-list';

export interface ExposedGameListProps {
  /** `multiply` opens the multiplication submenu. */
  menu?: string | null;
  onNavigate?: (path: string) => void;
}

export default function ExposedGameList({ menu = null, onNavigate = navigate }: ExposedGameListProps) {
  const ready = useNamespace('games', loadBundle);
  const session = useObservable(session$);
  const { pathname } = useUrl();
  if (!ready) return <Spinner />;
  return <GameList menu={menu} isFree={Boolean(session?.profile.is_free)} basePath={pathname} onNavigate={onNavigate} />;
}
