// The production gateway (scripts/nginx-config.mjs, deploy/nginx/): `nginx -t` accepts the rendered config, and a
// real nginx on it serves a site with the API's cache rules and security headers, and proxies to two stand-in API
// replicas with the client's address, keepalive, and retries for idempotent requests only.
// Run: node --test deploy/tests/   (installs Debian's nginx when missing, as root)
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { brotliWanted, loadApiFacts, renderNginxConfig } from '../../scripts/nginx-config.mjs';
import { ensureNginx, startNginx, testNginxConfig } from '../../scripts/nginx.mjs';
import { importTs } from '../../scripts/repo-modules.mjs';

const { cacheControlFor } = await importTs('api/src/gateway/static-site.ts');

const SITE_FILES = {
  'index.html': '<!doctype html><title>shell</title>',
  'app.html': '<!doctype html><title>shell, every other path</title>',
  'sw.js': 'self.addEventListener("fetch", () => {});',
  'shell-version.json': '{"version":"1"}',
  'remotes.json': '{"games":"/remotes/games/0.1.0/mf-manifest.json"}',
  'config/regions.json': '{"rules":[]}',
  'main.js': `console.log(${JSON.stringify('x'.repeat(4000))});`,
  // The build's compressed copies (shared/webpack/build-config.cjs), told apart by what they hold.
  'built.0123abcd.js': 'console.log("the file");',
  'built.0123abcd.js.gz': gzipSync('console.log("the gzip copy");'),
  'built.0123abcd.js.br': brotliCompressSync('console.log("the brotli copy");'),
  '132.07687b63.js': 'export {};',
  'ui.css': 'body{}',
  'favicon.svg': '<svg/>',
  'remotes/games/0.1.0/remoteEntry.js': 'var games;',
  'remotes/games/0.1.0/mf-manifest.json': '{}',
  '.env': 'SECRET=1',
  'releases.json': '{}',
  'releases.log': '{"by":"someone@build-host"}',
  'remotes/.staging-games-x/games/0.2.0/remoteEntry.js': 'var games;',
};

let dir;
let facts;
let replicas;
let gateway;
let base;

/** A stand-in API replica: answers who it is and what it was told; /api/v1/drop closes the socket mid-request. */
async function startReplica(name) {
  const seen = [];
  const sockets = new Set();
  const server = createServer((req, res) => {
    seen.push({ method: req.method, url: req.url, headers: req.headers });
    if (req.url.startsWith('/api/v1/drop')) return req.socket.destroy();
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ replica: name, xff: req.headers['x-forwarded-for'], realIp: req.headers['x-real-ip'] }));
  });
  server.on('connection', (socket) => sockets.add(socket));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { name, seen, sockets, address: `127.0.0.1:${server.address().port}`, close: () => server.close() };
}

async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Renders a config for these upstreams into dir/<name>/ and starts nginx on it. */
async function gatewayFor(name, upstreams) {
  const prefix = join(dir, name);
  mkdirSync(prefix, { recursive: true });
  const port = await freePort();
  const text = renderNginxConfig(
    {
      listen: [`127.0.0.1:${port}`],
      upstreams,
      siteRoot: join(dir, 'site'),
      prefix,
      brotli: brotliWanted('auto'),
      foreground: true,
    },
    facts,
  );
  const configFile = join(prefix, 'nginx.conf');
  writeFileSync(configFile, text);
  const nginx = await startNginx({ configFile, prefix, probeUrl: `http://127.0.0.1:${port}/index.html` });
  return { ...nginx, text, configFile, prefix, base: `http://127.0.0.1:${port}` };
}

before(async () => {
  ensureNginx();
  dir = mkdtempSync(join(tmpdir(), 'nginx-config-'));
  // nginx's workers run as nobody when the master is root: they must reach the site and the run folder.
  rmSync(dir, { recursive: true });
  mkdirSync(dir, { mode: 0o755 });
  for (const [file, body] of Object.entries(SITE_FILES)) {
    mkdirSync(dirname(join(dir, 'site', file)), { recursive: true });
    writeFileSync(join(dir, 'site', file), body);
  }
  facts = await loadApiFacts();
  replicas = [await startReplica('a'), await startReplica('b')];
  gateway = await gatewayFor(
    'main',
    replicas.map((r) => r.address),
  );
  base = gateway.base;
});

