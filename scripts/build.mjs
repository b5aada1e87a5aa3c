// Builds the shell and the five remotes for production, then writes dist/remotes.json
// (name -> manifest URL of the version just built).
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
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
console.log(`Built the shell and ${REMOTES.length} remotes in ${((Date.now() - started) / 1000).toFixed(1)} s`);
