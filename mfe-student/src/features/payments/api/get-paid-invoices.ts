import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@abacus/shared';

/** A paid invoice (api-contracts "Billing"); amount is an exact decimal string ("1200.00"). */
export interface Invoice {
  id: number;
  amount: string;
  currency: string;
  status: string;
  paid_days: number;
  created: string;
  updated: string;
}

async function getPaidInvoices(userId: number): Promise<Invoice[]> {
  const { data } = await api.get<Invoice[]>('billing/invoices', { params: { user: userId, status: 'paid' } });
  return data;
}

const paidInvoicesQuery = (userId: number) =>
  queryOptions({ queryKey: ['invoices', 'paid', userId], queryFn: () => getPaidInvoices(userId) });

export const usePaidInvoices = (userId: number) => useQuery(paidInvoicesQuery(userId));
