import { useNavigate, useLocation, useSearchParams } from '@abacus/shared/router';
import { session$, useObservable } from '@abacus/shared';
import { GameList } from './game-list';

/** /games (and /games?menu=multiply) in the games remote. */
export function GamesRoute() {
  const session = useObservable(session$);
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <GameList
      menu={params.get('menu')}
      isFree={Boolean(session?.profile.is_free)}
      basePath={pathname}
      onNavigate={(path) => navigate(path)}
    />
  );
}
