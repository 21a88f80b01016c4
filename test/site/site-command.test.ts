// `puzzlebook site` asked for what the shared archive is not: a small archive of one book,
// published from a folder outside the project, as a user with the command on PATH runs it, for
// an address with a path (`--url …/archive`, so under the base /archive/), with nothing asked of
// its language. The book is written to attack its pages (./hostile.ts, issue 83), in German:
// every page shows the hostile text as text, its JSON in <script> parses whole, its feed and
// sitemap parse as XML, and nothing it carries runs; the base is beneath every link; the listing
// pages are in the books' one language. Two at once, `--language` and an archive without an
// address are site-language.test.ts's, in CI.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BookFile } from '../../src/book/bookfile-schema.ts';
import { besideProgress } from '../cli/run.ts';
import { workFolders } from '../work-folders.ts';
import { launch, problemsOf, screenshotPath, serve, type Served, visit } from './browser.ts';
import { ADDRESS, AUTHOR, expectPublished, HEADINGS, hostileShelf, htmlFiles, runnable, siteFrom, TITLE, URL_GIVEN } from './hostile.ts';

let book: BookFile;
let elsewhere: string;
/** The archive for ADDRESS (its base /archive/), in the books' one language. */
let based: string;
let run: Awaited<ReturnType<typeof siteFrom>>;
let served: Served;
let browser: BrowserContext;
let reader: Page;

beforeAll(async () => {
  let shelf: string;
  ({ book, shelf, elsewhere } = hostileShelf());
  based = join(elsewhere, 'one');
  run = await siteFrom(elsewhere, ['--books', shelf, '--out', based, '--url', URL_GIVEN]);
  expectPublished(run);
  served = await serve(based, '/archive/');
  browser = await launch({ phone: true });
  reader = (await visit(browser, `${served.origin}/archive/`)).page;
});

afterAll(async () => {
  served?.stop();
  await browser?.close();
});

describe('from another folder', () => {
  it('publishes its archive, and leaves nothing behind but the archive', () => {
    expect(besideProgress(run.stderr)).toBe('');
    expect(readdirSync(elsewhere)).toEqual(['one']);
    // Its working folder inside the project is gone too (other test files build sites at the
    // same time, so only this process's folders are looked for).
    expect(workFolders().filter((name) => name.startsWith(`site-${run.pid}-`))).toEqual([]);
    expect(readFileSync(join(based, 'index.html'), 'utf8')).toMatch(/<html lang="de"/);
  });
});

