// Starts the composed app for the browser tests on a private copy of the production build
// (tests flip remote versions in it) and a fresh embedded PostgreSQL server: one API process serving the site, or
// with E2E_STACK=1 the production shape (scripts/stack-run.mjs): nginx on E2E_PORT in front of two API replicas.
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

/** What the API processes get, beside their port and database. */
const API_ENV = {
  STATIC_ROOT: SITE,
  DEV_OUTBOX: '1',
  PUBLIC_URL: `http://localhost:${PORT}`,
  // Every spec signs in from 127.0.0.1: wrong-password specs must not make the others solve challenges.
  SIGNIN_ADDRESS_CHALLENGE_AFTER: '100000',
  SIGNIN_CHALLENGE_MAX_COUNTER: '5000',
  MAIL_LIMIT_PER_ADDRESS: '100000',
  GENERATOR_LIMIT_PER_MINUTE: '100000',
  LOG_LEVEL: 'warn',
};

if (process.env.E2E_STACK === '1') await serveThroughNginx();
else serveOneProcess();

function serveOneProcess() {
  const server = spawn('pnpm', ['--filter', 'api', 'start'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...API_ENV, PORT: String(PORT), HOST: '127.0.0.1', PGDATA_DIR: DB, DATABASE_URL: '' },
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
  server.on('exit', (code) => process.exit(code ?? 0));
}

async function serveThroughNginx() {
  const { ensureNginx } = await import('../scripts/nginx.mjs');
  const { startStack, stopStackOnSignals } = await import('../scripts/stack-run.mjs');
  ensureNginx();
  const stack = await startStack({
    siteRoot: SITE,
    port: PORT,
    listenHost: '127.0.0.1',
    dataDir: join(TMP, 'stack'),
    postgresDir: DB,
    databaseUrl: '',
    apiEnv: API_ENV,
    log: (line) => console.log(line),
  });
  console.log(`E2E through nginx: ${stack.url}, ${stack.replicas.length} API replicas`);
  stopStackOnSignals(stack);
}
