// Price of a student row (spec 002 sections 2 "Reports screen", 5): the price and the first-month price; only the
// changed values are sent (PATCH users/user/{id}/prices, which writes the change history), then the report is read
// again. Save stays disabled until something changed.
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import { Modal, Spinner } from '@abacus/shared';
import { withRetry } from '@abacus/shared/lazy-retry';
import type { StudentReportRow } from '../api/get-students';

// The form, with the form kit and the schema, is loaded when the dialog opens.
const PriceForm = lazy(withRetry(() => import('./price-form').then((m) => ({ default: m.PriceForm }))));

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
          <Suspense fallback={<Spinner label={t('common:loading')} />}>
            <PriceForm student={student} onDone={() => setOpen(false)} />
          </Suspense>
        </Modal>
      )}
    </>
  );
}
