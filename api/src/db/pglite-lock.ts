import fs from 'node:fs';
import path from 'node:path';

export const LOCK_FILE_NAME = 'abacus-api.lock';

export class PgliteLockedError extends Error {
  constructor(
    public lockPath: string,
    public pid: number,
  ) {
    super(
      `The PGlite data folder ${path.dirname(lockPath)} is in use by another process (pid ${pid}). ` +
        `PGlite allows one process per folder: stop that process, or set PGLITE_DIR to another folder ` +
        `(or DATABASE_URL to a PostgreSQL server). If no such process runs, delete ${lockPath}.`,
    );
  }
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export interface PgliteLock {
  path: string;
  release(): void;
}

/**
 * Takes the folder lock: creates `<dir>/abacus-api.lock` holding our pid (atomically, O_EXCL).
 * A lock left by a dead process is taken over; one held by a live process throws PgliteLockedError.
 */
export function acquirePgliteLock(dir: string): PgliteLock {
  fs.mkdirSync(dir, { recursive: true });
  const lockPath = path.join(dir, LOCK_FILE_NAME);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = fs.openSync(lockPath, 'wx');
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.removeListener('exit', release);
        try {
          if (fs.readFileSync(lockPath, 'utf8').trim() === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          /* already gone */
        }
      };
      process.on('exit', release);
      return { path: lockPath, release };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      let pid = NaN;
      try {
        pid = Number.parseInt(fs.readFileSync(lockPath, 'utf8').trim(), 10);
      } catch {
        continue; // removed meanwhile: retry
      }
      if (pid === process.pid || isAlive(pid)) throw new PgliteLockedError(lockPath, pid);
      try {
        fs.unlinkSync(lockPath); // stale lock from a dead process
      } catch {
        /* someone else removed it */
      }
    }
  }
  throw new Error(`Could not take the PGlite lock ${lockPath}`);
}
