// Block of a student row (spec 002 section 4): the dialog lets the price be changed first ("Apply new price": only
// the changed values are sent and recorded) and the summer deactivation month be chosen (May-August, default
// August); Block is enabled only while the price is unchanged or the change has been applied. Then the student is
// blocked (DELETE users/user/{id}), the message says so (or blocked with a new price) and that they are unlocked in
// the Restore section, and the report is read again: their row turns red.
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import { failureText } from '@abacus/admin-kit';
import { Modal, Spinner } from '@abacus/shared';
import type { StudentReportRow } from '../api/get-students';
import { useStudentPrices } from '../api/student-prices';

// The steps, with the form kit and the schema, are loaded when the dialog opens, beside the student's prices.
const loadSteps = () => import('./block-steps');
const BlockSteps = lazy(() => loadSteps().then((m) => ({ default: m.BlockSteps })));

export function BlockAction({ student }: { student: StudentReportRow }) {
  const { t } = useTranslation('reports');
  const [open, setOpen] = useState(false);
  const name = student.full_name || student.email;
  return (
    <>
      <button type="button" className="ui-btn ui-btn--ghost report-action" onClick={() => setOpen(true)}>
        {t('report.block.action')}
      </button>
      {open && <BlockDialog id={student.id} name={name} onClose={() => setOpen(false)} />}
    </>
  );
}

export interface BlockDialogProps {
  id: number;
  name: string;
  onClose: () => void;
}

function BlockDialog({ id, name, onClose }: BlockDialogProps) {
  const { t } = useTranslation('reports');
  const { t: tAdmin } = useTranslation('admin');
  const terms = useStudentPrices(id);
  useEffect(() => {
    void loadSteps();
  }, []);
  const spinner = <Spinner label={t('common:loading')} />;
  return (
    <Modal title={t('report.block.title')} onClose={onClose} testId="report-block-dialog">
      {terms.isPending && spinner}
      {terms.isError && (
        <p className="admin-form__error" role="alert">
          {failureText(terms.error, tAdmin)}
        </p>
      )}
      {terms.data && (
        <Suspense fallback={spinner}>
          <BlockSteps id={id} name={name} terms={terms.data} onClose={onClose} />
        </Suspense>
      )}
    </Modal>
  );
}
