// The API's invoice messages in the viewer's language: the finance ones (@abacus/contract/finance and
// franchise-invoices-schema) have keys of this feature; the rest go to the admin kit's table. A line's name and
// quantity have one message each whatever the rule that failed (blank, too long; not whole, out of range).
import type { TFunction } from 'i18next';
import { translateServerMessage } from '@abacus/admin-kit';
import { INVOICE_PAID, INVOICES_FOR_FRANCHISES, MONTH_NOT_OVER, NO_INVOICE_EMAIL } from '@abacus/contract/finance';
import { INVOICE_TOO_LARGE, LINE_TWICE, NO_SUCH_LINE } from '@abacus/contract/franchise-invoices-schema';

const KEYS: Record<string, string> = {
  [INVOICE_PAID]: 'paid',
  [MONTH_NOT_OVER]: 'monthNotOver',
  [NO_INVOICE_EMAIL]: 'noEmail',
  [INVOICES_FOR_FRANCHISES]: 'franchisesOnly',
  [INVOICE_TOO_LARGE]: 'tooLarge',
  [NO_SUCH_LINE]: 'noSuchLine',
  [LINE_TWICE]: 'lineTwice',
  'An invoice has at most 50 lines.': 'tooManyLines',
};

/** A message of the API (or of the schema) in the viewer's language; `field` picks a line field's own wording. */
export function invoiceMessage(message: string | undefined, t: TFunction, field?: string): string {
  const key = message && KEYS[message];
  if (key) return t(`invoices.messages.${key}`);
  if (field === 'name' || field === 'quantity') return t(`invoices.messages.${field}`);
  return translateServerMessage(message, t);
}
