import type { Config } from '../config.ts';
import { openPg, type Database } from './client.ts';
import { startEmbeddedPostgres } from './embedded/server.ts';
import { runMigrations } from './migrate.ts';
import { seedIfEmpty } from './seed.ts';
import { seedCatalogueIfNew } from './seed-catalogue.ts';

/**
 * Opens the configured database: the server of DATABASE_URL, or else the embedded PostgreSQL server on
 * config.pgDataDir (started here, stopped by close()). Applies migrations, seeds a new database's course, shop and
 * reward clips, and the demo school when the users table is empty (unless SEED_DEMO=0).
 */
export async function openDatabase(config: Config): Promise<Database & { seeded: boolean; where: string }> {
  let database: Database;
  let where: string;
  if (config.databaseUrl) {
    database = openPg(config.databaseUrl);
    where = 'PostgreSQL (DATABASE_URL)';
  } else {
    const server = await startEmbeddedPostgres({ rootDir: config.pgDataDir, settings: config.pgSettings });
    const pool = openPg(server.url);
    database = {
      ...pool,
      close: async () => {
        try {
          await pool.close();
        } finally {
          await server.stop();
        }
      },
    };
    where = `embedded PostgreSQL in ${config.pgDataDir}`;
  }
  try {
    await runMigrations(database);
    // A new school gets the course, the shop and the reward clips; the demo school its people and their history too.
    const seeded = config.seedDemo ? await seedIfEmpty(database.db, config.argon2) : false;
    if (!config.seedDemo) await seedCatalogueIfNew(database.db);
    return Object.assign(database, { seeded, where });
  } catch (err) {
    await database.close().catch(() => {});
    throw err;
  }
}
