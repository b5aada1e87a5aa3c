// /reset-password?token=: a new password for a recovery link; no token sends the visitor to /.
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import { Link, Redirect, useLocation } from '@/lib/router';
import { errorMessage, Field, fieldErrors } from '@abacus/shared';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@abacus/contract/registration';
import { serverMessageKey, showError } from '@/lib/forms/server-errors';
import { useConfirmRestore } from '../api/confirm-restore';

export function ResetPasswordPage() {
  const { t } = useTranslation('public');
  const token = new URLSearchParams(useLocation().search).get('token');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<{ password?: string; repeat?: string; detail?: string }>({});
  const confirm = useConfirmRestore();
  const done = confirm.isSuccess;
  if (!token) return <Redirect to="/" />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (!password) found.password = 'validation.fieldRequired';
    else if (password.length < PASSWORD_MIN_LENGTH) found.password = 'validation.minLength6';
    else if (password.length > PASSWORD_MAX_LENGTH) found.password = 'validation.maxLength20';
    if (password !== repeat) found.repeat = 'reset.mismatch';
    setErrors(found);
    if (Object.keys(found).length) return;
    confirm.mutate(
      { password, token },
      {
        onError: (error) => {
          const server = fieldErrors(error);
          if (server.password) setErrors({ password: serverMessageKey(server.password) });
          else setErrors({ detail: serverMessageKey(errorMessage(error) ?? 'Error has occurred') });
        },
      },
    );
  };

  return (
    <main className="public-page public-card" data-testid="reset-password">
      <h1>{t('reset.title')}</h1>
      {done ? (
        <>
          <p className="public-success" data-testid="reset-done">
            {t('reset.done')}
          </p>
          <Link to="/login" className="ui-btn">
            {t('signIn.submit')}
          </Link>
        </>
      ) : (
        <form onSubmit={submit} noValidate>
          <Field id="reset-password" label={t('reset.newPassword')} error={showError(errors.password, t)}>
            <input
              id="reset-password"
              type="password"
              autoComplete="new-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </Field>
          <Field id="reset-repeat" label={t('reset.repeat')} error={showError(errors.repeat, t)}>
            <input
              id="reset-repeat"
              type="password"
              autoComplete="new-password"
              value={repeat}
              onChange={(e) => setRepeat(e.target.value)}
            />
          </Field>
          {errors.detail && (
            <>
              <p className="ui-form-error" role="alert">
                {showError(errors.detail, t)}
              </p>
              {/* A used or expired link was a dead end: the way to a new one (a parent's pass). */}
              <p>
                <Link to="/login?forgot" data-testid="reset-new-link">
                  {t('reset.newLink')}
                </Link>
              </p>
            </>
          )}
          <button type="submit" className="ui-btn public-wide" disabled={confirm.isPending}>
            {t('reset.submit')}
          </button>
        </form>
      )}
    </main>
  );
}
