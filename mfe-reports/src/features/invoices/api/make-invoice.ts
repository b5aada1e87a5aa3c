// POST billing/invoices {user, month, year}: makes the franchise's invoice of a month that is over (or refreshes
// its royalty and PR lines while unpaid); the answer replaces the month's invoice on screen.
import { useMutation, useQueryClient } from '@abacus/shared/query';
import type { FranchiseInvoiceDetail } from '@abacus/contract/franchise-invoices-schema';
import { api } from '@abacus/shared';
import { invoiceKeys } from './invoice-keys';

export function useMakeInvoice(ownerId: number, year: number, month: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await api.post<FranchiseInvoiceDetail>('billing/invoices', { user: ownerId, month, year })).data,
    onSuccess: (invoice) => queryClient.setQueriesData({ queryKey: invoiceKeys.month(ownerId, year, month) }, invoice),
  });
}
