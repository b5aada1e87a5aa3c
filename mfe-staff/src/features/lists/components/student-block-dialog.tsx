// The block dialog of a student (spec 002 section 4): the price may be changed first ("Apply new price", only the
// changed values are sent and recorded), the summer deactivation month chosen (May-August, default August), and
// Block is enabled only while the price is unchanged or the change has been applied. The message then says the
// student is blocked, or blocked with a new price, and is unlocked in the Restore section.
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import { failureText } from '@abacus/admin-kit';
import { Modal, Spinner } from '@abacus/shared';
import { useStudentTerms } from '../api/student-terms';

// The steps, with the form kit and the schema, are loaded when the dialog opens, beside the student's terms.
const loadSteps = () => import('./student-block-steps');
const BlockSteps = lazy(() => loadSteps().then((m) => ({ default: m.BlockSteps })));

export interface StudentBlockProps {
  id: number;
  name: string;
  onClose: () => void;
}

export function StudentBlockDialog({ id, name, onClose }: StudentBlockProps) {
  const { t } = useTranslation('staff');
  const terms = useStudentTerms(id);
  useEffect(() => {
    void loadSteps();
  }, []);
  const spinner = <Spinner label={t('common:loading')} />;
  return (
    <Modal title={t('lists.block.title')} onClose={onClose} testId="block-dialog">
      {terms.isPending && spinner}
      {terms.isError && (
        <p className="admin-form__error" role="alert">
          {failureText(terms.error, t)}
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
