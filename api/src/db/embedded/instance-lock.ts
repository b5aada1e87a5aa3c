import { createHash } from 'node:crypto';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** Thrown when another live process already runs the embedded database on that folder. */
export class DataDirInUseError extends Error {
  readonly dataDir: string;
  readonly ownerPid: number | null;

  constructor(dataDir: string, ownerPid: number | null) {
    super(
      `The database folder ${dataDir} is already in use by another Abacus server${ownerPid ? ` (process ${ownerPid})` : ''}. ` +
        'Stop that one first (Ctrl+C in its terminal), or give this one its own folder with PGDATA_DIR, or a server with DATABASE_URL.',
    );
    this.dataDir = dataDir;
    this.ownerPid = ownerPid;
  }
}

export interface InstanceLock {
  release(): Promise<void>;
}

/**
 * One server per data folder. The lock is a listening Unix socket: on Linux in the abstract namespace, which the
 * kernel frees the moment its process dies (SIGKILL included), so a stale lock cannot exist and a reused PID
 * cannot fool it; elsewhere a socket file, which a later start removes when nobody answers on it.
 * A second process that finds the socket answering reads the owner's PID from it and is refused.
 */
export async function acquireInstanceLock(dataDir: string): Promise<InstanceLock> {
  const address = lockAddress(dataDir);
  const server = net.createServer((socket) => socket.end(String(process.pid)));
  for (let attempt = 0; ; attempt++) {
    try {
      await listen(server, address);
      server.unref();
      return { release: () => new Promise((resolve) => server.close(() => resolve())) };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EADDRINUSE' || attempt > 0) throw err;
      const owner = await ownerPid(address);
      if (owner !== undefined) throw new DataDirInUseError(dataDir, owner);
      // A socket file left by a process that died (not on Linux): nobody answers, so take it over.
      const { rmSync } = await import('node:fs');
      rmSync(address, { force: true });
    }
  }
}

function lockAddress(dataDir: string): string {
  const id = createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 24);
  return os.platform() === 'linux' ? `\0abacus-postgres-${id}` : path.join(os.tmpdir(), `abacus-postgres-${id}.lock`);
}

function listen(server: net.Server, address: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(address, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/** The PID the owner answers with, null when it answers without one, undefined when nobody answers. */
function ownerPid(address: string): Promise<number | null | undefined> {
  return new Promise((resolve) => {
    let text = '';
    const socket = net.connect(address);
    socket.setTimeout(2000, () => socket.destroy());
    socket.on('data', (chunk) => (text += chunk));
    socket.on('end', () => resolve(Number(text) || null));
    socket.on('error', () => resolve(undefined));
    socket.on('close', (hadError) => {
      if (!hadError) resolve(Number(text) || null);
    });
  });
}
