import { useState } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';

export function RemoteFallback({ name, onRetry }: { name: string; onRetry: () => void }) {
  const { t } = useTranslation('common');
  const [busy, setBusy] = useState(false);
  return (
    <section className="ui-error-page" data-testid="remote-fallback" data-remote={name}>
      <h2>{t('remoteFallback.title')}</h2>
      <p>{t('remoteFallback.text')}</p>
      <button
        type="button"
        className="ui-btn"
        disabled={busy}
        onClick={() => {
          setBusy(true);
          onRetry();
        }}
      >
        {t('remoteFallback.retry')}
      </button>
    </section>
  );
}
