import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, problemsOf, visit } from './browser.ts';
import { KIND_NAMES } from '../../src/kinds/registry.ts';
import { counted } from './counting-proxy.ts';

/*
 * Issue 89, the maker's weight: a first visit to /make/ fetched 1.47 MB, its maker's script
 * carrying pdfkit, YAML and a brotli decoder the preview never uses. What a browser with nothing
 * cached fetches from `puzzlebook preview` (compressed as it sends it) until the page takes a
 * recipe and shows its preview is held under 500 KB. Counted as the server sends it, through a
 * proxy that notes each answer's bytes: brotli's output is a function of its input, so the
 * count is the same every run, and this is no timing.
 */

const { origin } = inject('archive');
/**
 * 500 KB at thirteen kinds; each kind more brings its generator, stand-ins and words to the
 * maker's first script (Criss-Cross, the fourteenth, 17,000 bytes as sent, its English clues
 * among them: the visit came to 516,988). The budget grows by 20,000 a kind, as the engine's
 * bundle does with each (engine-bundle.test.ts), so that a kind added does not tip it while what
 * the page itself sends stays held; loading a kind's code only once a section asks for it would
 * take it back under 500 KB.
 */
const BUDGET = 500_000 + 20_000 * Math.max(0, KIND_NAMES.length - 13);

/** The proxy the visit goes through, counting each file's bytes as sent (counting-proxy.ts, as the bench measures it). */
let proxy: Awaited<ReturnType<typeof counted>>;

beforeAll(async () => {
  proxy = await counted(origin);
});

afterAll(() => new Promise<void>((resolve) => proxy.server.close(() => resolve())));

describe("/make/'s first visit", () => {
  it('fetches under its budget (500 KB at thirteen kinds, 20 KB a kind more), compressed as preview sends it, until its preview of the sheet is drawn', async () => {
    // A browser of its own, on an origin of its own (the proxy's): nothing cached, no service worker
    // yet; its service worker allowed, as a reader's is (it is part of the visit).
    const context = await launch({ serviceWorkers: 'allow' });
    try {
      const { page } = await visit(context, `${proxy.origin}/make/`);
      await page.locator('[data-pages] > li').first().waitFor();
      await expect.poll(() => page.locator('[data-planned]').innerText()).toMatch(/\d/);
      // The service worker is part of the visit: counted once it is in place, and once nothing is on the way.
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      await expect.poll(() => proxy.quiet()).toBe(true);
      const total = proxy.weight();
      const listed = proxy.files().sort(([, a], [, b]) => b - a).map(([url, bytes]) => `${bytes} ${url}`);
      expect(total, `${total} bytes:\n${listed.join('\n')}`).toBeLessThan(BUDGET);
      // The page's and its maker's own files were among them (a visit that fetched nothing would pass).
      expect(proxy.files().some(([url]) => /^\/make\/worker-[\w-]+\.js$/.test(url)), listed.join('\n')).toBe(true);
      expect(problemsOf(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
