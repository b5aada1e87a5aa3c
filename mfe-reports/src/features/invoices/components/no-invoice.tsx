// A month without an invoice: the message, and for those who make invoices the Make button, disabled (with the
// reason) while the month is not over.
import { useMemo } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import { errorMessage, fieldErrors } from '@abacus/shared';
import { useMakeInvoice } from '../api/make-invoice';
import { invoiceMessage } from '../model/invoice-messages';
import { firstDayAfter, monthIsOver } from '../model/invoice-month';
import type { InvoicePeriod } from './invoice-card';

export function NoInvoice({ manages, period }: { manages: boolean; period: InvoicePeriod }) {
  const { t } = useTranslation('reports');
  const { ownerId, year, month } = period;
  const now = useMemo(() => new Date(), []);
  const over = monthIsOver(year, month, now);
  const make = useMakeInvoice(ownerId, year, month);
  const failure = make.isError ? (errorMessage(make.error) ?? fieldErrors(make.error).user) : undefined;
  return (
    <div className="admin-table-state invoices-empty">
      <p className="invoices-empty__text">{t('invoices.none')}</p>
      {manages && (
        <>
          <button
            type="button"
            className="ui-btn"
            disabled={!over || make.isPending}
            aria-busy={make.isPending}
            aria-describedby={over ? undefined : 'invoice-not-over'}
            onClick={() => make.mutate()}
          >
            {make.isPending ? t('invoices.making') : t('invoices.make')}
          </button>
          {!over && (
            <p id="invoice-not-over" className="invoices-muted">
              {t('invoices.notOver', { date: firstDayAfter(year, month) })}
            </p>
          )}
          {make.isError && (
            <p className="admin-form__error" role="alert">
              {invoiceMessage(failure, t)}
            </p>
          )}
        </>
      )}
    </div>
  );
}
