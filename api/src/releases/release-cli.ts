// pnpm release: ship one remote on its own (issue 14 "Releasing one remote").
//   publish <remote> <version>        build it into its own immutable folder remotes/<remote>/<version>/
//   canary <remote> <version> [--percent N] [--users 12,34]   a share of users (and testers) get it
//   promote <remote> <version>        every user gets it; the stable version before it is kept for rollback
//   rollback <remote>                 stops the canary, or returns to the previous stable version
//   status | log
// Canary and promote first pass the compatibility gate (compatibility.ts) and a smoke test of the composed app at
// --url with the candidate (scripts/release-smoke.mjs). Options: --site <dir> (default dist, or RELEASE_SITE),
// --url <base> (RELEASE_URL, default http://localhost:8080), --by <who> (RELEASE_BY, default user@host).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isRemote, REMOTES, VERSION_RE, type Remote } from '@abacus/contract/releases';
import { compatibilityProblems, type Manifest } from './compatibility.ts';
import { federationUses } from './federation-uses.ts';
import { promoted, ReleaseError, rolledBack, withCanary, type ReleaseLogEntry } from './release-state.ts';
import { appendLog, changeState, isPublished, readLog, readState, versionDir } from './release-store.ts';

const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..');

interface Options {
  site: string;
  url: string;
  by: string;
  percent: number;
  users: number[];
}

function parse(argv: string[]): { words: string[]; options: Options } {
  const words: string[] = [];
  const flags: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    if (argv[i].startsWith('--')) flags[argv[i].slice(2)] = argv[++i] ?? '';
    else words.push(argv[i]);
  }
  const users = (flags.users ?? '').split(',').filter(Boolean).map(Number);
  if (users.some((id) => !Number.isInteger(id) || id <= 0)) throw new ReleaseError('--users takes user ids: 12,34');
  return {
    words,
    options: {
      site: path.resolve(flags.site ?? process.env.RELEASE_SITE ?? path.join(repoRoot, 'dist')),
      url: flags.url ?? process.env.RELEASE_URL ?? 'http://localhost:8080',
      by: flags.by ?? process.env.RELEASE_BY ?? `${os.userInfo().username}@${os.hostname()}`,
      percent: flags.percent === undefined ? 0 : Number(flags.percent),
      users,
    },
  };
}

function remoteAndVersion(words: string[], needVersion: boolean): { remote: Remote; version: string } {
  const [remote, version = ''] = words;
  if (!remote || !isRemote(remote)) throw new ReleaseError(`Name a remote: ${REMOTES.join(', ')}`);
  if (needVersion && !VERSION_RE.test(version)) throw new ReleaseError(`Name a version like 1.2.3 (got "${version}")`);
  return { remote, version };
}

/**
 * The landing page is prerendered from the public remote's stable version (scripts/prerender.mjs): when that changes,
 * it is drawn again, or else left to JavaScript, never showing the previous version's HTML.
 */
function prerenderLandingPage(options: Options, remote: Remote) {
  if (remote !== 'public') return;
  const run = spawnSync(process.execPath, [path.join(repoRoot, 'scripts/prerender.mjs'), options.site], {
    stdio: 'inherit',
  });
  if (run.status !== 0)
    console.warn(
      "The landing page was not prerendered again (above: why): its HTML is still the previous version's until the site is built again.",
    );
}

const readManifest = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;

