// Comment of a student row (spec 002 sections 2 "Reports screen", 7): the staff's note on the student, saved with
// PATCH users/user/{id} {comments} when it changed; the report is read again.
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import { Modal, Spinner } from '@abacus/shared';
import { withRetry } from '@abacus/shared/lazy-retry';
import type { StudentReportRow } from '../api/get-students';

// The form, with the form kit and the schema, is loaded when the dialog opens.
const CommentForm = lazy(withRetry(() => import('./comment-form').then((m) => ({ default: m.CommentForm }))));

export function CommentAction({ student }: { student: StudentReportRow }) {
  const { t } = useTranslation('reports');
  const [open, setOpen] = useState(false);
  const name = student.full_name || student.email;
  return (
    <>
      <button type="button" className="ui-btn ui-btn--ghost report-action" onClick={() => setOpen(true)}>
        {t('report.comment.action')}
      </button>
      {open && (
        <Modal
          title={t('report.comment.title', { name })}
          onClose={() => setOpen(false)}
          testId="report-comment-dialog"
        >
          <Suspense fallback={<Spinner label={t('common:loading')} />}>
            <CommentForm student={student} onDone={() => setOpen(false)} />
          </Suspense>
        </Modal>
      )}
    </>
  );
}
