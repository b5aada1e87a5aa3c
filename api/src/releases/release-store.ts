// The release state on disk, in the site root beside the versioned remotes (issue 14): releases.json (the state),
// remotes.json (the stable map, for a site served without the API) and releases.log (one JSON line per change: who,
// what, when). A change takes a lock file, writes each file to a temporary name and renames it, so a reader never
// sees half a file and two releases never interleave.
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { VERSION_RE, type Remote } from '@abacus/contract/releases';
import {
  ReleaseError,
  stableMap,
  stateFromRemoteMap,
  type ReleaseLogEntry,
  type ReleaseState,
} from './release-state.ts';

const STATE = 'releases.json';
const LOG = 'releases.log';
const LOCK = 'releases.lock';
const STALE_LOCK_MS = 60_000;

export function readState(siteRoot: string): ReleaseState {
  const file = path.join(siteRoot, STATE);
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')) as ReleaseState;
  return stateFromRemoteMap(JSON.parse(fs.readFileSync(path.join(siteRoot, 'remotes.json'), 'utf8')));
}

export const versionDir = (siteRoot: string, remote: Remote, version: string) =>
  path.join(siteRoot, 'remotes', remote, version);

export function isPublished(siteRoot: string, remote: Remote, version: string): boolean {
  return (
    VERSION_RE.test(version) && fs.existsSync(path.join(versionDir(siteRoot, remote, version), 'mf-manifest.json'))
  );
}

function writeAtomically(file: string, text: string) {
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, text);
  fs.renameSync(temporary, file);
}

/** Writes a state as a whole (a full build): releases.json and remotes.json. */
export function writeState(siteRoot: string, state: ReleaseState) {
  writeAtomically(path.join(siteRoot, STATE), `${JSON.stringify(state, null, 2)}\n`);
  writeAtomically(path.join(siteRoot, 'remotes.json'), `${JSON.stringify(stableMap(state), null, 2)}\n`);
}

export function appendLog(siteRoot: string, entries: ReleaseLogEntry[]) {
  fs.appendFileSync(path.join(siteRoot, LOG), entries.map((e) => `${JSON.stringify(e)}\n`).join(''));
}

export function readLog(siteRoot: string): ReleaseLogEntry[] {
  const file = path.join(siteRoot, LOG);
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as ReleaseLogEntry);
}

export async function withReleaseLock<T>(siteRoot: string, work: () => T): Promise<T> {
  const lock = path.join(siteRoot, LOCK);
  for (let waited = 0; ; waited += 100) {
    try {
      fs.writeFileSync(lock, String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const age = Date.now() - fs.statSync(lock, { throwIfNoEntry: false })!.mtimeMs;
      if (age > STALE_LOCK_MS) fs.rmSync(lock, { force: true });
      else if (waited > 10_000) throw new ReleaseError(`Another release holds ${lock}`);
      else await sleep(100);
    }
  }
  try {
    return work();
  } finally {
    fs.rmSync(lock, { force: true });
  }
}

/** Reads the state, applies one change and writes it with its log line, under the lock. */
export function changeState(
  siteRoot: string,
  change: (state: ReleaseState) => { state: ReleaseState; log: ReleaseLogEntry },
): Promise<ReleaseLogEntry> {
  return withReleaseLock(siteRoot, () => {
    const { state, log } = change(readState(siteRoot));
    writeState(siteRoot, state);
    appendLog(siteRoot, [log]);
    return log;
  });
}

/** The state for each request of the API: read again only when releases.json or remotes.json changed. */
export function stateReader(siteRoot: string): () => ReleaseState | null {
  let seen = '';
  let cached: ReleaseState | null = null;
  return () => {
    const stamp = [STATE, 'remotes.json']
      .map((name) => {
        const stat = fs.statSync(path.join(siteRoot, name), { throwIfNoEntry: false });
        return stat ? `${stat.ino}:${stat.mtimeMs}:${stat.size}` : '-';
      })
      .join('|');
    if (stamp !== seen) {
      try {
        cached = readState(siteRoot);
      } catch {
        cached = null;
      }
      seen = stamp;
    }
    return cached;
  };
}
