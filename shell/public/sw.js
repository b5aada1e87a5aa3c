/* Service worker of the shell, build __SHELL_BUILD__.
   Versioned remote files and hashed shell assets never change: cache first.
   Pages, remotes.json, config and the API always go to the network.
   Pruning: the shell's hashed assets live in a cache of their own build, and the caches of other builds are deleted
   when this one activates; remote files are kept only for the versions remotes.json still names, and those the page
   loads or falls back to (a canary, a preview: the page sends them with the message {type: 'prune', keep}), checked
   when this worker activates and whenever a page asks, so old releases do not pile up. */
const SHELL_CACHE = 'abacus-shell-__SHELL_BUILD__';
const REMOTES_CACHE = 'abacus-remotes';

const sameOrigin = (url) => url.origin === self.location.origin;
const isRemoteFile = (url) => sameOrigin(url) && url.pathname.startsWith('/remotes/');
const isShellAsset = (url) => sameOrigin(url) && /\.[0-9a-f]{8}\.js$/.test(url.pathname);

/** `/remotes/<name>/<version>/` of a remote file's path, or null. */
const versionFolder = (pathname) => pathname.match(/^\/remotes\/[^/]+\/[^/]+\//)?.[0] ?? null;

/** Every version folder remotes.json names, wherever it names it (current, canary, previous...). */
function liveFolders(manifest) {
  const folders = new Set();
  const visit = (value) => {
    if (typeof value === 'string') {
      const folder = versionFolder(new URL(value, self.location.origin).pathname);
      if (folder) folders.add(folder);
    } else if (value && typeof value === 'object') Object.values(value).forEach(visit);
  };
  visit(manifest);
  return folders;
}

async function pruneRemotes(keep = []) {
  const response = await fetch('/remotes.json', { cache: 'no-store' });
  if (!response.ok) return;
  const live = liveFolders([await response.json(), keep]);
  if (live.size === 0) return; // never empty the cache on a manifest we do not understand
  const cache = await caches.open(REMOTES_CACHE);
  for (const request of await cache.keys()) {
    const folder = versionFolder(new URL(request.url).pathname);
    if (!folder || !live.has(folder)) await cache.delete(request);
  }
}

async function dropOtherCaches() {
  for (const name of await caches.keys()) {
    if (name !== SHELL_CACHE && name !== REMOTES_CACHE) await caches.delete(name);
  }
}

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) =>
  event.waitUntil(Promise.all([self.clients.claim(), dropOtherCaches(), pruneRemotes().catch(() => undefined)])),
);
self.addEventListener('message', (event) => {
  if (event.data?.type === 'prune') event.waitUntil(pruneRemotes(event.data.keep).catch(() => undefined));
});

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (event.request.method !== 'GET') return;
  const cacheName = isRemoteFile(url) ? REMOTES_CACHE : isShellAsset(url) ? SHELL_CACHE : null;
  if (!cacheName) return;
  event.respondWith(
    caches.open(cacheName).then(async (cache) => {
      const hit = await cache.match(event.request);
      if (hit) return hit;
      const response = await fetch(event.request);
      if (response.ok) cache.put(event.request, response.clone());
      return response;
    }),
  );
});
