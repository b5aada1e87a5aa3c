// pnpm bench api: requests per second and latency of the calls of a school day, with autocannon on loopback
// (16 connections), against the API started as `npm start` starts it on a fresh embedded database.
// Each route is compared with a trivial route (GET livez: no database, no auth) measured in turns with it, against
// issue 16's goals: users/user/me at least 40 % of the trivial route's requests per second, the student dashboard's
// calls and a staff list page at least 25 %, p99 under 20 ms. Then a CPU profile of the API while it answers
// users/user/me: the ten functions with the most self time.
// BENCH_API_URL=http://host:port measures a server that is already running instead (no profile).
// BENCH_ROUTES=me,balance measures only the routes whose names contain one of the words; BENCH_PROFILE=balance
// profiles the first route whose name contains that word instead of users/user/me (`none`: no profile); BENCH_PROFILE_OUT=file.cpuprofile
// keeps the profile (Chrome DevTools and speedscope open it). BENCH_PG_STATS=1 starts the embedded server with
// pg_stat_statements and prints, per route, PostgreSQL's time a request and the statements that took it.
import { writeFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { startApiServer } from './api-server.mjs';
import { profileWhile, topFunctions } from './cpu-profile.mjs';
import { treeCpu } from './process-cpu.mjs';
import { PG_STATS_SETTINGS, statementStats } from './pg-stats.mjs';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
/** A route and the trivial route take turns, SLICES times SECONDS / SLICES seconds each. */
const SLICES = Number(process.env.BENCH_SLICES ?? 3);
const SLICE_SECONDS = SECONDS / SLICES;
const PORT = 8284;
const INSPECT_PORT = 9284;
const P99_GOAL_MS = 20;

const PG_STATS = Boolean(process.env.BENCH_PG_STATS) && !process.env.BENCH_API_URL;
const server = process.env.BENCH_API_URL
  ? { base: process.env.BENCH_API_URL, stop: async () => {} }
  : await startApiServer({
      port: PORT,
      inspectPort: INSPECT_PORT,
      env: PG_STATS ? { EMBEDDED_PG_SETTINGS: PG_STATS_SETTINGS } : {},
    });
const pgStats = PG_STATS ? await statementStats(server.dataDir) : null;
try {
  const api = `${server.base}/api/v1`;
  // A session of its own for every connection, as a school's children and teachers have (the same token on every
  // connection would let the API's batched session lookup read one row for all of them).
  const student = await sessions(api, 'student@demo.school');
  const teacher = await sessions(api, 'teacher@demo.school');
  const me = await (await fetch(`${api}/users/user/me`, { headers: student[0] })).json();
  const today = new Date();
  const month = `month=${today.getMonth()}&year=${today.getFullYear()}`;
  const allRoutes = [
    { name: 'livez (trivial)', path: 'livez', headers: [{}] },
    { name: 'users/user/me', path: 'users/user/me', headers: student, goal: 40 },
    { name: 'lessons/grouped', path: `lessons/grouped?user=${me.id}`, headers: student, goal: 25 },
    { name: 'day statistic', path: `lessons/game/data/statistic?user=${me.id}`, headers: student, goal: 25 },
    { name: 'balance', path: `indigo_dollars/balance/${me.id}?lang=en`, headers: student, goal: 25 },
    { name: 'homework month', path: `lessons/homeworks?user=${me.id}&${month}`, headers: student, goal: 25 },
    { name: 'eshop/items', path: `eshop/items?lang=en&user=${me.id}`, headers: student },
    { name: 'staff: students p1', path: 'users/students?page=1', headers: teacher, goal: 25 },
  ];
  const only = process.env.BENCH_ROUTES?.split(',').filter(Boolean);
  const routes = only ? allRoutes.filter((r, i) => i === 0 || only.some((w) => r.name.includes(w))) : allRoutes;

  console.log(
    `API on ${server.base}: ${CONNECTIONS} connections, ${SECONDS} s per route, Node ${process.versions.node}\n`,
  );
  // Each route is compared with the trivial route measured alternately with it, in slices: this host's speed
  // drifts by a third within minutes (and the CPU time of a request with it), and a share against a trivial figure
  // taken a minute, or even a few seconds, earlier measured the drift as much as the route.
  const trivialRoute = routes[0];
  const trivialUrl = `${api}/${trivialRoute.path}`;
  const rows = [];
  for (const route of routes) {
    const url = `${api}/${route.path}`;
    const check = await fetch(url, { headers: route.headers[0] });
    const bytes = (await check.arrayBuffer()).byteLength;
    await run(url, route.headers, 1); // warm-up
    await pgStats?.reset();
    const trivialSlices = [];
    const slices = [];
    let cpu = null;
    for (let i = 0; i < SLICES; i++) {
      if (route !== trivialRoute) trivialSlices.push(await run(trivialUrl, trivialRoute.headers, SLICE_SECONDS));
      const cpuBefore = cpuNow();
      const slice = await run(url, route.headers, SLICE_SECONDS);
      cpu = addSince(cpu, cpuBefore);
      slices.push(slice);
    }
    const result = together(slices);
    const statements = await pgStats?.top(3);
    rows.push({
      ...route,
      status: check.status,
      bytes,
      result,
      trivial: route === trivialRoute ? result : together(trivialSlices),
      shares: slices.map((slice, i) => slice.requests.total / (trivialSlices[i] ?? slice).requests.total),
      statements,
      cpu: cpu && perRequest(cpu, result.requests.total),
    });
  }
  console.log(
    'route                 status    req/s    p50 ms   p99 ms   non-2xx  errors  trivial alongside  vs trivial  goal      each slice',
  );
  for (const { name, status, result, goal, trivial, shares } of rows) {
    const rps = result.requests.average;
    const share = (100 * rps) / trivial.requests.average;
    const met =
      goal === undefined
        ? ''
        : share >= goal && result.latency.p99 < P99_GOAL_MS
          ? `${goal} % met`
          : `${goal} % NOT met`;
    console.log(
      `${name.padEnd(20)}  ${String(status).padStart(6)}  ${rps.toFixed(0).padStart(7)}  ${String(result.latency.p50).padStart(8)}  ${String(result.latency.p99).padStart(7)}  ${String(result.non2xx).padStart(8)}  ${String(result.errors).padStart(6)}  ${trivial.requests.average.toFixed(0).padStart(17)}  ${share.toFixed(0).padStart(8)} %  ${met.padEnd(12)}  ${shares.map((x) => `${(100 * x).toFixed(0)} %`).join(' ')}`,
    );
  }
  console.log(
    `(goal: that share of the req/s of the trivial route, measured in turns with the route (${SLICES} slices of ${Number(SLICE_SECONDS.toFixed(2))} s each), and p99 under ${P99_GOAL_MS} ms in every slice)`,
  );

  if (rows[0].cpu) {
    console.log(
      '\nSize of the answer, and CPU a request (µs, from /proc): the API process, PostgreSQL (all its processes), the load generator; the machine has 2 s of CPU a second',
    );
    for (const { name, cpu, bytes } of rows)
      console.log(
        `${name.padEnd(20)}  ${String(bytes).padStart(6)} bytes   API ${cpu.api.toFixed(0).padStart(4)}   PostgreSQL ${cpu.postgres.toFixed(0).padStart(4)}   load ${cpu.load.toFixed(0).padStart(4)}   together ${(cpu.api + cpu.postgres + cpu.load).toFixed(0).padStart(4)}`,
      );
  }

  if (pgStats) {
    console.log(
      '\nPostgreSQL during each route (pg_stat_statements): its time a request, and the statements that took it',
    );
    for (const { name, result, statements } of rows) {
      const perRequest = (1000 * statements.all) / Math.max(1, result.requests.total);
      console.log(`${name.padEnd(20)}  ${perRequest.toFixed(0).padStart(5)} µs a request`);
      for (const s of statements.top)
        console.log(
          `    ${String(s.calls).padStart(7)} calls  ${((1000 * s.ms) / s.calls).toFixed(0).padStart(5)} µs each  ${(s.rows / s.calls).toFixed(1).padStart(5)} rows each  ${s.query.slice(0, 70)}`,
        );
    }
  }

  if (!process.env.BENCH_API_URL && process.env.BENCH_PROFILE !== 'none') {
    const profiled = allRoutes.find((r) => r.name.includes(process.env.BENCH_PROFILE || 'users/user/me'));
    const { profile } = await profileWhile(INSPECT_PORT, () => run(`${api}/${profiled.path}`, profiled.headers, 4));
    if (process.env.BENCH_PROFILE_OUT) writeFileSync(process.env.BENCH_PROFILE_OUT, JSON.stringify(profile));
    const { rows: top, busyShare } = topFunctions(profile, 10);
    console.log(
      `\nCPU profile of the API answering ${profiled.name} (4 s, ${CONNECTIONS} connections): busy ${(100 * busyShare).toFixed(0)} % of the time; self time of the busy samples:`,
    );
    for (const { fn, share } of top) console.log(`${(100 * share).toFixed(1).padStart(6)} %  ${fn}`);
  }
} finally {
  await pgStats?.close();
  await server.stop();
}

/** CPU seconds so far of the API, PostgreSQL and this process (the load generator), or null off Linux / remote. */
function cpuNow() {
  if (!server.pid) return null;
  const group = treeCpu(server.pid);
  if (!group) return null;
  const own = process.cpuUsage();
  return { api: group.main, postgres: group.others, load: (own.user + own.system) / 1e6 };
}

/** `spent` (CPU seconds of each, or null) plus what each spent since `before`; null off Linux / remote. */
function addSince(spent, before) {
  const after = cpuNow();
  if (!before || !after) return null;
  const since = (key) => (spent?.[key] ?? 0) + after[key] - before[key];
  return { api: since('api'), postgres: since('postgres'), load: since('load') };
}

/** The slices of one route as one result: their requests over their time (as autocannon timed it), the worst slice's
 * latencies. */
function together(slices) {
  const total = slices.reduce((sum, slice) => sum + slice.requests.total, 0);
  const worst = (key) => Math.max(...slices.map((slice) => slice.latency[key]));
  const sum = (key) => slices.reduce((all, slice) => all + slice[key], 0);
  return {
    requests: { total, average: total / sum('duration') },
    latency: { p50: worst('p50'), p99: worst('p99') },
    non2xx: sum('non2xx'),
    errors: sum('errors'),
  };
}

/** µs of CPU a request of each, from CPU seconds. */
function perRequest(cpu, requests) {
  const perOne = (key) => (1e6 * cpu[key]) / Math.max(1, requests);
  return { api: perOne('api'), postgres: perOne('postgres'), load: perOne('load') };
}

/** autocannon on `url`, each connection sending the headers of its own session (`perConnection`, round robin). The
 * headers are set once per connection (setupClient), so autocannon builds each connection's request once; a
 * setupRequest would rebuild the request, and clear its context, for every request. */
function run(url, perConnection, duration) {
  let next = 0;
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration,
    setupClient(client) {
      client.setHeaders(perConnection[next++ % perConnection.length]);
    },
  });
}

async function sessions(api, username) {
  const all = [];
  for (let i = 0; i < CONNECTIONS; i++) all.push(await signIn(api, username));
  return all;
}

async function signIn(api, username) {
  const res = await fetch(`${api}/users/user/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'demo1234' }),
  });
  if (!res.ok) throw new Error(`sign-in as ${username}: ${res.status} ${await res.text()}`);
  return { authorization: `Token ${(await res.json()).token}` };
}
