// The fields every person form has (spec 002 section 3 "User profile"): e-mail, phone, names, region, password.
import { useTranslation } from '@abacus/shared/i18n-react';
import { TextField } from '@abacus/admin-kit';

export function PersonFields({ withRegion = true, onEmailBlur }: { withRegion?: boolean; onEmailBlur?: () => void }) {
  const { t } = useTranslation('staff');
  return (
    <div className="admin-form__grid">
      <TextField
        name="email"
        type="email"
        autoComplete="off"
        label={t('people.fields.email')}
        required
        onBlur={onEmailBlur}
      />
      <TextField
        name="phone_number"
        type="tel"
        autoComplete="off"
        label={t('people.fields.phone')}
        hint={t('people.phoneHint')}
        placeholder="+380671234567"
        required
      />
      <TextField name="first_name" label={t('people.fields.firstName')} />
      <TextField name="last_name" label={t('people.fields.lastName')} />
      <TextField name="middle_name" label={t('people.fields.surname')} />
      {withRegion && <TextField name="region" label={t('people.fields.region')} />}
      <TextField
        name="password"
        type="password"
        autoComplete="new-password"
        label={t('people.fields.password')}
        required
      />
    </div>
  );
}