describe('--url with a path', () => {
  it('publishes under the path, which it implies as --base, with every link and the search index beneath it', () => {
    expect(run.stdout).toContain(`Archive: 1 book, ${book.puzzles.length} puzzles (each solved and graded again)`);
    expect(run.stdout).toContain(`for ${ADDRESS}: sitemap.xml, robots.txt, feed.xml and a social card for every puzzle`);
    expect(run.stdout).toContain(`browse it with: npx puzzlebook preview --out ${based} --base /archive/`);
    const home = readFileSync(join(based, 'index.html'), 'utf8');
    const links = [...home.matchAll(/(?:href|src)="(\/[^"]*)"/g)].map((m) => m[1]!);
    expect(links.length).toBeGreaterThan(5);
    for (const link of links) expect(link.startsWith('/archive/'), link).toBe(true);
    expect(readFileSync(join(based, 'search/index.html'), 'utf8')).toContain('/archive/pagefind/pagefind-ui.js');
    // The puzzle of the day's and the random page's links, and where their scripts fetch their lists and send the reader: beneath it too.
    for (const page of ['today/index.html', 'random/index.html']) {
      const html = readFileSync(join(based, page), 'utf8');
      const links = [...html.matchAll(/(?:href|src|data-parts|data-puzzles)="(\/[^"]*)"/g)].map((m) => m[1]!);
      expect(links.filter((link) => /\/(today|random|puzzles)\/$/.test(link)).length, page).toBeGreaterThanOrEqual(2);
      for (const link of links) expect(link.startsWith('/archive/'), link).toBe(true);
    }
    expect(JSON.parse(readFileSync(join(based, 'today/0.json'), 'utf8'))).toHaveLength(book.puzzles.length);
    // Every absolute address is beneath the address's path too: canonical links, the sitemap, robots.txt, the cards.
    expect(home).toContain(`<link rel="canonical" href="${ADDRESS}">`);
    expect(home).toContain(`<meta property="og:image" content="${ADDRESS}card.png">`);
    const locs = [...readFileSync(join(based, 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);
    for (const id of book.puzzles.map((p) => p.id)) expect(locs).toContain(`${ADDRESS}puzzles/${id}/`);
    for (const loc of locs) expect(loc.startsWith(ADDRESS), loc).toBe(true);
    expect(readFileSync(join(based, 'robots.txt'), 'utf8')).toContain(`Sitemap: ${ADDRESS}sitemap.xml`);
    expect(existsSync(join(based, 'card.png'))).toBe(true);
  });
});

describe('an archive of a book written to attack its pages', () => {
  it('the look for what runs finds it, where a page carried it', async () => {
    const planted = `<html><body><h1>${TITLE}</h1><p>${AUTHOR}</p><script type="application/ld+json">{"name":"${TITLE}"}</script></body></html>`;
    expect(await runnable(reader, planted)).toEqual([
      '<img onerror="window.pwned=2">',
      'a script it carried: window.pwned=1',
      'a application/ld+json script that does not parse: {"name":"',
      // The JSON cut short by the title's </script>: what follows it is a script of its own.
      'a script it carried: window.pwned=1',
    ]);
  });

  it('every HTML file of the archive holds nothing that runs but its own scripts, and its data parses whole', async () => {
    const files = htmlFiles(based);
    for (const page of ['index.html', 'books/hostile/index.html', ...book.puzzles.map((p) => `puzzles/${p.id}/index.html`), 'kinds/numbrix/index.html', 'kinds/secret-number/index.html', 'today/index.html', 'random/index.html', 'search/index.html', '404.html']) expect(files).toContain(page);
    for (const file of files) expect(await runnable(reader, readFileSync(join(based, file), 'utf8')), file).toEqual([]);
  });

  it('the JSON in its pages and its day lists holds the title as written', async () => {
    const page = readFileSync(join(based, 'books/hostile/index.html'), 'utf8');
    const data = [...page.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!));
    expect(JSON.stringify(data)).toContain(JSON.stringify(TITLE).slice(1, -1));
    const days = readdirSync(join(based, 'today')).filter((name) => /^\d+\.json$/.test(name));
    expect(days.length).toBeGreaterThan(0);
    expect(readFileSync(join(based, 'today', days[0]!), 'utf8')).toContain(JSON.stringify(`in ${TITLE}`));
  });

  it.each(['feed.xml', 'sitemap.xml'])('%s parses as XML, the title in it as text', async (file) => {
    const text = readFileSync(join(based, file), 'utf8');
    const read = await reader.evaluate((xml) => {
      const doc = new DOMParser().parseFromString(xml, 'application/xml');
      return { error: doc.querySelector('parsererror')?.textContent ?? null, titles: Array.from(doc.querySelectorAll('item > title')).map((t) => t.textContent) };
    }, text);
    expect(read.error).toBeNull();
    if (file === 'feed.xml') expect(read.titles).toContain(TITLE);
  });
});

describe('in a browser, on a phone', () => {
  /** Opens a page of the archive for ADDRESS, by its path beneath the base, settled. */
  async function tour(path: string): Promise<Page> {
    const { page, status } = await visit(reader, `${served.origin}/archive${path}`);
    expect(status, path).toBe(path === '/nope/' ? 404 : 200);
    await page.waitForLoadState('networkidle');
    return page;
  }
  /** The hostile text shown as text where `selector` is, and none of it run. */
  async function expectShownAsText(page: Page, selector: string, text: string): Promise<void> {
    await expect.poll(() => page.locator(selector).first().innerText()).toContain(text);
    expect(await page.evaluate(() => (window as { pwned?: unknown }).pwned)).toBeUndefined();
  }
  /** The page in German, the books' one language, and nothing sideways. */
  async function expectGerman(page: Page, path: string, selector: string, text: RegExp): Promise<void> {
    expect(await page.locator('html').getAttribute('lang'), path).toBe('de');
    expect(await page.locator(selector).first().innerText(), path).toMatch(text);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
    await page.screenshot({ path: screenshotPath(inject('archive').dir, `screen-de-only${path.replace(/\W+/g, '-')}phone.png`), fullPage: true });
  }

  it('each page shows the hostile text as text and runs none of it; the listing pages are in the books\' one language, German, with nothing asked', async () => {
    let page = await tour('/');
    await expectShownAsText(page, '.book h3', TITLE);
    await expectGerman(page, '/', 'h1', /^Rätselarchiv$/);
    expect(problemsOf(page)).toEqual([]);

    page = await tour('/books/hostile/');
    await expectShownAsText(page, 'h1', TITLE);
    await expectShownAsText(page, '.author', `von ${AUTHOR}`);
    await expectShownAsText(page, 'main h2', HEADINGS[0]!);
    expect(problemsOf(page)).toEqual([]);

    page = await tour('/puzzles/hostile-numbrix-01/');
    await expectShownAsText(page, '.puzzle-id a', TITLE);
    expect(problemsOf(page)).toEqual([]);

    page = await tour('/today/');
    await expectShownAsText(page, 'main', TITLE);
    await expectGerman(page, '/today/', '#today-heading', /^Heute, \p{L}+, \d+\. \p{L}+ \d{4}$/u);
    expect(problemsOf(page)).toEqual([]);

    // A search for it lists it as text, and runs none of it.
    page = await tour('/search/?q=pwned');
    await expect.poll(() => page.locator('.pagefind-ui__result-link').count()).toBeGreaterThan(0);
    expect(await page.locator('#search img[src="x"], #search [onload], #search [onerror], #search script').count()).toBe(0);
    expect(await page.evaluate(() => (window as { pwned?: unknown }).pwned)).toBeUndefined();
    await expectGerman(page, '/search/', 'h1', /^Im Archiv suchen$/);

    page = await tour('/kinds/numbrix/');
    await expectGerman(page, '/kinds/numbrix/', 'legend', /^Stufe zeigen$/);
    page = await tour('/nope/');
    await expectGerman(page, '/nope/', 'h1', /^Diese Seite gibt es nicht$/);

    // Without JavaScript the random page lists every puzzle, and says so in German.
    const random = readFileSync(join(based, 'random/index.html'), 'utf8');
    expect(random).toContain('Mit JavaScript wählt diese Seite');
    expect(random).not.toContain('one you have not solved');
    // No language filter where there is one language.
    expect(readFileSync(join(based, 'kinds/numbrix/index.html'), 'utf8')).not.toContain('Sprache zeigen');
  });
});
