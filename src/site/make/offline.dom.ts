/*
 * /make/ offline: registers the service worker (make/sw.js, written into the archive from
 * src/site/make/sw.js by src/archive/offline.ts with the files it may keep and their hashes),
 * which keeps what it serves to the page and its maker, and hands it what was loaded before it
 * took control, so a second visit works with no network. Nothing waits for it: the maker starts at once, and the first
 * visit's files are handed over as they are known (`keep`), whenever the service worker is ready.
 * Where there is no service worker (a file:// page, a browser or mode refusing them), the maker
 * works online only.
 */

/** Every address of ours the page and its maker have loaded, to be kept (the service worker keeps only those it lists). */
const known = new Set<string>();

/** Whether a book has been made: from then on the service worker keeps ahead what the maker may need (every language's words). */
let used = false;

function handOver(): void {
  navigator.serviceWorker?.controller?.postMessage({ type: 'keep', urls: [...known], ...(used ? { ahead: true } : {}) });
}

/** Registers the service worker at `address` (make/sw.js); once it holds the page, it is handed what was loaded before. */
export function goOffline(address: string): void {
  const container = navigator.serviceWorker;
  if (!container || !window.isSecureContext) return;
  container.addEventListener('controllerchange', () => keep([]));
  container.register(new URL(address, location.href)).catch(() => {
    // Refused (a browser setting, a host serving sw.js oddly): the maker still works online.
  });
}

/**
 * Hands the service worker what the page has loaded (its address, scripts, styles, fonts, the
 * maker's script), with `more` the maker says it fetched (its words and fonts): a worker
 * started before the service worker held the page fetches past it. Once a book is `made`, the
 * maker has been used: the service worker is asked to keep ahead the files it lists for that
 * (sw.js `AHEAD`), so another language, paper or kind is made offline too (issue 89). Not on a
 * first visit's preview: a person who only looks fetches no more than the page.
 */
export function keep(more: readonly string[], made = false): void {
  used ||= made;
  for (const url of [location.href, ...performance.getEntriesByType('resource').map((entry) => entry.name), ...more]) {
    if (url.startsWith(location.origin)) known.add(url);
  }
  handOver();
}
