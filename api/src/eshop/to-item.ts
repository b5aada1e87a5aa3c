import type { DataLanguage } from '@abacus/contract/languages';
import type { Item, PurchasedItem } from '@abacus/contract/shop-schema';
import type { purchasedItems, shopItems } from '../db/schema.ts';
import { pickText } from '../http/lang.ts';

/** Database rows to the answers of @abacus/contract/shop-schema. */

type ShopItemRow = typeof shopItems.$inferSelect;
type PurchasedRow = typeof purchasedItems.$inferSelect;

export function toItem(row: ShopItemRow, lang: DataLanguage, isPurchased: boolean): Item {
  return {
    id: row.id,
    name: pickText(row.name, lang),
    description: pickText(row.description, lang),
    file: row.file,
    additional_file: row.additionalFile,
    style_tag: row.styleTag,
    price: row.price,
    category: row.category,
    status: row.status,
    is_purchased: isPurchased,
  };
}

export function toPurchasedItem(row: PurchasedRow, item: ShopItemRow, lang: DataLanguage): PurchasedItem {
  return { id: row.id, is_activated: row.isActivated, file: item.file, item: toItem(item, lang, true) };
}
