import { useMutation, useQueryClient } from '@abacus/shared/query';
import { api } from '@abacus/shared';
import type { PurchasedItem } from '../model/types';
import { shopKeys } from './shop-keys';

/** PATCH eshop/items/purchased/{id}/deactivate. */
async function deactivateItem(purchasedId: number): Promise<PurchasedItem> {
  const { data } = await api.patch<PurchasedItem>(`eshop/items/purchased/${purchasedId}/deactivate`);
  return data;
}

export function useDeactivateItem(ownerId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deactivateItem,
    onSettled: () => client.invalidateQueries({ queryKey: shopKeys.purchasedOf(ownerId) }),
  });
}
