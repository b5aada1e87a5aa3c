// GET eshop/items/purchased?user=: the items the student owns; the character wears the activated ones.
import { api } from '@abacus/shared';
import type { ActiveItem } from '../model/egg-cache';

export async function getPurchasedItems(user: number): Promise<ActiveItem[]> {
  const { data } = await api.get<ActiveItem[]>('eshop/items/purchased', { params: { user } });
  return data;
}
