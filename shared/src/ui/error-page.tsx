import { useTranslation } from '@abacus/shared/i18n-react';
import type { PageError } from '../bus/bus';

interface Props {
  status: PageError['status'];
  /** 503: the server's own message. */
  message?: string;
  onHome: () => void;
  onLogout: () => void;
}

/** Error page 403/404/500/503 (spec 000 "Error page"): Home hidden on 403, Logout always. */
export function ErrorPage({ status, message, onHome, onLogout }: Props) {
  const { t } = useTranslation('common');
  const text = status === 503 && message ? message : t(`pageError.${status}`);
  return (
    <main className="ui-error-page" data-testid="error-page" data-status={status}>
      <div className="ui-error-page__code">{status}</div>
      <p>{text}</p>
      <div className="ui-error-page__actions">
        {status !== 403 && (
          <button type="button" className="ui-btn" onClick={onHome}>
            {t('pageError.home')}
          </button>
        )}
        <button type="button" className="ui-btn ui-btn--ghost" onClick={onLogout}>
          {t('actions.logout')}
        </button>
      </div>
    </main>
  );
}
