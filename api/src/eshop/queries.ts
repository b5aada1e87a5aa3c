import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { preparedOn } from '../db/prepared.ts';
import { SHOP_CATEGORIES } from '@abacus/contract/shop';
import { purchasedItems, shopItems } from '../db/schema.ts';
import type { Item, PurchasedItem } from '@abacus/contract/shop-schema';
import { toItem, toPurchasedItem } from './to-item.ts';
import type { DataLanguage } from '@abacus/contract/languages';

// Category order of the shop = the order of SHOP_CATEGORIES (heroes first).
const categoryRank = sql`array_position(array[${sql.join(
  SHOP_CATEGORIES.map((c) => sql`${c}`),
  sql`, `,
)}]::text[], ${shopItems.category}::text)`;

const shopOf = preparedOn((db) =>
  db
    .select({ item: shopItems, purchasedId: purchasedItems.id })
    .from(shopItems)
    .leftJoin(
      purchasedItems,
      and(eq(purchasedItems.itemId, shopItems.id), eq(purchasedItems.userId, sql.placeholder('user'))),
    )
    .where(ne(shopItems.status, 'DEPRECATED'))
    .orderBy(categoryRank, asc(shopItems.order), asc(shopItems.id))
    .prepare('eshop_items_of_user'),
);

/** The shop for `userId`: every item but the DEPRECATED ones, by category then order. */
export async function listItems(db: Db, userId: number, lang: DataLanguage): Promise<Item[]> {
  const rows = await shopOf(db).execute({ user: userId });
  return rows.map((r) => toItem(r.item, lang, r.purchasedId !== null));
}

/** What `userId` owns, newest first (DEPRECATED items included: they stay theirs). */
export async function listPurchased(db: Db, userId: number, lang: DataLanguage): Promise<PurchasedItem[]> {
  const rows = await db
    .select({ purchased: purchasedItems, item: shopItems })
    .from(purchasedItems)
    .innerJoin(shopItems, eq(shopItems.id, purchasedItems.itemId))
    .where(eq(purchasedItems.userId, userId))
    .orderBy(desc(purchasedItems.created), desc(purchasedItems.id));
  return rows.map((r) => toPurchasedItem(r.purchased, r.item, lang));
}

/** One purchased item of its owner, or null (also when it belongs to someone else). */
export async function findOwnedItem(db: Db, purchasedId: number, ownerId: number) {
  const [row] = await db
    .select({ purchased: purchasedItems, item: shopItems })
    .from(purchasedItems)
    .innerJoin(shopItems, eq(shopItems.id, purchasedItems.itemId))
    .where(and(eq(purchasedItems.id, purchasedId), eq(purchasedItems.userId, ownerId)));
  return row ?? null;
}
