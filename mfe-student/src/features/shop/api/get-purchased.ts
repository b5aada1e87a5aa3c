import { queryOptions, useQuery } from '@abacus/shared/query';
import { api } from '@abacus/shared';
import type { PurchasedItem } from '../model/types';
import type { DataLanguage } from '@/lib/localized';
import { shopKeys } from './shop-keys';

/** GET eshop/items/purchased?lang=&user=: what `userId` owns, newest first. */
async function getPurchased(userId: number, lang: DataLanguage): Promise<PurchasedItem[]> {
  const { data } = await api.get<PurchasedItem[]>('eshop/items/purchased', { params: { lang, user: userId } });
  return data;
}

const purchasedQuery = (userId: number, lang: DataLanguage) =>
  queryOptions({ queryKey: shopKeys.purchased(userId, lang), queryFn: () => getPurchased(userId, lang) });

export const usePurchased = (userId: number, lang: DataLanguage) => useQuery(purchasedQuery(userId, lang));
