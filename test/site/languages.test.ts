import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BookFile } from '../../src/book/bookfile-schema.ts';
import { inLanguage } from '../../src/engine/language.ts';
import { asKind } from '../../src/kinds/record.ts';
import { getKind } from '../../src/kinds/registry.ts';
import { besideProgress, cli, tempDir } from '../cli/run.ts';
import { openPuzzle } from './play/game.ts';
import { problemsOf, resultLinks, serve, type Served, visit, useContexts } from './browser.ts';
import { bookOf } from './books.ts';

// The shared archive holds books in English, Spanish and German (SPEC_DE). Each book's pages are
// in its language; the pages that list them all are in the archive's language (English here,
// as the books do not share one), with each book and card marked in its own.
const { books, origin, dir } = inject('archive');
const devices = useContexts('phone', 'desktop');
let german: BookFile;

beforeAll(async () => {
  german = bookOf(books, 'ferien-de');
});

const secret = () => asKind(german.puzzles.find((p) => p.kind === 'secret-number')!, 'secret-number');

describe('a German book in the archive', () => {
  it('its puzzle page is lang="de", with German play controls, played to the end on a phone', async () => {
    const r = secret();
    const page = await openPuzzle(r.id, devices.phone);
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
    const play = page.locator('[data-play]');
    // The Notes button is its pencil alone on a phone; its name is still German.
    for (const name of ['Rückgängig', 'Wiederholen', 'Prüfen', 'Hinweis', 'Notizen']) {
      await expect.poll(() => play.getByRole('button', { name, exact: true }).count(), { message: name }).toBe(1);
    }
    for (const name of ['Undo', 'Check', 'Hint']) expect(await play.getByRole('button', { name, exact: true }).count(), name).toBe(0);
    // The kind's own heading, in German (issue 90: each name takes its own words).
    expect(await page.locator('#how-to').innerText()).toBe(inLanguage('de', () => getKind('secret-number').howToPlay));
    await page.screenshot({ path: join(dir, 'screen-de-phone.png') });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.locator('.game-board input').first().click();
    await page.keyboard.type(String(r.solution.number));
    expect(await play.getAttribute('data-solved')).toBe('true');
    expect(await page.locator('.play-status').innerText()).toMatch(/^Gelöst in \d+:\d\d\. Gut gemacht!$/);
    await page.screenshot({ path: join(dir, 'screen-de-phone-solved.png') });
    expect(problemsOf(page)).toEqual([]);
  });

  it('its book page is German, with the author in German', async () => {
    const { page } = await visit(devices.desktop, `${origin}/books/${german.slug}/`);
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
    expect(await page.locator('.author').innerText()).toBe('von Anna Beispiel');
    expect(await page.locator('.downloads').innerText()).toContain('Lösungen (PDF)');
    await page.screenshot({ path: join(dir, 'screen-de-book-desktop.png'), fullPage: true });
  });
});

describe('listing pages of an archive of several languages', () => {
  it('the home page is the archive language, and each book entry is in its own, naming it', async () => {
    const { page } = await visit(devices.desktop, `${origin}/`);
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    const entry = page.locator('.book').filter({ hasText: 'Rätsel für die Ferien' });
    expect(await entry.getAttribute('lang')).toBe('de');
    expect(await entry.locator('.book-language').innerText()).toMatch(/^deutsch$/i);
    expect(await entry.innerText()).toContain('von Anna Beispiel');
    expect(await entry.getByRole('link', { name: /^Rätselbuch \(PDF\)/ }).count()).toBe(1);
    const english = page.locator('.book').filter({ hasText: 'Archive Test Book' });
    // An entry in the page's own language needs no lang of its own.
    expect(await english.getAttribute('lang')).toBeNull();
    expect(await english.locator('.book-language').innerText()).toMatch(/^english$/i);
    await page.screenshot({ path: join(dir, 'screen-mixed-home-desktop.png'), fullPage: true });
    expect(problemsOf(page)).toEqual([]);
  });

  it('a kind page filters its cards by language, and its random link follows the filter', async () => {
    const { page } = await visit(devices.phone, `${origin}/kinds/secret-number/`);
    const cards = page.locator('.card');
    const visible = () => cards.evaluateAll((els) => els.filter((el) => (el as HTMLElement).offsetParent !== null).map((el) => el.getAttribute('data-lang')));
    const all = await visible();
    expect(new Set(all)).toEqual(new Set(['en', 'es', 'de']));
    await page.locator('label[for="language-de"]').click();
    expect(await visible()).toEqual(['de']);
    expect(await page.locator('.card[data-lang="de"]').getAttribute('lang')).toBe('de');
    expect(await page.locator('[data-random-kind]').getAttribute('href')).toBe('/random/?kind=secret-number&language=de');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: join(dir, 'screen-mixed-kind-phone.png'), fullPage: true });
    // The random page, asked for a German Secret Number, goes to the one there is.
    await page.locator('[data-random-kind]').click();
    await page.waitForURL(`**/puzzles/${secret().id}/`);
    await page.goBack();
    await page.locator('label[for="language-all"]').click();
    expect(await visible()).toEqual(all);
  });

  it('search files every puzzle under a language filter, and finds the German one by a German word', async () => {
    const { page } = await visit(devices.desktop, `${origin}/search/?q=${encodeURIComponent('geheimzahl')}`);
    await expect.poll(() => resultLinks(page), { timeout: 10_000 }).toContain(`/puzzles/${secret().id}/`);
    await page.locator('.pagefind-ui__filter-name', { hasText: 'language' }).click();
    expect(await page.locator('.pagefind-ui__filter-panel').innerText()).toContain('Deutsch');
  });
});

