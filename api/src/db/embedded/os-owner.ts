import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** The OS user the PostgreSQL server runs as: PostgreSQL refuses to run as root. */
export interface OsOwner {
  uid?: number;
  gid?: number;
}

const SERVER_USER = 'postgres';

/**
 * As root (containers, these machines), the server runs as the `postgres` OS user, created when missing;
 * as anyone else, as that user.
 */
export function serverOwner(): OsOwner {
  if (process.getuid?.() !== 0) return {};
  if (!idOf('-u')) {
    try {
      execFileSync('groupadd', ['--system', SERVER_USER], { stdio: 'ignore' });
    } catch {
      /* the group exists already */
    }
    execFileSync(
      'useradd',
      ['--system', '-g', SERVER_USER, '-M', '-d', '/nonexistent', '-s', '/usr/sbin/nologin', SERVER_USER],
      { stdio: 'ignore' },
    );
  }
  return { uid: idOf('-u')!, gid: idOf('-g')! };
}

function idOf(flag: '-u' | '-g'): number | undefined {
  try {
    return Number(execFileSync('id', [flag, SERVER_USER], { encoding: 'utf8' }).trim());
  } catch {
    return undefined;
  }
}

/** Creates the folder (mode 0700) and hands it to the server's user. */
export function ownedDir(dir: string, owner: OsOwner): void {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  fs.chmodSync(dir, 0o700);
  if (owner.uid !== undefined) fs.chownSync(dir, owner.uid, owner.gid!);
}

/** The server's user must be able to walk down to its folder: say which folder stops it, rather than initdb's "Permission denied". */
export function assertReachable(dir: string, owner: OsOwner): void {
  if (owner.uid === undefined) return;
  for (let d = path.dirname(path.resolve(dir)); ; d = path.dirname(d)) {
    const st = fs.statSync(d);
    const canEnter = st.uid === owner.uid ? st.mode & 0o100 : st.gid === owner.gid ? st.mode & 0o010 : st.mode & 0o001;
    if (!canEnter)
      throw new Error(
        `The PostgreSQL server runs as the OS user "postgres", which cannot enter ${d} (mode ${(st.mode & 0o777).toString(8)}). Make it enterable (chmod o+x) or choose another folder with PGDATA_DIR.`,
      );
    if (d === path.dirname(d)) return;
  }
}
