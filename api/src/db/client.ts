import { drizzle } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { ReadPipeline, readOverPipelines } from './read-pipeline.ts';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  /** The driver's pool, for migrations, health checks and test helpers. */
  pool: pg.Pool;
  close(): Promise<void>;
}

// numeric stays a string (exact); int8 (count/sum of ints) parsed as number.
pg.types.setTypeParser(20, (v) => Number(v));

/** The batched reads' pipelined connections of a database, beside its pool (db/read-pipeline.ts readOverPipelines). */
const READ_PIPELINES = 2;

/** How long a request may wait for a connection, or for one query, before it fails (503) rather than hang. */
export const CONNECT_TIMEOUT_MS = 3000;
export const QUERY_TIMEOUT_MS = 15_000;

export function openPg(connectionString: string, max = 10): Database {
  const connection: pg.ClientConfig = {
    connectionString,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    query_timeout: QUERY_TIMEOUT_MS,
    keepAlive: true,
    // The school's data fits in memory and sits on SSDs: with the default random_page_cost of 4 the planner reads
    // all 60,000 users rather than 800 by index for a franchise's student list (pnpm bench staff: p99 5x worse).
    options: '-c random_page_cost=1.1',
  };
  const pool = new pg.Pool({ ...connection, max, idleTimeoutMillis: 30_000 });
  // An idle connection that breaks (server restarted) is dropped by the pool; the next query opens a new one.
  pool.on('error', (err) => console.error('PostgreSQL connection lost:', err.message));
  const db = drizzle(pool, { schema }) as unknown as Db;
  const reads = Array.from(
    { length: READ_PIPELINES },
    () => new ReadPipeline({ ...connection, application_name: 'abacus batched reads' }),
  );
  readOverPipelines(db, reads);
  return {
    db,
    pool,
    close: async () => {
      await Promise.all(reads.map((read) => read.close()));
      await pool.end();
    },
  };
}
