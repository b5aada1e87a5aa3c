import { queryOptions, useQuery } from '@abacus/shared/query';
import { api } from '@abacus/shared';
import type { Invoice } from '@abacus/contract/billing-schema';

/** A paid invoice; amount is an exact decimal string ("1200.00"). */
export type { Invoice };

async function getPaidInvoices(userId: number): Promise<Invoice[]> {
  const { data } = await api.get<Invoice[]>('billing/invoices', { params: { user: userId, status: 'paid' } });
  return data;
}

const paidInvoicesQuery = (userId: number) =>
  queryOptions({ queryKey: ['invoices', 'paid', userId], queryFn: () => getPaidInvoices(userId) });

export const usePaidInvoices = (userId: number) => useQuery(paidInvoicesQuery(userId));
