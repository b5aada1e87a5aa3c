import { useMutation, useQueryClient } from '@abacus/shared/query';
import { api, balance$ } from '@abacus/shared';
import type { PurchaseResult } from '../model/types';
import { OWN_BALANCE } from '@/lib/own-balance';
import { shopKeys } from './shop-keys';

/** POST eshop/items/{id}/purchase: 201 with the purchased item and the balance after it. */
async function purchaseItem(itemId: number): Promise<PurchaseResult> {
  const { data } = await api.post<PurchaseResult>(`eshop/items/${itemId}/purchase`);
  return data;
}

/**
 * Buys for the signed-in student. The new balance goes on the bus at once; then the items, the
 * purchased items, the balance and the ledger are reloaded, after a failure too (the list may have been stale).
 */
export function usePurchaseItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: purchaseItem,
    onSuccess: (result) => balance$.next(result.balance),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: shopKeys.all }),
        client.invalidateQueries({ queryKey: OWN_BALANCE }),
      ]),
  });
}
