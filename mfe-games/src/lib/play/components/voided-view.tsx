import { useTranslation } from '@abacus/shared/i18n-react';
import '../play.css';

/** The page was hidden while the numbers flashed: that try does not count; a new one starts from the top. */
export function VoidedView({ onRestart }: { onRestart: () => void }) {
  const { t } = useTranslation('games');
  return (
    <div className="play-panel play-panel--notice" role="alert" data-testid="play-voided">
      <p className="play-panel__title">{t('play.voidedTitle')}</p>
      <p className="play-panel__text">{t('play.voidedText')}</p>
      <button type="button" className="ui-btn ui-btn--accent play-btn play-btn--big" onClick={onRestart}>
        {t('play.restart')}
      </button>
    </div>
  );
}
