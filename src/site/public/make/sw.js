// /make/'s service worker: the maker works offline once it has been used online (issue 69).
// Plain JavaScript, served as written: a service worker is one file at the scope it serves.
// Every request of a page under /make/ (and of the maker it starts) goes to the network first,
// so a rebuilt archive is seen at once, and what comes back is kept; offline, the kept copy is
// served. The page hands over what it loaded before this worker took control (offline.dom.ts).
const CACHE = 'puzzlebook-make-1';

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('message', (event) => {
  if (event.data?.type !== 'keep' || !Array.isArray(event.data.urls)) return;
  const urls = event.data.urls.filter((url) => typeof url === 'string' && new URL(url, self.location.href).origin === self.location.origin);
  // Each fetched once: what is kept already stays as it is until the network gives a newer copy.
  const keep = async (cache, url) => (await cache.match(url)) ?? cache.add(url).catch(() => undefined);
  event.waitUntil(caches.open(CACHE).then((cache) => Promise.all(urls.map((url) => keep(cache, url)))));
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(
    (async () => {
      const cache = await caches.open(CACHE);
      try {
        const response = await fetch(request);
        if (response.ok) await cache.put(request, response.clone());
        return response;
      } catch (error) {
        const kept = await cache.match(request, { ignoreSearch: true });
        if (kept) return kept;
        throw error;
      }
    })(),
  );
});
