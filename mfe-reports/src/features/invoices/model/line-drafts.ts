// The lines of an invoice while they are edited on the Invoices tab: drafts of text inputs, their exact sums, the
// PATCH body (checked with the contract's invoiceLinesBody, the schema the API validates with) and the errors of
// either side keyed by line and field ("2.price"). Pure: no React.
import { invoiceLinesBody, type InvoiceItem } from '@abacus/contract/finance-schema';
import { fromCents, lineSum, toCents } from '@abacus/contract/franchise-invoices-schema';

export interface LineDraft {
  /** A stable React key (the id, or a new one for an added line). */
  key: string;
  id: number | null;
  name: string;
  quantity: string;
  price: string;
  isDeletable: boolean;
}

export type LineErrors = Record<string, string>;

export const toDrafts = (items: readonly InvoiceItem[]): LineDraft[] =>
  items.map((item) => ({
    key: `line-${item.id}`,
    id: item.id,
    name: item.name,
    quantity: String(item.quantity),
    price: item.price,
    isDeletable: item.is_deletable,
  }));

let added = 0;
export const newDraft = (): LineDraft => {
  added += 1;
  return { key: `new-${added}`, id: null, name: '', quantity: '1', price: '', isDeletable: true };
};

const QUANTITY = /^\d{1,5}$/;
const PRICE = /^\d{1,10}(?:[.,]\d{1,2})?$/;

/** The quantity as the body sends it: a number when it is digits, else the text (the schema then refuses it). */
const quantityOf = (text: string) => (QUANTITY.test(text.trim()) ? Number(text.trim()) : text.trim() || undefined);

/** quantity x price of a draft, exact; null while either is not a valid value. */
export function draftSum(draft: Pick<LineDraft, 'quantity' | 'price'>): string | null {
  const quantity = draft.quantity.trim();
  const price = draft.price.trim().replace(',', '.');
  if (!QUANTITY.test(quantity) || Number(quantity) < 1 || !PRICE.test(price)) return null;
  return lineSum(Number(quantity), price);
}

/** The total of the drafts, exact; null while a line is not valid. */
export function draftsTotal(drafts: readonly LineDraft[]): string | null {
  let cents = 0n;
  for (const draft of drafts) {
    const sum = draftSum(draft);
    if (sum === null) return null;
    cents += toCents(sum);
  }
  return fromCents(cents);
}

/** The PATCH body of the drafts, or the errors per field ("0.name") and for the whole list ("non_field_errors"). */
export function toLinesBody(drafts: readonly LineDraft[]) {
  const raw = drafts.map((d) => ({
    ...(d.id === null ? {} : { id: d.id }),
    name: d.name,
    quantity: quantityOf(d.quantity),
    price: d.price,
  }));
  const parsed = invoiceLinesBody.safeParse(raw);
  if (parsed.success) return { ok: true as const, body: parsed.data };
  const errors: LineErrors = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.length ? issue.path.join('.') : 'non_field_errors';
    errors[key] ??= issue.message;
  }
  return { ok: false as const, errors };
}

/** Has anything changed from the stored lines? */
export function isDirty(drafts: readonly LineDraft[], items: readonly InvoiceItem[]): boolean {
  if (drafts.length !== items.length) return true;
  return drafts.some((d, i) => {
    const item = items[i];
    return d.id !== item.id || d.name !== item.name || d.quantity !== String(item.quantity) || d.price !== item.price;
  });
}
