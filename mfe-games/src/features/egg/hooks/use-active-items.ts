// The items the hero wears: the activated purchases (GET eshop/items/purchased), remembered in
// savedActiveItems so that the hero is dressed at once next time. Asked for only once the hero shows.
import { useEffect, useState } from 'react';
import { getPurchasedItems } from '../api/get-purchased';
import { cacheItems, readCachedItems, type ActiveItem } from '../model/egg-cache';

export function useActiveItems(user: number, enabled: boolean): ActiveItem[] {
  const [items, setItems] = useState<ActiveItem[]>(() => readCachedItems(user) ?? []);
  useEffect(() => {
    if (!enabled) return undefined;
    let live = true;
    getPurchasedItems(user).then(
      (purchased) => {
        if (live) setItems(cacheItems(user, purchased));
      },
      // The hero keeps what it wore last time.
      (error: unknown) => console.warn('Error has occurred: the hero could not load its items.', error),
    );
    return () => {
      live = false;
    };
  }, [user, enabled]);
  return items;
}
