// npm run stack: the production shape on one machine. Installs what is missing (Node 24, pnpm, dependencies,
// Debian's nginx), builds once, starts PostgreSQL (embedded, or DATABASE_URL), migrates and seeds it, starts two
// API replicas and nginx in front of them on one port, prints the URL, and stops everything on Ctrl+C or SIGTERM.
//   --no-build      serve dist/ as it is (built when there is none)
// Environment: PORT (8080), STACK_HOST (nginx's address; every address when unset), STACK_SITE (the built site;
// dist), STACK_DATA (.data/stack: postgres/, media/, nginx/), STACK_REPLICAS (2), DATABASE_URL (an external
// server instead of the embedded one). Everything else in the environment (SIGNIN_*, GENERATOR_LIMIT_PER_MINUTE,
// DEV_OUTBOX, SMTP_URL, S3_*...) reaches every API replica as it would reach `npm start`.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ensureNginx } from './nginx.mjs';
import { ensureNode24 } from './runtime.mjs';
import { build, ensureDependencies, ensurePnpm, root } from './setup.mjs';

await ensureNode24();
ensurePnpm();
ensureDependencies();
ensureNginx();

// The repository's build (dist/) is built here; a site named by STACK_SITE is served as it is.
const dist = join(root, 'dist');
const siteRoot = resolve(process.env.STACK_SITE || dist);
const built = () => existsSync(join(siteRoot, 'index.html'));
if (siteRoot === dist && (!process.argv.includes('--no-build') || !built())) build();
if (!built()) throw new Error(`No built site in ${siteRoot} (no index.html)`);

// Loaded after the dependencies are there.
const { startStack, stopStackOnSignals } = await import('./stack-run.mjs');
const { importTs } = await import('./repo-modules.mjs');
const port = Number(process.env.PORT || 8080);
const stack = await startStack({
  siteRoot,
  port,
  listenHost: process.env.STACK_HOST || undefined,
  dataDir: resolve(process.env.STACK_DATA || join(root, '.data/stack')),
  databaseUrl: process.env.DATABASE_URL || '',
  replicas: Number(process.env.STACK_REPLICAS || 2),
  log: (line) => console.log(line),
});

const { DEMO_LOGINS, DEMO_PASSWORD } = await importTs('api/src/db/demo-users.ts');
console.log(
  [
    '',
    `Abacus school is running at ${stack.url} (nginx, ${stack.replicas.length} API replicas)`,
    `  Site: ${siteRoot}`,
    `  Database: ${stack.database.where}`,
    `  nginx config: ${stack.configFile}`,
    '',
    `Demo logins (password ${DEMO_PASSWORD}):`,
    ...DEMO_LOGINS.map((d) => `  ${d.email.padEnd(24)} ${d.role.padEnd(17)} ${d.note}`),
    '',
  ].join('\n'),
);

stopStackOnSignals(stack, (line) => console.log(line));
