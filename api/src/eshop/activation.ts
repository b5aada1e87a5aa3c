import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { purchasedItems, shopItems } from '../db/schema.ts';
import { detail, NOT_FOUND } from '../http/errors.ts';
import { lockLedger } from '../indigo/ledger.ts';
import type { PurchasedItem } from '@abacus/contract/shop-schema';
import { toPurchasedItem } from './to-item.ts';
import { findOwnedItem } from './queries.ts';
import type { DataLanguage } from '@abacus/contract/languages';

/**
 * Wears (`on`) or takes off one owned item. Wearing an item takes off the owner's other item of the
 * same category, in the same transaction; the owner's row lock makes two concurrent activations in
 * one category end with exactly one worn. Someone else's item is not found.
 */
export async function setActivated(
  db: Db,
  ownerId: number,
  purchasedId: number,
  on: boolean,
  lang: DataLanguage,
): Promise<PurchasedItem> {
  return db.transaction(async (tx) => {
    await lockLedger(tx, ownerId);
    const owned = await findOwnedItem(tx, purchasedId, ownerId);
    if (!owned) throw detail(404, NOT_FOUND);
    if (on) {
      const sameCategory = tx
        .select({ id: shopItems.id })
        .from(shopItems)
        .where(eq(shopItems.category, owned.item.category));
      await tx
        .update(purchasedItems)
        .set({ isActivated: false })
        .where(
          and(
            eq(purchasedItems.userId, ownerId),
            ne(purchasedItems.id, purchasedId),
            eq(purchasedItems.isActivated, true),
            inArray(purchasedItems.itemId, sameCategory),
          ),
        );
    }
    const [row] = await tx
      .update(purchasedItems)
      .set({ isActivated: on })
      .where(eq(purchasedItems.id, purchasedId))
      .returning();
    return toPurchasedItem(row, owned.item, lang);
  });
}
