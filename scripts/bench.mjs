// pnpm bench: figures, not assertions.
// - gzipped JavaScript transferred on a first load of / (budget: 150 KB, issue 15), by file, and of four signed-in pages;
// - each remote's entry (remoteEntry.js) and its whole build, gzipped;
// - the game generator: generated sets and requests per second (api/bench/generator-bench.ts);
// - flash timing in headless Chromium against a chained-setTimeout baseline (scripts/bench-flash.mjs);
// - API requests per second and latency of a school day's calls (scripts/bench-api.mjs);
// - the longest number each voice says at the fastest voiced speeds, against the interval (mfe-games/bench);
// - the staff lists on a school of 40,000 students (api/bench/staff-bench.ts);
// - the finance report and its Excel export, a franchise of 2,000 students and 50 franchises (api/bench/reports-bench.ts);
// - 200 students' school days through nginx and two API replicas, then with one replica killed (scripts/bench-load.mjs).
// - Lighthouse mobile on five pages, signed in where needed: scores, FCP, LCP, TBT, CLS (scripts/bench-lighthouse.mjs).
// `pnpm bench size` (BENCH_SIZE_FILES=1 lists the signed-in pages' files too; or generator, flash, api, voices, staff, reports, load, lighthouse) runs one part.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { build, ensureDependencies, ensurePnpm, root, CHROMIUM, CHROMIUM_ARGS } from './setup.mjs';
import { ensureNode24 } from './runtime.mjs';
import { demoSession, startApiServer } from './api-server.mjs';
import { FIRST_LOAD_BUDGET_KB, firstLoadScripts, gzipSize, LANDING_READY } from './first-load.mjs';

await ensureNode24();

/** The signed-in pages whose first load is printed beside that of /. */
const SIGNED_IN_PAGES = [
  { path: '/dashboard-student', user: 'student@demo.school', ready: '[data-testid=dashboard]' },
  { path: '/games', user: 'student@demo.school', ready: '[data-remote=games]' },
  { path: '/dashboard/list/group', user: 'teacher@demo.school', ready: 'table' },
  { path: '/dashboard/reports/me', user: 'franchise@demo.school', ready: '[data-remote=reports]' },
];
const PORT = 8283;
const kb = (bytes) => (bytes / 1024).toFixed(1);

ensurePnpm();
ensureDependencies();

const parts = process.argv.slice(2);
const wants = (part) => parts.length === 0 || parts.includes(part);
if (wants('size')) await benchSize();
if (wants('generator')) runPart('Game generator', ['--import', 'tsx', 'bench/generator-bench.ts'], join(root, 'api'));
if (wants('flash')) runPart('Flash timing', ['scripts/bench-flash.mjs']);
if (wants('api')) runPart('API requests', ['scripts/bench-api.mjs']);
if (wants('staff')) runPart('Staff lists at scale', ['--import', 'tsx', 'bench/staff-bench.ts'], join(root, 'api'));
if (wants('reports'))
  runPart('Finance reports at scale', ['--import', 'tsx', 'bench/reports-bench.ts'], join(root, 'api'));
if (wants('load')) runPart('Daily load through nginx, two API replicas', ['scripts/bench-load.mjs']);
if (wants('voices')) runPart('Number voices', ['--import', 'tsx', 'bench/voices-bench.ts'], join(root, 'mfe-games'));
if (wants('lighthouse')) runPart('Lighthouse mobile', ['scripts/bench-lighthouse.mjs']);
process.exit(process.exitCode ?? 0);

function runPart(title, args, cwd = root) {
  console.log(`\n== ${title} ==`);
  const res = spawnSync(process.execPath, args, { cwd, stdio: 'inherit' });
  if (res.status !== 0) process.exitCode = 1;
}

/** The JavaScript files of a cold load of `path`, signed in as `user` or as a visitor (scripts/first-load.mjs). */
async function firstLoadOf(browser, base, { path, user, ready }) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  if (user) {
    const { token, user: profile } = await demoSession(base, user);
    await context.addInitScript(
      ([t, p]) => {
        localStorage.setItem('token', t);
        localStorage.setItem('user', p);
      },
      [token, profile],
    );
  }
  const files = await firstLoadScripts(await context.newPage(), `${base}${path}`, ready);
  await context.close();
  return files;
}

/** First-load JavaScript of / against the budget, of the signed-in pages, and each remote's size. */
async function benchSize() {
  if (!existsSync(join(root, 'dist/remotes.json'))) build();
  const { base, stop } = await startApiServer({ port: PORT });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const files = await firstLoadOf(browser, base, { path: '/', user: null, ready: LANDING_READY });
  const signedIn = [];
  for (const page of SIGNED_IN_PAGES) signedIn.push({ ...page, files: await firstLoadOf(browser, base, page) });
  await browser.close();
  await stop();

  const total = files.reduce((s, f) => s + f.gzip, 0);
  console.log(
    `First load of / : ${files.length} JavaScript files, ${kb(total)} KB gzipped (${kb(files.reduce((s, f) => s + f.raw, 0))} KB raw)`,
  );
  for (const f of files) console.log(`  ${kb(f.gzip).padStart(7)} KB  ${f.url}`);
  console.log(
    `Budget ${FIRST_LOAD_BUDGET_KB} KB: ${total / 1024 <= FIRST_LOAD_BUDGET_KB ? 'within' : 'OVER'} (${kb(FIRST_LOAD_BUDGET_KB * 1024 - total)} KB left, ${FIRST_LOAD_BUDGET_KB * 1024 - total} bytes)\n`,
  );
  console.log('First load of a signed-in page (JavaScript, gzipped)');
  for (const page of signedIn) {
    const gzip = page.files.reduce((s, f) => s + f.gzip, 0);
    const prefetched = page.files.filter((f) => f.prefetched).reduce((s, f) => s + f.gzip, 0);
    console.log(
      `  ${page.path.padEnd(24)} ${String(page.files.length).padStart(3)} files  ${kb(gzip).padStart(7)} KB${prefetched ? ` (${kb(prefetched)} KB of it prefetched at idle for the next screens)` : ''}`,
    );
    if (process.env.BENCH_SIZE_FILES)
      for (const f of page.files)
        console.log(`    ${kb(f.gzip).padStart(7)} KB  ${f.url}${f.prefetched ? '  (prefetch)' : ''}`);
  }
  console.log('');

  const remotes = JSON.parse(readFileSync(join(root, 'dist/remotes.json'), 'utf8'));
  console.log('Remote      entry (remoteEntry.js, gz)   whole build JS (gz)');
  for (const [name, manifest] of Object.entries(remotes)) {
    const dir = join(root, 'dist', manifest.replace(/\/mf-manifest\.json$/, ''));
    const js = readdirSync(dir).filter((f) => f.endsWith('.js'));
    const all = js.reduce((s, f) => s + gzipSize(readFileSync(join(dir, f))), 0);
    console.log(
      `${name.padEnd(10)}  ${kb(gzipSize(readFileSync(join(dir, 'remoteEntry.js')))).padStart(8)} KB                  ${kb(all).padStart(8)} KB`,
    );
  }
}
