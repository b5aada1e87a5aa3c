import fs from 'node:fs';
import path from 'node:path';

/**
 * Called while holding the instance lock, so no live Abacus process owns a server on this data folder.
 * `postmaster.pid` may still name:
 * - a PostgreSQL server of this folder left running by an API process that was killed (SIGKILL): it is shut down
 *   (fast shutdown: committed work is on disk in the WAL);
 * - a live process that is not that server (its PID was reused, as after a container restart): the file is stale and
 *   removed, or PostgreSQL would refuse to start;
 * - a dead process: PostgreSQL removes the file itself.
 */
export async function clearStaleServer(dataDir: string, log: (message: string) => void): Promise<void> {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  let pid: number;
  try {
    pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  } catch {
    return;
  }
  if (!Number.isInteger(pid) || pid <= 0 || !alive(pid)) return;
  if (!isServerOf(pid, dataDir)) {
    log(`Removing a stale postmaster.pid (process ${pid} is not this folder's PostgreSQL server).`);
    fs.rmSync(pidFile, { force: true });
    return;
  }
  log(`Stopping the PostgreSQL server (process ${pid}) left running on ${dataDir} by a previous start.`);
  process.kill(pid, 'SIGINT');
  if (await exited(pid, 30_000)) return;
  process.kill(pid, 'SIGQUIT');
  if (!(await exited(pid, 10_000)))
    throw new Error(`PostgreSQL process ${pid} on ${dataDir} does not stop; stop it by hand.`);
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Linux: the process's command line names the postgres binary and this data folder. Elsewhere: assume it does. */
function isServerOf(pid: number, dataDir: string): boolean {
  let cmdline: string;
  try {
    cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return !fs.existsSync('/proc/self');
  }
  const args = cmdline.split('\0');
  return path.basename(args[0] ?? '') === 'postgres' && args.includes(path.resolve(dataDir));
}

async function exited(pid: number, timeoutMs: number): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (!alive(pid)) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return !alive(pid);
}
