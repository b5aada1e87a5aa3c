// Invoices (spec 002 "Invoice"; the student's payment history reads the paid ones).
import { z } from 'zod';
import { INVOICE_STATUSES } from './billing.ts';
import { userQuery } from './ids-schema.ts';

export const invoiceSchema = z.object({
  id: z.number().int(),
  amount: z.string().describe('exact, 2 decimals: "1200.00"'),
  currency: z.string(),
  status: z.enum(INVOICE_STATUSES),
  paid_days: z.number().int().describe('days of study the invoice pays for'),
  created: z.string().describe('ISO 8601'),
  updated: z.string().describe('ISO 8601; for a paid invoice, when it was paid'),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** GET billing/invoices?user=&status=. */
export const invoicesQuery = userQuery.extend({
  status: z.enum(INVOICE_STATUSES, { error: 'Must be "paid" or "unpaid".' }).optional(),
});
