// The Add discount modal (spec 002 "Admin discounts page"): a franchise or master franchise from a selector, the
// period (dd/MM/yyyy) and the percent (capped at 100). The server refuses a period that overlaps another.
import { useState } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import {
  AsyncSelectField,
  applyServerErrors,
  DateField,
  NumberField,
  SchemaForm,
  SelectField,
  useSchemaForm,
  useWatch,
} from '@abacus/admin-kit';
import { type AddDiscountInput, addDiscountForm, DISCOUNT_OWNER_ROLES } from '@abacus/contract/discounts-schema';
import { Modal, toast } from '@abacus/shared';
import { usersDropdownOptions } from '@/lib/api/users-dropdown';
import { useAddDiscount } from '../api/discounts';

export function AddDiscountAction() {
  const { t } = useTranslation('staff');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="ui-btn" onClick={() => setOpen(true)}>
        {t('discounts.add')}
      </button>
      {open && (
        <Modal title={t('discounts.add')} onClose={() => setOpen(false)} testId="discount-dialog">
          <AddDiscountForm onDone={() => setOpen(false)} />
        </Modal>
      )}
    </>
  );
}

function AddDiscountForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('staff');
  const add = useAddDiscount();
  const [formError, setFormError] = useState<string>();
  const form = useSchemaForm(addDiscountForm, {
    role: 'franchise',
    franchise: null,
    start: '',
    end: '',
    value: '',
  } as AddDiscountInput);
  const role = useWatch({ control: form.control, name: 'role' });
  return (
    <SchemaForm
      form={form}
      testId="discount-form"
      submitLabel={t('discounts.save')}
      formError={formError}
      onSubmit={async ({ franchise, start, end, value }) => {
        setFormError(undefined);
        try {
          await add.mutateAsync({ franchise, start, end, value });
          toast('success', t('discounts.added'));
          onDone();
        } catch (error) {
          setFormError(applyServerErrors(form.setError, error, ['start', 'end', 'value']));
        }
      }}
    >
      <SelectField
        name="role"
        label={t('discounts.role')}
        options={DISCOUNT_OWNER_ROLES.map((value) => ({ value, label: t(`discounts.roles.${value}`) }))}
      />
      <AsyncSelectField
        key={role}
        name="franchise"
        label={t(`discounts.roles.${role}`)}
        required
        queryKey={['users-dropdown', role]}
        load={usersDropdownOptions(role)}
      />
      <DateField name="start" label={t('discounts.columns.start')} required />
      <DateField name="end" label={t('discounts.columns.end')} required />
      <NumberField name="value" label={t('discounts.columns.value')} max={100} required />
    </SchemaForm>
  );
}
