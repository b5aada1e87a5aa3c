import type pg from 'pg';
import type { Db } from './client.ts';

/**
 * A statement built once per database handle and sent as a named statement: drizzle builds its SQL once instead of
 * on every call (its query builder was the largest share of the CPU of `users/user/me`), and PostgreSQL parses and
 * plans it once per connection. Parameters are `sql.placeholder(name)`s, filled by `.execute({ name: value })`.
 * For the reads every request makes (the token, the profile, the balance). A transaction handle gets its own.
 */
export function preparedOn<T>(build: (db: Db) => T): (db: Db) => T {
  const byDb = new WeakMap<Db, T>();
  return (db) => {
    let statement = byDb.get(db);
    if (statement === undefined) {
      statement = build(db);
      byDb.set(db, statement);
    }
    return statement;
  };
}

/**
 * A statement of SQL text drizzle does not build, sent by name: PostgreSQL parses and plans it once per connection
 * (the homework progress query spent 1.9 ms planning for 0.4 ms of work). `text` must be the same for a `name`.
 */
export async function runNamed<T>(db: Db, name: string, text: string, values: unknown[]): Promise<T[]> {
  // drizzle's session holds the pool, or inside a transaction the transaction's connection.
  const { client } = (db as unknown as { session: { client: pg.Pool | pg.PoolClient } }).session;
  return (await client.query<T & pg.QueryResultRow>({ name, text, values })).rows;
}
