// Mark as paid: a confirm (a paid invoice can no longer be changed), then the invoice shows paid at once (spec 002
// section 4); a failure puts it back and says why.
import { useState } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import { ConfirmDialog } from '@abacus/admin-kit';
import { errorMessage, toast } from '@abacus/shared';
import type { FranchiseInvoiceDetail } from '../api/get-month-invoice';
import { useMarkInvoicePaid } from '../api/mark-invoice-paid';
import { invoiceMessage } from '../model/invoice-messages';
import type { InvoicePeriod } from './invoice-card';
import { Money } from './money';

interface Props {
  invoice: FranchiseInvoiceDetail;
  period: InvoicePeriod;
  /** Unsaved line changes: paying would lose them. */
  disabledReason?: string;
}

export function MarkPaidAction({ invoice, period, disabledReason }: Props) {
  const { t } = useTranslation('reports');
  const [open, setOpen] = useState(false);
  const pay = useMarkInvoicePaid(period.ownerId, period.year, period.month, {
    paid: () => toast('success', t('invoices.markedPaid')),
    failed: (error) => toast('error', invoiceMessage(errorMessage(error), t)),
  });
  const confirm = () => {
    setOpen(false);
    pay.mutate(invoice.id);
  };
  return (
    <>
      <button
        type="button"
        className="ui-btn ui-btn--accent"
        disabled={Boolean(disabledReason)}
        title={disabledReason}
        onClick={() => setOpen(true)}
      >
        {t('invoices.markPaid')}
      </button>
      {open && (
        <ConfirmDialog
          title={t('invoices.markPaidTitle')}
          confirmLabel={t('invoices.markPaid')}
          onConfirm={confirm}
          onCancel={() => setOpen(false)}
          danger={false}
        >
          <p>
            {t('invoices.markPaidQuestion', { id: invoice.id })}{' '}
            <Money amount={invoice.amount} currency={invoice.currency} />
          </p>
          <p className="invoices-muted">{t('invoices.markPaidExplained')}</p>
        </ConfirmDialog>
      )}
    </>
  );
}
