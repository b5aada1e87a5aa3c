import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
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

/** The items on sale (every one but the DEPRECATED), by category then order: the same for every child. */
const catalogueRows = preparedOn((db) =>
  db
    .select()
    .from(shopItems)
    .where(ne(shopItems.status, 'DEPRECATED'))
    .orderBy(categoryRank, asc(shopItems.order), asc(shopItems.id))
    .prepare('shop_catalogue'),
);

/** The catalogue at `version`, kept by each API process (migration 0022, db/kept-by-version.ts). */
const catalogueAt = keptByVersion((db) => catalogueRows(db).execute());

/**
 * The name of every item, by id (DEPRECATED ones too: a ledger's purchase names what it bought), at `version`, kept by
 * each API process as the catalogue is.
 */
export const shopItemNamesAt = keptByVersion(async (db) => {
  const rows = await db.select({ id: shopItems.id, name: shopItems.name }).from(shopItems);
  return new Map(rows.map((row) => [row.id, row.name]));
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
  const items = await catalogueAt(db, shopVersion);
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
