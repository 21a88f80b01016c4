import { describe, expect, inject, it } from 'vitest';
import { inLanguage } from '../../src/book/language.ts';
import { getKind, KIND_NAMES } from '../../src/kinds/registry.ts';
import { bookWords } from '../../src/templates/index.ts';
import { wordsIn } from '../../src/templates/archive/words.ts';
import { everyFinding, launch, problemsOf, resultLinks, screenshotPath, useContexts, visit } from './browser.ts';
import { ONE_KIND } from '../matrix.ts';
import { spanishBook } from './books.ts';

// Issue 90: the shared archive is mixed (en, es, de) and built without --language, so its
// listing pages are English. The pages its menu leads to that hold no book (today, stats, make,
// search) are built in each of its languages, and a Spanish puzzle page's menu leads to them in
// Spanish; each offers the others (a language switch). Before, every one was English.
const { books, origin, dir } = inject('archive');
const devices = useContexts('phone', 'desktop');
const es = wordsIn('es');
const de = wordsIn('de');
const en = wordsIn('en');

describe.each(['phone', 'desktop'] as const)('from a Spanish puzzle page (%s)', (device) => {
  it.skipIf(ONE_KIND)("its menu's Today, Stats and Make lead to those pages in Spanish, each clean at every axe impact", async () => {
    const puzzle = spanishBook(books).puzzles[0]!;
    const { page } = await visit(devices[device], `${origin}/puzzles/${puzzle.id}/`);
    const menu = page.locator('.site-header nav');
    const pages = [
      { name: es.site.today, path: '/today/es/', title: es.listing.today },
      { name: es.site.stats, path: '/stats/es/', title: es.stats.title },
      { name: es.site.make, path: '/make/es/', title: es.make.title },
    ];
    for (const { name, path, title } of pages) {
      await page.goto(`${origin}/puzzles/${puzzle.id}/`);
      await menu.getByRole('link', { name, exact: true }).click();
      await page.waitForURL(`${origin}${path}`);
      expect(await page.locator('html').getAttribute('lang'), path).toBe('es');
      expect(await page.locator('h1').innerText(), path).toBe(title);
      // Its own menu stays in Spanish and leads on in Spanish.
      expect(await page.locator('.site-header nav').getByRole('link', { name: es.site.today, exact: true }).getAttribute('href')).toBe('/today/es/');
      // The switch names each language the archive holds in itself, the page's own marked: the
      // four built books' English, Spanish and German, then the play books' (play-books.ts) others.
      const switcher = page.getByRole('navigation', { name: es.site.languageSwitch });
      expect(await switcher.getByRole('link').allInnerTexts()).toEqual(['English', 'Español', 'Deutsch', 'Français', 'Italiano', 'Nederlands', 'Português (Brasil)', 'Português europeu']);
      expect(await switcher.locator('[aria-current="page"]').innerText()).toBe('Español');
      await page.screenshot({ path: screenshotPath(dir, `screen-shared-es${path.replaceAll('/', '-')}${device}.png`), fullPage: true });
      expect(await everyFinding(page), path).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(device === 'phone' ? 390 : 1280);
    }
    expect(problemsOf(page)).toEqual([]);
  });

  it.skipIf(ONE_KIND)('its search box leads to search in Spanish, which finds puzzles of every language', async () => {
    const puzzle = spanishBook(books).puzzles[0]!;
    const { page } = await visit(devices[device], `${origin}/puzzles/${puzzle.id}/`);
    if (device === 'desktop') {
      // The header's search box sends its words to the search page of the page's language.
      await page.locator('#site-search-q').fill(puzzle.id);
      await page.locator('#site-search-q').press('Enter');
      await page.waitForURL(`${origin}/search/es/?q=${puzzle.id}`);
    } else {
      // A phone's header has no room for the box: the menu's Search, then the page's own box.
      await page.locator('.site-header nav').getByRole('link', { name: es.site.search, exact: true }).click();
      await page.waitForURL(`${origin}/search/es/`);
      await page.locator('.pagefind-ui__search-input').fill(puzzle.id);
    }
    expect(await page.locator('html').getAttribute('lang')).toBe('es');
    expect(await page.locator('h1').innerText()).toBe(es.listing.searchTitle);
    await expect.poll(() => resultLinks(page)).toContain(`/puzzles/${puzzle.id}/`);
    // The filters are named and valued as the pages filed them, in the archive's English: shown in Spanish here.
    const spanish = Object.values(es.listing.filters).map((name) => name.charAt(0).toLocaleUpperCase('es') + name.slice(1));
    await expect.poll(async () => (await page.locator('.pagefind-ui__filter-name').allTextContents()).sort()).toEqual([...spanish].sort());
    const secretNumber = inLanguage('es', () => getKind('secret-number').title);
    await expect.poll(() => page.locator('.pagefind-ui__filter-label').allTextContents()).toContainEqual(expect.stringMatching(new RegExp(`^${secretNumber} \\(\\d+\\)$`)));
    const easy = inLanguage('es', () => bookWords.bands.easy);
    expect(await page.locator('.pagefind-ui__filter-label').allTextContents()).toContainEqual(expect.stringMatching(new RegExp(`^${easy} \\(\\d+\\)$`)));
    // Pagefind's own words follow the page's language: not the English page's.
    const { page: english } = await visit(devices[device], `${origin}/search/`);
    const englishHolder = await english.locator('.pagefind-ui__search-input').getAttribute('placeholder');
    expect(await page.locator('.pagefind-ui__search-input').getAttribute('placeholder')).not.toBe(englishHolder);
    await english.close();
    await page.screenshot({ path: screenshotPath(dir, `screen-shared-es-search-${device}.png`), fullPage: true });
    expect(await everyFinding(page)).toEqual([]);
    expect(problemsOf(page)).toEqual([]);
  });
});

