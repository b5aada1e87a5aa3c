import { useTranslation } from '@abacus/shared/i18n-react';
import { Spinner } from '@abacus/shared';
import '../play.css';

interface Props {
  failed: boolean;
  onRetry: () => void;
}

/** While a game's numbers (and sounds) load; a failed request offers a quiet retry. Every game screen shows it. */
export function PreloadView({ failed, onRetry }: Props) {
  const { t } = useTranslation('games');
  if (failed) {
    return (
      <div className="play-panel" role="alert" data-testid="play-load-failed">
        <p className="play-panel__text">{t('play.loadFailed')}</p>
        <button type="button" className="ui-btn play-btn" onClick={onRetry}>
          {t('play.retry')}
        </button>
      </div>
    );
  }
  return (
    <div className="play-panel" aria-busy="true">
      <p className="play-panel__text">{t('play.loading')}</p>
      <Spinner label={t('common:loading')} />
    </div>
  );
}
