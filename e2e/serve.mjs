// Starts the composed app for the browser tests on a private copy of the production build
// (tests flip remote versions in it) and a fresh embedded database.
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { SITE, DB, PORT, TMP } from './paths.mjs';
import { ROOT } from './paths.mjs';

rmSync(TMP, { recursive: true, force: true });
mkdirSync(SITE, { recursive: true });
cpSync(join(ROOT, 'dist'), SITE, { recursive: true });

const server = spawn('pnpm', ['--filter', 'api', 'start'], {
  cwd: ROOT,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    STATIC_ROOT: SITE,
    PGLITE_DIR: DB,
    DATABASE_URL: '',
    DEV_OUTBOX: '1',
    PUBLIC_URL: `http://localhost:${PORT}`,
    SIGNIN_MAX_FAILURES: '50',
    LOG_LEVEL: 'warn',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
