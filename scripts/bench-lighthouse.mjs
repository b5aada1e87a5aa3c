// pnpm bench lighthouse: Lighthouse 13 (npm) on the production build, mobile settings (its default: 4x CPU slowdown,
// slow 4G, simulated), in Debian's Chromium: figures, not assertions.
// For each page, LIGHTHOUSE_RUNS cold loads (default 3), signed in as the page's user: the median performance score,
// FCP, LCP, TBT, CLS and accessibility score, then for the median run (by performance score) its LCP element and its
// largest layout shifts, so the next engineer sees what to fix.
// The site and API run on a throw-away embedded database (scripts/api-server.mjs). The session is put into the
// localStorage of the Chromium profile Lighthouse drives (it must not reset storage: `disableStorageReset`); before
// each run this script clears what Lighthouse's own reset would (HTTP cache, service workers, cache storage).
// LIGHTHOUSE_PAGES=landing,games runs some pages; LIGHTHOUSE_PORT moves the site (default 8285); LIGHTHOUSE_REPORTS=dir
// keeps every run's full report (JSON, opens in https://googlechrome.github.io/lighthouse/viewer/); STATIC_ROOT=dir
// measures a copy of a built site instead of dist/ (the API serves it), so a rebuild meanwhile cannot disturb a run.
// LIGHTHOUSE_TRACE=1 (with LIGHTHOUSE_REPORTS) also keeps each run's trace, with V8's CPU samples: which functions a
// long task ran (docs/notes.md, issue 15, reads them).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { demoSession, startApiServer } from './api-server.mjs';
import { build, CHROMIUM, CHROMIUM_ARGS, root } from './setup.mjs';

/** The measured pages: a name for LIGHTHOUSE_PAGES, the path, and who is signed in (null: a visitor). */
const PAGES = [
  { name: 'landing', path: '/', user: null },
  { name: 'student-dashboard', path: '/dashboard-student', user: 'student@demo.school' },
  { name: 'games', path: '/games', user: 'student@demo.school' },
  { name: 'staff-groups', path: '/dashboard/list/group', user: 'teacher@demo.school' },
  { name: 'reports', path: '/dashboard/reports/me', user: 'franchise@demo.school' },
];
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS) || 3);
const PORT = Number(process.env.LIGHTHOUSE_PORT) || 8285;
const REPORTS_DIR = process.env.LIGHTHOUSE_REPORTS;
if (REPORTS_DIR) mkdirSync(REPORTS_DIR, { recursive: true });
/** What Lighthouse clears before a navigation when it resets storage (its `clearStorageTypes`), localStorage kept. */
const CLEARED_STORAGE = 'file_systems,shader_cache,service_workers,cache_storage';

const wanted = (process.env.LIGHTHOUSE_PAGES ?? '')
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean);
const unknown = wanted.filter((name) => !PAGES.some((page) => page.name === name));
if (unknown.length) {
  console.error(`Unknown LIGHTHOUSE_PAGES: ${unknown.join(', ')} (known: ${PAGES.map((p) => p.name).join(', ')})`);
  process.exit(2);
}
const pages = wanted.length ? PAGES.filter((page) => wanted.includes(page.name)) : PAGES;

if (!existsSync(join(root, 'dist/remotes.json'))) build();
const server = await startApiServer({ port: PORT });
const profileDir = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
const browser = await launchChromium(profileDir);
const results = [];
try {
  for (const page of pages) {
    const session = page.user ? await demoSession(server.base, page.user) : null;
    const runs = [];
    // A run Lighthouse could not record (say, NO_NAVSTART under load) is reported and tried again, twice at most.
    for (let attempt = 1; runs.length < RUNS && attempt <= RUNS + 2; attempt++) {
      await prepareProfile(browser.cdpUrl, server.base, page.path, session, attempt === 1);
      const { lhr, artifacts } = await lighthouse(`${server.base}${page.path}`, {
        port: browser.port,
        disableStorageReset: true,
        onlyCategories: ['performance', 'accessibility'],
        logLevel: 'error',
        output: 'json',
        ...(process.env.LIGHTHOUSE_TRACE ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' } : {}),
      });
      if (REPORTS_DIR) writeFileSync(join(REPORTS_DIR, `${page.name}-${attempt}.json`), JSON.stringify(lhr));
      if (REPORTS_DIR && process.env.LIGHTHOUSE_TRACE)
        writeFileSync(join(REPORTS_DIR, `${page.name}-${attempt}.trace.json`), JSON.stringify(artifacts.Trace));
      if (lhr.runtimeError) {
        console.log(`  ${page.path} attempt ${attempt}: ${lhr.runtimeError.code} (${lhr.runtimeError.message})`);
        continue;
      }
      runs.push(lhr);
      console.log(`  ${page.path} run ${runs.length}/${RUNS} done`);
    }
    results.push({ page, runs });
  }
} finally {
  browser.stop();
  await server.stop();
  rmSync(profileDir, { recursive: true, force: true });
}
printTable(results);
for (const result of results) printCulprits(result);

/** Debian's Chromium, headless, with a profile of its own and a DevTools port Lighthouse connects to. */
async function launchChromium(userDataDir) {
  const child = spawn(
    CHROMIUM,
    [
      ...CHROMIUM_ARGS,
      '--headless=new',
      `--user-data-dir=${userDataDir}`,
      '--remote-debugging-port=0',
      '--no-first-run',
      '--no-default-browser-check',
      'about:blank',
    ],
    { stdio: 'ignore', detached: true },
  );
  const portFile = join(userDataDir, 'DevToolsActivePort');
  for (let i = 0; i < 200 && !existsSync(portFile); i++) await new Promise((r) => setTimeout(r, 100));
  const port = Number(readFileSync(portFile, 'utf8').split('\n')[0]);
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      /* gone */
    }
  };
  process.on('exit', stop);
  return { port, cdpUrl: `http://127.0.0.1:${port}`, stop };
}

