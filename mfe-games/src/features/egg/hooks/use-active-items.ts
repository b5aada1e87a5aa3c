// The items the hero wears: the activated purchases (GET eshop/items/purchased), remembered in
// savedActiveItems so that the hero is dressed at once next time. Asked for only once the hero shows.
import { useEffect, useState } from 'react';
import { usePurchasedItems } from '../api/get-purchased';
import { cacheItems, readCachedItems, type ActiveItem } from '../model/egg-cache';

export function useActiveItems(user: number, enabled: boolean): ActiveItem[] {
  const [items, setItems] = useState<ActiveItem[]>(() => readCachedItems(user) ?? []);
  const { data, error } = usePurchasedItems(user, enabled);
  useEffect(() => {
    if (data) setItems(cacheItems(user, data));
  }, [data, user]);
  useEffect(() => {
    // The hero keeps what it wore last time.
    if (error) console.warn('Error has occurred: the hero could not load its items.', error);
  }, [error]);
  return items;
}
