// /make/'s service worker: the maker works offline once it has been used online (issue 69).
// Plain JavaScript, served as written but for its list of files: a service worker is one file at
// the scope it serves. `puzzlebook site` writes it into the archive (src/archive/offline.ts) with
// FILES filled in: every file /make/'s page and maker may load, by its address under the
// archive's base, with the SHA-256 of its bytes as built. Those requests alone go through here,
// to the network first, so a rebuilt archive is seen at once; a copy whose bytes are the build's
// is kept, and served when the network fails. Anything else is left to the browser.
//
// The origin may be shared (a project page host): any page of it can write to its caches and
// message this worker. So nothing is kept or served offline but the files listed, and each
// copy's bytes are checked against their hash before it is kept and again before it is served.
const FILES = {};
// Those of FILES kept ahead once a book has been made (a `keep` message saying `ahead`): the
// maker's words in every language and its scripts and Latin faces, so a book in another language,
// paper or kind is made offline too; not the whole TTFs, fetched only for letters outside Latin
// (src/archive/offline.ts says what this costs).
const AHEAD = [];

/** The archive's root: this file is `<base>make/sw.js`. */
const ROOT = new URL('../', self.location.href);
/** This worker's own cache: the origin's other sites, and other archives on it, have theirs. */
const CACHE = `puzzlebook-make ${self.registration.scope}`;

/** The listed file an address is, by its path from the root (query and fragment aside), or undefined. */
function fileOf(address) {
  let url;
  try {
    url = new URL(address, self.location.href);
  } catch {
    return undefined;
  }
  if (url.origin !== ROOT.origin || !url.pathname.startsWith(ROOT.pathname)) return undefined;
  const path = url.pathname.slice(ROOT.pathname.length);
  return Object.hasOwn(FILES, path) ? path : undefined;
}

/** The address a listed file is kept under. */
const keyOf = (path) => new URL(path, ROOT).href;

async function sha256(bytes) {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** `bytes` as a response of their own, with only their type: what is kept and served. */
const responseOf = (bytes, type) => new Response(bytes, { status: 200, headers: type ? { 'Content-Type': type } : {} });

/** Files kept and checked since this worker started: a `keep` fetches them no more (serving checks each again). */
const checked = new Set();

/** Keeps `response` as the file at `path` if its bytes are the build's; true if they were. */
async function keepIfChecked(path, response) {
  const bytes = await response.arrayBuffer();
  if ((await sha256(bytes)) !== FILES[path]) return false;
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
  if ((await sha256(bytes)) === FILES[path]) return responseOf(bytes, copy.headers.get('Content-Type'));
  checked.delete(path);
  await cache.delete(keyOf(path));
  return undefined;
}

self.addEventListener('install', () => self.skipWaiting());

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // What an earlier build listed, or anyone put here, that this one does not list goes.
      const cache = await caches.open(CACHE);
      for (const request of await cache.keys()) {
        if (fileOf(request.url) === undefined || keyOf(fileOf(request.url)) !== request.url) await cache.delete(request);
      }
      await self.clients.claim();
    })(),
  );
});

/** Keeps the listed file at `path` unless it is kept already: fetched, and kept if its bytes are the build's. */
async function keep(path) {
  if (checked.has(path) || (await kept(path))) return;
  try {
    const response = await fetch(keyOf(path));
    if (response.ok) await keepIfChecked(path, response);
  } catch {
    // Offline, or refused: kept when the page loads it again.
  }
}

/** Keeps every one of `paths`, a few at a time: the files ahead are some hundreds, and the page still fetches its own. */
async function keepAll(paths) {
  const queue = [...paths];
  const next = async () => {
    while (queue.length > 0) await keep(queue.shift());
  };
  await Promise.all([next(), next(), next(), next()]);
}

// The page hands over what it loaded before this worker held it (offline.dom.ts), and once a
// book is made asks for the files ahead. Any page of the origin can send this: only listed
// files are fetched, and only the build's bytes kept.
self.addEventListener('message', (event) => {
  if (event.data?.type !== 'keep' || !Array.isArray(event.data.urls)) return;
  const paths = new Set(event.data.urls.map((url) => (typeof url === 'string' ? fileOf(url) : undefined)).filter((path) => path !== undefined));
  event.waitUntil(
    (async () => {
      await Promise.all([...paths].map(keep));
      if (event.data.ahead === true) await keepAll(AHEAD.filter((path) => Object.hasOwn(FILES, path)));
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const path = request.method === 'GET' ? fileOf(request.url) : undefined;
  if (path === undefined) return;
  event.respondWith(
    (async () => {
      let response;
      try {
        response = await fetch(request);
      } catch (error) {
        const copy = await kept(path);
        if (copy) return copy;
        throw error;
      }
      // Kept once whole and checked; the page has its answer as it comes.
      if (response.ok) event.waitUntil(keepIfChecked(path, response.clone()).catch(() => undefined));
      return response;
    })(),
  );
});
