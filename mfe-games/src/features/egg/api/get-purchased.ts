// GET eshop/items/purchased?user=: the items the student owns; the character wears the activated ones.
import { queryOptions, useQuery } from '@abacus/shared/query';
import { api } from '@abacus/shared';
import type { ActiveItem } from '../model/egg-cache';
import { eggKeys } from './egg-keys';

export async function getPurchasedItems(user: number): Promise<ActiveItem[]> {
  const { data } = await api.get<ActiveItem[]>('eshop/items/purchased', { params: { user } });
  return data;
}

const purchasedQuery = (user: number) =>
  queryOptions({ queryKey: eggKeys.purchased(user), queryFn: () => getPurchasedItems(user) });

export const usePurchasedItems = (user: number, enabled: boolean) => useQuery({ ...purchasedQuery(user), enabled });
