import type { MouseEvent } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';

/** What each card shows in its badge: a sign of the game, not a word, so it reads in every language. */
const BADGES: Record<string, string> = {
  addition: '1+2',
  columns: '≡',
  anzan: '∑',
  negative: '−5',
  abacus_game: '●●',
  abacus_random: '?',
  division: '÷',
  multiplication: '×',
  multiply: '×',
  squared: 'x²',
  base: '50',
  multiply_25x25: '25²',
};

interface Props {
  /** A game screen, or "multiplication" for the submenu button. */
  game: string;
  href: string;
  onNavigate: (path: string) => void;
}

export function GameCard({ game, href, onNavigate }: Props) {
  const { t } = useTranslation('games');
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    // Let the browser open a new tab on Ctrl/Cmd/middle click; otherwise navigate in place.
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onNavigate(href);
  };
  return (
    <li>
      <a className={`game-card game-card--${game}`} href={href} onClick={open} data-game={game}>
        <span className="game-card__badge" aria-hidden="true" dir="ltr">
          {BADGES[game]}
        </span>
        <span className="game-card__title">{t(`gameList.games.${game}.title`)}</span>
        <span className="game-card__text">{t(`gameList.games.${game}.text`)}</span>
      </a>
    </li>
  );
}
