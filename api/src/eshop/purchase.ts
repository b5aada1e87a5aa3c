import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { purchasedItems, shopItems, type Translations } from '../db/schema.ts';
import { detail, NOT_FOUND, sqlState } from '../http/errors.ts';
import type { DataLanguage } from '@abacus/contract/languages';
import { pickText } from '../http/lang.ts';
import { appendLedgerEntry, canAfford, indigoBalance, isZero, lockLedger, negate } from '../indigo/ledger.ts';
import type { PurchasedItem } from '@abacus/contract/shop-schema';
import { toPurchasedItem } from './to-item.ts';
import { ALREADY_PURCHASED, NOT_AVAILABLE, NOT_ENOUGH_MONEY } from '@abacus/contract/shop';

/** The ledger note of a purchase: the item's English name (the student sees the name in their own language). */
export const purchaseReason = (item: { id: number; name: Translations }) =>
  `Shop: ${pickText(item.name, 'en') || `item ${item.id}`}`;

/**
 * Buys one item for `buyerId` in ONE transaction: the buyer's ledger is locked first, so concurrent
 * purchases by the same user run one at a time and each sees the balance the previous one left.
 * The withdrawal and the purchased row are written together or not at all.
 */
export async function purchaseItem(
  db: Db,
  buyerId: number,
  itemId: number,
  lang: DataLanguage,
): Promise<PurchasedItem & { balance: string }> {
  try {
    return await db.transaction(async (tx) => {
      await lockLedger(tx, buyerId);
      // FOR SHARE: the price and status cannot change under us until we commit.
      const [item] = await tx.select().from(shopItems).where(eq(shopItems.id, itemId)).for('share');
      if (!item) throw detail(404, NOT_FOUND);
      const [owned] = await tx
        .select({ id: purchasedItems.id })
        .from(purchasedItems)
        .where(and(eq(purchasedItems.userId, buyerId), eq(purchasedItems.itemId, itemId)));
      if (owned) throw detail(400, ALREADY_PURCHASED);
      // Souvenirs (no price) are prizes handed out by the school, not sold.
      if (item.status !== 'AVAILABLE' || item.price === null) throw detail(400, NOT_AVAILABLE);

      let transactionId: number | null = null;
      if (!isZero(item.price)) {
        if (!(await canAfford(tx, buyerId, item.price))) throw detail(400, NOT_ENOUGH_MONEY);
        transactionId = await appendLedgerEntry(tx, {
          userId: buyerId,
          amount: negate(item.price),
          kind: 'purchase',
          reason: purchaseReason(item),
        });
      }
      const [row] = await tx.insert(purchasedItems).values({ userId: buyerId, itemId, transactionId }).returning();
      return { ...toPurchasedItem(row, item, lang), balance: await indigoBalance(tx, buyerId) };
    });
  } catch (err) {
    // The unique (user, item) index: only reachable if a writer skipped the ledger lock.
    if (sqlState(err) === '23505') throw detail(400, ALREADY_PURCHASED);
    throw err;
  }
}
