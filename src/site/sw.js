// The archive's service worker: a page a reader has opened online opens again offline, and plays
// (issue 89). Plain JavaScript, served as written but for PARTS: `puzzlebook site` writes it as
// `<base>sw.js` (src/archive/offline.ts), its scope the archive. /make/ has its own, nested scope
// (make/sw.js), which wins there; the maker's files are none of this one's.
//
// What it may keep is listed by the build: every page, its data (JSON), drawings and the scripts,
// styles and fonts under _astro/, each by its address under the base with the SHA-256 of its
// bytes. An archive may hold 10,000 puzzles: a list of them all in this file would be some
// megabyte every reader fetches. So the list is in parts, `sw/<hash>.json`, and here only each
// part's SHA-256: the shared files (_astro/ and the root's) are part 0; each other address is in
// one part of 1 to n by a hash of the address, about 128 to a part. A reader fetches part 0 and
// the part of each page they open (some KB), each once, checked against its hash here before
// it is used or kept.
//
// Requests for the archive's pages and files go to the network first, so a rebuilt archive is
// seen at once; a copy whose bytes are the build's is kept, and served when the network fails.
// A page never opened, asked for offline, is answered with the archive's offline page.
//
// The origin may be shared (a project page host): any page of it can write to its caches and
// message this worker. So nothing is kept or served offline but the files listed, and each
// copy's bytes (and each part's) are checked against their hash before kept and before used.
const PARTS = [];

/** The archive's root: this file is `<base>sw.js`. */
const ROOT = new URL('./', self.location.href);
/** This worker's own cache: the origin's other sites, and other archives on it, have theirs. */
const CACHE = `puzzlebook-archive ${self.registration.scope}`;
/** The page a navigation offline gets when its own was never kept. */
const OFFLINE = 'offline/';
/** What a listed address may be: a page (ending in `/`, or the root), or a file of these types. */
const LISTABLE = /(?:^|\/|\.(?:html|js|css|woff2?|svg|json))$/;

async function sha256(bytes) {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** An address's path from the root (query and fragment aside), if it may be listed; undefined if it is not this worker's. */
function pathOf(address) {
  let url;
  try {
    url = new URL(address, self.location.href);
  } catch {
    return undefined;
  }
  if (url.origin !== ROOT.origin || !url.pathname.startsWith(ROOT.pathname)) return undefined;
  let path;
  try {
    path = decodeURIComponent(url.pathname.slice(ROOT.pathname.length));
  } catch {
    return undefined;
  }
  // /make/'s files are its own worker's; the search index is fetched whole or not at all.
  if (path.startsWith('make/') || path.startsWith('pagefind/') || path.startsWith('sw/') || path === 'sw.js') return undefined;
  return LISTABLE.test(path) ? path : undefined;
}

/** The address a file is kept under. */
const keyOf = (path) => new URL(path.split('/').map(encodeURIComponent).join('/'), ROOT).href;
/** A part's address: named by its hash, so a rebuilt archive's part is a new file, never an old copy. */
const partKey = (at) => new URL(`sw/${PARTS[at]}.json`, ROOT).href;

/** The part listing `path`: 0 for the shared files, else one of the others by the first four bytes of the SHA-256 of its path (as src/archive/offline.ts). */
async function partOf(path) {
  if (PARTS.length <= 1 || path.startsWith('_astro/') || !path.includes('/')) return 0;
  const digest = new DataView(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(path)));
  return 1 + (digest.getUint32(0) % (PARTS.length - 1));
}

/** `bytes` as a response of their own, with only their type: what is kept and served. */
const responseOf = (bytes, type) => new Response(bytes, { status: 200, headers: type ? { 'Content-Type': type } : {} });

/** Each part read since this worker started, as checked: its list by path. */
const lists = new Map();

