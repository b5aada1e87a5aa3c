// The payment order with the payee's bank details (spec 002 section 2: "fixed text on this tab"), as the API writes
// it in the page's language; each line keeps its own direction (account numbers stay left to right in Hebrew).
import { useTranslation } from '@abacus/shared/i18n-react';

export function PaymentOrder({ text }: { text: string }) {
  const { t } = useTranslation('reports');
  return (
    <section className="invoice-order" aria-label={t('invoices.paymentOrder')} data-testid="payment-order">
      {text.split('\n').map((line, index) => (
        // The text's lines never move: their place is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed text
        <p key={index} dir="auto" className="invoice-order__line">
          {line}
        </p>
      ))}
    </section>
  );
}
