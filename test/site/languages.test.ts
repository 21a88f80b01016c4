import { join } from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { BookFile } from '../../src/book/bookfile-schema.ts';
import { inLanguage } from '../../src/engine/language.ts';
import { asKind } from '../../src/kinds/record.ts';
import { getKind } from '../../src/kinds/registry.ts';
import { openPuzzle } from './play/game.ts';
import { everyResultLink, problemsOf, visit, useContexts } from './browser.ts';
import { bookOf, everyBook } from './books.ts';

// The shared archive holds books in English, Spanish and German (SPEC_DE), and the play tests'
// books in every language. Each book's pages are in its language; the pages that list them all
// are in the archive's language (English here, as the books do not share one), with each book
// and card marked in its own. An archive of one language, and `site --language`, are
// test/site/site-command.test.ts's.
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
    await page.close();
  });

  it('its book page is German, with the author in German', async () => {
    const { page } = await visit(devices.desktop, `${origin}/books/${german.slug}/`);
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
    expect(await page.locator('.author').innerText()).toBe('von Anna Beispiel');
    expect(await page.locator('.downloads').innerText()).toContain('Lösungen (PDF)');
    await page.screenshot({ path: join(dir, 'screen-de-book-desktop.png'), fullPage: true });
    await page.close();
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
    await page.close();
  });

  it('a kind page filters its cards by language, and its random link follows the filter', async () => {
    // Each Secret Number of the archive, by its book's language.
    const secrets = everyBook(books).flatMap((b) => b.puzzles.filter((p) => p.kind === 'secret-number').map((p) => ({ id: p.id, lang: b.spec.language ?? 'en' })));
    const germans = secrets.filter((s) => s.lang === 'de').map((s) => s.id);
    expect(germans).toContain(secret().id);
    const { page } = await visit(devices.phone, `${origin}/kinds/secret-number/`);
    const cards = page.locator('.card');
    const visible = () => cards.evaluateAll((els) => els.filter((el) => (el as HTMLElement).offsetParent !== null).map((el) => el.getAttribute('data-lang')));
    const all = await visible();
    expect(new Set(all)).toEqual(new Set(secrets.map((s) => s.lang)));
    await page.locator('label[for="language-de"]').click();
    expect(await visible()).toEqual(germans.map(() => 'de'));
    expect(await page.locator('.card[data-lang="de"]').first().getAttribute('lang')).toBe('de');
    expect(await page.locator('[data-random-kind]').getAttribute('href')).toBe('/random/?kind=secret-number&language=de');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: join(dir, 'screen-mixed-kind-phone.png'), fullPage: true });
    // The random page, asked for a German Secret Number, goes to one of them.
    await page.locator('[data-random-kind]').click();
    await page.waitForURL(/\/puzzles\/[^/]+\/$/);
    expect(germans).toContain(new URL(page.url()).pathname.split('/')[2]);
    await page.goBack();
    await page.locator('label[for="language-all"]').click();
    expect(await visible()).toEqual(all);
    await page.close();
  });

  it('search files every puzzle under a language filter, and finds the German one by a German word', async () => {
    const { page } = await visit(devices.desktop, `${origin}/search/?q=${encodeURIComponent('geheimzahl')}`);
    await expect.poll(() => everyResultLink(page)).toContain(`/puzzles/${secret().id}/`);
    await page.locator('.pagefind-ui__filter-name', { hasText: 'language' }).click();
    expect(await page.locator('.pagefind-ui__filter-panel').innerText()).toContain('Deutsch');
    await page.close();
  });
});
