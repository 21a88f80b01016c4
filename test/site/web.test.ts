// The archive speaks the web's conventions (issue 43): the shared archive, published for a
// public address (`site --url`, test/global/archive.ts), read as a crawler, a feed reader and a
// link preview read it: its sitemap against the protocol's schema and the pages on disk, its
// robots.txt, its feed parsed newest first, a puzzle page's head in the real browser, and the
// social card its og:image names, decoded to see it shows that puzzle. And site's refusals.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { FEED_LIMIT } from '../../src/archive/feed.ts';
import type { BookFile } from '../../src/book/bookfile-schema.ts';
import { specSchema } from '../../src/book/spec.ts';
import { getKind, type KindName } from '../../src/kinds/registry.ts';
import { drawingAlone, PANEL } from '../archive/card-view.ts';
import { decodePng, inkMap, unlike } from '../archive/png.ts';
import { locsOf, sitemapErrors } from '../archive/sitemap.ts';
import { cli, expectCleanFailure, tempDir } from '../cli/run.ts';
import { bookOf, everyBook, TITLE_B } from './books.ts';
import { launch, problemsOf, visit } from './browser.ts';

const { books, site, origin, address } = inject('archive');
/** Every book of the archive: the four of books.ts and the play tests' (play-books.ts). */
let all: BookFile[];
/** The four of books.ts, by name: the first (every kind), Tom and Jerry (dated, a title with markup), the Spanish and the German (dated the newest). */
let bookA: BookFile;
let jerry: BookFile;
let spanish: BookFile;
let german: BookFile;
let browser: BrowserContext;

