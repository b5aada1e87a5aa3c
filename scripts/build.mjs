// Builds the shell and the five remotes for production, then writes dist/remotes.json
// (name -> manifest URL of the version just built), clears the release state of `pnpm release` and prerenders the
// landing page into index.html (scripts/prerender.mjs).
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureNode24 } from './runtime.mjs';

await ensureNode24();

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const REMOTES = ['public', 'student', 'games', 'staff', 'reports'];

const started = Date.now();
execFileSync(
  'pnpm',
  [
    '--workspace-concurrency=2',
    '--filter',
    'shell',
    ...REMOTES.flatMap((r) => ['--filter', `mfe-${r}`]),
    'run',
    'build',
  ],
  { cwd: root, stdio: 'inherit' },
);

const map = Object.fromEntries(
  REMOTES.map((name) => {
    const { version } = JSON.parse(readFileSync(join(root, `mfe-${name}/package.json`), 'utf8'));
    return [name, `/remotes/${name}/${version}/mf-manifest.json`];
  }),
);
mkdirSync(join(root, 'dist'), { recursive: true });
writeFileSync(join(root, 'dist/remotes.json'), `${JSON.stringify(map, null, 2)}\n`);
// A full build is a full release: every remote stable at the version just built, no canary. The release state
// (api/src/releases) starts again from remotes.json; releases.log keeps the history of earlier releases.
rmSync(join(root, 'dist/releases.json'), { force: true });
// Imported here: it needs the installed dependencies (Playwright, tsx), which the build itself does not.
const { prerender } = await import('./prerender.mjs');
await prerender(join(root, 'dist'));
console.log(`Built the shell and ${REMOTES.length} remotes in ${((Date.now() - started) / 1000).toFixed(1)} s`);
