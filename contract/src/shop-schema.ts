// Shop calls (spec 000 "Shop"): items, purchased items and a purchase.
import { z } from 'zod';
import { userQuery } from './ids-schema.ts';
import { langQuery } from './languages-schema.ts';
import { SHOP_CATEGORIES, SHOP_STATUSES } from './shop.ts';

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

/** POST eshop/items/{id}/purchase: the new purchase and the balance after it. */
export const purchaseResultSchema = purchasedItemSchema.extend({
  balance: z.string().describe("the buyer's i$ balance after the purchase"),
});
export type PurchaseResult = z.infer<typeof purchaseResultSchema>;

/** ?lang=&user=: whose items (default: the signed-in user). */
export const shopListQuery = langQuery.extend(userQuery.shape);
