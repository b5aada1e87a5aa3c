import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';

const apiRoot = path.resolve(import.meta.dirname, '..', '..');

/** The API as `npm start` runs it (src/main.ts), on the embedded PostgreSQL server of `pgDataDir`. */
export interface ApiProcess {
  child: ChildProcess;
  base: string;
  output(): string;
  exited: Promise<number | null>;
}

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const spawned = new Set<{ child: ChildProcess; pgDataDir: string }>();

/** For `after()`: kills every API this file spawned that still runs, and their servers (a failed test leaves them). */
export function killSpawnedApis(): void {
  for (const { child, pgDataDir } of spawned) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    try {
      process.kill(postgresPid(pgDataDir), 'SIGQUIT');
    } catch {
      /* not running */
    }
  }
  spawned.clear();
}

/** `exitWithParent`: as a replica of `npm run stack`, it ends when its stdin (a pipe from here) closes. */
export async function spawnApi(pgDataDir: string, port?: number, { exitWithParent = false } = {}): Promise<ApiProcess> {
  const listenPort = port ?? (await freePort());
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(listenPort),
    HOST: '127.0.0.1',
    PGDATA_DIR: pgDataDir,
    LOG_LEVEL: 'warn',
    ...(exitWithParent ? { EXIT_WITH_PARENT: '1' } : {}),
  };
  delete env.DATABASE_URL;
  env.STATIC_ROOT = path.join(pgDataDir, 'no-site');
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiRoot,
    env,
    stdio: [exitWithParent ? 'pipe' : 'ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (c) => (out += c));
  child.stderr!.on('data', (c) => (out += c));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  spawned.add({ child, pgDataDir });
  return { child, base: `http://127.0.0.1:${listenPort}/api/v1`, output: () => out, exited };
}

/** Waits until GET healthz answers 200 (or the process exits). */
export async function untilHealthy(api: ApiProcess, timeoutMs = 90_000): Promise<void> {
  let gone = false;
  void api.exited.then(() => (gone = true));
  const until = Date.now() + timeoutMs;
  while (Date.now() < until && !gone) {
    try {
      if ((await fetch(`${api.base}/healthz`, { signal: AbortSignal.timeout(2000) })).status === 200) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the API did not become healthy:\n${api.output()}`);
}

export async function stopApi(api: ApiProcess): Promise<number | null> {
  if (api.child.exitCode === null && api.child.signalCode === null) api.child.kill('SIGTERM');
  return api.exited;
}

/** PID of the PostgreSQL server of that folder, from its postmaster.pid. */
export function postgresPid(pgDataDir: string): number {
  return Number(fs.readFileSync(path.join(pgDataDir, 'data', 'postmaster.pid'), 'utf8').split('\n')[0]);
}

/** Every process of that server: the postmaster and its children (Linux /proc). */
export function postgresProcesses(pgDataDir: string): number[] {
  const postmaster = postgresPid(pgDataDir);
  const children = fs
    .readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .filter((d) => {
      try {
        return Number(fs.readFileSync(`/proc/${d}/stat`, 'utf8').split(') ')[1].split(' ')[1]) === postmaster;
      } catch {
        return false;
      }
    })
    .map(Number);
  return [postmaster, ...children];
}

/** A direct connection to the application database of that folder (over the server's socket). */
export async function connectTo(pgDataDir: string): Promise<pg.Client> {
  const client = new pg.Client({
    connectionString: `postgres://postgres@localhost/abacus?host=${encodeURIComponent(path.join(pgDataDir, 'run'))}`,
  });
  await client.connect();
  return client;
}
