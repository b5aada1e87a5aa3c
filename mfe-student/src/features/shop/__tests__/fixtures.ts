// Shop items and purchases shaped like the API's answers (@abacus/contract/shop-schema).
import type { PurchasedItem, ShopCategory, ShopItem } from '../model/types';

let nextId = 1;

export function shopItem(overrides: Partial<ShopItem> & { category: ShopCategory }): ShopItem {
  const id = overrides.id ?? nextId++;
  return {
    id,
    name: `Item ${id}`,
    description: '',
    file: `/media/shop/item-${id}.svg`,
    additional_file: null,
    style_tag: '',
    price: overrides.category === 'SOUVENIR' ? null : '5.00',
    status: 'AVAILABLE',
    is_purchased: false,
    ...overrides,
  };
}

export function purchased(item: ShopItem, overrides: Partial<PurchasedItem> = {}): PurchasedItem {
  return {
    id: 1000 + item.id,
    is_activated: false,
    file: item.file,
    item: { ...item, is_purchased: true },
    ...overrides,
  };
}
