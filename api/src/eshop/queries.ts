import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { batchedRead } from '../db/batched.ts';
import { keptByVersion } from '../db/kept-by-version.ts';
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

/** Every item, DEPRECATED ones too, by category then order: the same for every child. */
const shopItemRows = preparedOn((db) =>
  db
    .select()
    .from(shopItems)
    .orderBy(categoryRank, asc(shopItems.order), asc(shopItems.id))
    .prepare('shop_items_ordered'),
);

/**
 * The shop at `version`, kept by each API process (migration 0022, db/kept-by-version.ts): the catalogue (the items
 * on sale: every one but the DEPRECATED), and every item's names by id (a ledger's purchase names what it bought,
 * DEPRECATED or not).
 */
export const shopAt = keptByVersion(async (db) => {
  const rows = await shopItemRows(db).execute();
  return {
    catalogue: rows.filter((item) => item.status !== 'DEPRECATED'),
    names: new Map(rows.map((item) => [item.id, item.name])),
  };
});

/**
 * The items a user owns and the catalogue's version, in one statement, batched across the requests of a turn and sent
 * with the session by eshop/items (auth/session-read.ts).
 */
export const ownedItems = batchedRead<{ owned: number[]; shopVersion: number | null }>(
  'shop_owned_items',
  `select array(select p.item_id from purchased_items p where p.user_id = $1) as owned,
      (select v.version from shop_version v where v.id = 1) as "shopVersion"`,
  ['int'],
);

/** The shop for `userId`: every item but the DEPRECATED ones, by category then order, each marked if they own it. */
export async function listItems(
  db: Db,
  userId: number,
  lang: DataLanguage,
  read: typeof ownedItems = ownedItems,
): Promise<Item[]> {
  const [{ owned, shopVersion }] = await read(db)(userId);
  const { catalogue: items } = await shopAt(db, shopVersion);
  const ownedIds = new Set(owned);
  return items.map((item) => toItem(item, lang, ownedIds.has(item.id)));
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