beforeAll(async () => {
  all = everyBook(books);
  [bookA, jerry, spanish, german] = ['archive-test', 'tom-and-jerry', 'prueba-es', 'ferien-de'].map((slug) => bookOf(books, slug)) as [BookFile, BookFile, BookFile, BookFile];
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** The file of the built archive an absolute address of it names. */
const fileOf = (url: string) => join(site, new URL(url).pathname.replace(/\/$/, '/index.html'));
/** The same address, served here. */
const served = (url: string) => origin + new URL(url).pathname;

/** The one tab the tests open each page in, one after another (a page opened again costs Chromium about half a new one). */
let tab: Page | undefined;
async function open(url: string): Promise<Page> {
  const { page, status } = await visit(tab ?? browser, served(url));
  tab = page;
  expect(status, url).toBe(200);
  return page;
}

/** The home page's head, read once. */
let homeHead: ReturnType<typeof headOf> | undefined;
const headOfHome = () => (homeHead ??= open(address).then(headOf));

/** A page's head as a link preview and a search engine read it: meta by property or name, links by rel, JSON-LD parsed. */
async function headOf(page: Page) {
  return page.evaluate(() => {
    const meta: Record<string, string> = {};
    for (const m of document.head.querySelectorAll('meta[property], meta[name]')) meta[m.getAttribute('property') ?? m.getAttribute('name')!] = m.getAttribute('content') ?? '';
    const links = [...document.head.querySelectorAll('link[rel]')].map((l) => ({ rel: l.getAttribute('rel'), type: l.getAttribute('type'), href: l.getAttribute('href') }));
    const scripts = [...document.head.querySelectorAll('script[type="application/ld+json"]')];
    return { meta, links, data: scripts.map((s) => JSON.parse(s.textContent ?? '')), raw: scripts.map((s) => s.innerHTML), markup: document.head.querySelectorAll('i, b').length };
  });
}

/** Every HTML file of the built archive, as the address of its page: the pages a sitemap must list (not the missing page's). */
function pagesOnDisk(): string[] {
  return readdirSync(site, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => relative(site, join(e.parentPath, e.name)).split(sep).join('/'))
    // The not-found and offline pages are no page of the archive's (both noindex).
    .filter((file) => file !== '404.html' && file !== 'offline/index.html' && !file.startsWith('pagefind/') && !file.startsWith('p/'))
    .map((file) => address + file.replace(/(^|\/)index\.html$/, '$1'));
}

describe('sitemap.xml and robots.txt', () => {
  it('the sitemap lists every page of the built archive, once, home first, as absolute addresses under the address, and is valid sitemap 0.9', async () => {
    const text = readFileSync(join(site, 'sitemap.xml'), 'utf8');
    expect(await sitemapErrors(text)).toEqual([]);
    const locs = locsOf(text);
    const onDisk = pagesOnDisk();
    expect([...locs].sort()).toEqual([...onDisk].sort());
    expect(locs[0]).toBe(address);
    // In one order (by path), every page type there: books, puzzles, kinds, search, random, the puzzle of the day, the reader's statistics, the book maker.
    expect(locs).toEqual([...locs].sort());
    for (const path of ['books/tom-and-jerry/', `puzzles/${bookA.puzzles[0]!.id}/`, 'kinds/', 'kinds/countdown/', 'search/', 'random/', 'today/', 'stats/', 'make/']) expect(locs, path).toContain(address + path);
    for (const path of ['today/es/', 'stats/de/', 'make/es/', 'search/de/']) expect(locs, path).toContain(address + path);
    // The four shared pages again in each language of the books but the archive's (issue 90).
    const languages = new Set(all.map((b) => b.spec.language ?? 'en')).size;
    expect(locs.length).toBe(1 + all.length + all.reduce((n, b) => n + b.puzzles.length, 0) + new Set(all.flatMap((b) => b.puzzles.map((p) => p.kind))).size + 6 + 4 * (languages - 1));
    // A dated book's pages carry its date: its own and each of its puzzles'; an undated book's none.
    const lastmods = new Map([...text.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g)].map((m) => [m[1]!, m[2]]));
    for (const book of all) {
      for (const loc of [`${address}books/${book.slug}/`, ...book.puzzles.map((p) => `${address}puzzles/${p.id}/`)]) expect(lastmods.get(loc), loc).toBe(book.spec.date);
    }
    expect(lastmods.get(`${address}books/tom-and-jerry/`)).toBe('2026-11-20');
    expect(all.some((b) => !b.spec.date)).toBe(true);
  });

  it("lists a book's and a puzzle's pages unread, as none is ever a redirect or kept out of search", () => {
    const drawn = pagesOnDisk().filter((loc) => /^(books|puzzles)\/[^/]+\/$/.test(loc.slice(address.length)));
    expect(drawn.length).toBe(all.length + all.reduce((n, b) => n + b.puzzles.length, 0));
    for (const loc of drawn) {
      const head = readFileSync(join(site, loc.slice(address.length), 'index.html'), 'utf8').slice(0, 4096);
      expect(head, loc).not.toMatch(/<meta[^>]+http-equiv=["']?refresh/i);
      expect(head, loc).not.toMatch(/<meta[^>]+name=["']?robots["']?[^>]+noindex/i);
    }
  });

  it('robots.txt lets crawlers in and names the sitemap', async () => {
    const robots = await (await fetch(`${origin}/robots.txt`)).text();
    expect(robots).toMatch(/^User-agent: \*\nAllow: \/\n/);
    expect(robots.split('\n')).toContain(`Sitemap: ${address}sitemap.xml`);
  });

  it('every page listed names itself as canonical and the feed as its alternate; the missing page names no canonical', () => {
    for (const loc of locsOf(readFileSync(join(site, 'sitemap.xml'), 'utf8'))) {
      const html = readFileSync(fileOf(loc), 'utf8');
      expect(html, loc).toContain(`<link rel="canonical" href="${loc}">`);
      expect(html, loc).toContain(`<link rel="alternate" type="application/rss+xml" title="`);
      expect(html, loc).toContain(`href="${address}feed.xml">`);
    }
    expect(readFileSync(join(site, '404.html'), 'utf8')).not.toContain('rel="canonical"');
  });
});

describe('the feed', () => {
  it('is RSS 2.0 an XML parser reads: books and their puzzles, newest first by date, undated books after, titles as text', async () => {
    const page = await open(address);
    const feed = await page.evaluate(async (url) => {
      const doc = new DOMParser().parseFromString(await (await fetch(url)).text(), 'application/xml');
      const text = (el: Element | Document, tag: string) => el.getElementsByTagName(tag)[0]?.textContent ?? null;
      return {
        error: doc.getElementsByTagName('parsererror').length,
        version: doc.documentElement.getAttribute('version'),
        title: text(doc, 'title'),
        link: text(doc.getElementsByTagName('channel')[0]!, 'link'),
        lastBuildDate: [...doc.getElementsByTagName('lastBuildDate')].map((el) => el.textContent),
        items: [...doc.getElementsByTagName('item')].map((item) => ({ title: text(item, 'title'), link: text(item, 'link'), pubDate: text(item, 'pubDate') })),
      };
    }, `${origin}/feed.xml`);
    expect(feed.error).toBe(0);
    expect(feed.version).toBe('2.0');
    expect(feed.title).toBe('Puzzle archive');
    expect(feed.link).toBe(address);
    // No clock: it was last built on its newest book's date (ferien-de's).
    const newest = all.map((b) => b.spec.date).filter((d) => d !== undefined).sort().at(-1)!;
    expect(newest).toBe('2026-11-22');
    expect(feed.lastBuildDate.map((d) => Date.parse(d!))).toEqual([Date.parse(`${newest}T00:00:00Z`)]);
    // The archive's order is its books' titles' (src/site/lib/archive.ts); dated books first, the newest first.
    const archiveOrder = [...all].sort((a, b) => a.title.localeCompare(b.title, 'en') || a.slug.localeCompare(b.slug, 'en'));
    const dated = archiveOrder.filter((b) => b.spec.date).sort((a, b) => b.spec.date!.localeCompare(a.spec.date!));
    const order = [...dated, ...archiveOrder.filter((b) => !b.spec.date)];
    expect(order.map((b) => b.slug).slice(0, 2)).toEqual(['ferien-de', 'tom-and-jerry']);
    // As many as the feed holds (FEED_LIMIT): the archive's books and puzzles came to more with Criss-Cross.
    expect(feed.items.map((i) => i.link)).toEqual(order.flatMap((b) => [`${address}books/${b.slug}/`, ...b.puzzles.map((p) => `${address}puzzles/${p.id}/`)]).slice(0, FEED_LIMIT));
    const days = feed.items.map((i) => (i.pubDate ? Date.parse(i.pubDate) : null));
    expect(days.slice(0, 1 + german.puzzles.length).every((d) => d === Date.parse('2026-11-22T00:00:00Z'))).toBe(true);
    // Newest first: each date no later than the one before, and none after the first undated item.
    const firstUndated = days.indexOf(null);
    expect(days.slice(firstUndated).every((d) => d === null)).toBe(true);
    expect(days.slice(0, firstUndated).every((d, i, ds) => i === 0 || d! <= ds[i - 1]!)).toBe(true);
    expect(feed.items.find((i) => i.link === `${address}books/tom-and-jerry/`)?.title).toBe(TITLE_B);
    expect(problemsOf(page)).toEqual([]);
  });
});

describe("a puzzle page's head, in the browser", () => {
  it('has its canonical address, OpenGraph and Twitter card metadata, and JSON-LD a search engine reads, its title with markup as text', async () => {
    const book = jerry;
    const record = book.puzzles[0]!;
    const here = `${address}puzzles/${record.id}/`;
    const page = await open(here);
    const { meta, links, data, raw, markup } = await headOf(page);
    expect(links).toContainEqual({ rel: 'canonical', type: null, href: here });
    expect(links).toContainEqual({ rel: 'alternate', type: 'application/rss+xml', href: `${address}feed.xml` });
    const card = `${here}card.png`;
    const alt = getKind(record.kind).draw(record.puzzle).alt;
    expect(meta).toMatchObject({
      'og:title': `Numbrix 1, easy · ${TITLE_B}`,
      'og:description': alt,
      'og:type': 'article',
      'og:url': here,
      'og:image': card,
      'og:image:type': 'image/png',
      'og:image:width': '1200',
      'og:image:height': '630',
      'og:image:alt': `1. Numbrix · easy, from ${TITLE_B}: ${alt}`,
      'og:locale': 'en_US',
      'og:site_name': 'Puzzle archive',
      'twitter:card': 'summary_large_image',
      'twitter:title': `Numbrix 1, easy · ${TITLE_B}`,
      'twitter:image': card,
      'twitter:image:alt': `1. Numbrix · easy, from ${TITLE_B}: ${alt}`,
    });
    // The book's title is text everywhere in the head: no element made of it, no '<' in the JSON-LD's source.
    expect(markup).toBe(0);
    for (const source of raw) expect(source).not.toMatch(/[<>]/);
    const work = data.find((d) => d['@type'] === 'CreativeWork');
    expect(work).toMatchObject({
      '@context': 'https://schema.org',
      name: '1. Numbrix · easy',
      url: here,
      identifier: record.id,
      inLanguage: 'en',
      learningResourceType: 'puzzle',
      image: card,
      isPartOf: { '@type': 'Book', name: TITLE_B, url: `${address}books/${book.slug}/` },
    });
    const crumbs = data.find((d) => d['@type'] === 'BreadcrumbList');
    expect(crumbs.itemListElement.map((c: { position: number; name: string; item: string }) => [c.position, c.name, c.item])).toEqual([
      [1, 'Archive', address],
      [2, TITLE_B, `${address}books/${book.slug}/`],
      [3, 'Puzzle 1', here],
    ]);
    // What the page shows says the same: its breadcrumb.
    expect(await page.locator('.breadcrumb li').allInnerTexts()).toEqual(['Archive', TITLE_B, 'Puzzle 1']);
    expect(problemsOf(page)).toEqual([]);
  });

  it("its og:image is in the archive: a 1200×630 PNG showing that puzzle's own drawing, not another's", async () => {
    const [own, other] = [bookA.puzzles[0]!, bookA.puzzles[1]!];
    expect([own.kind, other.kind]).toEqual(['numbrix', 'numbrix']);
    const page = await open(`${address}puzzles/${own.id}/`);
    const image = (await headOf(page)).meta['og:image']!;
    expect(existsSync(fileOf(image))).toBe(true);
    const response = await fetch(served(image));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    const png = Buffer.from(await response.arrayBuffer());
    expect(png.equals(readFileSync(fileOf(image)))).toBe(true);
    const card = decodePng(png);
    expect([card.width, card.height]).toEqual([1200, 630]);
    // The drawing the page shows (its puzzle.svg, the same toSvg), rasterized alone, against the card's panel.
    const drawing = async (id: string) => inkMap(await drawingAlone(readFileSync(join(site, 'puzzles', id, 'puzzle.svg'), 'utf8')));
    const panel = inkMap(card, PANEL);
    expect(panel.reduce((s, v) => s + v, 0), 'the panel has ink').toBeGreaterThan(10);
    // Two Numbrix of one size share their grid and differ in their digits only: the card's is well nearer its own (2.5 to 4 times, measured).
    expect(unlike(panel, await drawing(own.id))).toBeLessThan(unlike(panel, await drawing(other.id)) / 2);
    // And two puzzles' cards differ.
    expect(png.equals(readFileSync(join(site, 'puzzles', other.id, 'card.png')))).toBe(false);
  });

  it("a book's page is a Book with its card, in its language; the home page a WebSite others can search, with the site's card", async () => {
    const page = await open(`${address}books/${german.slug}/`);
    const { meta, data } = await headOf(page);
    const first = `${address}puzzles/${german.puzzles[0]!.id}/card.png`;
    expect(meta).toMatchObject({ 'og:type': 'book', 'og:locale': 'de_DE', 'og:site_name': 'Rätselarchiv', 'og:image': first });
    // No subtitle: its description is the summary, in German.
    expect(meta['og:description']).toBe(`${german.puzzles.length} Rätsel zum Spielen im Browser oder zum Ausdrucken, jede Lösung von einem Programm geprüft.`);
    expect(data.find((d) => d['@type'] === 'Book')).toMatchObject({
      name: german.title,
      url: `${address}books/${german.slug}/`,
      inLanguage: 'de',
      author: { '@type': 'Person', name: 'Anna Beispiel' },
      datePublished: '2026-11-22',
      image: first,
    });
    expect(data.find((d) => d['@type'] === 'BreadcrumbList').itemListElement.map((c: { name: string }) => c.name)).toEqual(['Archiv', german.title]);
    const home = await headOfHome();
    expect(home.meta['og:image']).toBe(`${address}card.png`);
    expect(decodePng(readFileSync(fileOf(home.meta['og:image']!))).width).toBe(1200);
    expect(home.data.find((d) => d['@type'] === 'WebSite')).toMatchObject({
      url: address,
      potentialAction: { '@type': 'SearchAction', target: `${address}search/?q={search_term_string}` },
    });
    // (The search page answering ?q= is archive.test.ts's.)
  });

  it("the puzzle of the day's page shows the site's card and is a WebPage of the site, its JSON-LD made safe", async () => {
    const here = `${address}today/`;
    const home = await headOfHome();
    const page = await open(here);
    const { meta, data, raw } = await headOf(page);
    expect(meta).toMatchObject({
      'og:url': here,
      'og:image': `${address}card.png`,
      'og:image:type': 'image/png',
      'og:image:width': '1200',
      'og:image:height': '630',
      'og:image:alt': home.meta['og:image:alt'],
      'twitter:card': 'summary_large_image',
      'twitter:image': `${address}card.png`,
    });
    expect(data.find((d) => d['@type'] === 'WebPage')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebPage',
      '@id': here,
      name: 'Puzzle of the day',
      url: here,
      inLanguage: 'en',
      description: meta['og:description'],
      isPartOf: { '@type': 'WebSite', name: 'Puzzle archive', url: address },
      image: `${address}card.png`,
    });
    for (const source of raw) expect(source).not.toMatch(/[<>&]/);
    expect(problemsOf(page)).toEqual([]);
  });
});

describe('the kinds page', () => {
  it("is a page of the archive's kinds, each linking to its own page with its count, in the archive's language; every page's menu leads there", async () => {
    const page = await open(`${address}kinds/`);
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(await page.locator('h1').innerText()).toBe('Kinds of puzzle');
    const kinds = new Map<KindName, number>();
    for (const record of all.flatMap((b) => b.puzzles)) kinds.set(record.kind, (kinds.get(record.kind) ?? 0) + 1);
    const listed = await page.locator('main .kind').evaluateAll((items) =>
      items.map((item) => ({ heading: item.querySelector('h2 a')!.getAttribute('href'), links: [...item.querySelectorAll('a')].map((a) => [a.getAttribute('href'), a.textContent!.trim()]) })),
    );
    expect(listed.map((k) => k.heading).sort()).toEqual([...kinds.keys()].map((kind) => `/kinds/${kind}/`).sort());
    for (const { heading, links } of listed) {
      const kind = heading!.split('/')[2]! as KindName;
      const title = getKind(kind).title;
      expect(links.at(-1), kind).toEqual([heading, kinds.get(kind) === 1 ? `The one ${title} puzzle` : `All ${kinds.get(kind)} ${title} puzzles`]);
      // Each leads to a page that is there.
      expect(existsSync(join(site, heading!, 'index.html')), kind).toBe(true);
    }
    const { meta, data } = await headOf(page);
    expect(meta['og:image']).toBe(`${address}card.png`);
    expect(data.find((d) => d['@type'] === 'CollectionPage')).toMatchObject({ url: `${address}kinds/`, name: 'Kinds of puzzle', inLanguage: 'en' });
    expect(data.find((d) => d['@type'] === 'BreadcrumbList').itemListElement.map((c: { item: string }) => c.item)).toEqual([address, `${address}kinds/`]);
    expect(problemsOf(page)).toEqual([]);
    // The menu's Kinds, on this page, the home page, a Spanish book's puzzle page and the missing page, is this page.
    for (const url of [null, address, `${address}puzzles/${spanish.puzzles[0]!.id}/`]) {
      const where = url ? await open(url) : page;
      expect(await where.locator('.site-header nav a').evaluateAll((links) => links.map((a) => a.getAttribute('href'))), url ?? 'kinds').toContain('/kinds/');
      expect(await where.locator('.site-header nav a[href*="#kinds"]').count()).toBe(0);
    }
    expect(readFileSync(join(site, '404.html'), 'utf8')).toMatch(/<nav[^>]*>\s*<ul>\s*<li><a href="\/#books">[^<]*<\/a><\/li>\s*<li><a href="\/kinds\/">/);
  });
});

describe('site --url refused', () => {
  it('an address that is not an http or https one, in one line, writing nothing', async () => {
    const out = join(tempDir(), 'site');
    const r = await cli(['site', '--books', books, '--out', out, '--url', 'ftp://puzzles.example.org/']);
    expectCleanFailure(r);
    expect(r.stderr).toBe('puzzlebook: --url ftp://puzzles.example.org/: must be the web address the archive is published at, such as https://puzzles.example.org/ (http or https and its host; no ? or #, spaces, backslashes, or . and .. in its path)\n');
    expect(existsSync(out)).toBe(false);
  });

  it('an address the URL parser would rewrite (dot segments, a missing or doubled slash, a newline, a backslash), in one line, writing nothing, and the same in a spec', async () => {
    for (const url of ['https://x.org/a/../b/', 'https://x.org/%2e%2e/', 'https:///x.org', 'https:x.org', 'https://x.org/a\nb/', 'https://x.org\\a/']) {
      const out = join(tempDir(), 'site');
      const r = await cli(['site', '--books', books, '--out', out, '--url', url]);
      expectCleanFailure(r);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
      expect(r.stderr).toContain('must be the web address the archive is published at');
      expect(existsSync(out)).toBe(false);
      const spec = specSchema.safeParse({ title: 'T', seed: 1, sections: [{ kind: 'numbrix', count: 1, difficulty: 'easy' }], archive: url });
      expect(spec.success).toBe(false);
    }
    // What is written as an address is kept, a slash added at its end.
    expect(specSchema.parse({ title: 'T', seed: 1, sections: [{ kind: 'numbrix', count: 1, difficulty: 'easy' }], archive: 'https://x.org/a.b/puzzles' }).archive).toBe('https://x.org/a.b/puzzles/');
  });

  it('a --from that is not an archive or a part, an --out inside the books folder, and a --part read as flags: each named in one line, nothing written', async () => {
    const out = join(tempDir(), 'site');
    const file = join(tempDir(), 'file.txt');
    writeFileSync(file, 'x');
    const cases: [string[], string][] = [
      [['--from', join(tempDir(), 'none')], 'there is no such folder'],
      [['--from', file], 'is a file, not a folder'],
      [['--from', '/'], 'is not an archive or a part made by puzzlebook site'],
      [['--part', '-1/2'], '--part: needs a value I/N'],
    ];
    for (const [flags, says] of cases) {
      const r = await cli(['site', '--books', books, '--out', out, ...flags]);
      expectCleanFailure(r);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
      expect(r.stderr, flags.join(' ')).toContain(says);
      expect(existsSync(out)).toBe(false);
    }
    const inside = join(books, 'site');
    const r = await cli(['site', '--books', books, '--out', inside]);
    expectCleanFailure(r);
    expect(r.stderr).toContain(`--out ${inside} is inside the folder of the books being published`);
    expect(existsSync(inside)).toBe(false);
  });

  it('an address whose path --base disagrees with', async () => {
    const out = join(tempDir(), 'site');
    const r = await cli(['site', '--books', books, '--out', out, '--url', 'https://example.org/puzzles/', '--base', '/archive/']);
    expectCleanFailure(r);
    expect(r.stderr.trim().split('\n')).toEqual([
      "puzzlebook: --base /archive/ and --url https://example.org/puzzles/ disagree: the address's path is where the archive is served; give --base /puzzles/, or leave it out",
    ]);
    expect(existsSync(out)).toBe(false);
  });

  it('books naming two addresses, without --url to choose, naming two books and their addresses', async () => {
    const folder = join(tempDir(), 'books');
    mkdirSync(folder);
    for (const [slug, archive] of [['archive-test', 'https://one.example/'], ['tom-and-jerry', 'https://two.example/puzzles']] as const) {
      const book = JSON.parse(readFileSync(join(books, `${slug}.json`), 'utf8'));
      book.spec.archive = archive;
      writeFileSync(join(folder, `${slug}.json`), JSON.stringify(book));
    }
    const out = join(tempDir(), 'site');
    const r = await cli(['site', '--books', folder, '--out', out]);
    expectCleanFailure(r);
    // One line (a long folder's path is cut in its middle to fit one, so its ends are read here).
    const lines = r.stderr.trim().split('\n');
    expect(lines.length).toBe(1);
    expect(lines[0]).toMatch(/^puzzlebook: the books name two archive addresses: .*archive-test\.json names https:\/\/one\.example\/ and .*tom-and-jerry\.json names https:\/\/two\.example\/puzzles\/; publish them with one --url, or give them one archive address$/);
    expect(existsSync(out)).toBe(false);
  });
});
