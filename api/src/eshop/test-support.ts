import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { indigoTransactions, purchasedItems, shopItems, users } from '../db/schema.ts';
import { artworkUrl } from '../db/seeds/shop-catalogue.ts';
import type { TestApp } from '../test/test-app.ts';

/** Helpers for the shop's API tests (not used by the app). */

export const SHOP = '/api/v1/eshop/items';

export async function userIdOf(db: Db, email: string): Promise<number> {
  const [u] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!u) throw new Error(`no user ${email}`);
  return u.id;
}

/** The id of a seeded item by its artwork name, e.g. "cap-baseball". */
export async function itemIdOf(db: Db, slug: string): Promise<number> {
  const [row] = await db.select({ id: shopItems.id }).from(shopItems).where(eq(shopItems.file, artworkUrl(slug)));
  if (!row) throw new Error(`no item ${slug}`);
  return row.id;
}

export async function ledgerSum(db: Db, userId: number): Promise<string> {
  const [row] = await db
    .select({ s: sql<string>`coalesce(sum(${indigoTransactions.amount}), 0)::numeric(14, 2)::text` })
    .from(indigoTransactions)
    .where(eq(indigoTransactions.userId, userId));
  return row.s;
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

/** Signs in and returns a function making authenticated requests. */
export async function clientFor(t: TestApp, email: string) {
  const token = await t.signIn(email);
  return (method: 'GET' | 'POST' | 'PATCH', url: string) =>
    t.req({ method, url, headers: { authorization: `Token ${token}` } });
}

/** Decimal strings to integer cents, for exact sums in assertions. */
export const cents = (amount: string): bigint => {
  const m = /^(-?)(\d+)\.(\d{2})$/.exec(amount);
  if (!m) throw new Error(`not a 2-decimal amount: ${amount}`);
  const v = BigInt(m[2]) * 100n + BigInt(m[3]);
  return m[1] ? -v : v;
};
