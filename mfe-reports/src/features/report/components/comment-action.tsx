// Comment of a student row (spec 002 sections 2 "Reports screen", 7): the staff's note on the student, saved with
// PATCH users/user/{id} {comments} when it changed; the report is read again.
import { useState } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import { applyServerErrors, SchemaForm, TextField, useSchemaForm, useWatch } from '@abacus/admin-kit';
import { studentCommentBody } from '@abacus/contract/finance-schema';
import { Modal, toast } from '@abacus/shared';
import type { StudentReportRow } from '../api/get-students';
import { useRefreshReport } from '../api/refresh-report';
import { useSaveComment } from '../api/save-comment';

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
          <CommentForm student={student} onDone={() => setOpen(false)} />
        </Modal>
      )}
    </>
  );
}

function CommentForm({ student, onDone }: { student: StudentReportRow; onDone: () => void }) {
  const { t } = useTranslation('reports');
  const { t: tAdmin } = useTranslation('admin');
  const save = useSaveComment(student.id);
  const refresh = useRefreshReport();
  const [formError, setFormError] = useState<string>();
  const form = useSchemaForm(studentCommentBody, { comments: student.comments });
  const typed = useWatch({ control: form.control, name: 'comments' }) ?? '';
  return (
    <SchemaForm
      form={form}
      testId="report-comment-form"
      submitLabel={t('report.comment.save')}
      submitDisabled={typed === student.comments}
      formError={formError}
      onSubmit={async ({ comments = '' }) => {
        setFormError(undefined);
        try {
          await save.mutateAsync(comments);
          toast('success', tAdmin('form.saved'));
          void refresh();
          onDone();
        } catch (error) {
          setFormError(applyServerErrors(form.setError, error, ['comments']));
        }
      }}
    >
      <TextField name="comments" label={t('report.comment.label')} multiline />
    </SchemaForm>
  );
}
