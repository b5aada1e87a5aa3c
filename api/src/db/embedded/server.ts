import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { underBatchScheduling } from './batch-scheduling.ts';
import { postgresBinaries } from './binaries.ts';
import { acquireInstanceLock } from './instance-lock.ts';
import { assertReachable, ownedDir, serverOwner, type OsOwner } from './os-owner.ts';
import { clearStaleServer } from './stale-server.ts';

export interface EmbeddedPostgresOptions {
  /** Folder of the server: data/ (PGDATA), run/ (its Unix socket) and server.log. */
  rootDir: string;
  /** Tests only: no fsync. A crash may then lose committed data. */
  fast?: boolean;
  /** Database the application uses (created on first start). */
  database?: string;
  /** More server settings, `name=value` each (`postgres -c`). */
  settings?: readonly string[];
  log?: (message: string) => void;
}

export interface EmbeddedPostgres {
  /** postgres:// URL of the application database, over the server's Unix socket. */
  url: string;
  /** The same server's `postgres` database, for creating and dropping databases. */
  adminUrl: string;
  /** PID of the running server process (changes when it is restarted). */
  pid(): number | undefined;
  stop(): Promise<void>;
}

const DEFAULT_DATABASE = 'abacus';

/**
 * Runs a real PostgreSQL server (binaries from the npm registry) on a folder of this machine: initialised on first
 * start, reachable only through a Unix socket that only its OS user (and root) may open, restarted if it dies, and
 * stopped by stop(). One process per folder (see instance-lock.ts).
 */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const log = options.log ?? ((message: string) => console.log(`[postgres] ${message}`));
  const rootDir = path.resolve(options.rootDir);
  const dataDir = path.join(rootDir, 'data');
  const database = options.database ?? DEFAULT_DATABASE;
  fs.mkdirSync(rootDir, { recursive: true });
  const lock = await acquireInstanceLock(rootDir);
  let supervisor: Supervisor | undefined;
  try {
    const binaries = await postgresBinaries();
    const owner = serverOwner();
    assertReachable(rootDir, owner);
    ownedDir(rootDir, owner);
    const socketDir = socketDirFor(rootDir, owner);
    if (!fs.existsSync(path.join(dataDir, 'PG_VERSION')))
      initialise(binaries.initdb, dataDir, owner, options.fast ?? false, log);
    await clearStaleServer(dataDir, log);

    const adminUrl = urlOf(socketDir, 'postgres');
    const args = ['-D', dataDir, '-k', socketDir, '-c', 'listen_addresses=', '-c', 'unix_socket_permissions=0700'];
    if (options.fast) args.push('-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off');
    for (const setting of options.settings ?? []) args.push('-c', setting);
    const logFile = path.join(rootDir, 'server.log');
    const server = new Supervisor(binaries.postgres, args, owner, logFile, adminUrl, log);
    supervisor = server;
    await server.start();
    await ensureDatabase(adminUrl, database);
    return {
      url: urlOf(socketDir, database),
      adminUrl,
      pid: () => server.pid(),
      stop: async () => {
        await server.stop();
        await lock.release();
      },
    };
  } catch (err) {
    await supervisor?.stop();
    await lock.release();
    throw err;
  }
}

/** initdb into a temporary folder, then rename: a crash mid-way never leaves a half-made cluster behind. */
function initialise(initdb: string, dataDir: string, owner: OsOwner, fast: boolean, log: (m: string) => void) {
  log(`Creating a PostgreSQL cluster in ${dataDir}…`);
  const building = `${dataDir}.initdb`;
  fs.rmSync(building, { recursive: true, force: true });
  ownedDir(building, owner);
  const args = ['-D', building, '-U', 'postgres', '--auth=trust', '--encoding=UTF8'];
  // Unicode-aware lower()/ILIKE for every language's names, independent of the OS's locales.
  args.push('--locale-provider=builtin', '--builtin-locale=C.UTF-8', '--locale=C');
  if (fast) args.push('--no-sync');
  const res = spawnSync(initdb, args, { ...owner, encoding: 'utf8', env: { ...process.env, LC_ALL: 'C' } });
  if (res.status !== 0) throw new Error(`initdb failed (${res.status ?? res.signal}): ${res.stderr || res.error}`);
  fs.renameSync(building, dataDir);
}

