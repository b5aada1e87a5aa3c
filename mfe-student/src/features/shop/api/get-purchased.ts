import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@abacus/shared';
import type { PurchasedItem } from '../model/types';
import { shopKeys } from './shop-keys';

/** GET eshop/items/purchased?lang=&user=: what `userId` owns, newest first. */
export async function getPurchased(userId: number, lang: string): Promise<PurchasedItem[]> {
  const { data } = await api.get<PurchasedItem[]>('eshop/items/purchased', { params: { lang, user: userId } });
  return data;
}

export const purchasedQuery = (userId: number, lang: string) =>
  queryOptions({ queryKey: shopKeys.purchased(userId, lang), queryFn: () => getPurchased(userId, lang) });

export const usePurchased = (userId: number, lang: string) => useQuery(purchasedQuery(userId, lang));
