import { closeSync, openSync, readdirSync, readSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { escapeXml } from '../draw/svg.ts';

/**
 * What an archive tells the web beyond its pages' words. Written beside its pages once they
 * are built: `sitemap.xml` (every page, as absolute addresses; made from the pages on disk, so
 * a page added to the site is listed with no word here) and `robots.txt` (which names it).
 * And what its pages' heads use: where the social cards are, `og:locale`, JSON-LD made safe.
 */

/** A social card's size in pixels (card.ts), the size `og:image` is best shown at. */
export const CARD = { width: 1200, height: 630 } as const;

/** Where a puzzle's social card and the site's own are in the archive, from its root. */
export const puzzleCard = (id: string) => `puzzles/${id}/card.png`;
export const SITE_CARD = 'card.png';

/** URLs one sitemap file may list (the sitemap protocol's limit); an archive with more gets an index of several. */
export const SITEMAP_LIMIT = 50_000;

const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** A page's path in the archive, from its root: `''` for the home page, `books/x/` for `books/x/index.html`. */
const pathOf = (file: string) => file.replace(/(^|\/)index\.html$/, '$1');

/** Whether an HTML file is a page of its own: not a redirect (a meta refresh) and not one that asks to stay out of search. */
function isPage(file: string): boolean {
  const fd = openSync(file, 'r');
  try {
    const head = Buffer.alloc(4096);
    const text = head.subarray(0, readSync(fd, head, 0, head.length, 0)).toString('utf8');
    return !/<meta[^>]+http-equiv=["']?refresh/i.test(text) && !/<meta[^>]+name=["']?robots["']?[^>]+noindex/i.test(text);
  } finally {
    closeSync(fd);
  }
}

/**
 * A book's page and a puzzle's, which the archive's templates draw as pages (never a redirect,
 * never noindex: test/site/web.test.ts reads every one), so a sitemap lists them without
 * opening them: an archive of 100,000 puzzles has as many, and reading each one's head took
 * about 9 s of every publish with an address, one book's included.
 */
const DRAWN_PAGE = /^(books|puzzles)\/[^/]+\/index\.html$/;

/**
 * Every page of a built archive a sitemap lists, as paths from its root, in one order (by
 * path, so the home page first): each HTML file but the not-found page (404.html), the short
 * addresses under `p/` (redirects to puzzles' pages) and any other redirect or page marked
 * noindex; and how many HTML pages the archive has in all (its search index's aside). With
 * `listed` false, only the count. The archive is in `parts`: each a root, with its HTML files
 * (paths from it) where they are known, else all it holds (an archive being built, and what it
 * keeps of the one it replaces, whose files were listed as they were checked).
 */
export function sitemapPages(parts: readonly { root: string; html?: readonly string[] }[], listed = true): { pages: string[]; count: number } {
  const walked = (root: string) =>
    readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
      .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'));
  const html = parts.flatMap(({ root, html: known }) => (known ?? walked(root)).filter((file) => !file.startsWith('pagefind/')).map((file) => ({ root, file })));
  // Without `listed`, only the count: a sitemap's pages are read only for a sitemap.
  const pages = !listed ? [] : html
    .filter(({ file }) => file !== '404.html' && !file.startsWith('p/'))
    .filter(({ root, file }) => DRAWN_PAGE.test(file) || isPage(join(root, file)))
    .map(({ file }) => pathOf(file))
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return { pages, count: html.filter(({ file }) => !file.startsWith('p/')).length };
}

export interface SitemapPage {
  /** From the archive's root: `''`, `books/x/`. */
  path: string;
  /** The day it was last changed, YYYY-MM-DD, where known (a book's `date`). */
  lastmod?: string;
}

/**
 * The sitemap files of an archive at `address` (its root, ending in `/`) holding `pages`, in
 * the order given: one `sitemap.xml`, or above SITEMAP_LIMIT pages, `sitemap-1.xml`,
 * `sitemap-2.xml`, … of up to SITEMAP_LIMIT each and `sitemap.xml` an index of them.
 */
export function sitemapFiles(address: string, pages: readonly SitemapPage[], limit = SITEMAP_LIMIT): { name: string; text: string }[] {
  const at = (path: string) => escapeXml(new URL(path, address).href);
  const urlset = (part: readonly SitemapPage[]) =>
    [
      '<?xml version="1.0" encoding="UTF-8"?>',
      `<urlset xmlns="${NS}">`,
      ...part.map((page) => `<url><loc>${at(page.path)}</loc>${page.lastmod ? `<lastmod>${page.lastmod}</lastmod>` : ''}</url>`),
      '</urlset>',
      '',
    ].join('\n');
  if (pages.length <= limit) return [{ name: 'sitemap.xml', text: urlset(pages) }];
  const parts: { name: string; text: string }[] = [];
  for (let i = 0; i * limit < pages.length; i++) parts.push({ name: `sitemap-${i + 1}.xml`, text: urlset(pages.slice(i * limit, (i + 1) * limit)) });
  const index = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<sitemapindex xmlns="${NS}">`,
    ...parts.map((part) => `<sitemap><loc>${at(part.name)}</loc></sitemap>`),
    '</sitemapindex>',
    '',
  ].join('\n');
  return [{ name: 'sitemap.xml', text: index }, ...parts];
}

/** `robots.txt`: every page may be crawled; with an address, where the sitemap is. */
export function robotsTxt(address: string | null): string {
  return ['User-agent: *', 'Allow: /', ...(address ? ['', `Sitemap: ${new URL('sitemap.xml', address).href}`] : []), ''].join('\n');
}

/**
 * `og:locale`: the language and its likeliest region, as OpenGraph writes them (`en_US`, `pt_BR`,
 * `de_DE`), from CLDR's likely subtags: no language is named here.
 */
export function ogLocale(lang: string): string {
  const likely = new Intl.Locale(lang).maximize();
  return likely.region ? `${likely.language}_${likely.region}` : likely.language;
}

/**
 * JSON-LD to set inside a `<script>`: every `<`, `>` and `&` escaped as JSON escapes them, and the
 * two line separators JavaScript once did not allow, so no text in it (a title with markup,
 * `</script>`) can end the element or be read as HTML; a JSON parser reads the same data back.
 */
export function jsonLd(data: object): string {
  return JSON.stringify({ '@context': 'https://schema.org', ...data })
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
