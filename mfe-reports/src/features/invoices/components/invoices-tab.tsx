// The Invoices tab (spec 002 sections 2 "Reports screen", 4 "Invoice"; issue 13): the franchise's invoice of the
// chosen month, or "No invoice for this month" with Make the invoice for its master franchise and the super
// franchise. They edit an unpaid invoice's service lines and mark it paid; the franchise reads it.
import { useTranslation } from '@abacus/shared/i18n-react';
import { session$, Spinner, useObservable } from '@abacus/shared';
import { useMonthInvoice } from '../api/get-month-invoice';
import { managesInvoices } from '../model/invoice-access';
import { InvoiceCard } from './invoice-card';
import { NoInvoice } from './no-invoice';
import '../invoices.css';

export interface InvoicesTabProps {
  ownerId: number;
  year: number;
  /** 1-12. */
  month: number;
}

export function InvoicesTab({ ownerId, year, month }: InvoicesTabProps) {
  const { t } = useTranslation('reports');
  const viewer = useObservable(session$)?.profile;
  const query = useMonthInvoice(ownerId, year, month);
  const manages = viewer ? managesInvoices(viewer, ownerId) : false;
  const period = { ownerId, year, month };
  return (
    <section className="invoices" data-testid="report-invoices" aria-label={t('invoices.label')}>
      {query.isPending ? (
        <Spinner label={t('invoices.loading')} />
      ) : query.isError ? (
        <div className="admin-table-state" role="alert">
          <p>{t('invoices.error')}</p>
          <button type="button" className="ui-btn" onClick={() => void query.refetch()}>
            {t('invoices.retry')}
          </button>
        </div>
      ) : query.data ? (
        <InvoiceCard invoice={query.data} manages={manages} period={period} />
      ) : (
        <NoInvoice manages={manages} period={period} />
      )}
    </section>
  );
}
