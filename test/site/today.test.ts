import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { addDays, isoDate, localDate, puzzleOfDate } from '../../src/site/lib/today.ts';
import { bookOf, everyPuzzle } from './books.ts';
import { DESKTOP, everyFinding, gameStarted, launch, problemsOf, useContexts, visit } from './browser.ts';

// The puzzle of the day (/today/) of the shared archive, in Chromium: two readers on one date,
// a phone and a desktop, each its own browser, see one puzzle, the one src/site/lib/today.ts
// picks for that date (test/archive/today.test.ts checks the pick itself); yesterday's links,
// the answer they open, the page without JavaScript, and where it is linked from. And on the
// same pages, its calendar of past puzzles of the day (src/site/lib/calendar.dom.ts): the month
// of that date, each day up to it a link to the puzzle the pick gives that date (the pick
// /today/ showed that day), no link for a day still to come, and the months before.
const { books, site, origin, dir } = inject('archive');
const devices = useContexts('phone', 'desktop');
let ids: string[];

beforeAll(() => {
  ids = everyPuzzle(books).map((p) => p.id);
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

/** Opens /today/ in `where` (a browser, or a page a test is done with) with its clock fixed at `when`. */
async function openOn(where: BrowserContext | Page, when: Date): Promise<Page> {
  await ('goto' in where ? where.context() : where).clock.setFixedTime(when);
  const { page } = await visit(where, `${origin}/today/`);
  await page.locator('[data-today]:not([hidden])').waitFor();
  return page;
}

/** The calendar's days as shown: the day's number and its link, or null where it has none. */
const days = (page: Page) =>
  page.locator('.calendar-month tbody td').evaluateAll((cells) =>
    cells.filter((td) => td.textContent !== '').map((td) => ({ day: Number(td.querySelector('a')?.firstChild?.textContent ?? td.textContent), href: td.querySelector('a')?.getAttribute('href') ?? null })),
  );

/** The calendar of a day's page opened on MARCH_15: this month, each day so far linking to its day's pick, none after today; the month before, and back. */
async function expectCalendar(page: Page, device: 'phone' | 'desktop'): Promise<void> {
  await page.locator('[data-calendar]:not([hidden])').waitFor();
  expect(await page.locator('[data-calendar-month]').innerText()).toBe('March 2026');
  const march = await days(page);
  expect(march.map((d) => d.day)).toEqual(Array.from({ length: 31 }, (_, i) => i + 1));
  for (const { day, href } of march) {
    const date = { year: 2026, month: 3, day };
    if (day <= 15) expect(href, isoDate(date)).toBe(`/puzzles/${puzzleOfDate(ids, date)}/`);
    else expect(href, isoDate(date)).toBeNull();
  }
  // Today is marked as today, and named in full for a screen reader.
  const today = page.locator('.calendar-month a[aria-current="date"]');
  expect(await today.innerText()).toBe('15');
  expect(await today.getAttribute('aria-label')).toBe('Puzzle of Sunday, March 15, 2026');
  // The same puzzle as the day's page shows.
  expect(await today.getAttribute('href')).toBe(await page.getByRole('link', { name: 'Play today’s puzzle' }).getAttribute('href'));
  // English weeks start on Sunday, by Intl's week of the page's language.
  expect(await page.locator('.calendar-month thead th').first().innerText()).toBe('Sun');
  // Nothing later than this month.
  expect(await page.getByRole('button', { name: 'Next month' }).isDisabled()).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(device === 'phone' ? 390 : 1280);
  expect(await everyFinding(page)).toEqual([]);
  await page.locator('[data-calendar]').screenshot({ path: join(dir, `calendar-${device}.png`) });

  // From the keyboard: the month before, every day a link to its pick; then back.
  await page.getByRole('button', { name: 'Previous month' }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => page.locator('[data-calendar-month]').innerText()).toBe('February 2026');
  const february = await days(page);
  expect(february).toHaveLength(28);
  for (const { day, href } of february) expect(href, `February ${day}`).toBe(`/puzzles/${puzzleOfDate(ids, { year: 2026, month: 2, day })}/`);
  // Yesterday's pick is the link for yesterday (the day before the first of March, across the month).
  expect(february.at(-1)!.href).toBe(`/puzzles/${puzzleOfDate(ids, addDays({ year: 2026, month: 3, day: 1 }, -1))}/`);
  await page.getByRole('button', { name: 'Next month' }).click();
  await expect.poll(() => page.locator('[data-calendar-month]').innerText()).toBe('March 2026');
  // Back to the first month the pick has: no earlier one.
  await page.getByRole('button', { name: 'Previous month' }).click();
  await page.getByRole('button', { name: 'Previous month' }).click();
  await expect.poll(() => page.locator('[data-calendar-month]').innerText()).toBe('January 2026');
  expect(await page.getByRole('button', { name: 'Previous month' }).isDisabled()).toBe(true);
  // The focus, on the button that went off, went to the other.
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Next month');
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
  it("two readers on one date, in two browsers, see one puzzle: the pick for that date, with yesterday's beside it, and its calendar", async () => {
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
    // Its book, named after the word its language says it with (`in`, `en`, `em`: the pick's book may be any language's).
    expect(seen.book).toMatch(/^\p{Ll}+ .+/u);
    // The drawing came.
    await expect.poll(() => phone.locator('.today-figure img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);

    // Screenshots for a person to look at: the phone and the laptop.
    await phone.screenshot({ path: join(dir, 'today-390.png'), fullPage: true });
    await desktop.setViewportSize(DESKTOP.viewport);
    await desktop.screenshot({ path: join(dir, 'today-1280.png'), fullPage: true });
    // Nothing sideways on the phone, in the header's four links either.
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // The calendar on each (the laptop's at its own size), which moves through the months and back to March.
    await expectCalendar(desktop, 'desktop');
    await expectCalendar(phone, 'phone');

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
    let page: Page | undefined;
    for (const when of [noon(2026, 3, 16), noon(2026, 3, 17), noon(2027, 7, 4), noon(2025, 12, 31)]) {
      page = await openOn(page ?? devices.desktop, when);
      const date = localDate(when);
      const { playHref, date: iso, yesterdayHref } = await shown(page);
      expect(iso).toBe(isoDate(date));
      expect(playHref, isoDate(date)).toBe(`/puzzles/${puzzleOfDate(ids, date)}/`);
      expect(yesterdayHref, isoDate(date)).toBe(`/puzzles/${puzzleOfDate(ids, addDays(date, -1))}/`);
      picks.push(playHref!);
      expect(problemsOf(page)).toEqual([]);
    }
    expect(picks[0]).not.toBe(picks[1]);
    expect(picks[0]).not.toBe(`/puzzles/${puzzleOfDate(ids, localDate(MARCH_15))}/`);

    // A day whose puzzle is the Spanish book's: its label and book in Spanish, marked so, on the English page.
    const spanish = new Set(bookOf(books, 'prueba-es').puzzles.map((p) => p.id));
    const day = Array.from({ length: 2 * ids.length }, (_, d) => noon(2026, 4, 1 + d)).find((when) => spanish.has(puzzleOfDate(ids, localDate(when))!))!;
    page = await openOn(page!, day);
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
      expect(await page.locator('main .kinds .kind').count()).toBe(new Set(everyPuzzle(books).map((p) => p.kind)).size);
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

  it('a day of the calendar whose puzzle this browser solved has a tick, and says so', async () => {
    const date = localDate(noon(2026, 3, 10));
    const id = puzzleOfDate(ids, date)!;
    const page = await openOn(devices.desktop, MARCH_15);
    // Only this puzzle solved: progress another test left in the shared browser would tick its days too.
    await page.evaluate((key) => {
      localStorage.clear();
      localStorage.setItem(key, JSON.stringify({ state: {}, elapsedMs: 60_000, solved: true, mistakes: 0, hints: 0 }));
    }, `puzzlebook:play:${id}`);
    await page.reload();
    await page.locator('[data-calendar]:not([hidden])').waitFor();
    const link = page.locator(`.calendar-month a[data-date="${isoDate(date)}"]`);
    expect(await link.getAttribute('aria-label')).toBe('Puzzle of Tuesday, March 10, 2026, solved');
    expect(await link.locator('.calendar-tick').count()).toBe(1);
    // Every day of the month so far whose pick is this puzzle (a small archive's picks come round again), and no other.
    const dates = await page.locator('.calendar-month a[data-date]').evaluateAll((links) => links.map((a) => (a as HTMLElement).dataset.date!));
    const ticked = await page.locator('.calendar-month a[data-solved]').evaluateAll((links) => links.map((a) => (a as HTMLElement).dataset.date!));
    expect(ticked).toEqual(dates.filter((d) => puzzleOfDate(ids, { year: 2026, month: 3, day: Number(d.slice(8)) }) === id));
    await page.evaluate(() => localStorage.clear());
    await page.close();
  });
});
