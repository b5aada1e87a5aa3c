// The lines of a franchise's monthly invoice (spec 002 "Invoice"; issue 13): the close's own lines priced from the
// month's report, the edit rules of PATCH billing/invoices/{id} and the exact total. Pure: no database, no clock.
// Money is exact: whole cents as BigInt (the contract's toCents/fromCents, shared with the Invoices tab), in and out
// as decimal strings with 2 places ("999.99"), never floats.
import type { FranchiseSummary } from '@abacus/contract/finance-schema';
import {
  type FranchiseInvoiceLineCode,
  fromCents,
  INVOICE_AMOUNT_MAX,
  INVOICE_TOO_LARGE,
  invoiceTotal,
  LINE_TWICE,
  NO_SUCH_LINE,
  toCents,
} from '@abacus/contract/franchise-invoices-schema';

/**
 * The prices of the monthly close's own lines: royalty = royalty_sum - discount_sum (never below 0), the PR
 * contribution = pr_sum (docs/finance.md has the figures).
 */
export function closePrices(
  summary: Pick<FranchiseSummary, 'royalty_sum' | 'discount_sum' | 'pr_sum'>,
): Record<FranchiseInvoiceLineCode, string> {
  const royalty = toCents(summary.royalty_sum) - toCents(summary.discount_sum);
  return { royalty: fromCents(royalty < 0n ? 0n : royalty), pr: fromCents(toCents(summary.pr_sum)) };
}

/** A stored line. */
export interface StoredLine {
  id: number;
  name: string;
  quantity: number;
  price: string;
  isDeletable: boolean;
  order: number;
}

/** A line of the PATCH body (invoiceLinesBody's output). */
export interface SentLine {
  id?: number | null;
  name: string;
  quantity: number;
  price: string;
}

export interface LinePlan {
  /** Lines kept: deletable ones with the sent name, quantity and price; every kept line with its new order. */
  update: { id: number; name: string; quantity: number; price: string; order: number }[];
  insert: { name: string; quantity: number; price: string; order: number }[];
  remove: number[];
  /** The amount after the change. */
  amount: string;
}

export type PlanResult = { ok: true; plan: LinePlan } | { ok: false; errors: Record<string, string[]> };

/**
 * PATCH billing/invoices/{id}: the sent lines replace the deletable ones (a line without id is added, a deletable
 * line not sent is removed); lines that are not deletable stay as they are whether sent or not (their name,
 * quantity and price are the report's). Order: the lines that are not deletable first, then the sent ones as sent.
 * Errors are keyed by the line's place in the body ("2.id"), like the body's own validation errors.
 */
export function planLines(stored: readonly StoredLine[], sent: readonly SentLine[]): PlanResult {
  const byId = new Map(stored.map((line) => [line.id, line]));
  const errors: Record<string, string[]> = {};
  const seen = new Set<number>();
  sent.forEach((line, index) => {
    if (line.id == null) return;
    if (!byId.has(line.id)) errors[`${index}.id`] = [NO_SUCH_LINE];
    else if (seen.has(line.id)) errors[`${index}.id`] = [LINE_TWICE];
    seen.add(line.id);
  });
  if (Object.keys(errors).length > 0) return { ok: false, errors };

  const fixed = stored.filter((line) => !line.isDeletable).sort((a, b) => a.order - b.order || a.id - b.id);
  const edited = sent.filter((line) => line.id == null || byId.get(line.id)!.isDeletable);
  const update: LinePlan['update'] = fixed.map((line, order) => ({ id: line.id, ...pick(line), order }));
  const insert: LinePlan['insert'] = [];
  edited.forEach((line, index) => {
    const order = fixed.length + index;
    if (line.id == null) insert.push({ ...pick(line), order });
    else update.push({ id: line.id, ...pick(line), order });
  });
  const remove = stored.filter((line) => line.isDeletable && !seen.has(line.id)).map((line) => line.id);
  const amount = invoiceTotal([...update, ...insert]);
  if (toCents(amount) > toCents(INVOICE_AMOUNT_MAX))
    return { ok: false, errors: { non_field_errors: [INVOICE_TOO_LARGE] } };
  return { ok: true, plan: { update, insert, remove, amount } };
}

const pick = ({ name, quantity, price }: { name: string; quantity: number; price: string }) => ({
  name,
  quantity,
  price,
});
