// What the archive tells the web, as pure functions: the sitemap (and its index above the
// protocol's 50,000 addresses a file), robots.txt, the feed's order, the archive's address
// from --url, --base and the books, og:locale and JSON-LD made safe inside a <script>.
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteAddress } from '../../src/archive/build.ts';
import { readSpec } from '../../src/book/read.ts';
import { feedBuildDate, feedEntries, FEED_LIMIT, rssDate } from '../../src/archive/feed.ts';
import type { ArchiveBook, ArchivePuzzle } from '../../src/archive/model.ts';
import { jsonLd, ogLocale, robotsTxt, SITEMAP_LIMIT, sitemapFiles, sitemapPages } from '../../src/archive/web.ts';
import { UserError } from '../../src/engine/errors.ts';
import { tempDir } from '../temp.ts';
import { locsOf, sitemapErrors } from './sitemap.ts';

const ADDRESS = 'https://puzzles.example.org/archive/';

describe('sitemap.xml', () => {
  it('lists each page once, as an absolute address under the archive, in the order given, with its date where known, and is valid', async () => {
    const [file, ...more] = sitemapFiles(ADDRESS, [{ path: '' }, { path: 'books/a/', lastmod: '2026-11-20' }, { path: 'puzzles/a-numbrix-01/' }, { path: 'search/' }]);
    expect(more).toEqual([]);
    expect(file!.name).toBe('sitemap.xml');
    expect(locsOf(file!.text)).toEqual([ADDRESS, `${ADDRESS}books/a/`, `${ADDRESS}puzzles/a-numbrix-01/`, `${ADDRESS}search/`]);
    expect(file!.text).toContain(`<loc>${ADDRESS}books/a/</loc><lastmod>2026-11-20</lastmod>`);
    expect(await sitemapErrors(file!.text)).toEqual([]);
  });

  it('the schema the tests hold sitemaps to refuses what the protocol does', async () => {
    // So a valid verdict above means something: a relative address, a bad date, a page twice.
    const good = sitemapFiles(ADDRESS, [{ path: '' }])[0]!.text;
    expect(await sitemapErrors(good.replace(`<loc>${ADDRESS}</loc>`, '<loc>/archive/</loc>'))).not.toEqual([]);
    expect(await sitemapErrors(good.replace('</loc>', '</loc><lastmod>20 Nov 2026</lastmod>'))).not.toEqual([]);
    expect(await sitemapErrors(sitemapFiles(ADDRESS, [{ path: '' }, { path: '' }])[0]!.text)).not.toEqual([]);
    expect(await sitemapErrors(good.replace('<urlset', '<pageset').replace('</urlset>', '</pageset>'))).not.toEqual([]);
  });

  it(`up to ${SITEMAP_LIMIT.toLocaleString('en')} pages is one file; one more makes sitemap.xml an index of parts of up to ${SITEMAP_LIMIT.toLocaleString('en')}, each valid`, async () => {
    const pages = Array.from({ length: SITEMAP_LIMIT + 1 }, (_, i) => ({ path: `puzzles/p-${String(i).padStart(6, '0')}/` }));
    expect(sitemapFiles(ADDRESS, pages.slice(0, SITEMAP_LIMIT)).map((f) => f.name)).toEqual(['sitemap.xml']);
    const files = sitemapFiles(ADDRESS, pages);
    expect(files.map((f) => f.name)).toEqual(['sitemap.xml', 'sitemap-1.xml', 'sitemap-2.xml']);
    const [index, one, two] = files.map((f) => f.text);
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locsOf(index!)).toEqual([`${ADDRESS}sitemap-1.xml`, `${ADDRESS}sitemap-2.xml`]);
    expect(locsOf(one!).length).toBe(SITEMAP_LIMIT);
    // Every page once, in order, across the parts.
    expect([...locsOf(one!), ...locsOf(two!)]).toEqual(pages.map((p) => ADDRESS + p.path));
    for (const file of files) expect(await sitemapErrors(file.text, file.name), file.name).toEqual([]);
  });

  it("lists every HTML page of a built folder but the not-found page, short addresses under p/ and redirects, home first", () => {
    const site = tempDir();
    const page = (path: string, head = '<title>A page</title>') => {
      mkdirSync(dirname(join(site, path)), { recursive: true });
      writeFileSync(join(site, path), `<!doctype html><html><head>${head}</head><body></body></html>`);
    };
    for (const path of ['index.html', 'books/b/index.html', 'books/a/index.html', 'puzzles/a-1/index.html', 'day/index.html', 'search/index.html']) page(path);
    page('404.html');
    page('p/0123abcd/index.html', '<meta http-equiv="refresh" content="0;url=/puzzles/a-1/">');
    page('old/index.html', '<meta http-equiv="refresh" content="0;url=/">');
    page('draft/index.html', '<meta name="robots" content="noindex">');
    page('pagefind/fragment.html');
    writeFileSync(join(site, 'puzzles/a-1/puzzle.svg'), '<svg/>');
    expect(sitemapPages([{ root: site }]).pages).toEqual(['', 'books/a/', 'books/b/', 'day/', 'puzzles/a-1/', 'search/']);
  });
});

