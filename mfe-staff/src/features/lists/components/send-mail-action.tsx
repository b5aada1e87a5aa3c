// The Send email action of a staff row (spec 002 section 2 "Lists"): a subject and a text, really sent (the outbox
// without SMTP, SMTP when configured).
import { useState } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import { applyServerErrors, SchemaForm, TextField, useSchemaForm } from '@abacus/admin-kit';
import { sendMailBody } from '@abacus/contract/staff-tools-schema';
import { Modal, toast } from '@abacus/shared';
import { useSendMail } from '../api/staff-tools';

export function SendMailAction({ to, name }: { to: number; name: string }) {
  const { t } = useTranslation('staff');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="ui-btn ui-btn--ghost staff-action" onClick={() => setOpen(true)}>
        {t('lists.mail.action')}
      </button>
      {open && (
        <Modal title={t('lists.mail.title', { name })} onClose={() => setOpen(false)} testId="mail-dialog">
          <MailForm to={to} name={name} onDone={() => setOpen(false)} />
        </Modal>
      )}
    </>
  );
}

function MailForm({ to, name, onDone }: { to: number; name: string; onDone: () => void }) {
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
