import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { specSchema } from '../../src/book/spec.ts';
import { UserError } from '../../src/engine/errors.ts';
import { KIND_NAMES } from '../../src/kinds/registry.ts';
import { planSpec } from '../../src/pdf/preplan.ts';
import { wordsIn } from '../../src/templates/archive/words.ts';
import { archiveBook } from './books.ts';
import { expectBuilt, made, pagesOf } from './make-files.ts';
import { everyFinding, launch, problemsOf, screenshotPath, serve, useContexts, visit } from './browser.ts';

/*
 * Issue 69: books made on /make/, as a person makes them, are `puzzlebook build`'s, byte for
 * byte: each file the page hands over is compared with what the command writes from the spec
 * the page hands over with them. Then what the page says while it works: its preview, a refusal
 * beside its field in the page's words, Cancel, and a second visit with no server at all.
 */

const { origin, dir, site, books } = inject('archive');
const devices = useContexts('phone', 'desktop');
const words = wordsIn('en').make;

async function opened(device: 'phone' | 'desktop', at = origin): Promise<Page> {
  const { page } = await visit(devices[device], `${at}/make/`);
  if (device === 'desktop') await page.setViewportSize({ width: 1280, height: 800 });
  await expect.poll(() => page.locator('#make-seed').inputValue()).toMatch(/\S/);
  return page;
}

