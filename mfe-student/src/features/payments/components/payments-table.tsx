import { useTranslation } from 'react-i18next';
import type { Language } from '@abacus/shared';
import type { Invoice } from '../api/get-paid-invoices';
import { paymentRow } from '../model/payment-row';

export function PaymentsTable({ invoices, lang }: { invoices: Invoice[]; lang: Language }) {
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
            const row = paymentRow(invoice, lang);
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
