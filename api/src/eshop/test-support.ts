import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { purchasedItems, shopItems, users } from '../db/schema.ts';
import { artworkUrl } from '../db/seeds/shop-catalogue.ts';

/** Helpers for the shop's API tests (not used by the app). */

export const SHOP = '/api/v1/eshop/items';

/** The id of a seeded item by its artwork name, e.g. "cap-baseball". */
export async function itemIdOf(db: Db, slug: string): Promise<number> {
  const [row] = await db
    .select({ id: shopItems.id })
    .from(shopItems)
    .where(eq(shopItems.file, artworkUrl(slug)));
  if (!row) throw new Error(`no item ${slug}`);
  return row.id;
}

export async function ownedCount(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(purchasedItems)
    .where(eq(purchasedItems.userId, userId));
  return row.n;
}

/** A new student with no group, no parent and no i$ (password demo1234, like the demo people). */
export async function createStudent(db: Db, email: string): Promise<number> {
  const [demo] = await db.select().from(users).where(eq(users.email, 'student@demo.school'));
  const [row] = await db
    .insert(users)
    .values({ email, passwordHash: demo.passwordHash, role: 'student', emailVerified: true, firstName: 'New' })
    .returning({ id: users.id });
  return row.id;
}

/** Decimal strings to integer cents, for exact sums in assertions. */
export const cents = (amount: string): bigint => {
  const m = /^(-?)(\d+)\.(\d{2})$/.exec(amount);
  if (!m) throw new Error(`not a 2-decimal amount: ${amount}`);
  const v = BigInt(m[2]) * 100n + BigInt(m[3]);
  return m[1] ? -v : v;
};
