// What `npm start`, `npm test` and CI need on a fresh machine that has only Node 20 and npm.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const PNPM_VERSION = '12.21.0';
export const CHROMIUM = '/usr/bin/chromium';
/** Chromium flags for headless runs on these machines (the e2e config has the same list). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const has = (command) => spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
export const run = (command, options = {}) => execSync(command, { cwd: root, stdio: 'inherit', ...options });

export function ensurePnpm() {
  const version = has('pnpm') ? execSync('pnpm --version', { encoding: 'utf8' }).trim() : null;
  if (version === PNPM_VERSION) return;
  console.log(`Installing pnpm ${PNPM_VERSION}…`);
  run(`npm install -g pnpm@${PNPM_VERSION}`);
}

export function ensureDependencies() {
  const marker = join(root, 'node_modules/.modules.yaml');
  const lock = join(root, 'pnpm-lock.yaml');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  console.log('Installing dependencies…');
  run('pnpm install --frozen-lockfile');
}

export function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  console.log("Installing Debian's Chromium for the browser tests…");
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  run(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium`);
}

export function build() {
  run('node scripts/build.mjs');
}
