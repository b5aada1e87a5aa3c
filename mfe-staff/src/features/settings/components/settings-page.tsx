// /dashboard/settings (spec 002: "Settings ... pages are for the super franchise only"; the fields are this project's
// choice, docs/decisions.md "Settings and backgrounds"): the contact details and social links of the public footer,
// and the backgrounds of the landing page and the games area. Save sends only what changed.
import { useState } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import { applyServerErrors, failureText, SchemaForm, TextField, useSchemaForm } from '@abacus/admin-kit';
import {
  BACKGROUND_AREAS,
  CONTACT_FIELDS,
  type ContactSettingsValues,
  contactSettingsForm,
  type Settings,
  SOCIAL_LINKS,
  SOCIAL_NAMES,
} from '@abacus/contract/settings-schema';
import { Spinner, toast } from '@abacus/shared';
import { useSaveSettings, useSettings } from '../api/settings';
import { changedSettings, settingsFormValues } from '../model/settings-form';
import { BackgroundCard } from './background-card';
import '../settings.css';

export function SettingsPage() {
  const { t } = useTranslation('staff');
  const settings = useSettings();
  if (settings.error) {
    return (
      <p className="admin-form__error" role="alert">
        {failureText(settings.error, t)}
      </p>
    );
  }
  if (!settings.data) return <Spinner label={t('common:loading')} />;
  return (
    <section className="staff-page settings-page">
      <h2 className="staff-page__title">{t('menu.settings')}</h2>
      <p className="staff-page__lead">{t('settings.lead')}</p>
      <SettingsForm settings={settings.data} />
      <section className="settings-backgrounds" aria-labelledby="settings-backgrounds-title">
        <h3 id="settings-backgrounds-title" className="settings-page__heading">
          {t('settings.backgrounds.title')}
        </h3>
        <p className="staff-muted">{t('settings.backgrounds.lead')}</p>
        <div className="settings-backgrounds__cards">
          {BACKGROUND_AREAS.map((area) => (
            <BackgroundCard key={area} area={area} url={settings.data.backgrounds[area]} />
          ))}
        </div>
      </section>
    </section>
  );
}

function SettingsForm({ settings }: { settings: Settings }) {
  const { t } = useTranslation('staff');
  // The values the form started from (a background saved meanwhile must not reset what is being typed here).
  const [saved, setSaved] = useState(() => settingsFormValues(settings));
  const [formError, setFormError] = useState<string>();
  const form = useSchemaForm(contactSettingsForm, saved);
  const save = useSaveSettings();

  const submit = (parsed: ContactSettingsValues) => {
    setFormError(undefined);
    const sent = changedSettings(parsed, saved);
    if (Object.keys(sent).length === 0) {
      toast('success', t('admin:form.saved'));
      return;
    }
    return save.mutateAsync(sent).then(
      (result) => {
        const values = settingsFormValues(result);
        setSaved(values);
        form.reset(values);
        toast('success', t('admin:form.saved'));
      },
      (error) => setFormError(applyServerErrors(form.setError, error, CONTACT_FIELDS)),
    );
  };

  return (
    <SchemaForm
      form={form}
      onSubmit={submit}
      submitLabel={t('admin:form.save')}
      formError={formError}
      testId="settings-form"
    >
      <fieldset className="settings-group">
        <legend className="settings-page__heading">{t('settings.contacts')}</legend>
        <TextField
          name="contact_email"
          type="email"
          autoComplete="off"
          label={t('settings.fields.contact_email')}
          hint={t('settings.hints.optional')}
        />
        <TextField
          name="phone"
          type="tel"
          autoComplete="off"
          label={t('settings.fields.phone')}
          hint={t('settings.hints.phone')}
        />
        <TextField name="address" multiline label={t('settings.fields.address')} hint={t('settings.hints.optional')} />
        <TextField
          name="franchise_email"
          type="email"
          autoComplete="off"
          required
          label={t('settings.fields.franchise_email')}
          hint={t('settings.hints.franchise')}
        />
      </fieldset>
      <fieldset className="settings-group">
        <legend className="settings-page__heading">{t('settings.social')}</legend>
        <p className="staff-muted">{t('settings.hints.social')}</p>
        {SOCIAL_LINKS.map((name) => (
          <TextField
            key={name}
            name={name}
            type="url"
            label={SOCIAL_NAMES[name]}
            placeholder="https://"
            autoComplete="off"
          />
        ))}
      </fieldset>
    </SchemaForm>
  );
}
