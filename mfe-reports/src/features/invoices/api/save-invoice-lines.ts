// PATCH billing/invoices/{id} with the lines (invoiceLinesBody): the deletable lines as sent, the royalty and PR
// lines as they are; the answer is the invoice with its new amount.
import { useMutation, useQueryClient } from '@abacus/shared/query';
import type { InvoiceLinesBody } from '@abacus/contract/finance-schema';
import type { FranchiseInvoiceDetail } from '@abacus/contract/franchise-invoices-schema';
import { api } from '@abacus/shared';
import { invoiceKeys } from './invoice-keys';

export function useSaveInvoiceLines(ownerId: number, year: number, month: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, lines }: { id: number; lines: InvoiceLinesBody }) =>
      (await api.patch<FranchiseInvoiceDetail>(`billing/invoices/${id}`, lines)).data,
    onSuccess: (invoice) => queryClient.setQueriesData({ queryKey: invoiceKeys.month(ownerId, year, month) }, invoice),
  });
}
