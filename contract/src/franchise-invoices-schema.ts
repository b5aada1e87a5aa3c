// A franchise's monthly invoices (spec 002 section 7 "Finance": billing/invoices; section 3 "Invoice"): what
// `finance-schema.ts` (franchiseInvoiceSchema, invoiceItemSchema, invoiceLinesBody) leaves out: the calls' bodies
// and answers, the payment order, and the codes of the monthly close's own lines.
import { z } from 'zod';
import { invoiceSchema, invoicesQuery } from './billing-schema.ts';
import { franchiseInvoiceSchema, reportMonthQuery } from './finance-schema.ts';
import { formatMoney, REPORT_FIRST_YEAR } from './finance.ts';
import { PG_INT_MAX } from './ids-schema.ts';
import { CURRENCIES, type Currency } from './staff.ts';

/** The monthly close's own lines: royalty (royalty_sum - discount_sum) and the PR contribution (pr_sum). */
export const FRANCHISE_INVOICE_LINE_CODES = ['royalty', 'pr'] as const;
export type FranchiseInvoiceLineCode = (typeof FRANCHISE_INVOICE_LINE_CODES)[number];

/** The largest amount an invoice (numeric(12, 2)) holds. */
export const INVOICE_AMOUNT_MAX = '9999999999.99';

export const INVOICE_TOO_LARGE = 'The total of an invoice can be at most 9 999 999 999.99.';
export const NO_SUCH_LINE = 'This line is not on the invoice.';
export const LINE_TWICE = 'A line is sent twice.';

/** "1234.5" -> 123450n: exact money as whole cents (no floats); throws on what is not an amount. */
export function toCents(amount: string): bigint {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!match) throw new Error(`not an amount: ${amount}`);
  const cents = BigInt(match[2]) * 100n + BigInt((match[3] ?? '').padEnd(2, '0'));
  return match[1] ? -cents : cents;
}

/** 123450n -> "1234.50". */
export function fromCents(cents: bigint): string {
  const abs = cents < 0n ? -cents : cents;
  return `${cents < 0n ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/** A line's sum: quantity x price, exact. */
export const lineSum = (quantity: number, price: string) => fromCents(BigInt(quantity) * toCents(price));

/** An invoice's amount: the sum of its lines' sums, exact. */
export const invoiceTotal = (lines: readonly { quantity: number; price: string }[]) =>
  fromCents(lines.reduce((sum, line) => sum + BigInt(line.quantity) * toCents(line.price), 0n));

/** The currency of an invoice's stored code ("UAH" -> uah), or null for a code the school does not know. */
export function invoiceCurrency(code: string): Currency | null {
  const lower = code.toLowerCase();
  return (CURRENCIES as readonly string[]).includes(lower) ? (lower as Currency) : null;
}

/** An invoice's amount as the screens and e-mails show it: "12 345.50 ₴" (an unknown code: "12 345.50 XYZ"). */
export function formatInvoiceMoney(amount: string, code: string): string {
  const currency = invoiceCurrency(code);
  return currency ? formatMoney(amount, currency) : `${formatMoney(amount)} ${code}`;
}

const MONTH_RANGE = 'Choose a month from 1 to 12.';
const YEAR_RANGE = `Choose a year from ${REPORT_FIRST_YEAR}.`;
const INTEGER = 'A valid integer is required.';

/** GET billing/invoices?user=&month=&year=&status=: a student's invoices, or a franchise's monthly ones. */
export const franchiseInvoicesQuery = invoicesQuery.extend(reportMonthQuery.shape);

/** POST billing/invoices: make (or, while unpaid, refresh) a franchise's invoice for a month that is over. */
export const makeInvoiceBody = z.object({
  user: z.number({ error: INTEGER }).int(INTEGER).min(1, INTEGER).max(PG_INT_MAX, INTEGER).describe('franchise id'),
  month: z.number({ error: MONTH_RANGE }).int(MONTH_RANGE).min(1, MONTH_RANGE).max(12, MONTH_RANGE).describe('1-12'),
  year: z.number({ error: YEAR_RANGE }).int(YEAR_RANGE).min(REPORT_FIRST_YEAR, YEAR_RANGE).max(2100, YEAR_RANGE),
});
export type MakeInvoiceBody = z.infer<typeof makeInvoiceBody>;

/** A side of the payment order: the payee (the network: the super franchise) or the payer (the franchise). */
export const legalPartySchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  legal_activity_type: z.string(),
  legal_address: z.string(),
  legal_id: z.string(),
  mfo: z.string(),
  settlement_account: z.string(),
  contract_number: z.string(),
});
export type LegalParty = z.infer<typeof legalPartySchema>;

/** A franchise's invoice as GET billing/invoices answers it: with both parties and the payment order's text. */
export const franchiseInvoiceDetailSchema = franchiseInvoiceSchema.extend({
  sent: z.string().nullable().describe('ISO 8601: when it was last e-mailed; null if never'),
  payee: legalPartySchema.nullable().describe('the super franchise; null if the network has none'),
  payer: legalPartySchema,
  payment_order: z.string().describe("the payment order's text, in the request's language"),
});
export type FranchiseInvoiceDetail = z.infer<typeof franchiseInvoiceDetailSchema>;

/** The franchise's monthly invoices first (a student's invoice has no items, so it never matches that shape). */
export const invoicesAnswer = z.union([z.array(franchiseInvoiceDetailSchema), z.array(invoiceSchema)]);

/** POST billing/invoices/{id}/send. */
export const sentInvoiceAnswer = z.object({ to: z.string().describe('the address the invoice went to') });
