// The loading and failure states of the Report tab's parts: a spinner, or the error with Try again.
import { useTranslation } from '@abacus/shared/i18n-react';
import { Spinner } from '@abacus/shared';

export function Loading() {
  const { t } = useTranslation('reports');
  return (
    <div className="admin-table-state" aria-busy="true">
      <Spinner label={t('report.loading')} />
    </div>
  );
}

export function Failed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('reports');
  return (
    <div className="admin-table-state" role="alert">
      <p>{t('report.error')}</p>
      <button type="button" className="ui-btn" onClick={onRetry}>
        {t('report.retry')}
      </button>
    </div>
  );
}
