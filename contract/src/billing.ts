// Billing lists (spec 002 "Invoice"). Plain TypeScript, no zod.

export const INVOICE_STATUSES = ['unpaid', 'paid'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
