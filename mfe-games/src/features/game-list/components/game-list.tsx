// The game list: cards to each game and a Multiplication button to its submenu (menu=multiply). The same
// component serves /games and the student area's Training tab, so it navigates through a callback.
import { useTranslation } from '@abacus/shared/i18n-react';
import { MULTIPLY_MENU, SCREEN_PATHS, withMenu } from '@/engine/config/game-screens';
import { visibleGames } from '../model/visible-games';
import { GameCard } from './game-card';
import '../game-list.css';

interface Props {
  menu: string | null;
  isFree: boolean;
  /** The page the list is on (/games or the Training tab): the submenu is this page with ?menu=multiply. */
  basePath: string;
  onNavigate: (path: string) => void;
}

export function GameList({ menu, isFree, basePath, onNavigate }: Props) {
  const { t } = useTranslation('games');
  const view = visibleGames(menu, isFree);
  return (
    <section className="game-list" data-testid="game-list" data-menu={view.submenu ? MULTIPLY_MENU : 'main'}>
      <div className="game-list__head">
        {view.submenu && (
          <button type="button" className="ui-btn ui-btn--ghost game-list__back" onClick={() => onNavigate(basePath)}>
            <span aria-hidden="true" className="ui-dir-arrow">
              ←
            </span>
            {t('gameList.allGames')}
          </button>
        )}
        <h1 className="game-list__title">{view.submenu ? t('gameList.multiplicationTitle') : t('gameList.title')}</h1>
      </div>
      <ul className="game-list__grid">
        {view.games.map((game) => (
          <GameCard key={game} game={game} href={SCREEN_PATHS[game]} onNavigate={onNavigate} />
        ))}
        {view.multiplication && (
          <GameCard game="multiplication" href={withMenu(basePath, MULTIPLY_MENU)} onNavigate={onNavigate} />
        )}
      </ul>
    </section>
  );
}
