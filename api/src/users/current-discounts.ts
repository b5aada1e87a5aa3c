// The discounts of franchises that are in effect today or later (the franchise list's "discounts" column, spec 002
// "Franchise-only fields": shown comma-joined, or 0 when there are none), in the order they start.
import { and, asc, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { discounts } from '../db/schema.ts';

export async function currentDiscounts(db: Db, franchiseIds: number[]): Promise<Map<number, string[]>> {
  const byFranchise = new Map<number, string[]>();
  if (!franchiseIds.length) return byFranchise;
  const rows = await db
    .select({ franchise: discounts.franchiseId, value: discounts.value })
    .from(discounts)
    .where(and(inArray(discounts.franchiseId, franchiseIds), gte(discounts.end, sql`current_date`)))
    .orderBy(asc(discounts.start), asc(discounts.id));
  for (const { franchise, value } of rows) byFranchise.set(franchise, [...(byFranchise.get(franchise) ?? []), value]);
  return byFranchise;
}
