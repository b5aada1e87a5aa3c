// The form of a student row's Price (price-action.tsx), loaded when the dialog opens: the report's first load
// carries no form kit and no schema.
import { useState } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import { applyServerErrors, NumberField, SchemaForm, useSchemaForm, useWatch } from '@abacus/admin-kit';
import { studentPricesForm } from '@abacus/contract/staff-tools-schema';
import { changedPrices, type PriceTexts, pricesOf } from '@abacus/contract/student-prices';
import { toast } from '@abacus/shared';
import type { StudentReportRow } from '../api/get-students';
import { useRefreshReport } from '../api/refresh-report';
import { useSavePrices } from '../api/student-prices';

export function PriceForm({ student, onDone }: { student: StudentReportRow; onDone: () => void }) {
  const { t } = useTranslation('reports');
  const { t: tAdmin } = useTranslation('admin');
  const saved = pricesOf(student);
  const save = useSavePrices(student.id);
  const refresh = useRefreshReport();
  const [formError, setFormError] = useState<string>();
  const form = useSchemaForm(studentPricesForm(saved), saved);
  const typed = useWatch({ control: form.control }) as PriceTexts;
  const changed = changedPrices(saved, { ...saved, ...typed });
  return (
    <SchemaForm
      form={form}
      testId="report-price-form"
      submitLabel={t('report.price.save')}
      submitDisabled={Object.keys(changed).length === 0}
      formError={formError}
      onSubmit={async () => {
        setFormError(undefined);
        const body = changedPrices(saved, form.getValues() as PriceTexts);
        if (!Object.keys(body).length) return;
        try {
          await save.mutateAsync(body);
          toast('success', tAdmin('form.saved'));
          void refresh();
          onDone();
        } catch (error) {
          setFormError(applyServerErrors(form.setError, error, ['price', 'price_first_month']));
        }
      }}
    >
      <NumberField name="price" label={t('report.price.price')} />
      <NumberField name="price_first_month" label={t('report.price.priceFirstMonth')} />
    </SchemaForm>
  );
}
