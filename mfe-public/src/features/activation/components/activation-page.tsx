// /activate/{param1}/{param2}: a loader, then the server's message (in the page's language): green when the server
// answered 200 (verified now or already), red when it refused the link.
import { useTranslation } from '@abacus/shared/i18n-react';
import { Link, useLocation } from '@/lib/router';
import { errorMessage, Spinner } from '@abacus/shared';
import { useActivation } from '../api/activate';

/** /activate/{param1}/{param2} */
export const activationParams = (pathname: string) => {
  const [, , param1 = '', param2 = ''] = pathname.split('/');
  return { param1: decodeURIComponent(param1), param2: decodeURIComponent(param2) };
};

export function ActivationPage() {
  const { t } = useTranslation('public');
  const { param1, param2 } = activationParams(useLocation().pathname);
  const activation = useActivation(param1, param2);
  const message = activation.isError
    ? (errorMessage(activation.error) ?? t('common:toast.error'))
    : (activation.data ?? null);
  return (
    <main className="public-page public-card" data-testid="activation">
      <h1>{t('activation.title')}</h1>
      {message === null ? (
        <Spinner label={t('common:loading')} />
      ) : (
        <p className={activation.isSuccess ? 'public-success' : 'ui-form-error'} data-testid="activation-message">
          {message}
        </p>
      )}
      <Link to="/login" className="ui-btn">
        {t('signIn.submit')}
      </Link>
    </main>
  );
}
