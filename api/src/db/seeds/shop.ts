import { eq } from 'drizzle-orm';
import { purchaseReason } from '../../eshop/purchase.ts';
import { appendLedgerEntry, negate } from '../../indigo/ledger.ts';
import { purchasedItems, shopItems } from '../schema.ts';
import type { DemoSchool, SeedTx } from '../seed.ts';
import { artworkUrl, SHOP_CATALOGUE } from './shop-catalogue.ts';

/**
 * The demo student's wardrobe: the striped scarf, bought before it was withdrawn from sale,
 * and the Explorer hero (worn). Their withdrawals (3.00 + 7.50) take the demo balance from 29.00 to 18.50.
 */
const WARDROBE = [
  { slug: 'accessory-scarf', isActivated: false, at: '2025-01-11T11:20:00Z' },
  { slug: 'hero-explorer', isActivated: true, at: '2025-01-14T17:45:00Z' },
] as const;

/** The shop's items, in the catalogue's order (part of every new school: `seed-catalogue.ts`). */
export async function seedShopCatalogue(tx: SeedTx): Promise<void> {
  for (const [order, item] of SHOP_CATALOGUE.entries()) {
    await tx.insert(shopItems).values({
      name: item.name,
      description: item.description,
      file: artworkUrl(item.slug),
      price: item.price,
      category: item.category,
      status: item.status,
      order,
    });
  }
}

/** The demo student's wardrobe, bought from the catalogue's items. */
export async function seedShop(tx: SeedTx, school: DemoSchool): Promise<void> {
  const ids = new Map<string, number>();
  for (const { slug } of WARDROBE) {
    const [row] = await tx
      .select({ id: shopItems.id })
      .from(shopItems)
      .where(eq(shopItems.file, artworkUrl(slug)));
    if (!row) throw new Error(`seed: the shop has no ${slug}`);
    ids.set(slug, row.id);
  }

  for (const { slug, isActivated, at } of WARDROBE) {
    const item = SHOP_CATALOGUE.find((i) => i.slug === slug)!;
    const itemId = ids.get(slug)!;
    const created = new Date(at);
    const transactionId = await appendLedgerEntry(tx, {
      userId: school.studentId,
      amount: negate(item.price!),
      kind: 'purchase',
      reason: purchaseReason({ id: itemId, name: item.name }),
      created,
    });
    await tx.insert(purchasedItems).values({ userId: school.studentId, itemId, transactionId, isActivated, created });
  }
}
