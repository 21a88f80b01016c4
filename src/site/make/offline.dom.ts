/*
 * /make/ offline: registers the service worker (public/make/sw.js) and hands it what the page
 * loaded before it took control, so a second visit works with no network. Resolves once the
 * page is controlled, or at once where there is no service worker (a file:// page, a browser
 * without them, private modes that refuse them): the maker then works online only.
 */

/** How long the page waits for a new service worker to take control before starting without it. */
const WAIT_MS = 3000;

export async function offlineReady(): Promise<void> {
  const container = navigator.serviceWorker;
  if (!container || !window.isSecureContext) return;
  try {
    await container.register(new URL('./sw.js', location.href));
    if (!container.controller) {
      await new Promise<void>((resolve) => {
        container.addEventListener('controllerchange', () => resolve(), { once: true });
        setTimeout(resolve, WAIT_MS);
      });
    }
    keepLoaded();
  } catch {
    // Refused (a browser setting, a host serving sw.js oddly): the maker still works online.
  }
}

/**
 * Asks the service worker to keep what the page has loaded so far (its address, scripts, styles,
 * fonts, and the maker's script, which a browser may fetch past the service worker), where one
 * holds the page. The page calls it again once its maker has started.
 */
export function keepLoaded(): void {
  const loaded = [location.href, ...performance.getEntriesByType('resource').map((entry) => entry.name)];
  navigator.serviceWorker?.controller?.postMessage({ type: 'keep', urls: loaded.filter((url) => url.startsWith(location.origin)) });
}
