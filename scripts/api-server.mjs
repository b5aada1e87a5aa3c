// Starts the API (and the built site, when there is one) as `npm start` would, on a throw-away embedded database,
// for the benchmarks. Returns its base URL and a stop function that ends the whole process group. With
// `inspectPort`, the API's inspector listens there (scripts/cpu-profile.mjs records a CPU profile through it).
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from './setup.mjs';

/** How the API process starts (api/package.json `start`, without pnpm in between): Node's arguments, in api/. */
export const API_START = ['--import', 'tsx', 'src/main.ts'];

export async function startApiServer({ port, env = {}, inspectPort }) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-db-'));
  chmodSync(dataDir, 0o755); // the embedded server may run as the OS user postgres
  const inspect = inspectPort ? [`--inspect=127.0.0.1:${inspectPort}`] : [];
  const server = spawn(process.execPath, [...inspect, ...API_START], {
    cwd: join(root, 'api'),
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PGDATA_DIR: join(dataDir, 'postgres'),
      PGLITE_DIR: join(dataDir, 'pglite'),
      DATABASE_URL: '',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      ...env,
    },
    detached: true,
  });
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      return; // already gone
    }
    await new Promise((resolve) => {
      server.once('exit', resolve);
      setTimeout(resolve, 15_000);
    });
    rmSync(dataDir, { recursive: true, force: true });
  };
  process.on('exit', () => {
    try {
      process.kill(-server.pid, 'SIGKILL');
    } catch {
      /* gone */
    }
  });

  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 480; i++) {
    try {
      if ((await fetch(`${base}/api/v1/openapi.json`)).ok) return { base, stop, dataDir, pid: server.pid };
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(`The API did not answer on ${base} within 2 minutes`);
}

/** The token and profile (JSON) of a demo user, as the sign-in modal stores them in localStorage. */
export async function demoSession(base, email, password = 'demo1234') {
  const auth = await fetch(`${base}/api/v1/users/user/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password }),
  });
  if (!auth.ok) throw new Error(`sign-in of ${email} failed: ${auth.status}`);
  const { token } = await auth.json();
  const me = await fetch(`${base}/api/v1/users/user/me`, { headers: { Authorization: `Token ${token}` } });
  if (!me.ok) throw new Error(`profile of ${email}: ${me.status}`);
  return { token, user: JSON.stringify(await me.json()) };
}