function publish(options: Options, remote: Remote, version: string): ReleaseLogEntry {
  const target = versionDir(options.site, remote, version);
  if (fs.existsSync(target))
    throw new ReleaseError(`${remote} ${version} is already published: versions are immutable`);
  const staging = fs.mkdtempSync(path.join(options.site, 'remotes', `.staging-${remote}-`));
  try {
    console.log(`Building ${remote} ${version}…`);
    const built = spawnSync('pnpm', ['--filter', `mfe-${remote}`, 'build'], {
      cwd: repoRoot,
      env: { ...process.env, REMOTE_VERSION: version, REMOTES_OUT: staging },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    if (built.status !== 0) throw new ReleaseError(`The build of ${remote} failed`);
    if (fs.existsSync(target)) throw new ReleaseError(`${remote} ${version} was published meanwhile`);
    fs.renameSync(path.join(staging, remote, version), target);
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
  const log = entry(options, 'publish', remote, version, null);
  appendLog(options.site, [log]);
  return log;
}

/** The compatibility gate and the smoke test; throws the reasons to refuse. */
function check(options: Options, remote: Remote, version: string) {
  if (!isPublished(options.site, remote, version)) throw new ReleaseError(`${remote} ${version} is not published`);
  const state = readState(options.site);
  const others = Object.fromEntries(
    REMOTES.filter((r) => r !== remote).map((r) => [
      r,
      readManifest(path.join(versionDir(options.site, r, state[r].stable), 'mf-manifest.json')),
    ]),
  );
  const problems = compatibilityProblems(
    remote,
    readManifest(path.join(versionDir(options.site, remote, version), 'mf-manifest.json')),
    readManifest(path.join(options.site, 'mf-manifest.json')),
    others,
    federationUses(repoRoot),
  );
  if (problems.length) throw new ReleaseError(`${remote} ${version} is refused:\n- ${problems.join('\n- ')}`);
  console.log(`${remote} ${version} passes the compatibility gate; smoke test at ${options.url}…`);
  const smoke = spawnSync(
    process.execPath,
    [path.join(repoRoot, 'scripts/release-smoke.mjs'), '--url', options.url, '--remote', remote, '--version', version],
    { stdio: 'inherit' },
  );
  if (smoke.status !== 0) throw new ReleaseError(`${remote} ${version} is refused: the smoke test failed`);
}

const entry = (
  options: Options,
  action: ReleaseLogEntry['action'],
  remote: Remote,
  version: string,
  from: string | null,
  detail?: string,
): ReleaseLogEntry => ({
  at: new Date().toISOString(),
  by: options.by,
  action,
  remote,
  version,
  from,
  ...(detail ? { detail } : {}),
});

async function main(argv: string[]): Promise<string> {
  const { words, options } = parse(argv);
  const [command, ...rest] = words;
  if (command === 'publish') {
    const { remote, version } = remoteAndVersion(rest, true);
    publish(options, remote, version);
    return `Published ${remote} ${version} in ${versionDir(options.site, remote, version)}; nobody gets it yet.`;
  }
  if (command === 'canary') {
    const { remote, version } = remoteAndVersion(rest, true);
    withCanary(readState(options.site), remote, { version, percent: options.percent, users: options.users });
    check(options, remote, version);
    const detail = `${options.percent} % of users${options.users.length ? `, users ${options.users.join(', ')}` : ''}, testers`;
    await changeState(options.site, (state) => ({
      state: withCanary(state, remote, { version, percent: options.percent, users: options.users }),
      log: entry(options, 'canary', remote, version, state[remote].stable, detail),
    }));
    return `${remote} ${version} is the canary for ${detail}; the others keep ${readState(options.site)[remote].stable}.`;
  }
  if (command === 'promote') {
    const { remote, version } = remoteAndVersion(rest, true);
    promoted(readState(options.site), remote, version);
    check(options, remote, version);
    await changeState(options.site, (state) => ({
      state: promoted(state, remote, version),
      log: entry(options, 'promote', remote, version, state[remote].stable),
    }));
    prerenderLandingPage(options, remote);
    return `${remote} ${version} is stable for every user.`;
  }
  if (command === 'rollback') {
    const { remote } = remoteAndVersion(rest, false);
    let now = '';
    await changeState(options.site, (state) => {
      const back = rolledBack(state, remote);
      now = back.version;
      return {
        state: back.state,
        log: entry(options, 'rollback', remote, back.version, state[remote].canary?.version ?? state[remote].stable),
      };
    });
    prerenderLandingPage(options, remote);
    return `${remote}: every user gets ${now} again.`;
  }
  if (command === 'status') return JSON.stringify(readState(options.site), null, 2);
  if (command === 'log')
    return readLog(options.site)
      .map((e) => JSON.stringify(e))
      .join('\n');
  throw new ReleaseError(
    'usage: pnpm release publish|canary|promote|rollback|status|log <remote> [version] [--percent N] [--users ids] [--site dir] [--url base] [--by who]',
  );
}

main(process.argv.slice(2)).then(
  (message) => console.log(message),
  (error: unknown) => {
    console.error(error instanceof ReleaseError ? error.message : error);
    process.exit(1);
  },
);
