// pnpm bench:flash — flash timing in headless Chromium: figures, not assertions.
// 25 numbers at 0.1 s, 0.5 s and 1.6 s per number, shown by the games' flash runner (frame-accurate, one
// fixed timeline) and, in the same page at the same time, by a naive chain of setTimeout calls.
// For each: onset error (time the number reached the screen minus its planned time) p50/p95/max, and the
// error of the last number ("drift"). Budget: p95 within one frame (17 ms), no drift growing with the count.
// Options: --runs N (default 2) repeats each speed and pools the numbers.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import webpack from 'webpack';
import { chromium } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS, root } from './setup.mjs';
const SPEEDS = [0.1, 0.5, 1.6];
const COUNT = 25;
const BUDGET_MS = 17;
const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Math.max(1, Number(process.argv[runsArg + 1]) || 1) : 2;

function bundle() {
  const out = mkdtempSync(join(tmpdir(), 'bench-flash-'));
  const compiler = webpack({
    mode: 'production',
    context: root,
    entry: join(root, 'scripts/bench-flash.page.js'),
    output: { path: out, filename: 'page.js' },
    resolve: { extensions: ['.ts', '.js'] },
    module: {
      rules: [
        {
          test: /\.ts$/,
          exclude: /node_modules/,
          use: { loader: 'swc-loader', options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2020' } } },
        },
      ],
    },
    devtool: false,
    optimization: { minimize: false },
    stats: 'errors-only',
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || stats.hasErrors()) return reject(error ?? new Error(stats.toString('errors-only')));
      const code = readFileSync(join(out, 'page.js'), 'utf8');
      rmSync(out, { recursive: true, force: true });
      resolve(code);
    }),
  );
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const ms = (value) => (value === null ? '   -' : value.toFixed(1).padStart(6));

function summarize(runs) {
  const errors = runs
    .flatMap((run) => run.filter((n) => n.shown !== null).map((n) => n.shown - n.planned))
    .sort((a, b) => a - b);
  const skipped = runs.reduce((sum, run) => sum + run.filter((n) => n.shown === null).length, 0);
  const lasts = runs
    .map((run) => run.at(-1))
    .filter((n) => n.shown !== null)
    .map((n) => n.shown - n.planned);
  return {
    p50: percentile(errors, 50),
    p95: percentile(errors, 95),
    max: errors.at(-1),
    drift: lasts.length ? Math.max(...lasts) : null,
    skipped,
  };
}

const code = await bundle();
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: CHROMIUM_ARGS,
});
try {
  const page = await browser.newPage();
  await page.setContent(`<!doctype html><html><body><script>${code}</script></body></html>`);
  const frame = await page.evaluate(() => window.framePeriod());
  console.log(
    `Flash timing, headless Chromium, ${COUNT} numbers, ${RUNS} run(s) per speed; frame period ${frame.toFixed(1)} ms`,
  );
  console.log('speed   method              p50 ms  p95 ms  max ms  drift@25 ms  skipped');
  const verdicts = [];
  for (const speed of SPEEDS) {
    const results = { runner: [], naive: [] };
    for (let run = 0; run < RUNS; run++) {
      const { runner, naive } = await page.evaluate(([s, n]) => window.benchFlash(s, n), [speed, COUNT]);
      if (!runner) throw new Error('the flash runner voided the attempt (page hidden?)');
      results.runner.push(runner);
      results.naive.push(naive);
    }
    for (const [method, label] of [
      ['runner', 'flash runner'],
      ['naive', 'chained setTimeout'],
    ]) {
      const s = summarize(results[method]);
      console.log(
        `${speed.toFixed(1)} s   ${label.padEnd(18)} ${ms(s.p50)}  ${ms(s.p95)}  ${ms(s.max)}  ${ms(s.drift)}       ${String(s.skipped).padStart(3)}`,
      );
      if (method === 'runner')
        verdicts.push(
          `${speed} s: p95 ${s.p95.toFixed(1)} ms ${s.p95 <= BUDGET_MS ? 'within' : 'OVER'} the ${BUDGET_MS} ms budget`,
        );
    }
  }
  console.log(`Budget (flash runner): ${verdicts.join('; ')}`);
  console.log("(drift@25: error of the 25th number; the naive chain adds each timer's lateness to all that follow)");
} finally {
  await browser.close();
}
