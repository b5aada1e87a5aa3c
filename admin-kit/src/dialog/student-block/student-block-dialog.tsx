// A student's Block dialog, the same in the staff lists and the finance report (spec 002 section 4): the price may be
// changed first ("Apply new price": only the changed values are sent and recorded), the summer deactivation month
// chosen (May-August, August by default), and Block is enabled only while the price is unchanged or the change has
// been applied. The message then says the student is blocked, or blocked with a new price, and that they are
// unlocked in the Restore section. `onChanged` lets the list read itself again after a new price and after the block.
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import { Modal, Spinner } from '@abacus/shared';
import { withRetry } from '@abacus/shared/lazy-retry';
import { failureText } from '../../messages/server-message';
import { useStudentTerms } from './student-terms';

// The steps, with the form kit and the schema, are loaded when the dialog opens, beside the student's terms: a
// list's first load carries neither.
const loadSteps = withRetry(() => import('./student-block-steps'));
const StudentBlockSteps = lazy(() => loadSteps().then((m) => ({ default: m.StudentBlockSteps })));

export interface StudentBlockDialogProps {
  id: number;
  name: string;
  onClose: () => void;
  /** After a new price is applied, and after the student is blocked (before the dialog closes). */
  onChanged?: () => void;
}

export function StudentBlockDialog({ id, name, onClose, onChanged }: StudentBlockDialogProps) {
  const { t } = useTranslation('admin');
  const terms = useStudentTerms(id);
  useEffect(() => {
    void loadSteps();
  }, []);
  const spinner = <Spinner label={t('common:loading')} />;
  return (
    <Modal title={t('block.title')} onClose={onClose} testId="block-dialog">
      {terms.isPending && spinner}
      {terms.isError && (
        <p className="admin-form__error" role="alert">
          {failureText(terms.error, t)}
        </p>
      )}
      {terms.data && (
        <Suspense fallback={spinner}>
          <StudentBlockSteps id={id} name={name} terms={terms.data} onClose={onClose} onChanged={onChanged} />
        </Suspense>
      )}
    </Modal>
  );
}
