// The form of the bulk "Set bonus days" (bonus-action.tsx), loaded when the dialog opens: the list's first load
// carries no form kit and no schema.
import { useState } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import {
  applyServerErrors,
  DateField,
  NumberField,
  SchemaForm,
  SelectField,
  useSchemaForm,
  useWatch,
} from '@abacus/admin-kit';
import { bonusForm, type BonusFormInput, HOLIDAY_DAYS_MAX } from '@abacus/contract/staff-tools-schema';
import { toast } from '@abacus/shared';
import { useAssignBonus } from '../api/staff-tools';

export function BonusForm({ users, onDone }: { users: number[]; onDone: () => void }) {
  const { t } = useTranslation('staff');
  const assign = useAssignBonus();
  const [formError, setFormError] = useState<string>();
  const form = useSchemaForm(bonusForm, { choice: '1', days: '', start_date: '' } as BonusFormInput);
  const choice = useWatch({ control: form.control, name: 'choice' });
  const options = [
    ...['0', '1', '2', '3'].map((weeks) => ({ value: weeks, label: t('lists.bonus.weeks', { count: Number(weeks) }) })),
    { value: 'holiday', label: t('lists.bonus.holiday') },
  ];
  return (
    <SchemaForm
      form={form}
      testId="bonus-form"
      submitLabel={t('lists.bonus.submit')}
      formError={formError}
      onSubmit={async (values) => {
        setFormError(undefined);
        try {
          const { count } = await assign.mutateAsync({ users, form: values });
          toast('success', t('lists.bonus.done', { count }));
          onDone();
        } catch (error) {
          setFormError(applyServerErrors(form.setError, error, ['days', 'start_date']));
        }
      }}
    >
      <SelectField name="choice" label={t('lists.bonus.choice')} options={options} required />
      {choice === 'holiday' && (
        <>
          <DateField name="start_date" label={t('lists.bonus.startDate')} required />
          <NumberField
            name="days"
            label={t('lists.bonus.days')}
            hint={t('lists.bonus.daysHint', { max: HOLIDAY_DAYS_MAX })}
            max={HOLIDAY_DAYS_MAX}
            required
          />
        </>
      )}
    </SchemaForm>
  );
}
