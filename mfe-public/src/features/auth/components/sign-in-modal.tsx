// The sign-in modal: sign -> password (forgot) -> sent -> back to sign (spec 000 "Sign-in modal").
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import { Field, Modal } from '@abacus/shared';
import { isEmail } from '@abacus/contract/formats';
import { useRequestRestore } from '../api/request-restore';
import { useSignIn } from '../api/sign-in';
import { refusalOf } from '../model/sign-in-refusal';

type Step = 'sign' | 'password' | 'sent';

interface Props {
  /** Why the modal opened by itself: `?hard` (a deactivated account) or `?session=ended` (an expired session). */
  notice: 'deactivated' | 'sessionEnded' | null;
  onClose: () => void;
  /** `/login?forgot`: opens on the recovery step (a used or expired reset link asks for a new one there). */
  forgot?: boolean;
}

export function SignInModal({ notice, onClose, forgot = false }: Props) {
  const { t } = useTranslation('public');
  const [step, setStep] = useState<Step>(forgot ? 'password' : 'sign');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(notice ? t(`signIn.${notice}`) : null);
  // Which of the two fields was left empty: "Field required" goes under that field, not under the form.
  const [empty, setEmpty] = useState({ username: false, password: false });
  const [solving, setSolving] = useState(false);
  const signIn = useSignIn(setSolving);
  const restore = useRequestRestore();
  // A successful sign-in leaves the page: the button stays disabled until then.
  const busy = signIn.isPending || signIn.isSuccess || restore.isPending;

  const submitSignIn = (event: FormEvent) => {
    event.preventDefault();
    const missing = { username: !username.trim(), password: !password };
    setEmpty(missing);
    if (missing.username || missing.password) return setError(null);
    setError(null);
    signIn.mutate(
      { username: username.trim(), password },
      {
        onError: (err) => {
          const refusal = refusalOf(err);
          if (refusal.kind === 'deactivated') setError(t('signIn.deactivated'));
          else if (refusal.kind === 'wait' && refusal.seconds !== null) {
            setError(t('signIn.wait', { seconds: refusal.seconds }));
          } else if (refusal.kind === 'wait') setError(t('signIn.throttled'));
          else if (refusal.kind === 'challenge') setError(t('signIn.challengeFailed'));
          else if (refusal.kind === 'wrong') setError(t('signIn.wrong'));
          else setError(t('common:toast.error'));
        },
      },
    );
  };

  const submitForgot = (event: FormEvent) => {
    event.preventDefault();
    if (!isEmail(email)) return setError(t('validation.email'));
    setError(null);
    restore.mutate(email.trim(), {
      onSuccess: () => setStep('sent'),
      onError: () => setError(t('common:toast.error')),
    });
  };

  const toStep = (next: Step) => () => {
    setError(null);
    setStep(next);
  };

  return (
    <Modal title={t(`signIn.title.${step}`)} onClose={onClose} testId="sign-in-modal">
      {step === 'sign' && (
        <form onSubmit={submitSignIn} noValidate data-step="sign">
          <Field
            id="signin-username"
            label={t('fields.email')}
            error={empty.username ? t('validation.fieldRequired') : undefined}
          >
            <input
              id="signin-username"
              type="email"
              autoComplete="username"
              value={username}
              onChange={(e) => {
                setUsername(e.target.value);
                setEmpty((before) => ({ ...before, username: false }));
              }}
            />
          </Field>
          <Field
            id="signin-password"
            label={t('fields.password')}
            error={empty.password ? t('validation.fieldRequired') : undefined}
          >
            <input
              id="signin-password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => {
                setPassword(e.target.value);
                setEmpty((before) => ({ ...before, password: false }));
              }}
            />
          </Field>
          {solving && (
            <p role="status" data-testid="sign-in-challenge">
              {t('signIn.solving')}
            </p>
          )}
          {error && (
            <p className="ui-form-error" role="alert">
              {error}
            </p>
          )}
          <button type="submit" className="ui-btn public-wide" disabled={busy}>
            {t('signIn.submit')}
          </button>
          <button
            type="button"
            className="ui-btn ui-btn--link public-forgot"
            onClick={() => {
              // The e-mail typed to sign in is the one to recover (a parent typed it twice).
              if (!email && isEmail(username)) setEmail(username.trim());
              toStep('password')();
            }}
          >
            {t('signIn.forgot')}
          </button>
        </form>
      )}
      {step === 'password' && (
        <form onSubmit={submitForgot} noValidate data-step="password">
          <p>{t('signIn.forgotText')}</p>
          <Field id="forgot-email" label={t('fields.email')}>
            <input
              id="forgot-email"
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          </Field>
          {error && (
            <p className="ui-form-error" role="alert">
              {error}
            </p>
          )}
          <button type="submit" className="ui-btn public-wide" disabled={busy}>
            {t('signIn.send')}
          </button>
          <button type="button" className="ui-btn ui-btn--link public-forgot" onClick={toStep('sign')}>
            {t('signIn.backToSign')}
          </button>
        </form>
      )}
      {step === 'sent' && (
        <div data-step="sent">
          <p>{t('signIn.sentText', { email })}</p>
          <button type="button" className="ui-btn ui-btn--link" onClick={toStep('sign')}>
            {t('signIn.backToSign')}
          </button>
        </div>
      )}
    </Modal>
  );
}
