// The Send email action of a staff row (spec 002 section 2 "Lists"): a subject and a text, really sent (the outbox
// without SMTP, SMTP when configured).
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import { Modal, Spinner } from '@abacus/shared';
import { withRetry } from '@abacus/shared/lazy-retry';

// The form, with the form kit and the schema, is loaded when the dialog opens.
const MailForm = lazy(withRetry(() => import('./send-mail-form').then((m) => ({ default: m.MailForm }))));

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
          <Suspense fallback={<Spinner label={t('common:loading')} />}>
            <MailForm to={to} name={name} onDone={() => setOpen(false)} />
          </Suspense>
        </Modal>
      )}
    </>
  );
}