describe('/make/', () => {
  it("makes a worksheet that is build's, byte for byte, from the seed typed in; its preview is the PDF's pages, with every puzzle drawn", async () => {
    const page = await opened('desktop');
    await page.fill('#make-seed', 'next-year');
    const files = await made(page);
    expect(files.get('puzzle-worksheet.yaml')!.toString()).toContain('seed: next-year');
    expectBuilt(files, ['puzzle-worksheet.pdf', 'puzzle-worksheet-answers.pdf', 'puzzle-worksheet.json']);
    const book = JSON.parse(files.get('puzzle-worksheet.json')!.toString()) as { seed: string; puzzles: unknown[] };
    expect(book.seed).toBe('next-year');
    expect(await page.locator('[data-pages] > li').count()).toBe(pagesOf(files.get('puzzle-worksheet.pdf')!));
    expect(await page.locator('[data-pages] svg svg[role="img"]').count()).toBe(book.puzzles.length);
    expect(await page.locator('[data-status]').innerText()).toContain('next-year');
    expect(await everyFinding(page)).toEqual([]);
    await page.screenshot({ path: join(dir, 'make-worksheet-1280.png'), fullPage: true });
    expect(problemsOf(page)).toEqual([]);
    await page.close();
  });

  it("makes a small book of every kind in Spanish, its key at the back, on a phone: build's, byte for byte", async () => {
    const page = await opened('phone');
    await page.uncheck('#make-worksheet');
    await page.fill('#make-title', 'Libro de prueba');
    await page.selectOption('#make-language', 'es');
    await page.check('input[name="answers"][value="back"]');
    while ((await page.locator('[data-sections] > .make-section').count()) < KIND_NAMES.length) await page.locator('[data-add-section]').click();
    for (const [at, kind] of KIND_NAMES.entries()) {
      await page.selectOption(`#s${at}-kind`, kind);
      await page.selectOption(`#s${at}-band`, 'easy');
      await page.fill(`#s${at}-count`, '1');
    }
    const files = await made(page);
    expectBuilt(files, ['libro-de-prueba.pdf', 'libro-de-prueba.json']);
    const book = JSON.parse(files.get('libro-de-prueba.json')!.toString()) as { spec: { language: string }; puzzles: { kind: string }[] };
    expect(book.spec.language).toBe('es');
    expect(book.puzzles.map((p) => p.kind)).toEqual([...KIND_NAMES]);
    expect(await page.locator('[data-pages] > li').count()).toBe(pagesOf(files.get('libro-de-prueba.pdf')!));
    expect(await everyFinding(page)).toEqual([]);
    await page.screenshot({ path: join(dir, 'make-book-390.png'), fullPage: true });
    expect(problemsOf(page)).toEqual([]);
    await page.close();
  });

  it("makes a book worth its threads on puzzle workers, as build --jobs makes one on threads: build's, byte for byte", async () => {
    const page = await opened('desktop');
    // Calcudoku 6×6 at expert: about 60 ms of a core each in Node, so the maker hands most to workers.
    await page.selectOption('#s0-kind', 'calcudoku');
    await page.selectOption('#s0-size', '6');
    await page.selectOption('#s0-band', 'expert');
    await page.fill('#s0-count', '24');
    await page.fill('#make-seed', 'threads');
    const files = await made(page);
    expectBuilt(files, ['puzzle-worksheet.pdf', 'puzzle-worksheet-answers.pdf', 'puzzle-worksheet.json']);
    // Some were made on puzzle workers (the first ones the maker makes itself while they start).
    expect(Number(await page.locator('[data-downloads]').getAttribute('data-on-workers'))).toBeGreaterThan(0);
    expect(problemsOf(page)).toEqual([]);
    await page.close();
  });

  it("says a grid that would print too small beside its field, in the page's words, with how many fit, as build refuses it", async () => {
    const page = await opened('desktop');
    await page.selectOption('#s0-kind', 'numbrix');
    await page.selectOption('#s0-size', '10');
    await page.fill('#s0-count', '12');
    await page.selectOption('#s0-perPage', '12');
    // The page's sheet is a worksheet, in large print: what build says of that section there.
    const spec = specSchema.parse({ title: 'T', seed: 1, worksheet: true, sections: [{ kind: 'numbrix', count: 12, difficulty: 'easy', options: { size: 10 }, perPage: 12 }] });
    let fits = 0;
    let least = 0;
    try {
      planSpec(spec);
    } catch (error) {
      ({ fits, least } = (error as UserError).problems[0]!.values as { fits: number; least: number });
    }
    expect(fits).toBeGreaterThan(0);
    expect(least).toBe(11);
    const said = page.locator('#s0-perPage-problem');
    await said.waitFor();
    expect(await said.innerText()).toBe(words.tooSmall({ asked: 12, fits, points: least }));
    expect(await page.locator('#s0-perPage').getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('#s0-perPage').getAttribute('aria-describedby')).toContain('s0-perPage-problem');
    // Make says so too, and takes the reader to it.
    await page.locator('[data-make-button]').click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toMatch(/^(s0-perPage|make-summary)$/);
    expect(await page.locator('[data-downloads]').isHidden()).toBe(true);
    // As many as it says fit make the book.
    await page.selectOption('#s0-perPage', String(fits));
    await expect.poll(() => said.isHidden()).toBe(true);
    expect(await page.locator('#s0-perPage').getAttribute('aria-invalid')).toBeNull();
    await page.close();
  });

  it("offers word search's themes and one's own words; refuses a word beside the list, in the page's words; makes both build's, byte for byte", async () => {
    const page = await opened('desktop');
    // Other kinds have no list: the fields are there only for word search.
    expect(await page.locator('#s0-words').isVisible()).toBe(false);
    await page.selectOption('#s0-kind', 'word-search');
    await page.selectOption('#s0-size', '10');
    await page.selectOption('#s0-band', 'easy');
    await page.fill('#s0-count', '2');
    await page.fill('#make-seed', 'themes');
    // A theme per puzzle by default; the themes by their titles in the page's language.
    expect(await page.locator('#s0-theme').inputValue()).toBe('');
    expect(await page.locator('#s0-theme option', { hasText: 'Space' }).count()).toBe(1);
    await page.selectOption('#s0-theme', 'space');
    const themed = await made(page);
    expect(themed.get('puzzle-worksheet.yaml')!.toString()).toContain('theme: space');
    expectBuilt(themed, ['puzzle-worksheet.pdf', 'puzzle-worksheet-answers.pdf', 'puzzle-worksheet.json']);

    // One's own words, one a line or between commas: a word of two letters is refused beside the list.
    await page.selectOption('#s0-theme', '');
    await page.fill('#s0-words', 'lion, tiger\nzebra\ngiraffe, panda\nkoala\notter\nbeaver\nox');
    const said = page.locator('#s0-words-problem');
    await said.waitFor();
    expect(await said.innerText()).toBe(words.list.wordShort({ word: 'ox', least: 3 }));
    expect(await page.locator('#s0-words').getAttribute('aria-invalid')).toBe('true');
    await page.fill('#s0-words', 'lion, tiger\nzebra\ngiraffe, panda\nkoala\notter\nbeaver\nbadger');
    await expect.poll(() => said.isHidden()).toBe(true);
    const own = await made(page);
    expectBuilt(own, ['puzzle-worksheet.pdf', 'puzzle-worksheet-answers.pdf', 'puzzle-worksheet.json']);
    const book = JSON.parse(own.get('puzzle-worksheet.json')!.toString()) as { puzzles: { kind: string; puzzle: { words: string[] } }[] };
    const listed = book.puzzles.find((p) => p.kind === 'word-search')!.puzzle.words;
    expect([...listed].sort()).toEqual(['BADGER', 'BEAVER', 'GIRAFFE', 'KOALA', 'LION', 'OTTER', 'PANDA', 'TIGER', 'ZEBRA']);
    await page.screenshot({ path: join(dir, 'make-word-search-1280.png'), fullPage: true });
    expect(problemsOf(page)).toEqual([]);
    await page.close();
  });

  it('cancels a long run, and makes the next', async () => {
    const page = await opened('desktop');
    await page.selectOption('#s0-kind', 'sudoku');
    await page.selectOption('#s0-size', '9');
    await page.selectOption('#s0-band', 'hard');
    await page.fill('#s0-count', '400');
    await page.locator('[data-make-button]').click();
    await expect.poll(() => page.locator('[data-progress]').evaluate((bar) => (bar as HTMLProgressElement).value), { timeout: 60_000 }).toBeGreaterThan(0);
    await page.locator('[data-cancel]').click();
    await expect.poll(() => page.locator('[data-status]').innerText()).toBe(words.cancelled);
    expect(await page.locator('[data-cancel]').isHidden()).toBe(true);
    expect(await page.locator('[data-downloads]').isHidden()).toBe(true);
    await page.fill('#s0-count', '2');
    const files = await made(page);
    expect(JSON.parse(files.get('puzzle-worksheet.json')!.toString()).puzzles).toHaveLength(6);
    await page.close();
  });

  it('makes the same book again with the server gone, once it has been used', async () => {
    const served = await serve(site);
    const context = await launch();
    try {
      const { page } = await visit(context, `${served.origin}/make/`);
      await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
      await page.fill('#make-seed', 'offline');
      const online = await made(page);
      // What the page loaded before the service worker held it is kept too.
      const kept = () =>
        page.evaluate(async () => {
          const cache = await caches.open(`puzzlebook-make ${(await navigator.serviceWorker.ready).scope}`);
          const urls = [location.href, ...performance.getEntriesByType('resource').map((entry) => entry.name)].filter((url) => url.startsWith(location.origin));
          return (await Promise.all(urls.map((url) => cache.match(url)))).every(Boolean);
        });
      await expect.poll(kept).toBe(true);
      served.stop();
      await page.reload();
      await expect.poll(() => page.locator('#make-seed').inputValue()).toMatch(/\S/);
      expect(await page.locator('h1').innerText()).toBe(words.title);
      await page.fill('#make-seed', 'offline');
      const offline = await made(page);
      expect([...offline.keys()].sort()).toEqual([...online.keys()].sort());
      for (const [name, bytes] of online) expect(offline.get(name)?.equals(bytes), name).toBe(true);
    } finally {
      served.stop();
      await context.close();
    }
  });

  it('makes a book in French with the server gone, once a book was made in English: every language is kept ahead once the maker is used (issue 89)', async () => {
    const served = await serve(site);
    const context = await launch();
    try {
      const { page } = await visit(context, `${served.origin}/make/`);
      await page.setViewportSize({ width: 1280, height: 800 });
      await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
      await page.fill('#make-seed', 'english');
      await made(page);
      // The French words the maker would fetch, never fetched in English: kept all the same.
      const french = readdirSync(join(site, 'make'))
        .filter((name) => /^words\.fr-.+\.js$/.test(name))
        .map((name) => `${served.origin}/make/${name}`);
      expect(french.length).toBeGreaterThan(0);
      const keptAll = (urls: string[]) =>
        page.evaluate(async (addresses) => {
          const cache = await caches.open(`puzzlebook-make ${(await navigator.serviceWorker.ready).scope}`);
          return (await Promise.all(addresses.map((url) => cache.match(url)))).every(Boolean);
        }, urls);
      await expect.poll(() => keptAll(french), { timeout: 60_000 }).toBe(true);
      served.stop();
      await context.setOffline(true);
      await page.reload();
      await expect.poll(() => page.locator('#make-seed').inputValue()).toMatch(/\S/);
      await page.selectOption('#make-language', 'fr');
      await page.fill('#make-seed', 'french');
      const files = await made(page);
      const book = JSON.parse(files.get('puzzle-worksheet.json')!.toString()) as { spec: { language: string } };
      expect(book.spec.language).toBe('fr');
      expect(pagesOf(files.get('puzzle-worksheet.pdf')!)).toBeGreaterThan(0);
      await page.screenshot({ path: screenshotPath(dir, 'make-offline-french-1280.png'), fullPage: true });
    } finally {
      served.stop();
      await context.close();
    }
  });

  it("keeps and serves offline none but /make/'s own files, as built: another page of the origin can neither have one kept nor plant one", async () => {
    const served = await serve(site);
    const context = await launch();
    try {
      const { page } = await visit(context, `${served.origin}/make/`);
      await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
      const keptHere = (on: Page, url: string) => on.evaluate((address) => caches.match(address).then(Boolean), url);
      const script = new URL((await page.locator('script[type="module"][src]').first().getAttribute('src'))!, served.origin).href;
      await expect.poll(() => keptHere(page, script)).toBe(true);
      // Another page of the origin (on a project page host, another site's), whose script may do what any page's may.
      const { page: other } = await visit(context, `${served.origin}/stats/`);
      const outside = ['/stats/', '/index.html', '/make/sw.js', '/books/archive-test/archive-test.pdf', '/make/../stats/', '/make/index.html'].map((path) => `${served.origin}${path}`);
      // One of the maker's own files the page has not loaded (another language's words): kept once asked for, so the message is seen to be done.
      const words = `${served.origin}/make/${readdirSync(join(site, 'make')).find((name) => /^words\.de-.+\.js$/.test(name))}`;
      expect(await keptHere(page, words)).toBe(false);
      await other.evaluate(async (urls) => {
        const registration = await navigator.serviceWorker.getRegistration('/make/');
        registration!.active!.postMessage({ type: 'keep', urls });
      }, [...outside, words]);
      await expect.poll(() => keptHere(other, words)).toBe(true);
      // In /make/'s cache: the archive's own worker keeps the pages a reader opens (/stats/ here) in its own.
      const keptByMake = (url: string) => other.evaluate(async ([address, scope]) => Boolean(await (await caches.open(`puzzlebook-make ${scope}`)).match(address)), [url, `${served.origin}/make/`] as const);
      for (const url of outside) expect(await keptByMake(url), url).toBe(false);
      // It writes a script of its own where the page's is kept, in every cache of the origin.
      await other.evaluate(async (url) => {
        for (const name of await caches.keys()) await (await caches.open(name)).put(url, new Response('document.title = "planted"', { headers: { 'Content-Type': 'text/javascript' } }));
      }, script);
      await other.close();
      served.stop();
      // Offline, the page is served as built; its script, planted over, is not served at all.
      await page.reload();
      expect(await page.locator('h1').innerText()).toBe(wordsIn('en').make.title);
      // Once every script the page was given has run: none was the planted one. (The page's own
      // script may still come from the browser's HTTP cache, whose bytes are the server's: a busy
      // machine runs it before a check of "no seed drawn" could look, so that is no test.)
      await page.waitForLoadState('load');
      expect(await page.title()).not.toBe('planted');
      // Dropped from /make/'s cache (the archive's worker, which never served it, drops its copy as it meets it).
      expect(await page.evaluate(async ([address, scope]) => Boolean(await (await caches.open(`puzzlebook-make ${scope}`)).match(address)), [script, `${served.origin}/make/`] as const)).toBe(false);
    } finally {
      served.stop();
      await context.close();
    }
  });

  it("leaves every other page as it was: a puzzle page, opened after /make/, fetches none of the maker's code or fonts and is not /make/'s service worker's", async () => {
    const { page } = await visit(devices.desktop, `${origin}/make/`);
    // What /make/ itself still fetches (its fonts, on a busy machine) is its own, not the next page's.
    await page.waitForLoadState('networkidle');
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    await visit(page, `${origin}/puzzles/${archiveBook(books).puzzles[0]!.id}/`);
    await page.locator('[data-play]:not([hidden])').waitFor();
    expect(fetched.length).toBeGreaterThan(0);
    expect(fetched.filter((path) => path.startsWith('/make/') || /\.(ttf|woff)$/.test(path))).toEqual([]);
    // The archive's service worker's (test/site/offline.test.ts), if any yet: never /make/'s.
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).not.toBe(`${origin}/make/sw.js`);
    await page.close();
  });
});
