import { and, eq } from 'drizzle-orm';
import { appendLedgerEntry } from '../../indigo/ledger.ts';
import { indigoTransactions, purchasedItems, shopItems } from '../schema.ts';
import type { DemoSchool, SeedTx } from '../seed.ts';
import { artworkUrl, SHOP_CATALOGUE } from './shop-catalogue.ts';

/**
 * The shop's items, and the demo student's wardrobe: the Explorer hero (worn) and the striped scarf,
 * bought before the scarf was withdrawn from sale. Their withdrawals replace the people seed's single
 * "-10.50 Shop purchase" row (7.50 + 3.00), so the demo balance stays 18.50.
 */
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

  const student = school.studentId;
  const scarfTxn = await appendLedgerEntry(tx, {
    userId: student,
    amount: '-3.00',
    kind: 'purchase',
    reason: 'Shop: Striped scarf',
    created: new Date('2025-01-11T11:20:00Z'),
  });
  const explorerTxn = await tx
    .update(indigoTransactions)
    .set({ amount: '-7.50', kind: 'purchase', reason: 'Shop: Explorer' })
    .where(
      and(
        eq(indigoTransactions.userId, student),
        eq(indigoTransactions.amount, '-10.50'),
        eq(indigoTransactions.reason, 'Shop purchase'),
      ),
    )
    .returning({ id: indigoTransactions.id });
  if (explorerTxn.length !== 1) throw new Error('seedShop: the demo student\'s "Shop purchase" row was not found');

  await tx.insert(purchasedItems).values([
    {
      userId: student, itemId: ids.get('accessory-scarf')!, transactionId: scarfTxn, isActivated: false,
      created: new Date('2025-01-11T11:20:00Z'),
    },
    {
      userId: student, itemId: ids.get('hero-explorer')!, transactionId: explorerTxn[0].id, isActivated: true,
      created: new Date('2025-01-14T17:45:00Z'),
    },
  ]);
}
