// npm test: the same set-up as npm start plus Chromium, the lint gate and a type check, then every suite: unit and component (Jest),
// API (node:test on a real database), the delivery (deploy/tests), and end-to-end (Playwright on the composed
// production build).
// Jest and the API suite run side by side; the browser suite runs after them on the built site.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { build, ensureChromium, ensureDependencies, ensurePnpm, root, run } from './setup.mjs';
import { ensureNode24 } from './runtime.mjs';

await ensureNode24();

const SUITES = {
  unit: { command: 'pnpm exec jest --ci', count: countJest },
  api: { command: 'pnpm --filter api test', count: countNodeTest },
  // The delivery: nginx's gateway config (nginx -t, a real nginx in front of two replicas), the Dockerfiles and the
  // Kubernetes manifests against their schemas (deploy/README.md).
  deploy: { command: "node --test 'deploy/tests/'*.test.mjs", count: countNodeTest },
  e2e: { command: 'pnpm --filter e2e test', count: countPlaywright },
  // The same browser suite through the production shape: nginx in front of two API replicas (scripts/stack-run.mjs).
  // Not in the default set: .ci/run runs it after `npm test`, on the build that made.
  stack: {
    command: 'E2E_STACK=1 E2E_PORT=8182 E2E_TMP=e2e/.tmp-stack pnpm --filter e2e test',
    count: countPlaywright,
    browser: true,
  },
};
SUITES.e2e.browser = true;

function countJest(out) {
  const line = out.match(/^Tests:.*$/m)?.[0] ?? '';
  return { passed: num(line, /(\d+) passed/), failed: num(line, /(\d+) failed/) };
}
function countNodeTest(out) {
  // TAP ("# pass 3") or the spec reporter Node 24 uses when not asked for TAP ("ℹ pass 3").
  return { passed: num(out, /^(?:#|ℹ) pass (\d+)/m), failed: num(out, /^(?:#|ℹ) fail (\d+)/m) };
}
function countPlaywright(out) {
  return { passed: num(out, /^\s*(\d+) passed/m), failed: num(out, /^\s*(\d+) failed/m) };
}
const num = (text, re) => Number(text.match(re)?.[1] ?? 0);

function runSuite(name, { quiet }) {
  const { command } = SUITES[name];
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('sh', ['-c', command], { cwd: root, env: { ...process.env, FORCE_COLOR: '0' } });
    let out = '';
    const take = (chunk) => {
      out += chunk;
      if (!quiet) process.stdout.write(chunk);
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.on('close', (code) => {
      if (quiet) process.stdout.write(`\n===== ${name} =====\n${out}`);
      const counts = SUITES[name].count(out);
      resolve({ name, code, ...counts, seconds: (Date.now() - started) / 1000 });
    });
  });
}

const only = process.argv.slice(2).filter((a) => a in SUITES);
const wanted = only.length ? only : Object.keys(SUITES).filter((s) => s !== 'stack');
const browserSuites = wanted.filter((s) => SUITES[s].browser);

ensurePnpm();
ensureDependencies();
if (!only.length || only.some((s) => s === 'unit' || s === 'api')) {
  console.log('Lint and format check (Biome, feature boundaries), then type-checking the frontend and the API…');
  run('pnpm run lint');
  run('pnpm run typecheck && pnpm --filter api typecheck');
}
if (browserSuites.length) {
  ensureChromium();
  if (wanted.includes('e2e') || !existsSync(join(root, 'dist/remotes.json'))) build();
}

const results = await Promise.all(wanted.filter((s) => !SUITES[s].browser).map((s) => runSuite(s, { quiet: true })));
for (const s of browserSuites) results.push(await runSuite(s, { quiet: false }));

console.log('\nSuite      passed  failed  exit  seconds');
for (const r of results) {
  console.log(
    `${r.name.padEnd(10)} ${String(r.passed).padStart(6)}  ${String(r.failed).padStart(6)}  ${String(r.code).padStart(4)}  ${r.seconds.toFixed(0).padStart(7)}`,
  );
}
const passed = results.reduce((s, r) => s + r.passed, 0);
const failed = results.reduce((s, r) => s + r.failed, 0);
const broken = results.filter((r) => r.code !== 0 || r.passed === 0);
console.log(`\ntotal: ${passed} passed, ${failed} failed`);
process.exit(broken.length || failed ? 1 : 0);
