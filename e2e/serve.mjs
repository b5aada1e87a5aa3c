// Starts the composed app for the browser tests on a private copy of the production build
// (tests flip remote versions in it) and a fresh embedded PostgreSQL server.
import { chmodSync, cpSync, mkdirSync, rmSync } from 'node:fs';
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { SITE, DB, PORT, TMP } from './paths.mjs';
import { ROOT } from './paths.mjs';

// A database server left running by an earlier run that was killed would keep its deleted folder alive: stop it.
spawnSync('pkill', ['-INT', '-f', `postgres -D ${join(DB, 'data')}`]);
rmSync(TMP, { recursive: true, force: true });
mkdirSync(SITE, { recursive: true });
chmodSync(TMP, 0o755); // the embedded server may run as the OS user postgres
cpSync(join(ROOT, 'dist'), SITE, { recursive: true });

const server = spawn('pnpm', ['--filter', 'api', 'start'], {
  cwd: ROOT,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    STATIC_ROOT: SITE,
    PGDATA_DIR: DB,
    DATABASE_URL: '',
    DEV_OUTBOX: '1',
    PUBLIC_URL: `http://localhost:${PORT}`,
    // Every spec signs in from 127.0.0.1: wrong-password specs must not make the others solve challenges.
    SIGNIN_ADDRESS_CHALLENGE_AFTER: '100000',
    SIGNIN_CHALLENGE_MAX_COUNTER: '5000',
    MAIL_LIMIT_PER_ADDRESS: '100000',
    GENERATOR_LIMIT_PER_MINUTE: '100000',
    LOG_LEVEL: 'warn',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
