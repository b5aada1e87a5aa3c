import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'pg';
  /** The raw driver, for migrations and test helpers. */
  pglite?: PGlite;
  pool?: pg.Pool;
  close(): Promise<void>;
}

// numeric stays a string (exact); int8 (count/sum of ints) parsed as number.
pg.types.setTypeParser(20, (v) => Number(v));

export function wrapPglite(client: PGlite): Database {
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return { db, kind: 'pglite', pglite: client, close: () => client.close() };
}

/** PGlite in a folder (dataDir) or in memory (dataDir undefined), optionally from a dump. */
export async function openPglite(opts: { dataDir?: string; loadDataDir?: Blob } = {}): Promise<Database> {
  const client = await PGlite.create({ dataDir: opts.dataDir, loadDataDir: opts.loadDataDir });
  return wrapPglite(client);
}

export function openPg(connectionString: string, max = 10): Database {
  const pool = new pg.Pool({ connectionString, max });
  pool.on('error', (err) => console.error('pg pool error', err));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return { db, kind: 'pg', pool, close: () => pool.end() };
}
