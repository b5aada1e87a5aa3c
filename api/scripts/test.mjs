// Runs the API tests with node's test runner + tsx, on a real PostgreSQL server: the one of DATABASE_URL, or else
// an embedded server started here in a temporary folder (no fsync: throw-away data) and stopped at the end.
// Each test file makes its own database from a migrated and seeded template (src/test/test-db.ts).
// Usage: pnpm --filter api test [files...]   (default: every src/**/*.test.ts)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '../src/db/embedded/server.ts';

const root = path.resolve(import.meta.dirname, '..');
const find = (dir) =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? find(p) : e.name.endsWith('.test.ts') ? [p] : [];
  });
const args = process.argv.slice(2);
const files = args.length ? args : find(path.join(root, 'src')).sort();

let server;
let tmp;
const env = { ...process.env };
if (!env.DATABASE_URL) {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'abacus-api-test-'));
  fs.chmodSync(tmp, 0o755); // the server may run as the OS user postgres
  server = await startEmbeddedPostgres({ rootDir: path.join(tmp, 'postgres'), fast: true, log: () => {} });
  env.DATABASE_URL = server.adminUrl;
  console.log(`API tests on an embedded PostgreSQL server in ${tmp}`);
}
const concurrency = env.API_TEST_CONCURRENCY ?? '2';
const child = spawn(process.execPath, ['--import', 'tsx', '--test', `--test-concurrency=${concurrency}`, ...files], {
  cwd: root,
  stdio: 'inherit',
  env,
});
const code = await new Promise((resolve) => child.on('exit', (c, signal) => resolve(c ?? (signal ? 1 : 0))));
if (server) {
  await server.stop();
  fs.rmSync(tmp, { recursive: true, force: true });
}
process.exit(code);
