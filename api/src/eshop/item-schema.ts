import { z } from 'zod';
import { SHOP_CATEGORIES, SHOP_STATUSES, type purchasedItems, type shopItems } from '../db/schema.ts';
import { pickText, type DataLanguage } from '../http/lang.ts';

export const itemSchema = z.object({
  id: z.number().int(),
  name: z.string().describe('in ?lang= (English when that language is missing)'),
  description: z.string(),
  file: z.string().describe('URL of the 240 x 240 SVG layer, /media/shop/<file>.svg'),
  additional_file: z.string().nullable(),
  style_tag: z.string(),
  price: z.string().nullable().describe('exact i$, 2 decimals; null for souvenirs; "0.00" is free'),
  category: z.enum(SHOP_CATEGORIES),
  status: z.enum(SHOP_STATUSES),
  is_purchased: z.boolean().describe('owned by the user the list is for'),
});
export type Item = z.infer<typeof itemSchema>;

export const purchasedItemSchema = z.object({
  id: z.number().int(),
  is_activated: z.boolean(),
  file: z.string(),
  item: itemSchema,
});
export type PurchasedItem = z.infer<typeof purchasedItemSchema>;

export const purchaseResultSchema = purchasedItemSchema.extend({
  balance: z.string().describe('the buyer\'s i$ balance after the purchase'),
});

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
