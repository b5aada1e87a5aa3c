// A new franchise or master franchise with its terms (spec 002 sections 2 "Creation forms", 3 and 5): the super
// franchise picks a franchise's master franchise; the English terms show for a master franchise and for a franchise
// that works with English whose master franchise has no English royalty (else it takes the master's), and are
// required there; the currency is sent lowercase; percentages stop at 100 and no
// number goes below 0.
import { useState } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import {
  applyServerErrors,
  AsyncSelectField,
  NumberField,
  SchemaForm,
  SelectField,
  TextField,
  useSchemaForm,
  useWatch,
} from '@abacus/admin-kit';
import { franchiseCreateBody, franchiseCreateWithMaster } from '@abacus/contract/user-create-schema';
import { asksEnglishTerms, PERCENT_MAX } from '@abacus/contract/staff';
import { navigate, toast } from '@abacus/shared';
import { useViewer } from '@/lib/session/use-viewer';
import { useCreateUser } from '../api/create-user';
import { useMasterPicker, useOwnRoyaltyEn } from '../api/master-english';
import { currencyOptions, engStatusOptions, languageOptions } from '@/lib/options/staff-options';
import { PersonFields } from './person-fields';

const FIELDS = Object.keys(franchiseCreateBody.shape);

export function FranchiseForm({ role }: { role: 'franchise' | 'master_franchise' }) {
  const { t } = useTranslation('staff');
  const viewer = useViewer();
  const create = useCreateUser();
  const [formError, setFormError] = useState<string>();
  const picksMaster = role === 'franchise' && viewer.role === 'super_franchise';
  const form = useSchemaForm(picksMaster ? franchiseCreateWithMaster : franchiseCreateBody, {
    role,
    email: '',
    phone_number: '',
    first_name: '',
    last_name: '',
    middle_name: '',
    region: '',
    comments: '',
    password: '',
    parent: null,
    default_language: 'ua',
    currency: 'uah',
    royalty: '',
    royalty_en: '',
    price_min: '',
    price_min_en: '',
    pr_deposit: '',
    eng_status: 'without',
    contract_number: '',
    legal_activity_type: '',
    legal_address: '',
    legal_id: '',
    mfo: '',
    settlement_account: '',
    tax_id: '',
  });
  const engStatus = useWatch({ control: form.control, name: 'eng_status' });
  const parent = useWatch({ control: form.control, name: 'parent' }) as number | null;
  const masters = useMasterPicker();
  const own = useOwnRoyaltyEn(role === 'franchise' && viewer.role === 'master_franchise');
  const masterRoyaltyEn = viewer.role === 'master_franchise' ? own.data : masters.royaltyEnOf(parent);
  const english = asksEnglishTerms(role, engStatus ?? 'without', masterRoyaltyEn);
  return (
    <SchemaForm
      form={form}
      testId="franchise-form"
      submitLabel={t('admin:form.create')}
      formError={formError}
      onSubmit={async (body) => {
        setFormError(undefined);
        try {
          await create.mutateAsync(english ? body : { ...body, royalty_en: null, price_min_en: null });
          toast('success', t('admin:form.saved'));
          navigate(`/dashboard/list/${role}`);
        } catch (error) {
          setFormError(applyServerErrors(form.setError, error, FIELDS));
        }
      }}
    >
      <div className="admin-form__section">
        <h2>{t('people.sections.general')}</h2>
        <PersonFields />
        {picksMaster && (
          <AsyncSelectField
            name="parent"
            label={t('people.fields.masterFranchise')}
            required
            queryKey={['users-dropdown', 'master_franchise']}
            load={masters.load}
          />
        )}
      </div>
      <div className="admin-form__section">
        <h2>{t('people.sections.financial')}</h2>
        <div className="admin-form__grid">
          <SelectField name="default_language" label={t('people.fields.language')} options={languageOptions} required />
          <SelectField name="currency" label={t('people.fields.currency')} options={currencyOptions} required />
          <SelectField name="eng_status" label={t('people.fields.engStatus')} options={engStatusOptions(t)} />
          <NumberField name="royalty" label={t('people.fields.royalty')} max={PERCENT_MAX} required />
          <NumberField name="pr_deposit" label={t('people.fields.prDeposit')} max={PERCENT_MAX} required />
          <NumberField name="price_min" label={t('people.fields.priceMin')} required />
          {english && (
            <>
              <NumberField name="royalty_en" label={t('people.fields.royaltyEn')} max={PERCENT_MAX} required />
              <NumberField name="price_min_en" label={t('people.fields.priceMinEn')} required />
            </>
          )}
        </div>
      </div>
      <div className="admin-form__section">
        <h2>{t('people.sections.additional')}</h2>
        <div className="admin-form__grid">
          <TextField name="contract_number" label={t('people.fields.contractNumber')} />
          <TextField name="legal_activity_type" label={t('people.fields.legalActivityType')} />
          <TextField name="legal_address" label={t('people.fields.legalAddress')} />
          <TextField name="legal_id" label={t('people.fields.legalId')} />
          <TextField name="tax_id" label={t('people.fields.taxId')} />
          <TextField name="mfo" label={t('people.fields.mfo')} />
          <TextField name="settlement_account" label={t('people.fields.settlementAccount')} />
        </div>
        {viewer.role === 'super_franchise' && (
          <TextField name="comments" label={t('people.fields.comments')} multiline />
        )}
      </div>
    </SchemaForm>
  );
}
