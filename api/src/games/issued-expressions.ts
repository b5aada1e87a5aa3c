import { sql } from 'drizzle-orm';
import type { Operation } from '@abacus/contract/expressions';
import { sha256 } from '../auth/tokens.ts';
import type { Db } from '../db/client.ts';

/** How long an issued expression may be recorded: a school day and its evening. */
export const ISSUED_TTL_HOURS = 24;

export const NOT_ISSUED =
  'These numbers were not given by the game generator, or this game was already recorded. Start a new game.';

/**
 * The key of an expression issued to a user: the generator's caller names the user (user_id, a student playing);
 * the record's caller is that user, signed in. The generator's numbers are judged, never a client's own.
 */
export function expressionKey(userId: number | null, items: readonly Operation[]): string {
  const numbers = items.map((item) => `${item.sign < 0 ? '-' : '+'}${item.number}`).join(',');
  return sha256(`${userId ?? 'anonymous'}|${numbers}`);
}

/** The user_id a generator call named, when it is a plausible id. */
export const generatorUserId = (value: unknown): number | null => {
  const id = typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null;
};

/**
 * Remembers what the generator handed out. The same expression issued again (a retry's seed, two easy games alike)
 * keeps its state: once recorded it stays recorded until it expires.
 */
export async function rememberIssued(db: Db, userId: number | null, expressions: readonly Operation[][]) {
  if (userId === null || expressions.length === 0) return; // nobody can record anonymous numbers
  const keys = [...new Set(expressions.map((items) => expressionKey(userId, items)))];
  await db.execute(sql`
    insert into issued_expressions as i (key, expires)
    select k, now() + ${`${ISSUED_TTL_HOURS} hours`}::interval from unnest(${sql.param(keys)}::varchar[]) as k
    on conflict (key) do update set expires = excluded.expires, used_at = null where i.expires <= now()`);
}

/** Marks the expressions of a record as used; false unless every one was issued to the user and is still unused. */
export async function claimIssued(db: Db, userId: number, expressions: readonly Operation[][]): Promise<boolean> {
  const keys = expressions.map((items) => expressionKey(userId, items));
  if (new Set(keys).size !== keys.length) return false; // the same expression twice in one record
  const claimed = (await db.execute(sql`
    update issued_expressions set used_at = now()
    where key = any(${sql.param(keys)}::varchar[]) and used_at is null and expires > now()
    returning key`)) as unknown as { rows: unknown[] };
  return claimed.rows.length === keys.length;
}

export async function sweepIssued(db: Db): Promise<void> {
  await db.execute(sql`delete from issued_expressions where expires <= now()`);
}
