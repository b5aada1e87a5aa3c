// The trial-lesson request on the landing page; success opens the thank-you modal.
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import { withRetry } from '@abacus/shared/lazy-retry';
import { Field, Modal, region$, useObservable } from '@abacus/shared';
import { TRIAL_TEXT_MAX } from '@abacus/contract/registration';
import { useFormState } from '@/lib/use-form-state';
import { PhoneInput } from '@/lib/phone/phone-input';
import { showError } from '@/lib/forms/server-errors';
import { CHILD_AGES, type TrialForm as TrialValues } from '../model/trial-values';

/** The checks and the request load when the visitor first touches the form (asked for again if the download fails). */
const submitCode = withRetry(() => import('../model/submit-trial'));

export function TrialForm() {
  const { t } = useTranslation('public');
  const region = useObservable(region$);
  const initial: TrialValues = {
    parent_name: '',
    child_age: '',
    phone_country: region?.phoneCountry ?? 'UA',
    phone_number: '',
    country: '',
    city: '',
  };
  const { values, errors, setErrors, set, reset } = useFormState<TrialValues>(initial);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [thanks, setThanks] = useState(false);
  const shown = (field: keyof TrialValues) => showError(errors[field], t);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailed(false);
    setBusy(true);
    try {
      const outcome = await (await submitCode()).submitTrial(values);
      setErrors('errors' in outcome ? outcome.errors : {});
      if ('failed' in outcome) setFailed(true);
      if ('sent' in outcome) {
        reset();
        setThanks(true);
      }
    } catch {
      setFailed(true); // its code could not be downloaded
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="public-trial" id="trial" aria-labelledby="trial-title">
      <h2 id="trial-title">{t('trial.title')}</h2>
      <p>{t('trial.text')}</p>
      <form
        onSubmit={submit}
        onFocus={() => void submitCode().catch(() => undefined)}
        noValidate
        className="public-form public-trial__form"
        data-testid="trial-form"
      >
        <Field id="trial-parent_name" label={t('fields.parent_name')} error={shown('parent_name')}>
          <input
            id="trial-parent_name"
            maxLength={TRIAL_TEXT_MAX.parent_name}
            autoComplete="name"
            value={values.parent_name}
            onChange={(e) => set('parent_name')(e.target.value)}
          />
        </Field>
        <Field id="trial-child_age" label={t('fields.child_age')} error={shown('child_age')}>
          <select id="trial-child_age" value={values.child_age} onChange={(e) => set('child_age')(e.target.value)}>
            <option value="">{t('trial.chooseAge')}</option>
            {CHILD_AGES.map((age) => (
              <option key={age} value={age}>
                {age}
              </option>
            ))}
          </select>
        </Field>
        <Field id="trial-phone_number" label={t('fields.phone_number')} error={shown('phone_number')}>
          <PhoneInput
            id="trial-phone_number"
            country={values.phone_country}
            number={values.phone_number}
            invalid={Boolean(errors.phone_number)}
            onCountry={set('phone_country')}
            onNumber={set('phone_number')}
          />
        </Field>
        <Field id="trial-country" label={t('fields.country')}>
          <input
            id="trial-country"
            maxLength={TRIAL_TEXT_MAX.country}
            autoComplete="country-name"
            value={values.country}
            onChange={(e) => set('country')(e.target.value)}
          />
        </Field>
        <Field id="trial-city" label={t('fields.city')}>
          <input
            id="trial-city"
            maxLength={TRIAL_TEXT_MAX.city}
            autoComplete="address-level2"
            value={values.city}
            onChange={(e) => set('city')(e.target.value)}
          />
        </Field>
        {failed && (
          <p className="ui-form-error" role="alert">
            {t('trial.failed')}
          </p>
        )}
        <button type="submit" className="ui-btn ui-btn--accent public-wide" disabled={busy}>
          {busy ? t('common:loading') : t('trial.submit')}
        </button>
      </form>
      {thanks && (
        <Modal title={t('trial.thanksTitle')} onClose={() => setThanks(false)} testId="trial-thanks">
          <p>{t('trial.thanksText')}</p>
          <button type="button" className="ui-btn public-wide" onClick={() => setThanks(false)}>
            {t('common:actions.close')}
          </button>
        </Modal>
      )}
    </section>
  );
}
