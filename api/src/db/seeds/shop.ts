import { purchaseReason } from '../../eshop/purchase.ts';
import { appendLedgerEntry, negate } from '../../indigo/ledger.ts';
import { purchasedItems, shopItems } from '../schema.ts';
import type { DemoSchool, SeedTx } from '../seed.ts';
import { artworkUrl, SHOP_CATALOGUE } from './shop-catalogue.ts';

/**
 * The shop's items, and the demo student's wardrobe: the striped scarf, bought before it was withdrawn from sale,
 * and the Explorer hero (worn). Their withdrawals (3.00 + 7.50) take the demo balance from 29.00 to 18.50.
 */
const WARDROBE = [
  { slug: 'accessory-scarf', isActivated: false, at: '2025-01-11T11:20:00Z' },
  { slug: 'hero-explorer', isActivated: true, at: '2025-01-14T17:45:00Z' },
] as const;

export async function seedShop(tx: SeedTx, school: DemoSchool): Promise<void> {
  const ids = new Map<string, number>();
  for (const [order, item] of SHOP_CATALOGUE.entries()) {
    const [row] = await tx
      .insert(shopItems)
      .values({
        name: item.name,
        description: item.description,
        file: artworkUrl(item.slug),
        price: item.price,
        category: item.category,
        status: item.status,
        order,
      })
      .returning({ id: shopItems.id });
    ids.set(item.slug, row.id);
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
