import { useTranslation } from '@abacus/shared/i18n-react';
import { type PageError, session$ } from '../bus/bus';
import { useObservable } from '../bus/use-observable';

interface Props {
  status: PageError['status'];
  /** 503: the server's own message. */
  message?: string;
  onHome: () => void;
  onLogout: () => void;
}

/**
 * Error page 403/404/500/503 (spec 000 "Error page"): Home hidden on 403; Logout for a signed-in user (a visitor who is
 * not signed in has nothing to log out of, and a Logout button on a mistyped address only puzzled them).
 */
export function ErrorPage({ status, message, onHome, onLogout }: Props) {
  const { t } = useTranslation('common');
  const text = status === 503 && message ? message : t(`pageError.${status}`);
  const signedIn = useObservable(session$) !== null;
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
        {signedIn && (
          <button type="button" className="ui-btn ui-btn--ghost" onClick={onLogout}>
            {t('actions.logout')}
          </button>
        )}
      </div>
    </main>
  );
}
