// The query keys of a franchise's invoices: one month of one franchise (the payment order's language last, so that
// a language switch reads it again and a change of the invoice updates every language's copy).
export const invoiceKeys = {
  all: ['franchise-invoices'] as const,
  month: (ownerId: number, year: number, month: number) => [...invoiceKeys.all, ownerId, year, month] as const,
  monthIn: (ownerId: number, year: number, month: number, lang: string) =>
    [...invoiceKeys.month(ownerId, year, month), lang] as const,
};
