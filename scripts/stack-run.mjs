// The product as it runs in production, on one machine: PostgreSQL, several API replicas (api/src/main.ts, each on
// its own loopback port) and nginx in front of them on one port (deploy/nginx/). Used by `npm run stack`
// (scripts/stack.mjs), the browser suite through nginx (e2e/serve.mjs with E2E_STACK=1) and `pnpm bench load`.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { API_START } from './api-server.mjs';
import { brotliWanted, loadApiFacts, renderNginxConfig } from './nginx-config.mjs';
import { startNginx } from './nginx.mjs';
import { root } from './setup.mjs';
import { startStackDatabase } from './stack-database.mjs';

/**
 * options: siteRoot (the built site), port (nginx), listenHost (nginx's address; default every address), dataDir
 * (postgres/, media/ and nginx/ inside), postgresDir (the embedded server's folder, when not dataDir/postgres),
 * databaseUrl (an external server instead of the embedded one), replicas (default 2), apiEnv (added to this
 * process's environment for every replica), fastDatabase, accessLog, log.
 * Returns { url, database, replicas, nginx, configFile, stop }; each replica is { index, port, pid, kill, exited }.
 */
export async function startStack(options) {
  const o = { replicas: 2, apiEnv: {}, fastDatabase: false, log: console.log, ...options };
  const stoppers = [];
  const stop = async () => {
    for (const step of stoppers.splice(0).reverse()) await step().catch((err) => o.log(`stopping: ${err.message}`));
  };
  try {
    const database = await startStackDatabase({
      folder: o.postgresDir ?? join(o.dataDir, 'postgres'),
      databaseUrl: o.databaseUrl,
      fast: o.fastDatabase,
      log: o.log,
    });
    stoppers.push(database.stop);
    o.log(`Database: ${database.where}${database.seeded ? ' (demo school seeded)' : ''}`);

    const env = {
      ...process.env,
      PUBLIC_URL: process.env.PUBLIC_URL || `http://localhost:${o.port}`,
      MEDIA_DIR: process.env.MEDIA_DIR || join(o.dataDir, 'media'),
      // nginx keeps the access log (in its run folder); the replicas log warnings and errors.
      LOG_LEVEL: process.env.LOG_LEVEL || 'warn',
      ...o.apiEnv,
      HOST: '127.0.0.1',
      DATABASE_URL: database.url,
      STATIC_ROOT: o.siteRoot,
      // Only nginx reaches the replicas: its X-Forwarded-For names the client (the sign-in throttles count it).
      TRUST_PROXY: '127.0.0.1',
    };
    const ports = await freePorts(o.replicas);
    const replicas = ports.map((port, index) => startReplica({ index: index + 1, port, env, log: o.log }));
    stoppers.push(() => Promise.all(replicas.map((r) => r.stop())));
    await Promise.all(replicas.map((r) => r.ready));

    const prefix = join(o.dataDir, 'nginx');
    mkdirSync(prefix, { recursive: true, mode: 0o755 });
    const configFile = join(prefix, 'nginx.conf');
    const config = renderNginxConfig(
      {
        listen: [o.listenHost ? `${o.listenHost}:${o.port}` : String(o.port)],
        upstreams: ports.map((port) => `127.0.0.1:${port}`),
        siteRoot: o.siteRoot,
        prefix,
        brotli: brotliWanted('auto'),
        foreground: true,
        accessLog: o.accessLog,
      },
      await loadApiFacts(),
    );
    writeFileSync(configFile, config);
    stopStaleNginx(prefix, configFile);
    const nginx = await startNginx({
      configFile,
      prefix,
      probeUrl: `http://${o.listenHost ?? '127.0.0.1'}:${o.port}/api/v1/livez`,
    });
    stoppers.push(nginx.stop);
    o.log(`nginx on port ${o.port} in front of ${replicas.length} API replicas (ports ${ports.join(', ')})`);
    return { url: `http://localhost:${o.port}`, database, replicas, nginx, configFile, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}

/**
 * For a process that runs a stack until it is told to stop: SIGINT or SIGTERM stops it all and exits 0; nginx
 * exiting on its own (nothing serves the port any more) stops the rest and exits 1.
 */
export function stopStackOnSignals(stack, log = console.error) {
  let stopping = false;
  const stopAndExit = async (why, code) => {
    if (stopping) return;
    stopping = true;
    log(`${why}: stopping nginx, the API replicas and the database…`);
    await stack.stop();
    process.exit(code);
  };
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAndExit(signal, 0));
  stack.nginx.exited.then((how) => stopAndExit(`nginx exited (${how})`, 1));
}

/** One API process as `pnpm --filter api start` runs it (API_START); its log lines are prefixed, its start banner dropped. */
function startReplica({ index, port, env, log }) {
  const child = spawn(process.execPath, API_START, {
    cwd: join(root, 'api'),
    // Its stdin is a pipe from here: when this process ends, even killed outright, the replica ends too.
    env: { ...env, PORT: String(port), EXIT_WITH_PARENT: '1' },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const tag = `[api ${index}]`;
  createInterface({ input: child.stdout }).on('line', (line) => line.startsWith('{') && log(`${tag} ${line}`));
  createInterface({ input: child.stderr }).on('line', (line) => log(`${tag} ${line}`));
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  let stopping = false;
  exited.then((how) => stopping || log(`${tag} exited (${how})`));
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const ready = waitForHealth(`http://127.0.0.1:${port}/api/v1/healthz`, exited, tag);
  ready.catch(() => {}); // seen by startStack; a replica stopped while starting must not crash the process
  return {
    index,
    port,
    pid: child.pid,
    exited,
    kill: (signal) => child.kill(signal),
    ready,
    stop: async () => {
      stopping = true;
      process.off('exit', killOnExit);
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM'); // the API finishes its requests, then closes its pool
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

async function waitForHealth(url, exited, tag) {
  let gone = null;
  exited.then((how) => (gone = how));
  for (let i = 0; i < 600; i++) {
    if (gone !== null) throw new Error(`${tag} exited (${gone}) while starting`);
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(2000) })).ok) return;
    } catch {
      /* starting */
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${tag} did not answer ${url} within 2 minutes`);
}

/** Loopback ports nobody listens on now. */
async function freePorts(count) {
  const servers = [];
  for (let i = 0; i < count; i++) {
    const server = createServer();
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    servers.push(server);
  }
  const ports = servers.map((s) => s.address().port);
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
  return ports;
}

/** An nginx left running on this run folder by a stack that was killed would hold the port: stop it. */
function stopStaleNginx(prefix, configFile) {
  const pidFile = join(prefix, 'nginx.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').trim());
  let cmdline = '';
  try {
    cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return; // gone
  }
  if (!cmdline.includes('nginx') || !cmdline.includes(configFile)) return;
  process.kill(pid, 'SIGTERM');
  for (let i = 0; i < 50 && existsSync(`/proc/${pid}`); i++)
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100);
}
