// Student registration (spec 000 "Student registration", rules of section 5).
import { type FormEvent, useEffect } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import { Field, fieldErrors, Modal, region$, toast, useObservable } from '@abacus/shared';
import { createStudentBody } from '@abacus/contract/registration-schema';
import { REGISTRATION_TEXT_MAX } from '@abacus/contract/registration';
import { useFormState } from '@/lib/use-form-state';
import { PhoneInput } from '@/lib/phone/phone-input';
import { useCreateStudent } from '../api/create-student';
import { dropDraft, keepDraft, readDraft } from '../model/registration-draft';
import { serverMessageKey, showError } from '@/lib/forms/server-errors';
import {
  BIRTH_YEARS,
  EMPTY_REGISTRATION,
  PASSWORD_MAX,
  registrationBody,
  validateRegistration,
  type RegistrationForm,
} from '@/lib/forms/validate-registration';

const SERVER_FIELDS = ['email', 'birth_year', 'phone_number'] as const;
const TEXT_FIELDS = [
  ['first_name', 'given-name'],
  ['last_name', 'family-name'],
  ['parent_first_name', 'off'],
  ['parent_last_name', 'off'],
  ['country', 'country-name'],
  ['city', 'address-level2'],
  ['school', 'off'],
] as const;

interface Props {
  onClose: () => void;
  onSignIn: () => void;
}

export function RegistrationModal({ onClose, onSignIn }: Props) {
  const { t } = useTranslation('public');
  const region = useObservable(region$);
  const { values, errors, setErrors, set } = useFormState<RegistrationForm>({
    ...EMPTY_REGISTRATION,
    phone_country: region?.phoneCountry ?? 'UA',
    ...readDraft(),
  });
  const create = useCreateStudent();
  const busy = create.isPending;
  // Kept while typing, so that a modal closed by a stray tap or Back opens again as it was; gone once registered.
  useEffect(() => {
    if (create.isSuccess) dropDraft();
    else keepDraft(values);
  }, [values, create.isSuccess]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    // On a phone the long form's first mistakes are scrolled out of sight: the first wrong field takes the focus.
    const focusFirst = (wrong: Partial<Record<keyof RegistrationForm, string>>) =>
      [...form.querySelectorAll<HTMLElement>('input, select')].find((el) => el.id.slice(4) in wrong)?.focus();
    const found = validateRegistration(values);
    setErrors(found);
    if (Object.keys(found).length) return focusFirst(found);
    create.mutate(createStudentBody.parse(registrationBody(values)), {
      onError: (error) => {
        const server = fieldErrors(error);
        const onFields = Object.fromEntries(
          SERVER_FIELDS.filter((f) => server[f]).map((f) => [f, serverMessageKey(server[f])]),
        ) as Partial<Record<keyof RegistrationForm, string>>;
        if (Object.keys(onFields).length) {
          setErrors(onFields);
          focusFirst(onFields);
        } else toast('error', t('common:toast.error'));
      },
    });
  };

  if (create.isSuccess) {
    return (
      <Modal title={t('registration.title')} onClose={onClose} testId="registration-modal">
        <p className="public-success" data-testid="registration-success">
          {t('registration.success')}
        </p>
        <p data-testid="registration-next">{t('registration.next')}</p>
        <p data-testid="registration-mail">{t('registration.confirmMail', { email: values.email.trim() })}</p>
        <button type="button" className="ui-btn public-wide" onClick={onSignIn}>
          {t('signIn.submit')}
        </button>
      </Modal>
    );
  }

  const shown = (field: keyof RegistrationForm) => showError(errors[field], t);

  return (
    <Modal title={t('registration.title')} onClose={onClose} testId="registration-modal">
      <form onSubmit={submit} noValidate className="public-form">
        <Field id="reg-email" label={t('fields.email')} error={shown('email')}>
          <input
            id="reg-email"
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={(e) => set('email')(e.target.value)}
          />
        </Field>
        {TEXT_FIELDS.slice(0, 2).map(([field, autoComplete]) => (
          <Field key={field} id={`reg-${field}`} label={t(`fields.${field}`)} error={shown(field)}>
            <input
              id={`reg-${field}`}
              autoComplete={autoComplete}
              maxLength={REGISTRATION_TEXT_MAX[field]}
              value={values[field]}
              onChange={(e) => set(field)(e.target.value)}
            />
          </Field>
        ))}
        <Field id="reg-phone_number" label={t('fields.phone_number')} error={shown('phone_number')}>
          <PhoneInput
            id="reg-phone_number"
            country={values.phone_country}
            number={values.phone_number}
            invalid={Boolean(errors.phone_number)}
            onCountry={set('phone_country')}
            onNumber={set('phone_number')}
          />
        </Field>
        <Field id="reg-birth_year" label={t('fields.birth_year')} error={shown('birth_year')}>
          <select id="reg-birth_year" value={values.birth_year} onChange={(e) => set('birth_year')(e.target.value)}>
            <option value="">{t('registration.chooseYear')}</option>
            {BIRTH_YEARS.map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </select>
        </Field>
        {TEXT_FIELDS.slice(2).map(([field, autoComplete]) => (
          <Field key={field} id={`reg-${field}`} label={t(`fields.${field}`)} error={shown(field)}>
            <input
              id={`reg-${field}`}
              autoComplete={autoComplete}
              maxLength={REGISTRATION_TEXT_MAX[field]}
              value={values[field]}
              onChange={(e) => set(field)(e.target.value)}
            />
          </Field>
        ))}
        <Field id="reg-password" label={t('fields.password')} error={shown('password')}>
          <input
            id="reg-password"
            type="password"
            autoComplete="new-password"
            maxLength={PASSWORD_MAX + 1}
            value={values.password}
            onChange={(e) => set('password')(e.target.value)}
          />
        </Field>
        <button type="submit" className="ui-btn public-wide" disabled={busy}>
          {busy ? t('common:loading') : t('registration.submit')}
        </button>
      </form>
    </Modal>
  );
}
