import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../config.ts';
import { openPg, type Database } from '../db/client.ts';
import { migrationsFolder, runMigrations } from '../db/migrate.ts';
import { seedIfEmpty } from '../db/seed.ts';

/** Cheap argon2 for tests (hashes still verify with any params: they are encoded in the hash). */
export const TEST_ARGON2 = { memoryCost: 1024, timeCost: 1, parallelism: 1 };

const srcDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const contractSrcDir = path.resolve(srcDir, '..', '..', 'contract', 'src');

/** Changes whenever migrations or the API's sources change, so a stale template is never reused. */
function templateKey(): string {
  const h = createHash('sha256');
  for (const f of fs
    .readdirSync(migrationsFolder)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    h.update(f).update(fs.readFileSync(path.join(migrationsFolder, f)));
  }
  // The seed imports code from all over src and the contract (languages, prices, the seeded random source...): hash
  // all of it, tests aside, rather than guess which files the seed reaches.
  for (const dir of [srcDir, contractSrcDir]) {
    const sources = (fs.readdirSync(dir, { recursive: true }) as string[])
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
      .sort();
    for (const f of sources) h.update(f).update(fs.readFileSync(path.join(dir, f)));
  }
  return h.digest('hex').slice(0, 12);
}

async function withAdmin<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

function urlForDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function pgTemplate(url: string): Promise<string> {
  const name = `abacus_tpl_${templateKey()}`;
  await withAdmin(url, async (admin) => {
    await admin.query('select pg_advisory_lock(74620251)');
    try {
      const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (rowCount) return;
      const building = `${name}_build_${process.pid}`;
      await admin.query(`drop database if exists ${building}`);
      await admin.query(`create database ${building}`);
      const database = openPg(urlForDatabase(url, building), 2);
      try {
        await runMigrations(database);
        await seedIfEmpty(database.db, TEST_ARGON2);
      } finally {
        await database.close();
      }
      await admin.query(`alter database ${building} rename to ${name}`);
      // Templates of older migrations/seeds are useless now: drop them (ignore ones still in use).
      const old = await admin.query(
        "select datname from pg_database where datname like 'abacus\\_tpl\\_%' and datname <> $1",
        [name],
      );
      for (const { datname } of old.rows) await admin.query(`drop database if exists "${datname}"`).catch(() => {});
    } finally {
      await admin.query('select pg_advisory_unlock(74620251)');
    }
  });
  return name;
}

export interface TestDatabase extends Database {
  /** Closes the connection and drops the throw-away database. */
  destroy(): Promise<void>;
}

/**
 * A fresh, migrated and seeded database for one test file: a uniquely named database created on the server of
 * DATABASE_URL from a migrated and seeded template database (built once per change of the sources), dropped
 * afterwards. `pnpm --filter api test` starts an embedded PostgreSQL server and sets DATABASE_URL when it is unset.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const url = loadConfig().databaseUrl;
  if (!url)
    throw new Error(
      'The API tests need a PostgreSQL server: run them with `pnpm --filter api test` (it starts one) or set DATABASE_URL.',
    );
  const template = await pgTemplate(url);
  const name = `abacus_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdmin(url, (admin) => admin.query(`create database ${name} template ${template}`));
  const database = openPg(urlForDatabase(url, name), 5);
  return Object.assign(database, {
    destroy: async () => {
      await database.close();
      await withAdmin(url, (admin) => admin.query(`drop database if exists ${name} with (force)`));
    },
  });
}
