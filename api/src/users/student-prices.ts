// A student's prices and their change history (spec 002 sections 3 "Change history entry" and 4): whichever screen
// changes a price (the profile, the block dialog, the report), the old value is read under a row lock and every
// real change is written to user_changes with its author, in the caller's transaction.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { userChanges } from '../db/schema.ts';

export interface Prices {
  price: string | null;
  price_first_month: string | null;
}

/** The student's prices as they are, the row locked until the transaction ends (two saves record two changes). */
export async function lockPrices(tx: Db, userId: number): Promise<Prices | undefined> {
  const result = await tx.execute(sql`select price, price_first_month from users where id = ${userId} for update`);
  const rows = (Array.isArray(result) ? result : ((result as { rows?: unknown[] }).rows ?? [])) as Prices[];
  return rows[0];
}

/** One history row per price that really changed (`undefined`: not sent, left as it was). */
export async function recordPriceChanges(
  tx: Db,
  userId: number,
  authorId: number,
  before: Prices | undefined,
  next: { price?: string | null; priceFirstMonth?: string | null },
): Promise<void> {
  for (const [field, value] of [
    ['price', next.price],
    ['price_first_month', next.priceFirstMonth],
  ] as const) {
    const old = before?.[field] ?? null;
    if (value === undefined || value === old) continue;
    await tx.insert(userChanges).values({ userId, authorId, fieldName: field, oldValue: old, newValue: value });
  }
}
