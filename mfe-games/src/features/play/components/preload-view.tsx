import { useTranslation } from 'react-i18next';
import { Spinner } from '@abacus/shared';

interface Props {
  failed: boolean;
  onRetry: () => void;
}

/** While the numbers and the sounds load; a failed generator request offers a quiet retry. */
export function PreloadView({ failed, onRetry }: Props) {
  const { t } = useTranslation('games');
  if (failed) {
    return (
      <div className="play-panel" data-testid="play-load-failed">
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
      <Spinner />
    </div>
  );
}