/** Puts the page's session into the profile's localStorage (or none), then clears caches and service workers, so
 * each run is a cold load of a signed-in user. Before the first run, one unmeasured visit warms the server. */
async function prepareProfile(cdpUrl, base, path, session, warmUp) {
  const cdp = await chromium.connectOverCDP(cdpUrl);
  try {
    const tab = await cdp.contexts()[0].newPage();
    await tab.goto(`${base}/api/v1/livez`);
    await tab.evaluate((s) => {
      localStorage.clear();
      if (s) {
        localStorage.setItem('token', s.token);
        localStorage.setItem('user', s.user);
      }
    }, session);
    if (warmUp) await tab.goto(`${base}${path}`, { waitUntil: 'networkidle' });
    const client = await tab.context().newCDPSession(tab);
    await client.send('Network.clearBrowserCache');
    await client.send('Storage.clearDataForOrigin', { origin: base, storageTypes: CLEARED_STORAGE });
    await tab.close();
  } finally {
    await cdp.close();
  }
}

function median(values) {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (!sorted.length) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
function score(lhr, category) {
  return Math.round((lhr.categories[category]?.score ?? Number.NaN) * 100);
}
function metric(lhr, audit) {
  return lhr.audits[audit]?.numericValue ?? Number.NaN;
}
function seconds(ms) {
  return Number.isFinite(ms) ? `${(ms / 1000).toFixed(1)} s` : '-';
}
function millis(ms) {
  return Number.isFinite(ms) ? `${Math.round(ms)} ms` : '-';
}
function fixed(value, digits) {
  return Number.isFinite(value) ? value.toFixed(digits) : '-';
}

/** The run whose performance score is the median one (the middle run of a sorted odd count). */
function medianRun(runs) {
  const sorted = [...runs].sort((a, b) => score(a, 'performance') - score(b, 'performance'));
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

function printTable(results) {
  const first = results.find((r) => r.runs.length)?.runs[0];
  const chrome = first?.environment?.hostUserAgent?.match(/Chrome\/[\d.]+/)?.[0] ?? 'Chromium';
  console.log(
    `\nLighthouse ${first?.lighthouseVersion ?? '?'}, mobile (4x CPU slowdown, slow 4G, simulated), median of ${RUNS} ` +
      `run(s); ${chrome}, benchmark index ${first?.environment?.benchmarkIndex ?? '?'}\n`,
  );
  console.log('| page | user | runs | performance | FCP | LCP | TBT | CLS | accessibility |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const { page, runs } of results) {
    const of = (pick) => median(runs.map(pick));
    const cells = [
      `\`${page.path}\``,
      page.user ?? 'visitor',
      runs.length,
      // The median, then every run's score: one build's runs differ by a point or two.
      `${fixed(
        of((r) => score(r, 'performance')),
        0,
      )}${runs.length > 1 ? ` (${runs.map((r) => fixed(score(r, 'performance'), 0)).join(', ')})` : ''}`,
      seconds(of((r) => metric(r, 'first-contentful-paint'))),
      seconds(of((r) => metric(r, 'largest-contentful-paint'))),
      millis(of((r) => metric(r, 'total-blocking-time'))),
      fixed(
        of((r) => metric(r, 'cumulative-layout-shift')),
        3,
      ),
      fixed(
        of((r) => score(r, 'accessibility')),
        0,
      ),
    ];
    console.log(`| ${cells.join(' | ')} |`);
  }
}

/** A DOM node of a Lighthouse detail, as selector and a short snippet. */
function describeNode(node) {
  if (!node) return '?';
  const label = (node.nodeLabel && node.nodeLabel !== node.selector ? node.nodeLabel : node.snippet) ?? '';
  const { width, height } = node.boundingRect ?? {};
  const size = width ? ` (${width}x${height})` : '';
  return `${node.selector ?? node.path ?? '?'}${size}  "${label.replace(/\s+/g, ' ').slice(0, 90)}"`;
}

/** Every node item of a details tree (tables, lists, sub-items), depth first. */
function nodesIn(details) {
  if (!details || typeof details !== 'object') return [];
  if (details.type === 'node') return [details];
  return Object.values(details).flatMap((value) =>
    Array.isArray(value) ? value.flatMap(nodesIn) : typeof value === 'object' ? nodesIn(value) : [],
  );
}

function printCulprits({ page, runs }) {
  if (!runs.length) return console.log(`\n${page.path}: no valid run`);
  const lhr = medianRun(runs);
  console.log(`\n${page.path} (median run, performance ${score(lhr, 'performance')}):`);
  const lcpNode = nodesIn(lhr.audits['lcp-breakdown-insight']?.details)[0];
  console.log(`  LCP element: ${lcpNode ? describeNode(lcpNode) : 'not reported'}`);
  const shifts = (lhr.audits['layout-shifts']?.details?.items ?? [])
    .filter((item) => Number.isFinite(item.score))
    .sort((a, b) => b.score - a.score)
    .slice(0, 5);
  if (!shifts.length) console.log('  layout shifts: none reported');
  for (const shift of shifts) {
    console.log(`  layout shift ${shift.score.toFixed(3)}: ${describeNode(shift.node)}`);
    // Lighthouse's root causes of the shift, when it found some (unsized media, web fonts, injected iframes).
    for (const cause of shift.subItems?.items ?? []) {
      const where = cause.extra?.type === 'node' ? describeNode(cause.extra) : (cause.extra?.value ?? cause.extra?.url);
      console.log(`    cause: ${cause.cause ?? '?'} ${where ?? ''}`);
    }
  }
}
