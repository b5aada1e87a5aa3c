import { useLocation } from '@abacus/shared/router';
import { tabFromSearch, withTab, type ShopTab } from '../model/tabs';

/** The current tab (from ?tab=) and the link to any tab, keeping read_only and from. */
export function useShopTab(visible: readonly ShopTab[]) {
  const { search } = useLocation();
  return {
    tab: tabFromSearch(search, visible),
    linkTo: (tab: ShopTab) => ({ search: withTab(search, tab) }),
  };
}
