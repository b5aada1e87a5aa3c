// One invoice: its number, month, status and when it was sent; the lines (editable by those who manage it while it
// is unpaid); the payment order.
import { useTranslation } from '@abacus/shared/i18n-react';
import type { FranchiseInvoiceDetail } from '../api/get-month-invoice';
import { formatDay, monthLabel } from '../model/invoice-month';
import { InvoiceLines } from './invoice-lines';
import { InvoiceLinesEditor } from './invoice-lines-editor';
import { PaymentOrder } from './payment-order';

export interface InvoicePeriod {
  ownerId: number;
  year: number;
  month: number;
}

interface Props {
  invoice: FranchiseInvoiceDetail;
  manages: boolean;
  period: InvoicePeriod;
}

export function InvoiceCard({ invoice, manages, period }: Props) {
  const { t, i18n } = useTranslation('reports');
  const editable = manages && invoice.status === 'unpaid';
  return (
    <article className="invoice" aria-labelledby="invoice-title" data-testid="invoice">
      <header className="invoice__head">
        <h3 id="invoice-title" className="invoice__title">
          {t('invoices.title', { id: invoice.id, period: monthLabel(i18n.language, invoice.year, invoice.month) })}
        </h3>
        <span className={`invoice-status invoice-status--${invoice.status}`} data-testid="invoice-status">
          {t(`invoices.status.${invoice.status}`)}
        </span>
        {invoice.sent && (
          <span className="invoices-muted">{t('invoices.sent', { date: formatDay(invoice.sent) })}</span>
        )}
      </header>
      {editable ? (
        <InvoiceLinesEditor key={invoice.updated} invoice={invoice} period={period} />
      ) : (
        <InvoiceLines invoice={invoice} />
      )}
      <PaymentOrder text={invoice.payment_order} />
    </article>
  );
}