/** The list of part `at`: kept and checked, or fetched, checked and kept; undefined where neither can be had. */
function listOf(at) {
  if (at >= PARTS.length) return Promise.resolve(undefined);
  if (!lists.has(at)) {
    const read = (async () => {
      const cache = await caches.open(CACHE);
      const copy = await cache.match(partKey(at));
      if (copy) {
        const bytes = await copy.arrayBuffer();
        if ((await sha256(bytes)) === PARTS[at]) return JSON.parse(new TextDecoder().decode(bytes));
        await cache.delete(partKey(at));
      }
      const response = await fetch(partKey(at));
      if (!response.ok) return undefined;
      const bytes = await response.arrayBuffer();
      if ((await sha256(bytes)) !== PARTS[at]) return undefined;
      await cache.put(partKey(at), responseOf(bytes, 'application/json'));
      return JSON.parse(new TextDecoder().decode(bytes));
    })().catch(() => undefined);
    lists.set(at, read);
    // Not had (offline, say): asked again next time.
    read.then((list) => list === undefined && lists.delete(at));
  }
  return lists.get(at);
}

/** The SHA-256 the build lists for `path`, or undefined. */
async function hashOf(path) {
  const list = await listOf(await partOf(path));
  return list && Object.hasOwn(list, path) && typeof list[path] === 'string' ? list[path] : undefined;
}

/** Files kept and checked since this worker started: a `keep` fetches them no more (serving checks each again). */
const checked = new Set();

/** Keeps `response` as the file at `path` if its bytes are the build's; true if they were. */
async function keepIfChecked(path, response) {
  const bytes = await response.arrayBuffer();
  const hash = await hashOf(path);
  if (hash === undefined || (await sha256(bytes)) !== hash) return false;
  const cache = await caches.open(CACHE);
  await cache.put(keyOf(path), responseOf(bytes, response.headers.get('Content-Type')));
  checked.add(path);
  return true;
}

/** The kept copy of the file at `path`, if its bytes are the build's; a copy that is not is dropped. */
async function kept(path) {
  const cache = await caches.open(CACHE);
  const copy = await cache.match(keyOf(path));
  if (!copy) return undefined;
  const bytes = await copy.arrayBuffer();
  const hash = await hashOf(path);
  if (hash !== undefined && (await sha256(bytes)) === hash) return responseOf(bytes, copy.headers.get('Content-Type'));
  // Not the build's, or its part cannot be read to say: never served, dropped only when it is known not to be.
  if (hash !== undefined || (await listOf(await partOf(path))) !== undefined) {
    checked.delete(path);
    await cache.delete(keyOf(path));
  }
  return undefined;
}

/** Keeps the listed file at `path` unless it is kept already. */
async function keep(path) {
  if (checked.has(path) || (await kept(path))) return;
  try {
    const response = await fetch(keyOf(path));
    if (response.ok) await keepIfChecked(path, response);
  } catch {
    // Offline, or refused: kept when the page loads it again.
  }
}

// The offline page, kept from the start: it is what a page never opened is answered with offline.
self.addEventListener('install', (event) => {
  self.skipWaiting();
  event.waitUntil(keep(OFFLINE));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // The parts an earlier build listed, and anything not an address this worker keeps, go.
      // (A kept file an earlier build listed and this one does not goes when it is next asked for.)
      const cache = await caches.open(CACHE);
      const parts = new Set(PARTS.map((_, at) => partKey(at)));
      for (const request of await cache.keys()) {
        const path = pathOf(request.url);
        if (!parts.has(request.url) && (path === undefined || keyOf(path) !== request.url)) await cache.delete(request);
      }
      await self.clients.claim();
    })(),
  );
});

// A page hands over what it loaded before this worker held it (src/site/lib/offline.dom.ts). Any
// page of the origin can send this: only listed files are fetched, and only the build's bytes kept.
self.addEventListener('message', (event) => {
  if (event.data?.type !== 'keep' || !Array.isArray(event.data.urls)) return;
  const paths = new Set(event.data.urls.slice(0, 500).map((url) => (typeof url === 'string' ? pathOf(url) : undefined)).filter((path) => path !== undefined));
  event.waitUntil(Promise.all([...paths].map(keep)));
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const path = request.method === 'GET' ? pathOf(request.url) : undefined;
  if (path === undefined) return;
  event.respondWith(
    (async () => {
      let response;
      try {
        response = await fetch(request);
      } catch (error) {
        const copy = await kept(path);
        if (copy) return copy;
        const offline = request.mode === 'navigate' ? await kept(OFFLINE) : undefined;
        if (offline) return offline;
        throw error;
      }
      // Kept once whole and checked (an address the build does not list is not); the page has its answer as it comes.
      if (response.ok && !response.redirected) event.waitUntil(keepIfChecked(path, response.clone()).catch(() => undefined));
      return response;
    })(),
  );
});