describe('robots.txt', () => {
  it('lets every crawler in, and names the sitemap where the archive has an address', () => {
    expect(robotsTxt(ADDRESS)).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${ADDRESS}sitemap.xml\n`);
    expect(robotsTxt(null)).toBe('User-agent: *\nAllow: /\n');
  });
});

describe('the feed', () => {
  const book = (slug: string, count: number, date?: string): ArchiveBook =>
    ({ slug, ...(date ? { date } : {}), sections: [{ heading: '', puzzles: Array.from({ length: count }, (_, i) => ({ id: `${slug}-${i + 1}` }) as ArchivePuzzle) }] }) as ArchiveBook;
  const ids = (entries: ReturnType<typeof feedEntries>) => entries.map((e) => e.puzzle?.id ?? e.book.slug);

  it("is newest first by the books' dates, undated books last in the archive's order, each book then its puzzles in book order", () => {
    const books = [book('a', 2), book('b', 1, '2026-01-05'), book('c', 1), book('d', 2, '2026-03-01'), book('e', 1, '2026-01-05')];
    expect(ids(feedEntries(books))).toEqual(['d', 'd-1', 'd-2', 'b', 'b-1', 'e', 'e-1', 'a', 'a-1', 'a-2', 'c', 'c-1']);
  });

  it("was last built on its newest book's date, whatever their order; none where no book has a date", () => {
    expect(feedBuildDate([book('a', 1, '2026-01-05'), book('b', 1), book('c', 1, '2026-03-01'), book('d', 1, '2025-12-31')])).toBe('2026-03-01');
    expect(feedBuildDate([book('a', 1), book('b', 1)])).toBeUndefined();
    expect(feedBuildDate([])).toBeUndefined();
    // A day, written as RSS writes dates: midnight UTC.
    expect(rssDate('2026-03-01').toUTCString()).toBe('Sun, 01 Mar 2026 00:00:00 GMT');
  });

  it('the shipped books each name the day they are published, so the sample archive is dated', () => {
    const specs = readdirSync('books').filter((f) => f.endsWith('.yaml'));
    expect(specs.length).toBeGreaterThan(0);
    for (const file of specs) expect(readSpec(join('books', file)).date, file).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it(`holds the newest ${FEED_LIMIT} items at most`, () => {
    const entries = feedEntries([book('old', 150, '2025-01-01'), book('new', 150, '2026-01-01')]);
    expect(entries.length).toBe(FEED_LIMIT);
    expect(ids(entries).slice(0, 2)).toEqual(['new', 'new-1']);
    expect(ids(entries).at(-1)).toBe('old-48');
  });
});

describe("the archive's address", () => {
  const entry = (file: string, archive?: string) => ({ file, ...(archive ? { archive } : {}) });
  const refusal = (run: () => unknown) => {
    try {
      run();
    } catch (error) {
      expect(error).toBeInstanceOf(UserError);
      return (error as Error).message;
    }
    throw new Error('not refused');
  };

  it('is --url, made to end in /, or else the one address the books name, or none', () => {
    expect(siteAddress([], 'https://puzzles.example.org')).toEqual({ address: 'https://puzzles.example.org/', base: '/' });
    expect(siteAddress([entry('a.json', 'https://a.example/'), entry('b.json')])).toEqual({ address: 'https://a.example/', base: '/' });
    // --url chooses, whatever the books say.
    expect(siteAddress([entry('a.json', 'https://a.example/')], 'http://b.example/')).toEqual({ address: 'http://b.example/', base: '/' });
    expect(siteAddress([entry('a.json')])).toEqual({ address: null, base: '/' });
    expect(siteAddress([entry('a.json')], undefined, '/puzzles')).toEqual({ address: null, base: '/puzzles/' });
  });

  it("serves the archive at the address's path: that is the base, and a --base given must be it", () => {
    expect(siteAddress([], 'https://example.org/puzzles/2026')).toEqual({ address: 'https://example.org/puzzles/2026/', base: '/puzzles/2026/' });
    expect(siteAddress([], 'https://example.org/puzzles/', '/puzzles')).toEqual({ address: 'https://example.org/puzzles/', base: '/puzzles/' });
    expect(siteAddress([entry('a.json', 'https://example.org/puzzles/')])).toEqual({ address: 'https://example.org/puzzles/', base: '/puzzles/' });
    // An address at a host's root, with a base: the archive is at the base on that host.
    expect(siteAddress([], 'https://example.org/', '/archive/')).toEqual({ address: 'https://example.org/archive/', base: '/archive/' });
  });

  it('refuses, in one line, an address that is not one, a --base the address disagrees with, and books naming two', () => {
    for (const bad of ['ftp://example.org/', 'example.org', 'https://example.org/?a=1', 'https://example.org/#top', 'https://user:pw@example.org/']) {
      expect(refusal(() => siteAddress([], bad)), bad).toMatch(/^--url .*: must be the web address the archive is published at/);
    }
    const disagree = refusal(() => siteAddress([], 'https://example.org/puzzles/', '/archive/'));
    expect(disagree).toBe('--base /archive/ and --url https://example.org/puzzles/ disagree: the address\'s path is where the archive is served; give --base /puzzles/, or leave it out');
    const fromBooks = refusal(() => siteAddress([entry('/books/a.json', 'https://example.org/puzzles/')], undefined, '/'));
    expect(fromBooks).toContain('archive: in /books/a.json');
    const two = refusal(() => siteAddress([entry('/books/a.json', 'https://a.example/'), entry('/books/b.json'), entry('/books/c.json', 'https://c.example/x/')]));
    expect(two).toBe('the books name two archive addresses: /books/a.json names https://a.example/ and /books/c.json names https://c.example/x/; publish them with one --url, or give them one archive address');
    for (const line of [disagree, fromBooks, two]) expect(line.split('\n').length).toBe(1);
    expect(refusal(() => siteAddress([], 'https://example.org/a%20b/'))).toMatch(/^--url https:\/\/example.org\/a%20b\/: its path must be a plain path/);
  });
});

describe('page heads', () => {
  it("og:locale is the language and its likeliest region, for every language's tag", () => {
    expect(['en', 'es', 'fr', 'de', 'it', 'nl', 'pt-BR', 'pt-PT', 'fr-CA'].map(ogLocale)).toEqual(['en_US', 'es_ES', 'fr_FR', 'de_DE', 'it_IT', 'nl_NL', 'pt_BR', 'pt_PT', 'fr_CA']);
  });

  it('JSON-LD holds any text as text: nothing in it can end its <script> or open markup, and it reads back the same', () => {
    const hostile = "<i>Tom</i> & Jerry's </script><script>alert(1)</script> <!-- \u2028\u2029";
    const text = jsonLd({ '@type': 'Book', name: hostile });
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual({ '@context': 'https://schema.org', '@type': 'Book', name: hostile });
  });
});
