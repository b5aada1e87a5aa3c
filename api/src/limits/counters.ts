import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/** A counter's state in its current window. */
export interface CounterState {
  count: number;
  /** The latest hit, or null when the key has no hit in its current window. */
  lastHit: Date | null;
  /** When the current window ends (count falls back to 0). */
  resetsAt: Date | null;
}

/** What node-postgres answers to `db.execute` (drizzle types it loosely over every driver). */
interface Result<Row> {
  rows: Row[];
  rowCount: number | null;
}
type Row = { count: number; last_hit: Date | string; expires: Date | string };
const run = async <R = Row>(db: Db, query: ReturnType<typeof sql>) => (await db.execute(query)) as unknown as Result<R>;

const EMPTY: CounterState = { count: 0, lastHit: null, resetsAt: null };

const toState = (row: Row | undefined): CounterState =>
  row ? { count: Number(row.count), lastHit: new Date(row.last_hit), resetsAt: new Date(row.expires) } : EMPTY;

/**
 * Fixed-window counters in PostgreSQL (`rate_counters`): every API process sees the same figures, and they outlive a
 * restart. A key names what is counted and for whom, e.g. `signin-fail:account:ann@school.test` or `mail:ip:10.0.0.1`.
 * A window starts at the first hit after the previous one ended and lasts `windowSeconds`.
 */
export async function hit(db: Db, key: string, windowSeconds: number, amount = 1): Promise<CounterState> {
  const window = `${Math.max(1, Math.round(windowSeconds))} seconds`;
  const result = await run(
    db,
    sql`
    insert into rate_counters as c (key, window_start, expires, count, last_hit)
    values (${key}, now(), now() + ${window}::interval, ${amount}, now())
    on conflict (key) do update set
      window_start = case when c.expires <= now() then now() else c.window_start end,
      expires = case when c.expires <= now() then now() + ${window}::interval else c.expires end,
      count = case when c.expires <= now() then ${amount} else c.count + ${amount} end,
      last_hit = now()
    returning count, last_hit, expires`,
  );
  return toState(result.rows[0]);
}

/** The key's state without counting a hit. */
export async function peek(db: Db, key: string): Promise<CounterState> {
  const result = await run(
    db,
    sql`select count, last_hit, expires from rate_counters where key = ${key} and expires > now()`,
  );
  return toState(result.rows[0]);
}

/** Several keys at once (absent or expired keys are left out). */
export async function peekMany(db: Db, keys: readonly string[]): Promise<Map<string, CounterState>> {
  const found = new Map<string, CounterState>();
  if (!keys.length) return found;
  const result = await run<Row & { key: string }>(
    db,
    sql`select key, count, last_hit, expires from rate_counters
        where key in (${sql.join(
          keys.map((k) => sql`${k}`),
          sql`, `,
        )}) and expires > now()`,
  );
  for (const row of result.rows) {
    found.set(row.key, toState(row));
  }
  return found;
}

/** Forgets a key (a successful sign-in clears its account's failures). */
export async function clear(db: Db, key: string): Promise<void> {
  await db.execute(sql`delete from rate_counters where key = ${key}`);
}

/** Deletes the rows whose window has ended; returns how many. Called now and then, never on a request's path. */
export async function sweepExpired(db: Db): Promise<number> {
  const result = await run(db, sql`delete from rate_counters where expires <= now()`);
  return result.rowCount ?? 0;
}
