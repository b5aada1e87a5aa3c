// The button of a shop card (spec 000 section 4): buy an available item; a bought one reads
// "bought" and leads to Purchased; COMING_SOON is a disabled button; souvenirs have no buy button.
import type { ShopItem } from './types';

export type ItemAction = 'buy' | 'bought' | 'comingSoon' | 'none';

export function itemAction(item: Pick<ShopItem, 'category' | 'status' | 'is_purchased'>): ItemAction {
  if (item.is_purchased) return 'bought';
  if (item.category === 'SOUVENIR') return 'none';
  if (item.status === 'AVAILABLE') return 'buy';
  return 'comingSoon';
}
