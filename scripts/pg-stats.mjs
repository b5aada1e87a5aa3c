// What each statement costs PostgreSQL, for the benchmarks: pg_stat_statements of the embedded server an API started
// by `startApiServer` runs (with EMBEDDED_PG_SETTINGS=shared_preload_libraries=pg_stat_statements), read over its
// Unix socket as the server's superuser.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { root } from './setup.mjs';

/** The setting the API must start its embedded server with for `statementStats` to have something to read. */
export const PG_STATS_SETTINGS = 'shared_preload_libraries=pg_stat_statements';

const pg = createRequire(join(root, 'api/package.json'))('pg');

/** A client of the embedded server in `dataDir` (startApiServer's), with pg_stat_statements created. */
export async function statementStats(dataDir) {
  const client = new pg.Client({ host: join(dataDir, 'postgres', 'run'), user: 'postgres', database: 'abacus' });
  await client.connect();
  await client.query('create extension if not exists pg_stat_statements');
  return {
    reset: () => client.query('select pg_stat_statements_reset()'),
    /** The `count` statements that took PostgreSQL the most time since the reset, and the time of all of them (ms). */
    async top(count) {
      const { rows } = await client.query(
        `select calls::int, total_exec_time + total_plan_time as ms, rows::int,
                regexp_replace(query, '\\s+', ' ', 'g') as query
           from pg_stat_statements
          where query not like '%pg_stat_statements%'
          order by total_exec_time + total_plan_time desc`,
      );
      return { all: rows.reduce((sum, r) => sum + r.ms, 0), top: rows.slice(0, count) };
    },
    close: () => client.end(),
  };
}
