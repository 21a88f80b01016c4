import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { specSchema } from '../../src/book/spec.ts';
import { UserError } from '../../src/engine/errors.ts';
import { planSpec } from '../../src/pdf/preplan.ts';
import { wordsIn } from '../../src/templates/archive/words.ts';
import { kinds, ONE_KIND } from '../matrix.ts';
import { archiveBook } from './books.ts';
import { expectBuilt, made, pagesOf } from './make-files.ts';
import { everyFinding, launch, problemsOf, screenshotPath, serve, useContexts, visit } from './browser.ts';

/*
 * Issue 69: books made on /make/, as a person makes them, are `puzzlebook build`'s, byte for
 * byte: each file the page hands over is compared with what the command writes from the spec
 * the page hands over with them. One book for each way the two could part: a worksheet with a
 * kind's own options (Calcudoku's signs, Countdown's targets) made partly on puzzle workers, as
 * build --jobs makes one on threads; a book of every kind in Spanish, its key at the back, on a
 * phone, with Word Search's theme and one's own words; and one made with the server gone, in a
 * language never fetched online. Then what the page says while it works: its preview, a refusal
 * beside its field in the page's words, Cancel.
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
  it.skipIf(ONE_KIND)("says a grid that would print too small beside its field, in the page's words, with how many fit, as build refuses it; then makes a worksheet that is build's, byte for byte, from the seed typed in, a `+ −` Calcudoku and a 10-to-50 Countdown among it, partly on puzzle workers; its preview is the PDF's pages, with every puzzle drawn", async () => {
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

    // The worksheet: first a section worth threads (Calcudoku 6×6 at expert, about 60 ms of a
    // core each in Node, so the maker hands most to workers), then the kinds' own options.
    await page.getByRole('button', { name: 'Add a section' }).click();
    await page.selectOption('#s0-kind', 'calcudoku');
    await page.selectOption('#s0-size', '6');
    await page.selectOption('#s0-band', 'expert');
    await page.fill('#s0-count', '24');
    await page.selectOption('#s0-perPage', '');
    await page.selectOption('#s1-kind', 'calcudoku');
    await page.selectOption('#s1-size', '4');
    await page.selectOption('#s1-band', 'easy');
    await page.fill('#s1-count', '6');
    await page.check('#s1-calcudoku-ops input[value="+"]');
    await page.check('#s1-calcudoku-ops input[value="-"]');
    await page.selectOption('#s2-kind', 'countdown');
    await page.selectOption('#s2-size', '4');
    await page.selectOption('#s2-band', 'easy');
    await page.fill('#s2-count', '3');
    await page.fill('#s2-countdown-target-0', '10');
    await page.fill('#s2-countdown-target-1', '50');
    await page.fill('#make-seed', 'next-year');
    const files = await made(page);
    const yaml = files.get('puzzle-worksheet.yaml')!.toString();
    expect(yaml).toContain('seed: next-year');
    expect(yaml).toMatch(/ops: ['"]?\+-['"]?/);
    expectBuilt(files, ['puzzle-worksheet.pdf', 'puzzle-worksheet-answers.pdf', 'puzzle-worksheet.json']);
    const book = JSON.parse(files.get('puzzle-worksheet.json')!.toString()) as { seed: string; puzzles: { kind: string; options: { size: number }; puzzle: { cages: { op: string }[]; target: number } }[] };
    expect(book.seed).toBe('next-year');
    expect(book.puzzles.map((p) => p.kind)).toEqual([...Array<string>(30).fill('calcudoku'), 'countdown', 'countdown', 'countdown']);
    for (const p of book.puzzles.filter((p) => p.kind === 'countdown')) expect(p.puzzle.target).toSatisfy((t: number) => t >= 10 && t <= 50);
    // The 4×4s' cages add and subtract only.
    const ops = new Set(book.puzzles.slice(24, 30).flatMap((p) => p.puzzle.cages.map((c) => c.op)));
    expect([...ops].every((op) => op === '+' || op === '-' || op === '='), [...ops].join(' ')).toBe(true);
    expect(ops.has('-')).toBe(true);
    // Some were made on puzzle workers (the first ones the maker makes itself while they start).
    expect(Number(await page.locator('[data-downloads]').getAttribute('data-on-workers'))).toBeGreaterThan(0);
    expect(await page.locator('[data-pages] > li').count()).toBe(pagesOf(files.get('puzzle-worksheet.pdf')!));
    expect(await page.locator('[data-pages] svg svg[role="img"]').count()).toBe(book.puzzles.length);
    expect(await page.locator('[data-status]').innerText()).toContain('next-year');
    expect(await everyFinding(page)).toEqual([]);
    await page.screenshot({ path: join(dir, 'make-worksheet-1280.png'), fullPage: true });
    expect(problemsOf(page)).toEqual([]);
    await page.close();
  });

  it("makes a small book of every kind in Spanish, its key at the back, on a phone, Word Search's from a theme and from one's own words (one too short refused beside the list, in the page's words): build's, byte for byte", async () => {
    const page = await opened('phone');
    await page.uncheck('#make-worksheet');
    await page.fill('#make-title', 'Libro de prueba');
    await page.selectOption('#make-language', 'es');
    await page.check('input[name="answers"][value="back"]');
    // Other kinds have no list: the fields are there only for word search.
    expect(await page.locator('#s0-words').isVisible()).toBe(false);
    // Every kind once (the one PUZZLEBOOK_KIND names, for the new-kind check: test/matrix.ts), then
    // a Word Search of a theme and one of one's own words.
    const every = [...kinds(), 'word-search' as const, 'word-search' as const];
    while ((await page.locator('[data-sections] > .make-section').count()) < every.length) await page.locator('[data-add-section]').click();
    for (const [at, kind] of every.entries()) {
      await page.selectOption(`#s${at}-kind`, kind);
      await page.selectOption(`#s${at}-band`, 'easy');
      await page.fill(`#s${at}-count`, '1');
    }
    // A theme per puzzle by default; the themes by their titles in the page's language.
    const themed = every.length - 2;
    expect(await page.locator(`#s${themed}-theme`).inputValue()).toBe('');
    expect(await page.locator(`#s${themed}-theme option`, { hasText: 'Space' }).count()).toBe(1);
    await page.selectOption(`#s${themed}-theme`, 'space');
    // One's own words, one a line or between commas: a word of two letters is refused beside the list.
    const own = every.length - 1;
    await page.fill(`#s${own}-words`, 'lion, tiger\nzebra\ngiraffe, panda\nkoala\notter\nbeaver\nox');
    const said = page.locator(`#s${own}-words-problem`);
    await said.waitFor();
    expect(await said.innerText()).toBe(words.list.wordShort({ word: 'ox', least: 3 }));
    expect(await page.locator(`#s${own}-words`).getAttribute('aria-invalid')).toBe('true');
    await page.fill(`#s${own}-words`, 'lion, tiger\nzebra\ngiraffe, panda\nkoala\notter\nbeaver\nbadger');
    await expect.poll(() => said.isHidden()).toBe(true);
    const files = await made(page);
    expect(files.get('libro-de-prueba.yaml')!.toString()).toContain('theme: space');
    expectBuilt(files, ['libro-de-prueba.pdf', 'libro-de-prueba.json']);
    const book = JSON.parse(files.get('libro-de-prueba.json')!.toString()) as { spec: { language: string }; puzzles: { kind: string; puzzle: { words: string[] } }[] };
    expect(book.spec.language).toBe('es');
    expect(book.puzzles.map((p) => p.kind)).toEqual(every);
    expect([...book.puzzles.at(-1)!.puzzle.words].sort()).toEqual(['BADGER', 'BEAVER', 'GIRAFFE', 'KOALA', 'LION', 'OTTER', 'PANDA', 'TIGER', 'ZEBRA']);
    expect(await page.locator('[data-pages] > li').count()).toBe(pagesOf(files.get('libro-de-prueba.pdf')!));
    expect(await everyFinding(page)).toEqual([]);
    await page.screenshot({ path: join(dir, 'make-book-390.png'), fullPage: true });
    expect(problemsOf(page)).toEqual([]);
    await page.close();
  });

  it.skipIf(ONE_KIND)('cancels a long run, and makes the next', async () => {
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
    await page.fill('#s0-count', '1');
    const files = await made(page);
    // The one asked for, and the sheet's second section's four.
    expect(JSON.parse(files.get('puzzle-worksheet.json')!.toString()).puzzles).toHaveLength(5);
    await page.close();
  });

  it.skipIf(ONE_KIND)("makes a book with the server gone, once one was made online: build's, byte for byte, in French, never fetched online, as every language is kept ahead once the maker is used (issue 89); and leaves every other page as it was: a puzzle page opened after it fetches none of the maker's code or fonts and is not /make/'s service worker's", async () => {
    const served = await serve(site);
    // The maker's service worker is what is tested: allowed here.
    const context = await launch({ serviceWorkers: 'allow' });
    try {
      const { page } = await visit(context, `${served.origin}/make/`);
      await page.setViewportSize({ width: 1280, height: 800 });
      await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
      await page.fill('#make-seed', 'english');
      await made(page);
      // What the page loaded before the service worker held it is kept too.
      const kept = () =>
        page.evaluate(async () => {
          const cache = await caches.open(`puzzlebook-make ${(await navigator.serviceWorker.ready).scope}`);
          const urls = [location.href, ...performance.getEntriesByType('resource').map((entry) => entry.name)].filter((url) => url.startsWith(location.origin));
          return (await Promise.all(urls.map((url) => cache.match(url)))).every(Boolean);
        });
      await expect.poll(kept).toBe(true);
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

      // A puzzle page opened after /make/, in a tab of its own, as a reader goes on.
      const other = await context.newPage();
      const fetched: string[] = [];
      other.on('request', (request) => fetched.push(new URL(request.url()).pathname));
      await visit(other, `${served.origin}/puzzles/${archiveBook(books).puzzles[0]!.id}/`);
      await other.locator('[data-play]:not([hidden])').waitFor();
      expect(fetched.length).toBeGreaterThan(0);
      expect(fetched.filter((path) => path.startsWith('/make/') || /\.(ttf|woff)$/.test(path))).toEqual([]);
      // The archive's service worker's (test/site/offline.test.ts), if any yet: never /make/'s.
      expect(await other.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).not.toBe(`${served.origin}/make/sw.js`);
      await other.close();

      served.stop();
      await context.setOffline(true);
      await page.reload();
      await expect.poll(() => page.locator('#make-seed').inputValue()).toMatch(/\S/);
      expect(await page.locator('h1').innerText()).toBe(words.title);
      await page.selectOption('#make-language', 'fr');
      await page.fill('#make-seed', 'french');
      const files = await made(page);
      expectBuilt(files, ['puzzle-worksheet.pdf', 'puzzle-worksheet-answers.pdf', 'puzzle-worksheet.json']);
      const book = JSON.parse(files.get('puzzle-worksheet.json')!.toString()) as { spec: { language: string } };
      expect(book.spec.language).toBe('fr');
      await page.screenshot({ path: screenshotPath(dir, 'make-offline-french-1280.png'), fullPage: true });
    } finally {
      served.stop();
      await context.close();
    }
  });

  it.skipIf(ONE_KIND)("keeps and serves offline none but /make/'s own files, as built: another page of the origin can neither have one kept nor plant one", async () => {
    const served = await serve(site);
    const context = await launch({ serviceWorkers: 'allow' });
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
      // The planted copy leaves /make/'s cache: dropped as the worker meets it offline, or written
      // over with the build's bytes when the browser's HTTP cache still answers the worker's fetch.
      const keptText = () => page.evaluate(async ([address, scope]) => (await (await caches.open(`puzzlebook-make ${scope}`)).match(address))?.text(), [script, `${served.origin}/make/`] as const);
      await expect.poll(keptText).not.toBe('document.title = "planted"');
    } finally {
      served.stop();
      await context.close();
    }
  });
});
