/*
 * The archive offline (issue 89): every page registers the archive's service worker (`<base>sw.js`,
 * written by src/archive/offline.ts from src/site/sw.js), which keeps each page a reader opens,
 * with what it loads, as it serves them; once it holds the page, the page hands it what it loaded
 * before. /make/ has a worker of its own (src/site/make/offline.dom.ts), whose scope is nested
 * in this one's and wins there. Where there is no service worker (a file:// page, a browser or
 * mode refusing them), the archive works online only.
 */

const ours = (url: string) => url.startsWith(location.origin);

/** Whether the page's loads are watched for those that end past the worker (once, though a rebuilt archive's worker takes over again). */
let watching = false;

/**
 * Hands the service worker the page and every address of ours it has loaded (scripts, styles,
 * fonts, data, drawings); then, as each load still under way at that moment ends, that one too.
 * A load the page began before the worker held it goes past the worker however late it ends, and
 * is in the page's list of loads only once it has ended: a lazy drawing or a tile's day pick on a
 * busy machine ends after the handing over.
 */
function handOver(): void {
  const worker = navigator.serviceWorker?.controller;
  if (!worker) return;
  worker.postMessage({ type: 'keep', urls: [location.href, ...performance.getEntriesByType('resource').map((entry) => entry.name)].filter(ours) });
  if (watching || typeof PerformanceObserver === 'undefined') return;
  watching = true;
  // Observed from the same task as the list was read: no load ends between the two.
  new PerformanceObserver((loads) => {
    // Those that went through a worker (`workerStart` set) it has kept as it served them.
    const urls = loads
      .getEntries()
      .filter((entry) => (entry as PerformanceResourceTiming).workerStart === 0 && ours(entry.name))
      .map((entry) => entry.name);
    if (urls.length > 0) navigator.serviceWorker.controller?.postMessage({ type: 'keep', urls });
  }).observe({ type: 'resource' });
}

export function goOffline(): void {
  const container = navigator.serviceWorker;
  if (!container || !window.isSecureContext) return;
  // The archive's base, as Vite writes it into the built script (`site --base /puzzles/`).
  const base = (import.meta as ImportMeta & { env: { BASE_URL: string } }).env.BASE_URL.replace(/\/?$/, '/');
  // /make/ is its own worker's (its scope wins there): registering this one from it would fetch
  // this worker, its list and the offline page (some 8 KB) on the maker's first visit, for
  // nothing the maker uses. The archive's is registered from any other page the reader opens.
  if (location.pathname.startsWith(`${base}make/`)) return;
  // Once it holds the page (at once on a first visit: it claims the pages open), what the page
  // loads goes through it; what was loaded before is handed over.
  container.addEventListener('controllerchange', handOver);
  container.register(`${base}sw.js`, { scope: base }).catch(() => {
    // Refused (a browser setting, a host serving sw.js oddly): the archive still works online.
  });
}
