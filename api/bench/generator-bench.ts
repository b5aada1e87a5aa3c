// Generator benchmark: figures, not assertions.
//   node --import tsx api/bench/generator-bench.ts [seconds per figure, default 1]
// - pure core: generated sets per second per level (10 numbers, as the games ask by default);
// - HTTP: requests per second through app.inject and through a real socket (the generator service alone).
// Each figure is given per second of wall time and per second of this process's CPU time: the machines are shared,
// and the CPU figure is what one free core would do.
import { generate } from '../src/generator/generate.ts';
import type { GameConfig } from '../src/generator/game-config.ts';
import { buildGeneratorApp } from '../src/generator/generator-app.ts';
import { ABACUS_LEVELS } from '../src/generator/levels.ts';

const SECONDS = Number(process.argv[2] ?? 1);

interface Rate {
  wall: number;
  cpu: number;
}

const cpuSeconds = (since: NodeJS.CpuUsage) => {
  const u = process.cpuUsage(since);
  return (u.user + u.system) / 1e6;
};

function rate(fn: (i: number) => unknown): Rate {
  for (let i = 0; i < 50; i++) fn(i); // warm-up
  const end = performance.now() + SECONDS * 1000;
  const start = performance.now();
  const cpu = process.cpuUsage();
  let n = 0;
  while (performance.now() < end) fn(n++);
  return { wall: n / ((performance.now() - start) / 1000), cpu: n / cpuSeconds(cpu) };
}

async function rateAsync(fn: (i: number) => Promise<unknown>, concurrency: number): Promise<Rate> {
  for (let i = 0; i < 50; i++) await fn(i);
  const end = performance.now() + SECONDS * 1000;
  const start = performance.now();
  const cpu = process.cpuUsage();
  let n = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end) await fn(n++);
    }),
  );
  return { wall: n / ((performance.now() - start) / 1000), cpu: n / cpuSeconds(cpu) };
}

const fmt = (r: Rate) =>
  `${Math.round(r.wall).toString().padStart(7)} (${Math.round(r.cpu).toString().padStart(6)} cpu)`;

console.log(`Generator core, sets of 10 numbers per second: wall (per CPU second), ${SECONDS} s each`);
console.log('level            complexity 1            complexity 10           complexity 100');
for (const level of ABACUS_LEVELS) {
  const cells = [1, 10, 100].map((complexity) => {
    if ((level === 'fifty' || level === 'hundred') && complexity === 1) return '      -'.padEnd(20);
    const config: GameConfig = { type: 'addition', level, digits: [], pro: false, complexity, length: 10 };
    return fmt(rate((i) => generate(config, i)));
  });
  console.log(`${level.padEnd(14)}   ${cells.join('    ')}`);
}
const others: [string, GameConfig][] = [
  ['anzan_random', { type: 'anzan', anzan: 'anzan_random', complexity: 100, length: 10 }],
  ['negative', { type: 'negative', complexity: 10, length: 10 }],
  ['multiply', { type: 'multiply', complexity: 100, choices: [3, 7, 40] }],
  ['divide', { type: 'divide', dividend: 1000, divisor: 10 }],
  ['abacus_random', { type: 'abacus_random', places: [3], count: 25 }],
];
for (const [name, config] of others) console.log(`${name.padEnd(14)}   ${fmt(rate((i) => generate(config, i)))}`);

const app = await buildGeneratorApp();
const payload = { type: 'addition', digit_type: 'small_friends', digit: [3], complexity: 10, length: 10, speed: 1.6 };
const injectRate = await rateAsync(
  (i) => app.inject({ method: 'POST', url: '/generator/v1/generate', payload: { ...payload, seed: i } }),
  1,
);
console.log(`\nPOST /generator/v1/generate (small_friends 3, complexity 10, 10 numbers)`);
console.log(`  app.inject        ${fmt(injectRate)} requests/s`);

const address = await app.listen({ port: 0, host: '127.0.0.1' });
const body = (i: number) => JSON.stringify({ ...payload, seed: i });
const httpRate = await rateAsync(async (i) => {
  const res = await fetch(`${address}/generator/v1/generate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: body(i),
  });
  if (res.status !== 200) throw new Error(`HTTP ${res.status}`);
  await res.arrayBuffer();
}, 16);
console.log(`  HTTP, 16 at once  ${fmt(httpRate)} requests/s (client in the same process)`);
await app.close();
