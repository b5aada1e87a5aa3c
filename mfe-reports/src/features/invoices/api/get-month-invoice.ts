// GET billing/invoices?user={franchise}&month=&year=: the franchise's invoice of the month (there is one at most),
// or null; its payment order comes in the page's language (the shell sends Accept-Language).
import { useQuery } from '@abacus/shared/query';
import { useTranslation } from '@abacus/shared/i18n-react';
import type { FranchiseInvoiceDetail } from '@abacus/contract/franchise-invoices-schema';
import { api } from '@abacus/shared';
import { invoiceKeys } from './invoice-keys';

export type { FranchiseInvoiceDetail };

async function getMonthInvoice(ownerId: number, year: number, month: number) {
  const { data } = await api.get<FranchiseInvoiceDetail[]>('billing/invoices', {
    params: { user: ownerId, month, year },
  });
  return data[0] ?? null;
}

export function useMonthInvoice(ownerId: number, year: number, month: number) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: invoiceKeys.monthIn(ownerId, year, month, i18n.language),
    queryFn: () => getMonthInvoice(ownerId, year, month),
  });
}
