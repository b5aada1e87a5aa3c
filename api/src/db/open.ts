import type { Config } from '../config.ts';
import { openPg, openPglite, type Database } from './client.ts';
import { runMigrations } from './migrate.ts';
import { acquirePgliteLock } from './pglite-lock.ts';
import { seedIfEmpty } from './seed.ts';

/**
 * Opens the configured database (DATABASE_URL -> pg pool, else PGlite in config.pgliteDir guarded by a
 * lock file), applies migrations and seeds the demo school when the users table is empty.
 */
export async function openDatabase(config: Config): Promise<Database & { seeded: boolean }> {
  let database: Database;
  if (config.databaseUrl) {
    database = openPg(config.databaseUrl);
  } else {
    const lock = acquirePgliteLock(config.pgliteDir);
    try {
      database = await openPglite({ dataDir: config.pgliteDir });
    } catch (err) {
      lock.release();
      throw err;
    }
    const close = database.close;
    database.close = async () => {
      try {
        await close();
      } finally {
        lock.release();
      }
    };
  }
  try {
    await runMigrations(database);
    const seeded = await seedIfEmpty(database.db, config.argon2);
    return Object.assign(database, { seeded });
  } catch (err) {
    await database.close().catch(() => {});
    throw err;
  }
}
