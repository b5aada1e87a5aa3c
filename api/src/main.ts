import fs from 'node:fs';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { DEMO_LOGINS, DEMO_PASSWORD } from './db/demo-users.ts';
import { DataDirInUseError } from './db/embedded/instance-lock.ts';
import { openDatabase } from './db/open.ts';
import { createMailer } from './mail/mailer.ts';

const config = loadConfig();

let database: Awaited<ReturnType<typeof openDatabase>>;
try {
  database = await openDatabase(config);
} catch (err) {
  if (err instanceof DataDirInUseError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}

const staticRoot = fs.existsSync(config.staticRoot) ? config.staticRoot : null;
const app = await buildApp({
  db: database.db,
  config,
  staticRoot,
  mailer: createMailer({ smtpUrl: config.smtpUrl, mailFrom: config.mailFrom, db: database.db }),
});

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal}: shutting down`);
  try {
    await app.close();
  } finally {
    await database.close();
    process.exit(0);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
// A replica of `npm run stack` ends with the process that started it, however that one ended (killed outright too):
// its stdin is a pipe from that process, which the system closes when it exits.
if (process.env.EXIT_WITH_PARENT === '1')
  process.stdin.on('end', () => void shutdown('the parent process exited')).resume();

await app.listen({ port: config.port, host: config.host });

const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
const url = `http://${shownHost}:${config.port}`;
const lines = [
  '',
  `Abacus school is running at ${url}`,
  `  API:      ${url}/api/v1/  (OpenAPI: ${url}/api/v1/openapi.json)`,
  `  Frontend: ${staticRoot ? staticRoot : `not served (no folder ${config.staticRoot}; run the build)`}`,
  `  Database: ${database.where}${database.seeded ? ' (demo school seeded)' : ''}`,
  `  Mail:     ${config.smtpUrl ? 'SMTP' : 'dev outbox table'}${config.devOutbox ? ` (GET ${url}/api/v1/dev/outbox?to=<email>)` : ''}`,
  '',
  `Demo logins (password ${DEMO_PASSWORD}):`,
  ...DEMO_LOGINS.map((d) => `  ${d.email.padEnd(24)} ${d.role.padEnd(17)} ${d.note}`),
  '',
];
console.log(lines.join('\n'));
