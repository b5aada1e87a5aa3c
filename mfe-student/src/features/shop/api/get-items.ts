import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@abacus/shared';
import type { ShopItem } from '../model/types';
import { shopKeys } from './shop-keys';

/** GET eshop/items?lang=&user=: the shop as `userId` sees it (not DEPRECATED), by category then order. */
export async function getItems(userId: number, lang: string): Promise<ShopItem[]> {
  const { data } = await api.get<ShopItem[]>('eshop/items', { params: { lang, user: userId } });
  return data;
}

export const itemsQuery = (userId: number, lang: string) =>
  queryOptions({ queryKey: shopKeys.items(userId, lang), queryFn: () => getItems(userId, lang) });

export const useItems = (userId: number, lang: string) => useQuery(itemsQuery(userId, lang));
