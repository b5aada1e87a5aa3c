import { useTranslation } from '@abacus/shared/i18n-react';

/** Ready to go: pressing Start also lets the browser play the voice (audio needs a tap first). */
export function StartView({ onStart }: { onStart: () => void }) {
  const { t } = useTranslation('games');
  return (
    <div className="play-panel">
      <p className="play-panel__text">{t('play.ready')}</p>
      <button type="button" className="ui-btn ui-btn--accent play-btn play-btn--big" onClick={onStart} autoFocus>
        {t('play.start')}
      </button>
    </div>
  );
}
