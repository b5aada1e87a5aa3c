// Price of a student row (spec 002 sections 2 "Reports screen", 5): the price and the first-month price; only the
// changed values are sent (PATCH users/user/{id}/prices, which writes the change history), then the report is read
// again. Save stays disabled until something changed.
import { useState } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import { applyServerErrors, NumberField, SchemaForm, useSchemaForm, useWatch } from '@abacus/admin-kit';
import { studentPricesPatch } from '@abacus/contract/staff-tools-schema';
import { Modal, toast } from '@abacus/shared';
import type { StudentReportRow } from '../api/get-students';
import { useRefreshReport } from '../api/refresh-report';
import { useSavePrices } from '../api/student-prices';
import { changedPrices, type PriceTexts, pricesOf } from '@abacus/contract/student-prices';

export function PriceAction({ student }: { student: StudentReportRow }) {
  const { t } = useTranslation('reports');
  const [open, setOpen] = useState(false);
  const name = student.full_name || student.email;
  return (
    <>
      <button type="button" className="ui-btn ui-btn--ghost report-action" onClick={() => setOpen(true)}>
        {t('report.price.action')}
      </button>
      {open && (
        <Modal title={t('report.price.title', { name })} onClose={() => setOpen(false)} testId="report-price-dialog">
          <PriceForm student={student} onDone={() => setOpen(false)} />
        </Modal>
      )}
    </>
  );
}

function PriceForm({ student, onDone }: { student: StudentReportRow; onDone: () => void }) {
  const { t } = useTranslation('reports');
  const { t: tAdmin } = useTranslation('admin');
  const saved = pricesOf(student);
  const save = useSavePrices(student.id);
  const refresh = useRefreshReport();
  const [formError, setFormError] = useState<string>();
  const form = useSchemaForm(studentPricesPatch, saved);
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
