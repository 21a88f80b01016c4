import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { wordsIn } from '../../src/templates/archive/words.ts';
import { archiveBook, puzzleOf } from './books.ts';
import { DESKTOP, gameStarted, launch, problemsOf, screenshotPath, serve, visit } from './browser.ts';

/*
 * Issue 89: the archive's pages a reader opened online open again offline, and play (the
 * archive's service worker, src/site/sw.js); one never opened is answered with the archive's
 * offline page in its language, not the browser's. The server is stopped and the browser set
 * offline, as a reader loses the network.
 */

const { site, dir, books } = inject('archive');
const book = archiveBook(books);
const sudoku = puzzleOf(book, 'sudoku');

/**
 * Whether the page and every file of ours it loaded is kept by the archive's service worker,
 * polled patiently: the home's lazy drawings and its tiles' day picks load after the page, and a
 * busy machine's worker takes its time to keep them.
 */
const keptWhole = (page: Page) =>
  page.evaluate(async () => {
    const cache = await caches.open(`puzzlebook-archive ${(await navigator.serviceWorker.ready).scope}`);
    const urls = [location.href, ...performance.getEntriesByType('resource').map((entry) => entry.name)].filter((url) => url.startsWith(location.origin));
    return (await Promise.all(urls.map((url) => cache.match(url)))).every(Boolean);
  });

describe('the archive offline', () => {
  for (const device of ['phone', 'desktop'] as const) {
    it(`opens and plays offline the home, today's page and a puzzle page opened online; a page never opened is the offline page (${device})${device === 'phone' ? "; and keeps what a page began loading before its worker held it and finished after (a tile's day pick held back by a slow network)" : ''}`, async () => {
      const served = await serve(site);
      // The archive's service worker is what is tested: allowed here.
      const context = await launch({ phone: device === 'phone', serviceWorkers: 'allow' });
      try {
        const page = await context.newPage();
        // On the phone, the first day pick the home fetches is answered only once the worker holds the page.
        let release = () => {};
        const held = new Promise<void>((resolve) => (release = resolve));
        let first = device === 'phone';
        if (first) {
          await page.route('**/today/kinds/**', async (route) => {
            if (first) {
              first = false;
              await held;
            }
            await route.continue();
          });
        }
        await visit(page, `${served.origin}/`);
        if (device === 'desktop') await page.setViewportSize(DESKTOP.viewport);
        await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(`${served.origin}/sw.js`);
        if (device === 'phone') {
          expect(first).toBe(false);
          release();
          await expect.poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('/today/kinds/')))).toBe(true);
        }
        // The home, loaded before the worker held it, is handed over.
        await expect.poll(() => keptWhole(page), { timeout: 20_000 }).toBe(true);
        await page.unrouteAll();
        await visit(page, `${served.origin}/today/`);
        await page.locator('[data-today]:not([hidden])').waitFor();
        await expect.poll(() => keptWhole(page), { timeout: 20_000 }).toBe(true);
        const puzzle = `${served.origin}/puzzles/${sudoku.id}/`;
        await visit(page, puzzle);
        await gameStarted(page);
        await expect.poll(() => keptWhole(page), { timeout: 20_000 }).toBe(true);

        served.stop();
        await context.setOffline(true);
        await visit(page, puzzle);
        await gameStarted(page);
        // Played: a blank box takes its digit.
        const y = sudoku.puzzle.givens.findIndex((row) => row.includes(0));
        const x = sudoku.puzzle.givens[y]!.indexOf(0);
        const box = page.getByLabel(`Row ${y + 1}, column ${x + 1}`, { exact: true });
        await box.click();
        await page.keyboard.type(String(sudoku.solution.grid[y]![x]));
        await expect.poll(() => box.inputValue()).toBe(String(sudoku.solution.grid[y]![x]));
        expect(problemsOf(page)).toEqual([]);
        await page.screenshot({ path: screenshotPath(dir, `offline-puzzle-${device === 'phone' ? 390 : 1280}.png`), fullPage: true });

        await visit(page, `${served.origin}/`);
        expect(await page.locator('h1').count()).toBeGreaterThan(0);
        expect(problemsOf(page)).toEqual([]);
        await visit(page, `${served.origin}/today/`);
        await page.locator('[data-today]:not([hidden])').waitFor();

        // Never opened: the archive's offline page, in its language.
        await visit(page, `${served.origin}/kinds/`);
        expect(await page.locator('h1').innerText()).toBe(wordsIn('en').listing.offline);
        await page.screenshot({ path: screenshotPath(dir, `offline-never-opened-${device === 'phone' ? 390 : 1280}.png`), fullPage: true });
      } finally {
        served.stop();
        await context.close();
      }
    });
  }
});
