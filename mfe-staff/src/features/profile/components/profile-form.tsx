// The profile form of one user: the fields of their role in tabs (a student: one page), e-mail and phone required,
// numbers clamped, fields the viewer may not change disabled (the server ignores them too). Save keeps the tab.
import { type ReactNode, useState } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import {
  applyServerErrors,
  AsyncSelectField,
  CheckboxField,
  DateField,
  NumberField,
  SchemaForm,
  SelectField,
  TabPanel,
  Tabs,
  TextField,
  useSchemaForm,
  useWatch,
} from '@abacus/admin-kit';
import { PERCENT_MAX } from '@abacus/contract/staff';
import {
  type StaffProfile,
  staffProfilePatch,
  staffProfileTermsForm,
  TERMS_ROLES,
} from '@abacus/contract/staff-profile-schema';
import { toast } from '@abacus/shared';
import { currencyOptions, engStatusOptions, languageOptions } from '@/lib/options/staff-options';
import { groupOptions } from '../api/groups-dropdown';
import { useSaveProfile } from '../api/save-profile';
import { type ProfileTab, profileValues, tabsOf, tabWithError } from '../model/profile-form';
import { DocumentsPanel } from './documents-panel';

const FIELDS = Object.keys(staffProfilePatch.shape);

export function ProfileForm({ id, profile }: { id: string; profile: StaffProfile }) {
  const { t } = useTranslation('staff');
  const save = useSaveProfile();
  const { can, role } = profile;
  // Spec 002 section 5: the terms of a franchise's report are required where the viewer sets them.
  const terms = can.financial && TERMS_ROLES.has(role);
  const form = useSchemaForm(terms ? staffProfileTermsForm : staffProfilePatch, profileValues(profile));
  const english = useWatch({ control: form.control, name: 'eng_status' }) === 'with';
  const [formError, setFormError] = useState<string>();
  const tabs = tabsOf(profile);
  const [tab, setTab] = useState<ProfileTab>(tabs[0] ?? 'general');
  const showError = (fields: string[]) => {
    const wrong = tabWithError(tabs, fields);
    if (wrong && !tabWithError([tab], fields)) setTab(wrong); // stays on a tab that has one
  };
  const section = (key: ProfileTab) => (tabs.length === 0 ? key === 'general' : tab === key);

  return (
    <SchemaForm
      form={form}
      testId="profile-form"
      submitLabel={t('admin:form.save')}
      formError={formError}
      onSubmit={async (body) => {
        setFormError(undefined);
        try {
          await save.mutateAsync({ id, body });
          toast('success', t('admin:form.saved'));
        } catch (error) {
          setFormError(applyServerErrors(form.setError, error, FIELDS));
          showError(Object.keys(form.formState.errors));
        }
      }}
      onInvalid={(errors) => showError(Object.keys(errors))}
      // Documents upload one by one: the profile's Save there looked like it saved them (an upper-staff pass).
      hideSubmit={tabs.length > 0 && tab === 'documents'}
    >
      {tabs.length > 0 && (
        <Tabs
          label={t('profile.tabsLabel')}
          tabs={tabs.map((key) => ({ key, label: t(`profile.tabs.${key}`) }))}
          active={tab}
          onChange={(key) => setTab(key as ProfileTab)}
        />
      )}
      {section('general') && (
        <Panel tab="general" tabbed={tabs.length > 0}>
          <div className="admin-form__grid">
            <TextField name="email" type="email" label={t('people.fields.email')} required />
            <TextField name="phone_number" type="tel" label={t('people.fields.phone')} required />
            <TextField name="first_name" label={t('people.fields.firstName')} />
            <TextField name="last_name" label={t('people.fields.lastName')} />
            <TextField name="middle_name" label={t('people.fields.surname')} />
            {role === 'student' ? (
              <DateField name="birthday" label={t('people.fields.birthday')} />
            ) : (
              <TextField name="region" label={t('people.fields.region')} />
            )}
            <SelectField name="default_language" label={t('people.fields.language')} options={languageOptions} />
          </div>
          {role !== 'student' && (
            <CheckboxField name="is_email_subscribed" label={t('profile.subscribed')} disabled={!can.subscription} />
          )}
          {role === 'student' && (
            <div className="admin-form__grid">
              <AsyncSelectField
                name="group"
                label={t('profile.groupField')}
                queryKey={['groups-dropdown']}
                load={groupOptions}
                initialLabel={profile.group?.name}
                disabled={!can.prices}
              />
              <NumberField name="price_first_month" label={t('people.fields.priceFirstMonth')} disabled={!can.prices} />
              <NumberField name="price" label={t('people.fields.price')} disabled={!can.prices} />
            </div>
          )}
          {role === 'student' && can.comments && (
            <TextField name="comments" label={t('people.fields.comments')} multiline />
          )}
        </Panel>
      )}
      {section('additional') && (
        <Panel tab="additional" tabbed>
          <div className="admin-form__grid">
            <TextField name="passport" label={t('profile.passport')} />
            <TextField name="tax_id" label={t('people.fields.taxId')} />
            {role !== 'teacher' && (
              <>
                <TextField name="contract_number" label={t('people.fields.contractNumber')} disabled={!can.financial} />
                <TextField
                  name="legal_activity_type"
                  label={t('people.fields.legalActivityType')}
                  disabled={!can.financial}
                />
                <TextField name="legal_address" label={t('people.fields.legalAddress')} disabled={!can.financial} />
                <TextField name="legal_id" label={t('people.fields.legalId')} disabled={!can.financial} />
                <TextField name="mfo" label={t('people.fields.mfo')} disabled={!can.financial} />
                <TextField
                  name="settlement_account"
                  label={t('people.fields.settlementAccount')}
                  disabled={!can.financial}
                />
              </>
            )}
          </div>
        </Panel>
      )}
      {section('financial') && (
        <Panel tab="financial" tabbed>
          <div className="admin-form__grid">
            {/* A franchise without a currency shows none chosen, not the first of the list (which a save set). */}
            <SelectField
              name="currency"
              label={t('people.fields.currency')}
              options={currencyOptions}
              placeholder={profile.currency ? undefined : '—'}
              disabled={!can.financial}
            />
            <SelectField
              name="eng_status"
              label={t('people.fields.engStatus')}
              options={engStatusOptions(t)}
              disabled={!can.financial}
            />
            <NumberField
              name="royalty"
              label={t('people.fields.royalty')}
              max={PERCENT_MAX}
              required={terms}
              disabled={!can.financial}
            />
            <NumberField
              name="pr_deposit"
              label={t('people.fields.prDeposit')}
              max={PERCENT_MAX}
              required={terms}
              disabled={!can.financial}
            />
            <NumberField
              name="price_min"
              label={t('people.fields.priceMin')}
              required={terms}
              disabled={!can.financial}
            />
            <NumberField
              name="royalty_en"
              label={t('people.fields.royaltyEn')}
              max={PERCENT_MAX}
              required={terms && english}
              disabled={!can.financial}
            />
            <NumberField
              name="price_min_en"
              label={t('people.fields.priceMinEn')}
              required={terms && english}
              disabled={!can.financial}
            />
            <TextField name="report_email" type="email" label={t('profile.reportEmail')} disabled={!can.financial} />
          </div>
          <p className="staff-muted" data-testid="profile-discounts">
            {t('profile.discounts', {
              list: profile.discounts.length ? profile.discounts.map((d) => `${d} %`).join(', ') : '0',
            })}
          </p>
          {profile.report_email && (
            <p className="staff-muted">
              {profile.is_report_email_verified ? t('profile.reportVerified') : t('profile.reportUnverified')}
            </p>
          )}
        </Panel>
      )}
      {section('documents') && (
        <Panel tab="documents" tabbed>
          <DocumentsPanel user={profile.id} />
        </Panel>
      )}
      {section('comment') && (
        <Panel tab="comment" tabbed>
          <TextField name="comments" label={t('people.fields.comments')} multiline />
        </Panel>
      )}
    </SchemaForm>
  );
}

function Panel({ tab, tabbed, children }: { tab: string; tabbed: boolean; children: ReactNode }) {
  const body = <div className="admin-form__section">{children}</div>;
  return tabbed ? <TabPanel tab={tab}>{body}</TabPanel> : body;
}
