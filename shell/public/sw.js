/* Service worker of the shell, build __SHELL_BUILD__.
   Versioned remote files and hashed shell assets never change: cache first.
   Pages, remotes.json, config and the API always go to the network. */
const CACHE = 'abacus-static-v1';

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

const immutable = (url) =>
  url.origin === self.location.origin &&
  (url.pathname.startsWith('/remotes/') || /\.[0-9a-f]{8}\.js$/.test(url.pathname));

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (event.request.method !== 'GET' || !immutable(url)) return;
  event.respondWith(
    caches.open(CACHE).then(async (cache) => {
      const hit = await cache.match(event.request);
      if (hit) return hit;
      const response = await fetch(event.request);
      if (response.ok) cache.put(event.request, response.clone());
      return response;
    }),
  );
});
