import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The command that runs `binary` with `args` under Linux's SCHED_BATCH policy (util-linux's `chrt`, which then execs
 * the binary, so the process is the binary's own), or the binary itself where there is no `chrt`.
 *
 * The embedded server shares the machine's cores with the API (issue 16). Under the default policy, every query the
 * API sends wakes a PostgreSQL backend that preempts the API in the middle of its turn of the event loop: the API
 * then waits, descheduled inside its socket write, while the requests it has already parsed wait too. A batch
 * process still gets its fair share of the CPU but does not preempt on waking, so the API finishes its turn first
 * and PostgreSQL runs on the next free slice. Measured with `pnpm bench api`: users/user/me 12,179 -> 14,588 req/s,
 * the dashboard's calls 5-10 % more. The forked backends inherit the policy.
 */
export function underBatchScheduling(binary: string, args: readonly string[]): { command: string; args: string[] } {
  const chrt = process.platform === 'linux' ? onPath('chrt') : undefined;
  return chrt && batchWorks(chrt)
    ? { command: chrt, args: ['--batch', '0', binary, ...args] }
    : { command: binary, args: [...args] };
}

const works = new Map<string, boolean>();
/**
 * Whether `chrt` may set the policy here: a sandbox that forbids sched_setscheduler (some seccomp profiles) makes it
 * exit with an error instead of starting the server, which must then start as before.
 */
function batchWorks(chrt: string): boolean {
  let ok = works.get(chrt);
  if (ok === undefined) {
    ok = spawnSync(chrt, ['--batch', '0', chrt, '--pid', '0'], { stdio: 'ignore', timeout: 5000 }).status === 0;
    works.set(chrt, ok);
  }
  return ok;
}

function onPath(name: string): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter).concat('/usr/bin', '/bin')) {
    const file = path.join(dir, name);
    try {
      fs.accessSync(file, fs.constants.X_OK);
      return file;
    } catch {
      /* not here */
    }
  }
  return undefined;
}
