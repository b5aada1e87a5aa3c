import { useTranslation } from '@abacus/shared/i18n-react';
import type { Language } from '@abacus/shared';
import type { Invoice } from '../api/get-paid-invoices';
import { paymentRow } from '../model/payment-row';

interface Props {
  invoices: Invoice[];
  lang: Language;
  /** The viewer's time zone: the month and the day of payment are read on its clock. */
  timeZone: string | undefined;
}

export function PaymentsTable({ invoices, lang, timeZone }: Props) {
  const { t } = useTranslation('student');
  return (
    <div className="payments-scroll">
      <table className="payments-table" data-testid="payments-table">
        <thead>
          <tr>
            <th scope="col">{t('payments.month')}</th>
            <th scope="col">{t('payments.paidOn')}</th>
            <th scope="col">{t('payments.days')}</th>
            <th scope="col">{t('payments.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {invoices.map((invoice) => {
            const row = paymentRow(invoice, lang, timeZone);
            return (
              <tr key={row.id} data-testid="payment-row">
                <td>{row.month}</td>
                <td>{row.paidOn}</td>
                <td>{row.days}</td>
                <td className="payments-table__amount">
                  {row.amount} <span className="payments-table__currency">{row.currency}</span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