describe('an archive in one language', () => {
  let served: Served;
  let site: string;
  let said: string;
  beforeAll(async () => {
    // The German book alone: its listing pages are German too, with nothing asked.
    const only = join(tempDir(), 'books');
    mkdirSync(only);
    copyFileSync(join(books, 'ferien-de.json'), join(only, 'ferien-de.json'));
    site = join(tempDir(), 'site');
    const r = await cli(['site', '--books', only, '--out', site]);
    expect(besideProgress(r.stderr)).toBe('');
    said = r.stdout;
    served = await serve(site);
  });
  afterAll(() => served?.stop());

  it('has its home, kind, search, random, puzzle of the day and missing pages in that language', async () => {
    const pages: [string, string, RegExp][] = [
      ['/', 'h1', /^Rätselarchiv$/],
      ['/kinds/numbrix/', 'legend', /^Stufe zeigen$/],
      ['/search/', 'h1', /^Im Archiv suchen$/],
      ['/today/', '#today-heading', /^Heute, \p{L}+, \d+\. \p{L}+ \d{4}$/u],
      ['/nope/', 'h1', /^Diese Seite gibt es nicht$/],
    ];
    for (const [path, selector, text] of pages) {
      const { page } = await visit(devices.phone, `${served.origin}${path}`);
      expect(await page.locator('html').getAttribute('lang'), path).toBe('de');
      expect(await page.locator(selector).first().innerText(), path).toMatch(text);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
      await page.screenshot({ path: join(dir, `screen-de-only${path.replace(/\W+/g, '-')}phone.png`), fullPage: true });
      await page.close();
    }
    // Without JavaScript the random page lists every puzzle, and says so in German.
    const random = readFileSync(join(site, 'random/index.html'), 'utf8');
    expect(random).toContain('Mit JavaScript wählt diese Seite');
    expect(random).not.toContain('one you have not solved');
    // No language filter where there is one language.
    expect(readFileSync(join(site, 'kinds/numbrix/index.html'), 'utf8')).not.toContain('Sprache zeigen');
  });

  it('without a web address, is built without what needs one (sitemap, feed, cards, canonical links) and says in one line how to give one', () => {
    expect(said.split('\n').filter((line) => line.includes('--url'))).toEqual([
      "  no web address: --url https://… (or archive: in the books' specs) adds a sitemap, a feed, canonical links and social cards",
    ]);
    for (const file of ['sitemap.xml', 'feed.xml', 'card.png']) expect(existsSync(join(site, file)), file).toBe(false);
    const numbrix = german.puzzles.find((p) => p.kind === 'numbrix')!.id;
    expect(readdirSync(join(site, 'puzzles', numbrix))).not.toContain('card.png');
    expect(readFileSync(join(site, 'robots.txt'), 'utf8')).toBe('User-agent: *\nAllow: /\n');
    const html = readFileSync(join(site, 'puzzles', numbrix, 'index.html'), 'utf8');
    for (const absent of ['rel="canonical"', 'og:url', 'og:image', 'application/rss+xml', 'https://puzzles']) expect(html, absent).not.toContain(absent);
    // What needs no address is there: the page's OpenGraph words, in German, and its structured data, by paths.
    expect(html).toContain('<meta property="og:locale" content="de_DE">');
    expect(html).toContain('<meta name="twitter:card" content="summary">');
    expect(html).toContain('"isPartOf":{"@type":"Book","@id":"/books/ferien-de/"');
    expect(html).not.toContain('"image"');
  });

  it('site --language puts the listing pages of any archive in the language asked for', async () => {
    const out = join(tempDir(), 'site');
    const r = await cli(['site', '--books', books, '--out', out, '--language', 'es']);
    expect(besideProgress(r.stderr)).toBe('');
    const home = readFileSync(join(out, 'index.html'), 'utf8');
    expect(home).toMatch(/<html lang="es"/);
    expect(home).toContain('Tipos de pasatiempo');
    // The Spanish book's entry is now in the page's language; the others say theirs.
    expect(home).toMatch(/<li class="book" lang="de"/);
    expect(home).toMatch(/<li class="book" lang="en"/);
    expect(readFileSync(join(out, '404.html'), 'utf8')).toContain('Esta página no existe');
    expect(readFileSync(join(out, 'today/index.html'), 'utf8')).toContain('El pasatiempo del día necesita JavaScript');
  });
});
