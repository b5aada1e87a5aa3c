// Renders the production gateway's nginx.conf from deploy/nginx/gateway.conf.template. What the API decides (its
// security headers and CSP, the site's cache rules, its 404 body, its idle timeout, its largest upload) is read from
// the API's own modules, never written here a second time.
//   node scripts/nginx-config.mjs --listen 8080 --upstream 127.0.0.1:8301 --upstream 127.0.0.1:8302 \
//     --root /abs/site --out /abs/nginx.conf [--brotli auto|on|off] [--prefix /abs/run/dir] [--foreground]
//     [--access-log off|/abs/file] [--real-ip-from 10.0.0.0/8 ...] [--mime-types /etc/nginx/mime.types]
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { BROTLI_MODULES } from './nginx.mjs';
import { importTs } from './repo-modules.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const TEMPLATE = join(root, 'deploy/nginx/gateway.conf.template');

/** Types worth compressing (text/html always is); the same list for gzip and brotli. */
const COMPRESSIBLE_TYPES = [
  'text/css',
  'text/plain',
  'text/xml',
  'application/javascript',
  'application/json',
  'application/manifest+json',
  'application/xml',
  'application/wasm',
  'image/svg+xml',
];

/** The paths the API answers itself: /api/ (v1), /generator/ (the game generator's own prefix), /media/. */
const API_PREFIXES = ['/api', '/generator', '/media'];

/** What the API decides, from its own modules. */
export async function loadApiFacts() {
  const [headers, staticFile, config, messages, uploads, errors, remotePaths] = await Promise.all([
    importTs('api/src/http/security-headers.ts'),
    importTs('api/src/http/static-file.ts'),
    importTs('api/src/config.ts'),
    importTs('contract/src/messages.ts'),
    importTs('contract/src/content-media-schema.ts'),
    importTs('api/src/http/errors.ts'),
    importTs('contract/src/remote-paths.ts'),
  ]);
  return {
    securityHeaders: await headersOfAPage(headers.installSecurityHeaders),
    immutable: staticFile.IMMUTABLE,
    noCache: staticFile.NO_CACHE,
    notFoundBody: JSON.stringify({ detail: messages.NOT_FOUND }),
    unavailableBody: JSON.stringify({ detail: errors.UNAVAILABLE }),
    retryAfterSeconds: errors.RETRY_AFTER_S,
    apiKeepAliveMs: config.loadConfig({}).keepAliveTimeoutMs,
    // Lesson videos are the largest upload the API takes.
    maxUploadBytes: uploads.CONTENT_VIDEO_MAX_BYTES,
    knownPagePattern: remotePaths.KNOWN_PAGE_PATTERN,
  };
}

/** The headers the API's onSend hook puts on a page of the site, got by running that hook on a page answer. */
async function headersOfAPage(installSecurityHeaders) {
  let onSend;
  const app = {
    addHook(name, hook) {
      if (name === 'onSend') onSend = hook;
    },
  };
  installSecurityHeaders(app);
  const headers = {};
  const reply = {
    hasHeader: (name) => name in headers,
    header(name, value) {
      headers[name] = value;
    },
  };
  await onSend({ url: '/index.html' }, reply, '');
  return headers;
}

/**
 * The nginx.conf text. options: listen (ports or address:port), upstreams (host:port of the API replicas),
 * siteRoot, prefix (run folder for pid, logs and temp files; '' = nginx's -p), brotli (boolean: load the module),
 * foreground (daemon off), accessLog, realIpFrom (addresses of a load balancer in front), mimeTypes.
 */
