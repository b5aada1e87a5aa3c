// PATCH billing/invoices/{id}/make_paid: shown paid at once (spec 002 section 4: "applied locally at once"), put
// back if the call fails. `notify` is told how it ended (the button that asked is gone by then: the invoice shows
// paid).
import { type QueryKey, useMutation, useQueryClient } from '@abacus/shared/query';
import type { FranchiseInvoiceDetail } from '@abacus/contract/franchise-invoices-schema';
import { api } from '@abacus/shared';
import { invoiceKeys } from './invoice-keys';

type Cached = FranchiseInvoiceDetail | null | undefined;

export const paidCopy = (invoice: FranchiseInvoiceDetail): FranchiseInvoiceDetail => ({
  ...invoice,
  status: 'paid',
  items: invoice.items.map((item) => ({ ...item, status: 'paid' })),
});

interface Notify {
  paid: () => void;
  failed: (error: unknown) => void;
}

export function useMarkInvoicePaid(ownerId: number, year: number, month: number, notify: Notify) {
  const queryClient = useQueryClient();
  const key = invoiceKeys.month(ownerId, year, month);
  return useMutation({
    mutationFn: async (id: number) =>
      (await api.patch<FranchiseInvoiceDetail>(`billing/invoices/${id}/make_paid`)).data,
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueriesData<Cached>({ queryKey: key });
      queryClient.setQueriesData<Cached>({ queryKey: key }, (old) => (old && old.id === id ? paidCopy(old) : old));
      return { before };
    },
    onError: (error, _id, context?: { before: [QueryKey, Cached][] }) => {
      for (const [queryKey, data] of context?.before ?? []) queryClient.setQueryData(queryKey, data);
      notify.failed(error);
    },
    onSuccess: (invoice) => {
      queryClient.setQueriesData({ queryKey: key }, invoice);
      notify.paid();
    },
  });
}