after(async () => {
  await gateway?.stop();
  for (const r of replicas ?? []) r.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the rendered config', () => {
  test('nginx -t accepts it', () => {
    const { ok, output } = testNginxConfig(gateway.configFile, gateway.prefix);
    assert.ok(ok, output);
    assert.match(output, /test is successful/);
  });

  test('names both replicas with passive health checks, keepalive, and retries without non_idempotent', () => {
    for (const r of replicas)
      assert.match(gateway.text, new RegExp(`server ${r.address} max_fails=\\d+ fail_timeout=\\d+s;`));
    assert.match(gateway.text, /keepalive \d+;/);
    assert.match(gateway.text, /proxy_next_upstream error timeout http_502 http_503;/);
    assert.doesNotMatch(gateway.text.replace(/#.*$/gm, ''), /non_idempotent/);
    assert.match(gateway.text, /add_header Content-Security-Policy ".*frame-ancestors 'none'" always;/);
    assert.match(
      gateway.text,
      /"~\(\^\|\/\)\(index\\.html\|app\\.html\|sw\\.js\|shell-version\\.json\)\$" "no-cache";/,
    );
    assert.match(gateway.text, /"\/remotes.json" "no-cache";/);
    assert.match(gateway.text, /"~\^\/config\/" "no-cache";/);
  });
});

describe('the site through nginx', () => {
  test('every file gets the Cache-Control the API gives it (cacheControlFor), CORS on the remotes only', async () => {
    const paths = [
      '/',
      ...Object.keys(SITE_FILES)
        .filter((f) => !f.startsWith('.') && !f.startsWith('releases.') && !f.includes('/.staging-'))
        .map((f) => `/${f}`),
    ];
    for (const path of paths) {
      const res = await fetch(`${base}${path}`);
      assert.equal(res.status, 200, path);
      assert.equal(res.headers.get('cache-control'), cacheControlFor(path === '/' ? '/index.html' : path), path);
      const cors = path.startsWith('/remotes/') || path === '/remotes.json' ? '*' : null;
      assert.equal(res.headers.get('access-control-allow-origin'), cors, path);
    }
  });

  test("pages, files and 404s carry the API's security headers", async () => {
    for (const path of ['/', '/main.js', '/nope.js']) {
      const res = await fetch(`${base}${path}`);
      for (const [name, value] of Object.entries(facts.securityHeaders))
        assert.equal(res.headers.get(name), value, `${name} of ${path}`);
    }
  });

  test("a browser navigation gets the shell (404 where no area is); other unknown paths, hidden files, the release state and POSTs the API's JSON 404", async () => {
    const page = await fetch(`${base}/dashboard-student/shop`, { headers: { accept: 'text/html' } });
    assert.equal(page.status, 200);
    assert.equal(await page.text(), SITE_FILES['app.html']);
    assert.equal(page.headers.get('cache-control'), 'no-cache');
    assert.equal(
      await (await fetch(`${base}/`, { headers: { accept: 'text/html' } })).text(),
      SITE_FILES['index.html'],
    );
    // An address no area of the site owns (the contract's KNOWN_PAGE_PATTERN): the same page, with 404, no-cache and
    // the security headers, so that search engines do not keep it; the shell shows its 404 screen there.
    for (const path of ['/no/such/page', '/dashboards', '/login/more']) {
      const missing = await fetch(`${base}${path}`, { headers: { accept: 'text/html' } });
      assert.equal(missing.status, 404, path);
      assert.equal(await missing.text(), SITE_FILES['app.html'], path);
      assert.equal(missing.headers.get('cache-control'), 'no-cache', path);
      for (const [name, value] of Object.entries(facts.securityHeaders))
        assert.equal(missing.headers.get(name), value, `${name} of ${path}`);
    }
    for (const path of ['/login', '/login/', '/dashboard/list/teacher', '/activate/MQ/abc', '/demo']) {
      const known = await fetch(`${base}${path}`, { headers: { accept: 'text/html' } });
      assert.equal(known.status, 200, path);
      // Whatever the client accepts (an uptime check, a link preview).
      const anyClient = await fetch(`${base}${path}`, { headers: { accept: '*/*' } });
      assert.equal(anyClient.status, 200, path);
      assert.equal(await anyClient.text(), SITE_FILES['app.html'], path);
    }
    const notBrowser = await fetch(`${base}/no/such/page`, { headers: { accept: '*/*' } });
    assert.equal(notBrowser.status, 404);
    assert.deepEqual(await notBrowser.json(), JSON.parse(facts.notFoundBody));
    const internal = await fetch(`${base}/app-missing`, { headers: { accept: 'text/html' } });
    assert.equal(internal.status, 404);
    // A site built without app.html: index.html.
    rmSync(join(dir, 'site/app.html'));
    try {
      const fallback = await fetch(`${base}/dashboard-student/shop`, { headers: { accept: 'text/html' } });
      assert.equal(fallback.status, 200);
      assert.equal(await fallback.text(), SITE_FILES['index.html']);
    } finally {
      writeFileSync(join(dir, 'site/app.html'), SITE_FILES['app.html']);
    }
    for (const [path, init] of [
      ['/nope.js', {}],
      ['/.env', { headers: { accept: 'text/html' } }],
      ['/releases.json', {}],
      ['/releases.log', {}],
      ['/remotes/.staging-games-x/games/0.2.0/remoteEntry.js', {}],
      ['/index.html', { method: 'POST' }],
    ]) {
      const res = await fetch(`${base}${path}`, init);
      assert.equal(res.status, 404, path);
      assert.deepEqual(await res.json(), JSON.parse(facts.notFoundBody), path);
    }
  });

  test('compresses with gzip, and with brotli where the module is installed', async () => {
    const gz = await fetch(`${base}/main.js`, { headers: { 'accept-encoding': 'gzip' } });
    assert.equal(gz.headers.get('content-encoding'), 'gzip');
    const br = await fetch(`${base}/main.js`, { headers: { 'accept-encoding': 'br' } });
    assert.equal(br.headers.get('content-encoding'), brotliWanted('auto') ? 'br' : null);
  });

  test("sends the build's .gz and .br copies as they are", async () => {
    const gz = await fetch(`${base}/built.0123abcd.js`, { headers: { 'accept-encoding': 'gzip' } });
    assert.equal(gz.headers.get('content-encoding'), 'gzip');
    assert.equal(await gz.text(), 'console.log("the gzip copy");');
    const br = await fetch(`${base}/built.0123abcd.js`, { headers: { 'accept-encoding': 'gzip, br' } });
    assert.equal(
      await br.text(),
      brotliWanted('auto') ? 'console.log("the brotli copy");' : 'console.log("the gzip copy");',
    );
    const plain = await fetch(`${base}/built.0123abcd.js`, { headers: { 'accept-encoding': 'identity' } });
    assert.equal(await plain.text(), 'console.log("the file");');
  });
});

describe('the API through nginx', () => {
  test('/api/, /generator/ and /media/ reach a replica with the client address; a forged X-Forwarded-For is dropped', async () => {
    for (const path of ['/api/v1/livez', '/generator/v1/generate', '/media/a.png']) {
      const res = await fetch(`${base}${path}`, { headers: { 'x-forwarded-for': '6.6.6.6' } });
      const body = await res.json();
      assert.equal(body.xff, '127.0.0.1', path);
      assert.equal(body.realIp, '127.0.0.1', path);
    }
  });

  test("the replicas are not asked to compress: nginx compresses the API's answers itself", async () => {
    const replica = (res) => replicas.find((r) => r.name === res.replica);
    const res = await (await fetch(`${base}/api/v1/livez`, { headers: { 'accept-encoding': 'gzip, br' } })).json();
    assert.equal(replica(res).seen.at(-1).headers['accept-encoding'], undefined);
  });

  test('requests spread over both replicas on kept-alive connections', async () => {
    const before = replicas.map((r) => r.seen.length);
    const sockets = replicas.map((r) => r.sockets.size);
    for (let i = 0; i < 40; i++) await (await fetch(`${base}/api/v1/livez`)).json();
    const served = replicas.map((r, i) => r.seen.length - before[i]);
    assert.ok(
      served.every((n) => n > 0),
      `served ${served}`,
    );
    const opened = replicas.reduce((sum, r, i) => sum + r.sockets.size - sockets[i], 0);
    assert.ok(opened < 10, `${opened} new connections for 40 requests`);
  });

  test('a request in flight on a replica that dies: a GET goes to the other replica, a POST is never sent twice', async () => {
    const count = (method) =>
      replicas.reduce((n, r) => n + r.seen.filter((s) => s.method === method && s.url === '/api/v1/drop').length, 0);
    const get = await fetch(`${base}/api/v1/drop`);
    assert.equal(count('GET'), 2, 'the GET was tried on both replicas');
    assert.equal(get.status, 503);
    const post = await fetch(`${base}/api/v1/drop`, { method: 'POST', body: '{}' });
    assert.equal(count('POST'), 1, 'the POST reached one replica only');
    assert.equal(post.status, 503);
    assert.equal(post.headers.get('retry-after'), facts.retryAfterSeconds);
    assert.deepEqual(await post.json(), JSON.parse(facts.unavailableBody));
  });

  test('a replica that refuses connections: every request, POSTs too, goes to the other one', async () => {
    const live = await startReplica('live');
    const refusing = `127.0.0.1:${await freePort()}`;
    const second = await gatewayFor('refusing', [refusing, live.address]);
    try {
      for (let i = 0; i < 6; i++) {
        const res = await fetch(`${second.base}/api/v1/users/user/auth`, { method: 'POST', body: '{}' });
        assert.equal(res.status, 200);
        assert.equal((await res.json()).replica, 'live');
      }
      assert.equal(live.seen.length, 6);
    } finally {
      await second.stop();
      live.close();
    }
  });
});
