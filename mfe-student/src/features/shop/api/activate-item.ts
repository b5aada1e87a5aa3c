import { useMutation, useQueryClient } from '@abacus/shared/query';
import { api } from '@abacus/shared';
import type { PurchasedItem } from '../model/types';
import { shopKeys } from './shop-keys';

/** PATCH eshop/items/purchased/{id}/activate: the owner's other item of that category comes off. */
async function activateItem(purchasedId: number): Promise<PurchasedItem> {
  const { data } = await api.patch<PurchasedItem>(`eshop/items/purchased/${purchasedId}/activate`);
  return data;
}

export function useActivateItem(ownerId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: activateItem,
    onSettled: () => client.invalidateQueries({ queryKey: shopKeys.purchasedOf(ownerId) }),
  });
}
