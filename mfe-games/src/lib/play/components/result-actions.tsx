import type { ReactNode } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import '../play.css';

interface Props {
  win: boolean;
  /** Replays the same task; offered only after a loss. */
  onRetry: () => void;
  /** A new task; left out where there is none (homework on the play screen). */
  onNext?: () => void;
  onBack: () => void;
  /** More actions of one screen, before Back (the columns' answers). */
  children?: ReactNode;
}

/** The buttons under every game's result: Try again after a loss, Next (the main one after a win), Back. */
export function ResultActions({ win, onRetry, onNext, onBack, children }: Props) {
  const { t } = useTranslation('games');
  return (
    <div className="play-result__actions">
      {!win && (
        <button type="button" className="ui-btn ui-btn--accent play-btn" onClick={onRetry}>
          {t('play.tryAgain')}
        </button>
      )}
      {onNext && (
        <button
          type="button"
          className={`ui-btn play-btn${win ? ' ui-btn--accent' : ''}`}
          onClick={onNext}
          autoFocus={win}
        >
          {t('play.next')}
        </button>
      )}
      {children}
      <button type="button" className="ui-btn ui-btn--ghost play-btn" onClick={onBack}>
        {t('common:actions.back')}
      </button>
    </div>
  );
}
