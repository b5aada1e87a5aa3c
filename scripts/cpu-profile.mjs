// A CPU profile of another Node process through its inspector (started with --inspect=host:port), for the
// benchmarks: `profileWhile(inspectorPort, work)` records while `work()` runs and answers the functions that took the
// most CPU themselves (self time), the way a flame graph's widest leaves read.
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { root } from './setup.mjs';

/** Runs `work` with V8's sampling profiler on in the process whose inspector listens on `port`; returns the profile. */
export async function profileWhile(port, work) {
  const [target] = await (await fetch(`http://127.0.0.1:${port}/json/list`)).json();
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', reject, { once: true });
  });
  let next = 0;
  const pending = new Map();
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(event.data);
    pending.get(message.id)?.(message);
    pending.delete(message.id);
  });
  const send = (method, params = {}) =>
    new Promise((resolve, reject) => {
      const id = ++next;
      pending.set(id, (m) => (m.error ? reject(new Error(`${method}: ${m.error.message}`)) : resolve(m.result)));
      socket.send(JSON.stringify({ id, method, params }));
    });
  try {
    await send('Profiler.enable');
    await send('Profiler.setSamplingInterval', { interval: 100 }); // µs
    await send('Profiler.start');
    const result = await work();
    const { profile } = await send('Profiler.stop');
    return { result, profile };
  } finally {
    socket.close();
  }
}

const PSEUDO = new Set(['(idle)', '(program)', '(garbage collector)', '(root)']);

/** Where a function lives, short: a package name with its file, or a path in this repository. */
function place(url, line) {
  if (!url) return '';
  const path = url.startsWith('file://') ? fileURLToPath(url) : url;
  const inPackage = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)\/(.*)$/.exec(path);
  const shown = inPackage ? `${inPackage[1]}/${inPackage[2]}` : path.startsWith('/') ? relative(root, path) : path;
  return `${shown}:${line + 1}`;
}

/**
 * The `count` functions with the most self time, with their share of the busy samples (idle left out), and the
 * busy share of the whole recording.
 */
export function topFunctions(profile, count = 10) {
  const byNode = new Map(profile.nodes.map((n) => [n.id, n]));
  const hits = new Map();
  let busy = 0;
  for (const id of profile.samples) {
    const { callFrame } = byNode.get(id);
    if (callFrame.functionName === '(idle)') continue;
    busy++;
    const name = callFrame.functionName || '(anonymous)';
    const key = PSEUDO.has(name) ? name : `${name} ${place(callFrame.url, callFrame.lineNumber)}`;
    hits.set(key, (hits.get(key) ?? 0) + 1);
  }
  const rows = [...hits.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([fn, n]) => ({ fn, share: n / busy }));
  return { rows, busyShare: busy / profile.samples.length };
}
