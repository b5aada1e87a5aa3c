// pnpm release <publish|canary|promote|rollback|status|log> …: ships one remote on its own (issue 14). The commands
// live in api/src/releases/release-cli.ts; this runs them on Node 24 with the dependencies installed.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ensureDependencies, ensurePnpm, root } from './setup.mjs';
import { ensureNode24 } from './runtime.mjs';

await ensureNode24();
ensurePnpm();
ensureDependencies();
const cli = join(root, 'api/src/releases/release-cli.ts');
const { status } = spawnSync(process.execPath, ['--import', 'tsx', cli, ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(status ?? 1);
