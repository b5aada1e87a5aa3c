// The change history of a report owner's subtree (spec 002 "Reports screen" History): one page of user_changes of
// every user under the owner, newest first, narrowed by the History tab's filters. The period is two constant bounds
// on `modified` (no function on the column), so each user's part is a range of user_changes_user_id_idx.
import { and, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { managedUserIds } from '../access/scope.ts';
import type { Db } from '../db/client.ts';
import { personSearchText, userChanges, users } from '../db/schema.ts';
import { matchesAny, type PageWindow } from '../http/paging.ts';
import { addDays, startOfDay } from '../time/calendar-day.ts';
import type { ReportOwner } from './report-access.ts';
import { author, changeColumns, type HistoryRow, toChangeEntry } from '../users/change-entry.ts';
import type { ReportHistoryPageQuery } from '@abacus/contract/report-history-schema';

/** The filters as SQL conditions; `from`/`to` are whole days of `timeZone`. */
export function historyConditions(
  owner: Pick<ReportOwner, 'id' | 'role'>,
  filters: ReportHistoryPageQuery,
  timeZone: string,
): SQL[] {
  const conditions: SQL[] = [sql`${userChanges.userId} in (${managedUserIds(owner)})`];
  const userText = filters.user?.trim();
  if (userText) conditions.push(sql`(${matchesAny(userText, [personSearchText(users)])})`);
  const authorText = filters.author?.trim();
  if (authorText) conditions.push(sql`(${matchesAny(authorText, [personSearchText(author)])})`);
  if (filters.action === 'price') conditions.push(inArray(userChanges.fieldName, ['price', 'price_first_month']));
  if (filters.action === 'blocked' || filters.action === 'unlocked') {
    const active = filters.action === 'unlocked' ? 'true' : 'false';
    conditions.push(and(eq(userChanges.fieldName, 'is_active'), eq(userChanges.newValue, active))!);
  }
  if (filters.from) conditions.push(gte(userChanges.modified, startOfDay(filters.from, timeZone)));
  if (filters.to) conditions.push(lt(userChanges.modified, startOfDay(addDays(filters.to, 1), timeZone)));
  return conditions;
}

/** One page of the history and the number of entries in all pages. */
export async function readHistory(
  db: Db,
  conditions: SQL[],
  window: PageWindow,
): Promise<{ count: number; entries: ReturnType<typeof toChangeEntry>[] }> {
  const where = and(...conditions);
  const rows: (HistoryRow & { total: number })[] = await db
    .select({ ...changeColumns, total: sql<number>`(count(*) over ())::int` })
    .from(userChanges)
    .innerJoin(users, eq(users.id, userChanges.userId))
    .leftJoin(author, eq(author.id, userChanges.authorId))
    .where(where)
    .orderBy(desc(userChanges.modified), desc(userChanges.id))
    .limit(window.size)
    .offset(window.offset);
  let count = rows[0]?.total ?? 0;
  if (rows.length === 0 && window.offset > 0) {
    // Past the last page the window function has no row to answer on: count on its own.
    const [counted] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(userChanges)
      .innerJoin(users, eq(users.id, userChanges.userId))
      .leftJoin(author, eq(author.id, userChanges.authorId))
      .where(where);
    count = counted?.n ?? 0;
  }
  return { count, entries: rows.map(toChangeEntry) };
}
