import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { addDays, isoDate, localDate, puzzleOfDate } from '../../src/site/lib/today.ts';
import { bookOf } from './books.ts';
import { DESKTOP, gameStarted, launch, problemsOf, useContexts, visit } from './browser.ts';

// The puzzle of the day (/today/) of the shared archive, in Chromium: two readers on one date,
// a phone and a desktop, each its own browser, see one puzzle, the one src/site/lib/today.ts
// picks for that date (test/archive/today.test.ts checks the pick itself); yesterday's links,
// the answer they open, the page without JavaScript, and where it is linked from.
const { books, site, origin, dir } = inject('archive');
const devices = useContexts('phone', 'desktop');
let ids: string[];

beforeAll(() => {
  ids = ['archive-test', 'tom-and-jerry', 'prueba-es', 'ferien-de'].flatMap((slug) => bookOf(books, slug).puzzles.map((p) => p.id));
});

/** Noon (UTC) of a date: that date on the local clock of any zone within eleven hours of UTC, as this machine's is. */
const noon = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day, 12));
const MARCH_15 = noon(2026, 3, 15);

/** What the page shows once its script has picked. */
interface Shown {
  heading: string;
  date: string | null;
  playHref: string | null;
  figureHref: string | null;
  drawing: string | null;
  label: string;
  book: string;
  yesterdayHref: string | null;
  yesterdayLabel: string;
  answerHref: string | null;
}

/** Opens /today/ in `context` with its clock fixed at `when`. */
async function openOn(context: BrowserContext, when: Date): Promise<Page> {
  await context.clock.setFixedTime(when);
  const { page } = await visit(context, `${origin}/today/`);
  await page.locator('[data-today]:not([hidden])').waitFor();
  return page;
}

async function shown(page: Page): Promise<Shown> {
  const attr = (selector: string, name: string) => page.locator(selector).first().getAttribute(name);
  return {
    heading: await page.locator('#today-heading').innerText(),
    date: await attr('[data-today-date]', 'datetime'),
    playHref: await page.getByRole('link', { name: 'Play today’s puzzle' }).getAttribute('href'),
    figureHref: await attr('.today-figure', 'href'),
    drawing: await attr('.today-figure img', 'src'),
    label: await page.locator('[data-today-label]').innerText(),
    book: await page.locator('[data-today-book]').innerText(),
    yesterdayHref: await attr('[data-yesterday-link]', 'href'),
    yesterdayLabel: await page.locator('[data-yesterday-link]').innerText(),
    answerHref: await attr('[data-yesterday-answer]', 'href'),
  };
}

