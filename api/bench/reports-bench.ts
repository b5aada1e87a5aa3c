// pnpm bench reports (issue 13): the monthly report and its Excel export on the large school of `pnpm bench staff`
// (50 franchises under the demo master franchise, 800 students each) with one franchise grown to 2,000 students,
// in a throw-away embedded PostgreSQL. Prints p50/p99 of the report calls at 8 connections (budget: p99 under 150 ms
// for the franchise of 2,000 students), and each export's time, size and the API's peak memory before and after (it
// must not grow with the rows: the workbook is streamed). Figures, not assertions.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { openPg } from '../src/db/client.ts';
import { startEmbeddedPostgres } from '../src/db/embedded/server.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { seedIfEmpty } from '../src/db/seed.ts';
import { seedLargeSchool } from './large-school.ts';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const PORT = 8286;
const BUDGET_P99_MS = 150;
const BIG_FRANCHISE = 2000;

const rootDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-reports-'));
fs.chmodSync(rootDir, 0o755);
const server = await startEmbeddedPostgres({ rootDir, fast: true, log: () => {} });
let api: ReturnType<typeof spawn> | null = null;
try {
  const database = openPg(server.url);
  await runMigrations(database);
  await seedIfEmpty(database.db, { memoryCost: 19456, timeCost: 2, parallelism: 1 });
  await seedLargeSchool(database.db);
  await growFirstFranchise(database.db);
  await database.close();

  api = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    stdio: 'ignore',
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATABASE_URL: server.url, LOG_LEVEL: 'warn' },
  });
  const base = `http://127.0.0.1:${PORT}/api/v1`;
  await waitFor(`${base}/livez`);
  const franchise = await signIn(base, 'bench-franchise-1@bench.school');
  const master = await signIn(base, 'master@demo.school');
  const now = new Date();
  const last = now.getMonth() === 0 ? { y: now.getFullYear() - 1, m: 12 } : { y: now.getFullYear(), m: now.getMonth() };
  const month = `month=${last.m}&year=${last.y}`;
  const routes = [
    { name: "franchise's summary", path: `billing/reports/me?${month}`, token: franchise },
    { name: "franchise's students p.1", path: `billing/reports?role=student&franchise=me&${month}`, token: franchise },
    {
      name: 'students, filtered+sorted',
      path: `billing/reports?role=student&franchise=me&${month}&search=S&ordering=-full_name&page=5`,
      token: franchise,
    },
    { name: "master's summary (50)", path: `billing/reports/me?${month}`, token: master },
    { name: "master's franchises (50)", path: `billing/reports?role=franchise&parent=me&${month}`, token: master },
  ];
  console.log(`\nAPI on ${base}: ${CONNECTIONS} connections, ${SECONDS} s per route, Node ${process.versions.node}`);
  console.log('route                          status  students   req/s   p50 ms  p99 ms  non-2xx');
  for (const route of routes) {
    const headers: Record<string, string> = { authorization: `Token ${route.token}` };
    const url = `${base}/${route.path}`;
    const check = await fetch(url, { headers });
    const body = (await check.json()) as { count?: number; students?: { total: number } } | unknown[];
    const students = Array.isArray(body) ? `${body.length} fr.` : (body.count ?? body.students?.total ?? '-');
    await autocannon({ url, connections: CONNECTIONS, duration: 1, headers }); // warm-up
    const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
    console.log(
      `${route.name.padEnd(29)}  ${String(check.status).padStart(6)}  ${String(students).padStart(8)}  ${result.requests.average.toFixed(0).padStart(6)}  ${String(result.latency.p50).padStart(7)}  ${String(result.latency.p99).padStart(6)}  ${String(result.non2xx).padStart(7)}`,
    );
  }
  console.log(`Budget: p99 under ${BUDGET_P99_MS} ms for the franchise of ${BIG_FRANCHISE} students.`);

  const reportDate = `${String(last.m).padStart(2, '0')}-01-${last.y}`;
  console.log('\nexport                         status  bytes      ms   API peak RSS before -> after (MB)');
  for (const [name, token] of [
    [`franchise (${BIG_FRANCHISE} students)`, franchise],
    ['master (50 franchises)', master],
    [`franchise again`, franchise],
  ] as const) {
    const before = peakRssMb(api.pid!);
    const started = performance.now();
    const res = await fetch(`${base}/billing/reports/monthly_report?user_id=me&report_date=${reportDate}`, {
      headers: { authorization: `Token ${token}` },
    });
    const bytes = (await res.arrayBuffer()).byteLength;
    const ms = performance.now() - started;
    console.log(
      `${name.padEnd(29)}  ${String(res.status).padStart(6)}  ${String(bytes).padStart(7)}  ${ms.toFixed(0).padStart(6)}   ${before} -> ${peakRssMb(api.pid!)}`,
    );
  }
} finally {
  api?.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 500));
  await server.stop();
  fs.rmSync(rootDir, { recursive: true, force: true });
}

/** Bench franchise 1 grows to 2,000 students (30 more groups of 40) and everyone studies since September 2025. */
async function growFirstFranchise(db: ReturnType<typeof openPg>['db']) {
  await db.execute(sql`
    insert into groups (name, teacher_id, lessons_starts, lesson_time, working_days)
    select 'Bench big group ' || k, t.id, date '2025-09-01', '18:00', '{Tu,Th}'
      from generate_series(1, 30) k
      join users t on t.email = 'bench-teacher-' || (select id from users where email = 'bench-franchise-1@bench.school') || '-1@bench.school'`);
  await db.execute(sql`
    insert into users (email, password_hash, role, first_name, last_name, group_id, email_verified, price,
                       price_first_month, default_language)
    select 'bench-big-' || g.id || '-' || s || '@bench.school', (select password_hash from users where email = 'master@demo.school'),
           'student', 'Student', 'Big' || g.id || '-' || s, g.id, true, 900 + (s % 4) * 100, 600, 'ua'
      from groups g cross join generate_series(1, 40) s
     where g.name like 'Bench big group %'`);
  await db.execute(sql`update users set created = '2025-09-01T09:00:00Z' where email like 'bench-%'`);
  await db.execute(sql`vacuum analyze`);
  const [{ n }] = (
    await db.execute(sql`
      select count(*)::int as n from users s join groups g on g.id = s.group_id join users t on t.id = g.teacher_id
       where t.parent_id = (select id from users where email = 'bench-franchise-1@bench.school') and s.role = 'student'`)
  ).rows as { n: number }[];
  console.log(`Bench franchise 1 has ${n} students; 50 franchises under the demo master franchise.`);
}

/** The process's peak resident memory so far (VmHWM), in MB. */
function peakRssMb(pid: number): string {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return (kb / 1024).toFixed(0);
}

async function waitFor(url: string) {
  for (let i = 0; i < 480; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* starting */
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The API did not answer on ${url}`);
}

async function signIn(base: string, username: string): Promise<string> {
  const res = await fetch(`${base}/users/user/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'demo1234' }),
  });
  const body = (await res.json()) as { token?: string };
  if (!body.token) throw new Error(`sign-in of ${username} failed: ${res.status} ${JSON.stringify(body)}`);
  return body.token;
}
