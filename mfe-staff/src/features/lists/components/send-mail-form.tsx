// The form of the Send email action (send-mail-action.tsx), loaded when the dialog opens: the list's first load
// carries no form kit and no schema.
import { useState } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import { applyServerErrors, SchemaForm, TextField, useSchemaForm } from '@abacus/admin-kit';
import { sendMailBody } from '@abacus/contract/staff-tools-schema';
import { toast } from '@abacus/shared';
import { useSendMail } from '../api/staff-tools';

export function MailForm({ to, name, onDone }: { to: number; name: string; onDone: () => void }) {
  const { t } = useTranslation('staff');
  const send = useSendMail();
  const [formError, setFormError] = useState<string>();
  const form = useSchemaForm(sendMailBody, { subject: '', body: '', to: [to] });
  return (
    <SchemaForm
      form={form}
      testId="mail-form"
      submitLabel={t('lists.mail.submit')}
      formError={formError}
      onSubmit={async (body) => {
        setFormError(undefined);
        try {
          await send.mutateAsync(body);
          toast('success', t('lists.mail.done', { name }));
          onDone();
        } catch (error) {
          setFormError(applyServerErrors(form.setError, error, ['subject', 'body']));
        }
      }}
    >
      <TextField name="subject" label={t('lists.mail.subject')} required />
      <TextField name="body" label={t('lists.mail.body')} multiline required />
    </SchemaForm>
  );
}
