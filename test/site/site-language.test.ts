// `puzzlebook site` twice at once from a folder outside the project, as a user with the command
// on PATH runs it, on the book written to attack its pages (./hostile.ts, issue 83): one archive
// for an address with a path, the other with no address and `--language es`. Each lands whole and
// nothing is left behind; the listing pages are in the language asked for; an archive without an
// address is built without what needs one and says how to give one; and nothing the hostile book
// carries runs in any of its pages. (The archive for an address, read and toured in Chromium, is
// site-command.test.ts's, in npm test: this file runs in CI.)
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookFile } from '../../src/book/bookfile-schema.ts';
import { besideProgress } from '../cli/run.ts';
import { workFolders } from '../work-folders.ts';
import { launch } from './browser.ts';
import { expectPublished, hostileShelf, htmlFiles, runnable, siteFrom, URL_GIVEN } from './hostile.ts';

let book: BookFile;
let elsewhere: string;
/** The archive for an address with a path. */
let based: string;
/** The archive without an address, its listing pages in Spanish (`--language es`). */
let spanish: string;
let runs: Awaited<ReturnType<typeof siteFrom>>[];
let browser: BrowserContext;
let reader: Page;

beforeAll(async () => {
  let shelf: string;
  ({ book, shelf, elsewhere } = hostileShelf());
  based = join(elsewhere, 'one');
  spanish = join(elsewhere, 'two');
  runs = await Promise.all([siteFrom(elsewhere, ['--books', shelf, '--out', based, '--url', URL_GIVEN]), siteFrom(elsewhere, ['--books', shelf, '--out', spanish, '--language', 'es'])]);
  expectPublished(...runs);
  browser = await launch({ phone: true });
  reader = await browser.newPage();
});

afterAll(async () => {
  await browser?.close();
});

describe('two at once, from another folder', () => {
  it('each publishes its archive, and leaves nothing behind but the archives', () => {
    for (const r of runs) expect(besideProgress(r.stderr)).toBe('');
    expect(runs.map((r) => r.status)).toEqual([0, 0]);
    expect(readdirSync(elsewhere).sort()).toEqual(['one', 'two']);
    // Each build's working folder inside the project is gone too (other test files build sites
    // at the same time, so only these two processes' folders are looked for).
    const theirs = runs.map((r) => `site-${r.pid}-`);
    expect(workFolders().filter((name) => theirs.some((prefix) => name.startsWith(prefix)))).toEqual([]);
    // Each is its own, whole: the one in the books' German, the other in the Spanish asked for.
    expect(readFileSync(join(based, 'index.html'), 'utf8')).toMatch(/<html lang="de"/);
    expect(readFileSync(join(spanish, 'index.html'), 'utf8')).toMatch(/<html lang="es"/);
  });

  it('every HTML file of the archive in Spanish holds nothing that runs but its own scripts, and its data parses whole', async () => {
    for (const file of htmlFiles(spanish)) expect(await runnable(reader, readFileSync(join(spanish, file), 'utf8')), file).toEqual([]);
  });
});

describe('--language, and no web address', () => {
  it('site --language puts the listing pages in the language asked for, each book marked in its own', () => {
    const home = readFileSync(join(spanish, 'index.html'), 'utf8');
    expect(home).toMatch(/<html lang="es"/);
    expect(home).toContain('Los pasatiempos de hoy');
    expect(home).toMatch(/<li class="book" lang="de"/);
    expect(readFileSync(join(spanish, '404.html'), 'utf8')).toContain('Esta página no existe');
    expect(readFileSync(join(spanish, 'today/index.html'), 'utf8')).toContain('El pasatiempo del día necesita JavaScript');
  });

  it('without a web address, is built without what needs one (sitemap, feed, cards, canonical links) and says in one line how to give one', () => {
    expect(runs[1]!.stdout.split('\n').filter((line) => line.includes('--url'))).toEqual([
      "  no web address: --url https://… (or archive: in the books' specs) adds a sitemap, a feed, canonical links and social cards",
    ]);
    for (const file of ['sitemap.xml', 'feed.xml', 'card.png']) expect(existsSync(join(spanish, file)), file).toBe(false);
    const numbrix = book.puzzles.find((p) => p.kind === 'numbrix')!.id;
    expect(readdirSync(join(spanish, 'puzzles', numbrix))).not.toContain('card.png');
    expect(readFileSync(join(spanish, 'robots.txt'), 'utf8')).toBe('User-agent: *\nAllow: /\n');
    const html = readFileSync(join(spanish, 'puzzles', numbrix, 'index.html'), 'utf8');
    for (const absent of ['rel="canonical"', 'og:url', 'og:image', 'application/rss+xml', 'https://puzzles']) expect(html, absent).not.toContain(absent);
    // What needs no address is there: the page's OpenGraph words, in its book's German, and its structured data, by paths.
    expect(html).toContain('<meta property="og:locale" content="de_DE">');
    expect(html).toContain('<meta name="twitter:card" content="summary">');
    expect(html).toContain('"isPartOf":{"@type":"Book","@id":"/books/hostile/"');
    expect(html).not.toContain('"image"');
  });
});
