import { queryOptions, useQuery } from '@abacus/shared/query';
import { api } from '@abacus/shared';
import type { ShopItem } from '../model/types';
import type { DataLanguage } from '@/lib/localized';
import { shopKeys } from './shop-keys';

/** GET eshop/items?lang=&user=: the shop as `userId` sees it (not DEPRECATED), by category then order. */
async function getItems(userId: number, lang: DataLanguage): Promise<ShopItem[]> {
  const { data } = await api.get<ShopItem[]>('eshop/items', { params: { lang, user: userId } });
  return data;
}

const itemsQuery = (userId: number, lang: DataLanguage) =>
  queryOptions({ queryKey: shopKeys.items(userId, lang), queryFn: () => getItems(userId, lang) });

export const useItems = (userId: number, lang: DataLanguage) => useQuery(itemsQuery(userId, lang));
