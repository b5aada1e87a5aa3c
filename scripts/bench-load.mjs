// pnpm bench load (issue 14, "Figures"): the production shape under a school's daily load, on loopback. nginx in
// front of two API replicas on a throw-away embedded PostgreSQL (scripts/stack-run.mjs); 200 students
// (BENCH_STUDENTS) each run school days (scripts/load-student.mjs) without pause for BENCH_SECONDS (60) per phase:
//   1. steady: requests per second, p50/p99 latency, errors, by step;
//   2. the same with one replica killed (SIGKILL) in the middle: the errors (only requests in flight on that
//      replica may fail: nginx sends GETs again to the other one, never a POST or PATCH it already sent) and the
//      time from the kill to the last failed request.
// Figures, not assertions. Load generator, nginx, both replicas and PostgreSQL share this machine's cores.
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { studentDays } from './load-student.mjs';
import { ensureNginx } from './nginx.mjs';
import { importTs } from './repo-modules.mjs';
import { root } from './setup.mjs';
import { startStack } from './stack-run.mjs';

const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const WARM_UP_SECONDS = Math.min(5, SECONDS / 4);
const PORT = 8287;
const PASSWORD = 'demo1234';
const STEPS = ['sign in', 'dashboard', 'generate', 'record', 'answer', 'shop'];