/** The socket lives beside the data unless that path is too long for a Unix socket (about 107 bytes). */
function socketDirFor(rootDir: string, owner: OsOwner): string {
  let dir = path.join(rootDir, 'run');
  if (Buffer.byteLength(path.join(dir, '.s.PGSQL.5432')) > 100) {
    dir = path.join(os.tmpdir(), `abacus-pg-${Buffer.from(rootDir).toString('base64url').slice(-24)}`);
  }
  ownedDir(dir, owner);
  return dir;
}

function urlOf(socketDir: string, database: string): string {
  return `postgres://postgres@localhost/${database}?host=${encodeURIComponent(socketDir)}`;
}

async function ensureDatabase(adminUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (!rowCount) await client.query(`create database "${database.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}

/** Starts the server process, waits until it answers, and starts it again when it dies unasked. */
class Supervisor {
  private child: ChildProcess | undefined;
  private stopping = false;
  private restarts = 0;

  private readonly binary: string;
  private readonly args: string[];
  private readonly owner: OsOwner;
  private readonly logFile: string;
  private readonly adminUrl: string;
  private readonly log: (message: string) => void;

  constructor(
    binary: string,
    args: string[],
    owner: OsOwner,
    logFile: string,
    adminUrl: string,
    log: (message: string) => void,
  ) {
    this.binary = binary;
    this.args = args;
    this.owner = owner;
    this.logFile = logFile;
    this.adminUrl = adminUrl;
    this.log = log;
  }

  pid() {
    return this.child?.pid;
  }

  /** Starts the server; a start that fails (e.g. while a killed server's processes still hold its memory) is retried. */
  async start(attempts = 6): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        await this.startOnce();
        this.restarts = 0;
        return;
      } catch (err) {
        if (attempt >= attempts || this.stopping) throw err;
        this.log(`${(err as Error).message.split('\n')[0]}; trying again.`);
        await new Promise((r) => setTimeout(r, 500 * attempt));
      }
    }
  }

  private async startOnce(): Promise<void> {
    const out = fs.openSync(this.logFile, 'a');
    // Its own process group: a Ctrl+C in the terminal reaches the API, which drains its requests and then stops
    // the server, instead of the server stopping under requests still in flight.
    const { command, args } = underBatchScheduling(this.binary, this.args);
    const child = spawn(command, args, { ...this.owner, stdio: ['ignore', out, out], detached: true });
    fs.closeSync(out);
    const exited = new Promise<never>((_, reject) =>
      child.once('exit', (code, signal) =>
        reject(new Error(`PostgreSQL exited (${code ?? signal}) while starting: ${this.logTail()}`)),
      ),
    );
    exited.catch(() => {});
    try {
      await Promise.race([waitUntilAnswering(this.adminUrl, 60_000), exited]);
    } catch (err) {
      child.kill('SIGQUIT');
      throw err;
    }
    this.child = child;
    if (this.stopping) {
      await this.stop();
      return;
    }
    if (child.exitCode !== null || child.signalCode !== null) this.onExit(child, child.exitCode, child.signalCode);
    else child.once('exit', (code, signal) => this.onExit(child, code, signal));
  }

  private onExit(child: ChildProcess, code: number | null, signal: NodeJS.Signals | null) {
    if (this.stopping || this.child !== child) return;
    this.child = undefined;
    this.log(`PostgreSQL exited unexpectedly (${code ?? signal}).`);
    this.scheduleRestart();
  }

  private scheduleRestart() {
    const delay = Math.min(10_000, 500 * 2 ** this.restarts++);
    this.log(`Starting PostgreSQL again in ${delay} ms.`);
    setTimeout(() => {
      if (this.stopping) return;
      this.start().catch((err) => {
        this.log(`Could not start PostgreSQL again: ${(err as Error).message}`);
        this.scheduleRestart();
      });
    }, delay).unref();
  }

  async stop(): Promise<void> {
    this.stopping = true;
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const gone = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGINT'); // fast shutdown: sessions end, a checkpoint is written
    const timer = setTimeout(() => child.kill('SIGQUIT'), 30_000);
    await gone;
    clearTimeout(timer);
  }

  private logTail(): string {
    try {
      return fs.readFileSync(this.logFile, 'utf8').split('\n').slice(-8).join('\n');
    } catch {
      return '(no log)';
    }
  }
}

async function waitUntilAnswering(url: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
    try {
      await client.connect();
      await client.query('select 1');
      return;
    } catch (err) {
      if (Date.now() > until)
        throw new Error(`PostgreSQL did not answer within ${timeoutMs / 1000} s: ${(err as Error).message}`);
    } finally {
      await client.end().catch(() => {});
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}