export function renderNginxConfig(options, facts, template = readFileSync(TEMPLATE, 'utf8')) {
  const o = {
    prefix: '',
    brotli: false,
    foreground: false,
    realIpFrom: [],
    mimeTypes: '/etc/nginx/mime.types',
    maxFails: 2,
    failTimeout: '10s',
    ...options,
  };
  if (!o.listen?.length) throw new Error('nginx config: at least one --listen');
  if (!o.upstreams?.length) throw new Error('nginx config: at least one --upstream');
  if (!isAbsolute(o.siteRoot ?? '')) throw new Error('nginx config: --root must be an absolute path');
  const prefix = o.prefix ? `${resolve(o.prefix)}/` : '';
  const mib = 1024 * 1024;
  const cacheRules = [
    ['~^/remotes/', facts.immutable, 'versioned remote builds'],
    ['~(^|/)(index\\.html|app\\.html|sw\\.js|shell-version\\.json)$', facts.noCache, 'the shell: always revalidated'],
    ['/remotes.json', facts.noCache, 'the remotes map (the release tooling rewrites it)'],
    ['~^/config/', facts.noCache, 'regions.json'],
    ['~*[.-][0-9a-f]{8,}\\.[a-z0-9]+$', facts.immutable, 'hashed chunk names'],
    ['default', facts.noCache, 'anything else: revalidated (ETag)'],
  ];
  const values = {
    prefix,
    run_folder: prefix || '<run folder>/',
    daemon: o.foreground ? 'daemon off;' : '',
    load_modules: o.brotli ? BROTLI_MODULES.map((module) => `load_module ${module};`).join('\n') : '',
    mime_types: o.mimeTypes,
    access_log: o.accessLog ?? `${prefix}access.log`,
    compressible_types: COMPRESSIBLE_TYPES.join(' '),
    brotli: o.brotli
      ? [
          'brotli on;',
          'brotli_static on;',
          'brotli_comp_level 5;',
          'brotli_min_length 512;',
          `brotli_types ${COMPRESSIBLE_TYPES.join(' ')};`,
        ]
          .map((line) => `  ${line}`)
          .join('\n')
      : "  # No brotli: Debian's libnginx-mod-http-brotli-filter and -static were not there when this file was rendered.",
    max_fails: String(o.maxFails),
    fail_timeout: o.failTimeout,
    api_keep_alive: `${facts.apiKeepAliveMs / 1000} s`,
    upstream_servers: o.upstreams
      .map((server) => `    server ${server} max_fails=${o.maxFails} fail_timeout=${o.failTimeout};`)
      .join('\n'),
    upstream_keepalive_timeout: `${Math.max(1, Math.floor(facts.apiKeepAliveMs / 2000))}s`,
    cache_rules: cacheRules.map(([key, value, why]) => `    ${quote(key)} ${quote(value)}; # ${why}`).join('\n'),
    listen: o.listen.map((address) => `    listen ${address};`).join('\n'),
    site_root: o.siteRoot,
    client_max_body_size: `${Math.ceil(facts.maxUploadBytes / mib) + 1}m`,
    real_ip: o.realIpFrom.length
      ? [
          '    # A load balancer in front: the client is the address it names in X-Forwarded-For.',
          ...o.realIpFrom.map((address) => `    set_real_ip_from ${address};`),
          '    real_ip_header X-Forwarded-For;',
          '    real_ip_recursive on;',
        ].join('\n')
      : '',
    client_scheme: o.realIpFrom.length
      ? ['    default $scheme;', '    https https;', '    http http;'].join('\n')
      : '    default $scheme;',
    api_locations: API_PREFIXES.flatMap((p) => [
      `    location = ${p} { proxy_pass http://api; }`,
      `    location ^~ ${p}/ { proxy_pass http://api; }`,
    ]).join('\n'),
    security_headers: headerLines(facts.securityHeaders),
    site_headers: [
      headerLines(facts.securityHeaders),
      // always: the shell's page answered with 404 (an unknown address) is no-cache too.
      '      add_header Cache-Control $site_cache_control always;',
      '      add_header Access-Control-Allow-Origin $site_cors always;',
    ].join('\n'),
    not_found_body: singleQuoted(facts.notFoundBody),
    // Written inside a quoted regular expression (the same quoting as quote() below).
    known_page_pattern: facts.knownPagePattern.replace(/"/g, '\\"'),
    unavailable_body: singleQuoted(facts.unavailableBody),
    retry_after: String(facts.retryAfterSeconds),
  };
  return fill(template, values);
}

/** `always`: error answers carry them too, as the API's do. */
const headerLines = (headers) =>
  Object.entries(headers)
    .map(([name, value]) => `      add_header ${titleCase(name)} ${quote(value)} always;`)
    .join('\n');

const titleCase = (name) => name.replace(/(^|-)([a-z])/g, (_, dash, letter) => dash + letter.toUpperCase());
const singleQuoted = (text) => text.replace(/['\\]/g, '\\$&');
/** nginx keeps a backslash that escapes nothing it knows, so regular expressions stay as written. */
const quote = (value) => `"${String(value).replace(/"/g, '\\"')}"`;

/** Fills every {{name}}; a placeholder without a value, or a value without a placeholder, is a mistake. */
function fill(template, values) {
  const used = new Set();
  const text = template.replace(/\{\{(\w+)\}\}/g, (_, name) => {
    if (!(name in values)) throw new Error(`nginx template: no value for {{${name}}}`);
    used.add(name);
    return values[name];
  });
  const unused = Object.keys(values).filter((name) => !used.has(name));
  if (unused.length) throw new Error(`nginx template: no place for ${unused.join(', ')}`);
  return text;
}

/** --brotli auto loads the module only where Debian's package installed it. */
export const brotliWanted = (mode) =>
  mode === 'on' || (mode === 'auto' && BROTLI_MODULES.every((module) => existsSync(module)));

async function main() {
  const { values } = parseArgs({
    options: {
      listen: { type: 'string', multiple: true },
      upstream: { type: 'string', multiple: true },
      root: { type: 'string' },
      out: { type: 'string' },
      brotli: { type: 'string', default: 'auto' },
      prefix: { type: 'string' },
      foreground: { type: 'boolean', default: false },
      'access-log': { type: 'string' },
      'real-ip-from': { type: 'string', multiple: true },
      'mime-types': { type: 'string' },
    },
  });
  if (!values.out) throw new Error('--out /abs/file.conf is required');
  if (!['auto', 'on', 'off'].includes(values.brotli)) throw new Error('--brotli auto, on or off');
  const text = renderNginxConfig(
    {
      listen: values.listen,
      upstreams: values.upstream,
      siteRoot: values.root,
      prefix: values.prefix,
      brotli: brotliWanted(values.brotli),
      foreground: values.foreground,
      accessLog: values['access-log'],
      realIpFrom: values['real-ip-from'] ?? [],
      ...(values['mime-types'] ? { mimeTypes: values['mime-types'] } : {}),
    },
    await loadApiFacts(),
  );
  mkdirSync(dirname(resolve(values.out)), { recursive: true });
  if (values.prefix) mkdirSync(values.prefix, { recursive: true });
  writeFileSync(values.out, text);
  console.log(`Wrote ${values.out}`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
