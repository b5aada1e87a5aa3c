// An amount as the spec shows it ("12 345.50 ₴"), kept left to right inside right-to-left text.
import { formatInvoiceMoney } from '@abacus/contract/franchise-invoices-schema';

export function Money({ amount, currency }: { amount: string; currency: string }) {
  return (
    <span className="invoice-money" dir="ltr">
      {formatInvoiceMoney(amount, currency)}
    </span>
  );
}
