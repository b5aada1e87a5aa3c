// The database of the stack (scripts/stack-run.mjs): the server of DATABASE_URL, or else the embedded PostgreSQL
// server on a folder (started and supervised by this process, as api/src/main.ts does), migrated and seeded once
// here, before any API replica starts.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { importTs } from './repo-modules.mjs';

/**
 * folder: the embedded server's folder (ignored when databaseUrl is set; as root the server runs as the OS user
 * postgres, who must be able to reach it). fast: no fsync
 * (throw-away databases of the benchmarks). Returns { url, where, seeded, stop }.
 */
export async function startStackDatabase({ folder, databaseUrl = '', fast = false, log = console.log }) {
  const [{ startEmbeddedPostgres }, { openPg }, { runMigrations }, { seedIfEmpty }, { loadConfig }] = await Promise.all(
    [
      importTs('api/src/db/embedded/server.ts'),
      importTs('api/src/db/client.ts'),
      importTs('api/src/db/migrate.ts'),
      importTs('api/src/db/seed.ts'),
      importTs('api/src/config.ts'),
    ],
  );
  let server = null;
  let url = databaseUrl;
  let where = 'PostgreSQL (DATABASE_URL)';
  if (!url) {
    mkdirSync(dirname(folder), { recursive: true });
    server = await startEmbeddedPostgres({ rootDir: folder, fast, log: (message) => log(`[postgres] ${message}`) });
    url = server.url;
    where = `embedded PostgreSQL in ${folder}`;
  }
  const stop = async () => server?.stop();
  try {
    const database = openPg(url, 2);
    try {
      await runMigrations(database);
      const seeded = await seedIfEmpty(database.db, loadConfig({}).argon2);
      return { url, where, seeded, stop };
    } finally {
      await database.close();
    }
  } catch (err) {
    await stop();
    throw err;
  }
}