ensureNginx();
const dataDir = mkdtempSync(join(tmpdir(), 'bench-load-'));
chmodSync(dataDir, 0o755); // as root, the embedded server runs as the OS user postgres
const siteRoot = existsSync(join(root, 'dist/index.html')) ? join(root, 'dist') : dataDir;
const stack = await startStack({
  siteRoot,
  port: PORT,
  listenHost: '127.0.0.1',
  dataDir,
  fastDatabase: true,
  accessLog: 'off',
  // 200 students on one loopback address: the per-address limits would count them as one client.
  apiEnv: { GENERATOR_LIMIT_PER_MINUTE: '10000000', SIGNIN_ADDRESS_CHALLENGE_AFTER: '10000000' },
  log: (line) => line.startsWith('[api') && console.error(line),
});
try {
  const students = await createStudents(stack.database.url, STUDENTS);
  const base = `http://127.0.0.1:${PORT}`;
  console.log(
    `${STUDENTS} students through nginx on ${base}, ${stack.replicas.length} API replicas, embedded PostgreSQL; ` +
      `${SECONDS} s per phase; Node ${process.versions.node}, ${cpus().length} cores for everything`,
  );
  await runPhase(base, students, WARM_UP_SECONDS);
  const steady = await runPhase(base, students, SECONDS);
  let killAt = null;
  const killed = await runPhase(base, students, SECONDS, (elapsed) => {
    if (killAt !== null || elapsed < (SECONDS * 1000) / 2) return;
    killAt = elapsed;
    stack.replicas[0].kill('SIGKILL');
  });
  printTable(steady, killed, killAt);
} finally {
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

/** The demo student's copies (same group, same password), each with i$ to spend in the shop. */
async function createStudents(url, count) {
  const { openPg } = await importTs('api/src/db/client.ts');
  const database = openPg(url, 1);
  try {
    await database.pool.query(
      `insert into users (email, password_hash, role, first_name, last_name, parent_id, group_id, email_verified,
                          price, timezone, default_language)
       select 'load-student-' || i || '@bench.school', s.password_hash, 'student', 'Load', 'Student ' || i,
              s.parent_id, s.group_id, true, s.price, s.timezone, s.default_language
         from users s, generate_series(1, $1::int) i
        where s.email = 'student@demo.school'`,
      [count],
    );
    await database.pool.query(
      `insert into indigo_transactions (user_id, amount, kind, reason)
       select id, 100000, 'manual', 'pnpm bench load' from users where email like 'load-student-%@bench.school'`,
    );
  } finally {
    await database.close();
  }
  return Array.from({ length: count }, (_, i) => `load-student-${i + 1}@bench.school`);
}

/** Every student runs days until the phase ends; every request is timed. tick(elapsed ms) runs every 50 ms. */
async function runPhase(base, students, seconds, tick = () => {}) {
  const samples = [];
  const start = performance.now();
  const running = () => performance.now() - start < seconds * 1000;
  const timer = setInterval(() => tick(performance.now() - start), 50);
  const measure = async (step, method, path, send) => {
    const begun = performance.now() - start;
    const result = await send();
    const ended = performance.now() - start;
    const ok = result.status >= 200 && result.status < 300;
    samples.push({ step, method, path, begun, ended, ok, status: result.status || result.error?.code || 'error' });
    return result;
  };
  await Promise.all(students.map((email) => studentDays({ base, email, password: PASSWORD, running, measure })));
  clearInterval(timer);
  return { samples, seconds: (performance.now() - start) / 1000 };
}

/** A failure of the service: no answer (connection) or a 5xx. A 4xx is the API refusing the request. */
function failedService(s) {
  return typeof s.status !== 'number' || s.status >= 500;
}

function stats(samples, seconds) {
  const ms = samples.map((s) => s.ended - s.begun).sort((a, b) => a - b);
  const at = (q) => (ms.length ? ms[Math.min(ms.length - 1, Math.floor(q * ms.length))] : 0);
  return {
    requests: samples.length,
    rps: samples.length / seconds,
    p50: at(0.5),
    p99: at(0.99),
    errors: samples.filter(failedService).length,
    refused: samples.filter((s) => !s.ok && !failedService(s)).length,
  };
}

/** "3 POST record 503, 1 PATCH answer 503" */
function failureKinds(samples) {
  const kinds = new Map();
  for (const s of samples) {
    const kind = `${s.method} ${s.step} ${s.status}`;
    kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
  }
  return [...kinds].map(([kind, n]) => `${n} ${kind}`).join(', ');
}

function printTable(steady, killed, killAt) {
  const row = (name, s) =>
    `${name.padEnd(30)} ${String(s.requests).padStart(8)} ${s.rps.toFixed(0).padStart(7)} ${s.p50.toFixed(0).padStart(7)} ${s.p99.toFixed(0).padStart(7)} ${String(s.errors).padStart(7)} ${String(s.refused).padStart(5)}`;
  console.log(`\n${'phase'.padEnd(30)} requests   req/s  p50 ms  p99 ms  errors   4xx`);
  console.log(row('steady', stats(steady.samples, steady.seconds)));
  for (const step of STEPS)
    console.log(
      row(
        `  ${step}`,
        stats(
          steady.samples.filter((s) => s.step === step),
          steady.seconds,
        ),
      ),
    );
  console.log(row('one replica SIGKILLed mid-way', stats(killed.samples, killed.seconds)));
  const before = killed.samples.filter((s) => s.ended < killAt);
  const after = killed.samples.filter((s) => s.begun >= killAt);
  console.log(row('  finished before the kill', stats(before, killAt / 1000)));
  console.log(row('  started after (1 replica)', stats(after, killed.seconds - killAt / 1000)));

  const inFlight = killed.samples.filter((s) => s.begun < killAt && s.ended >= killAt);
  const failed = killed.samples.filter((s) => failedService(s) && s.ended >= killAt);
  const failedLater = failed.filter((s) => s.begun >= killAt);
  const lastFailure = failed.reduce((last, s) => Math.max(last, s.ended), killAt);
  console.log(
    `\nerrors: no answer or 5xx; 4xx: refused by the API. Kill at ${(killAt / 1000).toFixed(1)} s, with ${inFlight.length} requests in flight on both replicas:`,
  );
  const latest = failedLater.reduce((last, s) => Math.max(last, s.begun - killAt), 0);
  console.log(
    `  ${failed.length} failed${failed.length ? ` (${failureKinds(failed)})` : ''}, of which ${failedLater.length} had started after the kill` +
      `${failedLater.length ? ` (the latest ${latest.toFixed(0)} ms after it, sent to the dying replica before nginx saw its connections close)` : ''};`,
  );
  console.log(
    `  recovered ${failed.length ? `${(lastFailure - killAt).toFixed(0)} ms after the kill (the last failed request ended)` : 'at once (no request failed)'}.`,
  );
  for (const [name, phase] of [
    ['steady', steady],
    ['kill', killed],
  ]) {
    const other = phase.samples.filter((s) => !s.ok && (name === 'steady' || !failed.includes(s)));
    if (other.length) console.log(`  other failures (${name} phase): ${failureKinds(other)}`);
  }
}
