// The project runs on Node 24 LTS. On a machine whose `node` is older, the entry scripts (npm start, npm test,
// pnpm bench, the build) fetch Node 24 from the npm registry (the `node` package, pinned) into .tools/ and run
// themselves again on it, with its folder first on PATH so that pnpm, tsx, jest, webpack and every child process
// run on Node 24 too.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const NODE_VERSION = '24.21.0';
const REQUIRED_MAJOR = 24;

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const prefix = join(root, '.tools', `node-${NODE_VERSION}`);
const binDir = join(prefix, 'node_modules', 'node', 'bin');

/**
 * Returns at once on Node >= 24. Otherwise installs Node 24 when missing, runs the calling script again on it and
 * exits with its exit code (this function then never returns).
 */
export async function ensureNode24() {
  if (Number(process.versions.node.split('.')[0]) >= REQUIRED_MAJOR) return;
  const node = join(binDir, 'node');
  if (!existsSync(node)) {
    console.log(
      `This machine has Node ${process.versions.node}; fetching Node ${NODE_VERSION} from the npm registry into .tools/…`,
    );
    execFileSync(
      'npm',
      [
        'install',
        '--prefix',
        prefix,
        '--no-save',
        '--no-package-lock',
        '--no-audit',
        '--no-fund',
        '--loglevel=error',
        `node@${NODE_VERSION}`,
      ],
      {
        cwd: root,
        stdio: 'inherit',
      },
    );
  }
  const child = spawn(node, [...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, PATH: `${binDir}:${process.env.PATH ?? ''}` },
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  const code = await new Promise((resolve) => child.on('exit', (c, signal) => resolve(c ?? (signal ? 1 : 0))));
  process.exit(code);
}
