// The shop's tabs (spec 000 "Shop"): which categories each shows, and the
// souvenir rule. The tab lives in the URL (?tab=) so Back and links keep it.
import type { ShopCategory, ShopItem } from './types';

export const SHOP_TABS = ['heroes', 'clothes', 'faces', 'backgrounds', 'souvenirs', 'purchased'] as const;
export type ShopTab = (typeof SHOP_TABS)[number];
export type CatalogueTab = Exclude<ShopTab, 'purchased'>;

export const DEFAULT_TAB: ShopTab = 'heroes';

export const TAB_CATEGORIES: Record<CatalogueTab, readonly ShopCategory[]> = {
  heroes: ['HERO'],
  clothes: ['CAP', 'PANTS', 'ACCESSORIES', 'TRANSPORTS', 'DEVICES', 'ANIMALS'],
  faces: ['FACE'],
  backgrounds: ['BACKGROUND'],
  souvenirs: ['SOUVENIR'],
};

const isTab = (value: string | null): value is ShopTab => (SHOP_TABS as readonly (string | null)[]).includes(value);

/** Souvenirs open only when the first souvenir of the list is available. */
export const souvenirsOpen = (items: readonly ShopItem[]): boolean =>
  items.find((item) => item.category === 'SOUVENIR')?.status === 'AVAILABLE';

export const visibleTabs = (items: readonly ShopItem[]): ShopTab[] =>
  SHOP_TABS.filter((tab) => tab !== 'souvenirs' || souvenirsOpen(items));

/** The tab the URL asks for, if it is shown; else the first tab. */
export function tabFromSearch(search: string, visible: readonly ShopTab[]): ShopTab {
  const asked = new URLSearchParams(search).get('tab');
  return isTab(asked) && visible.includes(asked) ? asked : DEFAULT_TAB;
}

/** The same query (read_only, from...) with another tab. */
export function withTab(search: string, tab: ShopTab): string {
  const params = new URLSearchParams(search);
  params.set('tab', tab);
  return `?${params}`;
}

export const itemsOfTab = (items: readonly ShopItem[], tab: CatalogueTab): ShopItem[] =>
  items.filter((item) => TAB_CATEGORIES[tab].includes(item.category));
