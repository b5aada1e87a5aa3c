// The Send invoice action of a franchise row (issue 13; spec 002 section 7 "Finance"): for the master franchise and
// the super franchise. A confirm, then last month's invoice of the franchise is made (or, while unpaid, refreshed
// from the month's report) and e-mailed with its payment order; a toast names the address, a failure stays in the
// dialog with the server's message.
import { useMutation } from '@abacus/shared/query';
import { useState } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import { ConfirmDialog, failureText } from '@abacus/admin-kit';
import { INVOICES_FOR_FRANCHISES, NO_INVOICE_EMAIL, previousMonth } from '@abacus/contract/finance';
import type { FranchiseInvoiceDetail } from '@abacus/contract/franchise-invoices-schema';
import { api, errorMessage, fieldErrors, toast } from '@abacus/shared';
import { useViewer } from '@/lib/session/use-viewer';

/** POST billing/invoices (make or refresh the month's invoice), then POST billing/invoices/{id}/send. */
async function sendInvoice({ franchise, year, month }: { franchise: number; year: number; month: number }) {
  const { data: invoice } = await api.post<FranchiseInvoiceDetail>('billing/invoices', {
    user: franchise,
    year,
    month,
  });
  return (await api.post<{ to: string }>(`billing/invoices/${invoice.id}/send`)).data;
}

const MESSAGES: Record<string, string> = {
  [NO_INVOICE_EMAIL]: 'lists.sendInvoice.noEmail',
  [INVOICES_FOR_FRANCHISES]: 'lists.sendInvoice.franchisesOnly',
};

export function SendInvoiceAction({ franchise, name }: { franchise: number; name: string }) {
  const { t, i18n } = useTranslation('staff');
  const viewer = useViewer();
  const [open, setOpen] = useState(false);
  const send = useMutation({ mutationFn: sendInvoice });
  if (viewer.role !== 'master_franchise' && viewer.role !== 'super_franchise') return null;
  const { year, month } = previousMonth(new Date());
  const period = new Intl.DateTimeFormat(i18n.language === 'ua' ? 'uk' : i18n.language, {
    month: 'long',
    year: 'numeric',
  }).format(new Date(year, month - 1, 1));
  const close = () => {
    setOpen(false);
    send.reset();
  };
  const failure = () => {
    const message = errorMessage(send.error) ?? fieldErrors(send.error).user;
    return message && MESSAGES[message] ? t(MESSAGES[message]) : failureText(send.error, t);
  };
  return (
    <>
      <button type="button" className="ui-btn ui-btn--ghost staff-action" onClick={() => setOpen(true)}>
        {t('lists.sendInvoice.action')}
      </button>
      {open && (
        <ConfirmDialog
          title={t('lists.sendInvoice.title')}
          confirmLabel={t('lists.sendInvoice.confirm')}
          danger={false}
          pending={send.isPending}
          error={send.isError ? failure() : undefined}
          onCancel={close}
          onConfirm={() =>
            send.mutate(
              { franchise, year, month },
              {
                onSuccess: ({ to }) => {
                  setOpen(false);
                  toast('success', t('lists.sendInvoice.done', { period, to }));
                },
              },
            )
          }
        >
          <p>{t('lists.sendInvoice.question', { period, name })}</p>
          <p className="staff-muted">{t('lists.sendInvoice.explained')}</p>
        </ConfirmDialog>
      )}
    </>
  );
}
