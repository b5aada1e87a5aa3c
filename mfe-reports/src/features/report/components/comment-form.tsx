// The form of a student row's Comment (comment-action.tsx), loaded when the dialog opens: the report's first load
// carries no form kit and no schema.
import { useState } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import { applyServerErrors, SchemaForm, TextField, useSchemaForm, useWatch } from '@abacus/admin-kit';
import { studentCommentBody } from '@abacus/contract/finance-schema';
import { toast } from '@abacus/shared';
import type { StudentReportRow } from '../api/get-students';
import { useRefreshReport } from '../api/refresh-report';
import { useSaveComment } from '../api/save-comment';

export function CommentForm({ student, onDone }: { student: StudentReportRow; onDone: () => void }) {
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