describe('the language switch', () => {
  it.skipIf(ONE_KIND)('leads from a Spanish page to the same page in German and in the archive\'s English, by plain links', async () => {
    const { page } = await visit(devices.phone, `${origin}/stats/es/`);
    await page.getByRole('navigation', { name: es.site.languageSwitch }).getByRole('link', { name: 'Deutsch' }).click();
    await page.waitForURL(`${origin}/stats/de/`);
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
    expect(await page.locator('h1').innerText()).toBe(de.stats.title);
    await page.getByRole('navigation', { name: de.site.languageSwitch }).getByRole('link', { name: 'English' }).click();
    await page.waitForURL(`${origin}/stats/`);
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(await page.locator('h1').innerText()).toBe(en.stats.title);
    // The English pages' menu stays on the English pages.
    expect(await page.locator('.site-header nav').getByRole('link', { name: en.site.make, exact: true }).getAttribute('href')).toBe('/make/');
    expect(problemsOf(page)).toEqual([]);
  });

  it.skipIf(ONE_KIND)("/make/ in Spanish offers a Spanish book and is held by /make/'s service worker, so it works offline as /make/ does", async () => {
    // The worker is what is looked at here: a browser that lets it run (launch blocks it unless asked).
    const context = await launch({ serviceWorkers: 'allow' });
    const { page } = await visit(context, `${origin}/make/es/`);
    expect(await page.locator('#make-language').inputValue()).toBe('es');
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toBe(`${origin}/make/sw.js`);
    expect(problemsOf(page)).toEqual([]);
    await context.close();
  });

  it("/stats/ in Spanish names the kinds in Spanish, and its sentence before any play leads to today's page in Spanish", async () => {
    const { page } = await visit(devices.phone, `${origin}/stats/es/`);
    const names = JSON.parse((await page.locator('[data-stats]').getAttribute('data-names'))!) as { kinds: Record<string, string>; bands: Record<string, string> };
    // As the Spanish books print them.
    const titles = (lang: string) => inLanguage(lang, () => Object.fromEntries(KIND_NAMES.map((kind) => [kind, getKind(kind).title])));
    expect(names.kinds).toEqual(titles('es'));
    expect(names.bands).toEqual(inLanguage('es', () => ({ ...bookWords.bands })));
    expect(names.kinds['secret-number']).not.toBe(titles('en')['secret-number']);
    // Nothing played in this browser: the sentence saying so, its link to today's page in Spanish.
    await page.locator('[data-stats-empty]').waitFor();
    expect(await page.locator('[data-stats-empty] a').getAttribute('href')).toBe('/today/es/');
    expect(problemsOf(page)).toEqual([]);
  });
});