describe('the puzzle of the day', () => {
  it("two readers on one date, in two browsers, see one puzzle: the pick for that date, with yesterday's beside it", async () => {
    const today = localDate(MARCH_15);
    const expected = puzzleOfDate(ids, today)!;
    const yesterday = puzzleOfDate(ids, addDays(today, -1))!;
    expect(yesterday).not.toBe(expected);

    const phone = await openOn(devices.phone, MARCH_15);
    const desktop = await openOn(devices.desktop, MARCH_15);
    const seen = await shown(phone);
    expect(await shown(desktop)).toEqual(seen);
    expect(seen).toMatchObject({
      date: isoDate(today),
      playHref: `/puzzles/${expected}/`,
      figureHref: `/puzzles/${expected}/`,
      drawing: `/puzzles/${expected}/puzzle.svg`,
      yesterdayHref: `/puzzles/${yesterday}/`,
      answerHref: `/puzzles/${yesterday}/#answer`,
    });
    // The date the browser thinks it is, as Intl writes it in the page's language.
    expect(seen.heading).toBe('Today, Sunday, March 15, 2026');
    expect(seen.book).toMatch(/^(in|en) .+/);
    // The drawing came.
    await expect.poll(() => phone.locator('.today-figure img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);

    // Screenshots for a person to look at: the phone and the laptop.
    await phone.screenshot({ path: join(dir, 'today-390.png'), fullPage: true });
    await desktop.setViewportSize(DESKTOP.viewport);
    await desktop.screenshot({ path: join(dir, 'today-1280.png'), fullPage: true });
    // Nothing sideways on the phone, in the header's four links either.
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // Play goes to that puzzle, whose page is headed by the label the day's page showed.
    await phone.getByRole('link', { name: 'Play today’s puzzle' }).click();
    await phone.waitForURL(`${origin}/puzzles/${expected}/`);
    expect(await phone.locator('h1').innerText()).toBe(seen.label);
    // Back on the day's page, its lists are fetched again (or it is restored as it was): the same puzzles.
    await phone.goBack();
    await expect.poll(() => phone.locator('[data-yesterday-link]').innerText()).toBe(seen.yesterdayLabel);
    expect(problemsOf(phone)).toEqual([]);
    expect(problemsOf(desktop)).toEqual([]);
    await phone.close();
    await desktop.close();
  });

  it("another date gives that date's pick, the next day never the same puzzle, and a Spanish book's puzzle in its own words", async () => {
    const picks: string[] = [];
    for (const when of [noon(2026, 3, 16), noon(2026, 3, 17), noon(2027, 7, 4), noon(2025, 12, 31)]) {
      const page = await openOn(devices.desktop, when);
      const date = localDate(when);
      const { playHref, date: iso, yesterdayHref } = await shown(page);
      expect(iso).toBe(isoDate(date));
      expect(playHref, isoDate(date)).toBe(`/puzzles/${puzzleOfDate(ids, date)}/`);
      expect(yesterdayHref, isoDate(date)).toBe(`/puzzles/${puzzleOfDate(ids, addDays(date, -1))}/`);
      picks.push(playHref!);
      expect(problemsOf(page)).toEqual([]);
      await page.close();
    }
    expect(picks[0]).not.toBe(picks[1]);
    expect(picks[0]).not.toBe(`/puzzles/${puzzleOfDate(ids, localDate(MARCH_15))}/`);

    // A day whose puzzle is the Spanish book's: its label and book in Spanish, marked so, on the English page.
    const spanish = new Set(bookOf(books, 'prueba-es').puzzles.map((p) => p.id));
    const day = Array.from({ length: 2 * ids.length }, (_, d) => noon(2026, 4, 1 + d)).find((when) => spanish.has(puzzleOfDate(ids, localDate(when))!))!;
    const page = await openOn(devices.desktop, day);
    expect(await page.locator('[data-today-puzzle]').getAttribute('lang')).toBe('es');
    expect(await page.locator('[data-today-book]').innerText()).toBe('en Pasatiempos de prueba');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(problemsOf(page)).toEqual([]);
    await page.close();
  });

  it("yesterday's answer link opens that puzzle's page with its answer open and focused, and the game counts it shown", async () => {
    const context = devices.phone;
    const english = new Set(['archive-test', 'tom-and-jerry'].flatMap((slug) => bookOf(books, slug).puzzles.map((p) => p.id)));
    const when = Array.from({ length: 2 * ids.length }, (_, d) => noon(2026, 3, 15 + d)).find((w) => english.has(puzzleOfDate(ids, addDays(localDate(w), -1))!))!;
    const today = localDate(when);
    const yesterday = puzzleOfDate(ids, addDays(today, -1))!;
    const page = await openOn(context, when);
    await page.evaluate(() => localStorage.clear());
    const answer = page.getByRole('link', { name: 'See yesterday’s answer' });
    await answer.click();
    await page.waitForURL(`${origin}/puzzles/${yesterday}/#answer`);
    const details = page.locator('details.answer');
    await expect.poll(() => details.evaluate((d: HTMLDetailsElement) => d.open)).toBe(true);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('answer');
    expect(await details.locator('.puzzle-figure svg').isVisible()).toBe(true);
    // The game, started once its script came, says the answer was shown, as opening it by hand does.
    await gameStarted(page);
    await expect.poll(() => page.locator('.play-revealed').innerText()).toBe('Answer shown');
    // From the keyboard, the focused summary closes and opens it again.
    await page.keyboard.press('Enter');
    expect(await details.evaluate((d: HTMLDetailsElement) => d.open)).toBe(false);
    await page.keyboard.press('Enter');
    expect(await details.evaluate((d: HTMLDetailsElement) => d.open)).toBe(true);
    await page.screenshot({ path: join(dir, 'today-answer-390.png') });
    // Without #answer the answer stays closed.
    await page.goto(`${origin}/puzzles/${yesterday}/`);
    await gameStarted(page);
    expect(await details.evaluate((d: HTMLDetailsElement) => d.open)).toBe(false);
    expect(problemsOf(page)).toEqual([]);
    await page.evaluate(() => localStorage.clear());
    await page.close();
  });

  it('is a small page that fetches its list’s one part, and where that does not come says so, with the way on', async () => {
    // The page holds no puzzle: only how many there are, and where their list's parts are.
    const html = readFileSync(join(site, 'today/index.html'), 'utf8');
    for (const id of ids) expect(html).not.toContain(id);
    expect(html).toContain(`data-count="${ids.length}"`);
    const context = devices.desktop;
    await context.clock.setFixedTime(MARCH_15);
    const page = await context.newPage();
    const fetched: string[] = [];
    page.on('request', (r) => r.url().endsWith('.json') && fetched.push(new URL(r.url()).pathname));
    await page.goto(`${origin}/today/`);
    await page.locator('[data-today]:not([hidden])').waitFor();
    expect(fetched).toEqual(['/today/0.json']);
    expect(await page.locator('[data-today-failed]').isVisible()).toBe(false);
    await page.close();

    // No network for the list: the sentence, and its link to the kinds, in place of the puzzle.
    // (In a context with no service worker: the archive's fetches past the page's routes.)
    const unserved = await launch({ serviceWorkers: 'block' });
    await unserved.clock.setFixedTime(MARCH_15);
    const offline = await unserved.newPage();
    await offline.route('**/today/*.json', (route) => route.abort());
    await offline.goto(`${origin}/today/`);
    const failed = offline.locator('[data-today-failed]');
    await failed.waitFor();
    expect(await failed.innerText()).toBe('Today’s puzzle did not load. Reload the page to try again, or browse the kinds of puzzle.');
    expect(await failed.getByRole('link', { name: 'kinds of puzzle' }).getAttribute('href')).toBe('/kinds/');
    expect(await offline.locator('[data-today]').isVisible()).toBe(false);
    // Back on the network, coming back to the page shows the day's puzzle.
    await offline.unroute('**/today/*.json');
    await offline.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pageshow')));
    await offline.locator('[data-today]:not([hidden])').waitFor();
    expect(await failed.isVisible()).toBe(false);
    expect(await offline.getByRole('link', { name: 'Play today’s puzzle' }).getAttribute('href')).toBe(`/puzzles/${puzzleOfDate(ids, localDate(MARCH_15))}/`);
    await unserved.close();
  });

  it('is linked from the home page and from every page’s menu', async () => {
    const { page } = await visit(devices.desktop, `${origin}/`);
    expect(await page.getByRole('link', { name: 'Puzzle of the day', exact: true }).getAttribute('href')).toBe('/today/');
    const menu = page.locator('.site-header nav');
    expect(await menu.getByRole('link', { name: 'Today' }).getAttribute('href')).toBe('/today/');
    // A Spanish book's puzzle page: its menu in Spanish, leading to the day's page in Spanish (issue 90).
    const spanish = bookOf(books, 'prueba-es').puzzles[0]!.id;
    await page.goto(`${origin}/puzzles/${spanish}/`);
    expect(await menu.getByRole('link', { name: 'Hoy' }).getAttribute('href')).toBe('/today/es/');
    expect(problemsOf(page)).toEqual([]);
    await page.close();
  });

  it('without JavaScript says the pick needs it and links to the kinds of puzzle; never in the search index', async () => {
    const context = await launch({ javaScriptEnabled: false });
    try {
      const { page, status } = await visit(context, `${origin}/today/`);
      expect(status).toBe(200);
      expect(await page.locator('h1').innerText()).toBe('Puzzle of the day');
      expect(await page.locator('main').innerText()).toContain('The puzzle of the day needs JavaScript: your browser picks it by its own date. Without it, browse the kinds of puzzle and choose one there.');
      expect(await page.getByRole('link', { name: 'kinds of puzzle' }).getAttribute('href')).toBe('/kinds/');
      await page.getByRole('link', { name: 'kinds of puzzle' }).click();
      await page.waitForURL(`${origin}/kinds/`);
      // Each kind the archive holds.
      expect(await page.locator('main .kinds .kind').count()).toBe(new Set(['archive-test', 'tom-and-jerry', 'prueba-es', 'ferien-de'].flatMap((slug) => bookOf(books, slug).puzzles.map((p) => p.kind))).size);
      expect(await page.locator('[data-today]').isVisible()).toBe(false);
      expect(await page.locator('[data-yesterday]').isVisible()).toBe(false);
      expect(problemsOf(page)).toEqual([]);
    } finally {
      await context.close();
    }
    expect(readFileSync(join(site, 'today/index.html'), 'utf8')).not.toContain('data-pagefind-body');
    const { page } = await visit(devices.desktop, `${origin}/search/`);
    const urls = (await page.evaluate(`(async () => {
      const pagefind = await import('/pagefind/pagefind.js');
      const found = await pagefind.search('today');
      return Promise.all(found.results.map(async (r) => (await r.data()).url));
    })()`)) as string[];
    expect(urls).not.toContain('/today/');
    await page.close();
  });
});
