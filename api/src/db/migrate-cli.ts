// Applies the SQL migrations of api/drizzle/ to the server of DATABASE_URL, then exits: what the Kubernetes
// migration Job runs before a rollout (deploy/k8s/migrate-job.yaml). No seed, no HTTP server. The API still runs
// runMigrations at start too (a no-op once this has run); the advisory lock keeps two runs from overlapping.
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { loadConfig } from '../config.ts';
import type { Db } from './client.ts';
import { runMigrations } from './migrate.ts';

const { databaseUrl } = loadConfig();
if (!databaseUrl) {
  console.error('DATABASE_URL is not set: the migration command runs against an existing PostgreSQL server only.');
  process.exit(2);
}

// No query timeout here (the API's pool has 15 s): a migration that rewrites a large table, or a wait for the
// advisory lock held by an API replica that is migrating at start, may take longer.
const pool = new pg.Pool({ connectionString: databaseUrl, max: 1, connectionTimeoutMillis: 10_000 });
pool.on('error', (err) => console.error('PostgreSQL connection lost:', err.message));
const started = Date.now();
try {
  await runMigrations({ pool, db: drizzle(pool) as unknown as Db, close: () => pool.end() });
  console.log(`Migrations applied in ${Date.now() - started} ms`);
} catch (err) {
  console.error('Migration failed:', err);
  process.exitCode = 1;
} finally {
  await pool.end();
}
