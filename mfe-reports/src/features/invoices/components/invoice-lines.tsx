// An invoice's lines, read-only: name, quantity, price and sum, and the total (a card per line on a phone).
import { useTranslation } from '@abacus/shared/i18n-react';
import { lineSum } from '@abacus/contract/franchise-invoices-schema';
import type { FranchiseInvoiceDetail } from '../api/get-month-invoice';
import { Money } from './money';

export function InvoiceLines({ invoice }: { invoice: FranchiseInvoiceDetail }) {
  const { t } = useTranslation('reports');
  const col = (key: string) => t(`invoices.columns.${key}`);
  return (
    <div className="admin-table-wrap">
      <table className="admin-table invoice-lines">
        <caption className="ui-visually-hidden">{t('invoices.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{col('name')}</th>
            <th scope="col" className="invoice-num">
              {col('quantity')}
            </th>
            <th scope="col" className="invoice-num">
              {col('price')}
            </th>
            <th scope="col" className="invoice-num">
              {col('sum')}
            </th>
          </tr>
        </thead>
        <tbody>
          {invoice.items.map((item) => (
            <tr key={item.id}>
              <td data-label={col('name')}>{item.name}</td>
              <td data-label={col('quantity')} className="invoice-num">
                {item.quantity}
              </td>
              <td data-label={col('price')} className="invoice-num">
                <Money amount={item.price} currency={invoice.currency} />
              </td>
              <td data-label={col('sum')} className="invoice-num">
                <Money amount={lineSum(item.quantity, item.price)} currency={invoice.currency} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="invoice-total" data-testid="invoice-total">
        {t('invoices.total')} <Money amount={invoice.amount} currency={invoice.currency} />
      </p>
    </div>
  );
}
