// Runs the API tests with node's test runner + tsx (Node 20's --test has no glob support).
// Usage: pnpm --filter api test [files...]   (default: every src/**/*.test.ts)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const find = (dir) =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? find(p) : e.name.endsWith('.test.ts') ? [p] : [];
  });
const args = process.argv.slice(2);
const files = args.length ? args : find(path.join(root, 'src')).sort();
const res = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=1', ...files], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(res.status ?? 1);
