// pnpm bench api: requests per second and latency of the calls of a school day, with autocannon on loopback
// (16 connections), against the API started as `npm start` starts it on a fresh embedded database.
// Each route is compared with a trivial route (GET livez: no database, no auth) measured in the same run.
// BENCH_API_URL=http://host:port measures a server that is already running instead (signed in as the demo student).
import autocannon from 'autocannon';
import { startApiServer } from './api-server.mjs';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const PORT = 8284;

const server = process.env.BENCH_API_URL
  ? { base: process.env.BENCH_API_URL, stop: async () => {} }
  : await startApiServer({ port: PORT });
try {
  const api = `${server.base}/api/v1`;
  const token = await signIn(api, 'student@demo.school');
  const me = await (await fetch(`${api}/users/user/me`, { headers: { authorization: `Token ${token}` } })).json();
  const auth = { authorization: `Token ${token}` };
  const routes = [
    { name: 'livez (trivial)', path: 'livez', headers: {} },
    { name: 'users/user/me', path: 'users/user/me', headers: auth },
    { name: 'lessons/grouped', path: `lessons/grouped?user=${me.id}`, headers: auth },
    { name: 'eshop/items', path: `eshop/items?lang=en&user=${me.id}`, headers: auth },
    { name: 'day statistic', path: `lessons/game/data/statistic?user=${me.id}`, headers: auth },
  ];

  console.log(
    `API on ${server.base}: ${CONNECTIONS} connections, ${SECONDS} s per route, Node ${process.versions.node}\n`,
  );
  const rows = [];
  for (const route of routes) {
    const url = `${api}/${route.path}`;
    const check = await fetch(url, { headers: route.headers });
    await run(url, route.headers, 1); // warm-up
    const result = await run(url, route.headers, SECONDS);
    rows.push({ ...route, status: check.status, result });
  }
  const trivial = rows[0].result.requests.average;
  console.log('route                 status    req/s    p50 ms   p99 ms   non-2xx  errors  vs trivial');
  for (const { name, status, result } of rows) {
    const rps = result.requests.average;
    console.log(
      `${name.padEnd(20)}  ${String(status).padStart(6)}  ${rps.toFixed(0).padStart(7)}  ${String(result.latency.p50).padStart(8)}  ${String(result.latency.p99).padStart(7)}  ${String(result.non2xx).padStart(8)}  ${String(result.errors).padStart(6)}  ${((100 * rps) / trivial).toFixed(0).padStart(9)} %`,
    );
  }
} finally {
  await server.stop();
}

function run(url, headers, duration) {
  return autocannon({ url, connections: CONNECTIONS, duration, headers });
}

async function signIn(api, username) {
  const res = await fetch(`${api}/users/user/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'demo1234' }),
  });
  if (!res.ok) throw new Error(`sign-in as ${username}: ${res.status} ${await res.text()}`);
  return (await res.json()).token;
}
