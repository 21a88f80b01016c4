import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { addDays, type CalendarDate, isoDate, localDate, puzzleOfDate } from '../../src/site/lib/today.ts';
import { everyPuzzle } from './books.ts';
import { everyFinding, launch, problemsOf, resultsFilled, useContexts, visit, screenshotPath } from './browser.ts';

// The home, search and a puzzle page as issue 89's reader found them, at a phone's size and a
// laptop's: the home opens on play (today's puzzles as pictures, a tile per kind opening its
// puzzle of the day and marked so, what is left to play today; then Make), not on rules; the reader's streak and each kind's solves where they have some; all of it
// links without JavaScript. Search's results read as a person reads a puzzle, with its drawing,
// and on a phone its filters come before them. axe-core finds nothing at any impact on the home
// with a streak (the home and search as a new reader sees them are test/site/accessibility.test.ts's).
const { books, origin, dir } = inject('archive');
const devices = useContexts('phone', 'desktop');
const SIZES = [
  { device: 'phone', width: 390, height: 844 },
  { device: 'desktop', width: 1280, height: 800 },
] as const;
/** Every puzzle of the shared archive. */
const puzzles = () => everyPuzzle(books);
/** Each kind's newest puzzle, as the archive's feed lists them (newest first): the first of each kind there. */
async function newestByFeed(): Promise<Map<string, string>> {
  const feed = await (await fetch(`${origin}/feed.xml`)).text();
  const kindOf = new Map(puzzles().map((p) => [p.id, p.kind]));
  const newest = new Map<string, string>();
  for (const [, id] of feed.matchAll(/<link>[^<]*\/puzzles\/([^/<]+)\/<\/link>/g)) {
    const kind = kindOf.get(id!)!;
    if (!newest.has(kind)) newest.set(kind, id!);
  }
  return newest;
}
/** The kind's puzzle of the day on `date`, as /today/ picks among all puzzles (lib/today.ts). */
const kindOfDay = (kind: string, date: CalendarDate) => puzzleOfDate(puzzles().filter((p) => p.kind === kind).map((p) => p.id), date);
/** A kind's rules as its page and the home once printed them. */
const rulesOf = (page: Page, kind: string) => page.locator(`a[href="/kinds/${kind}/"]`).first();

/** The tiles' kinds and where each opens. */
const tiles = (page: Page) =>
  page.locator('.tile').evaluateAll((all) => all.map((t) => ({ kind: (t as HTMLElement).dataset.kind!, href: t.querySelector('a.tile-play')!.getAttribute('href'), name: (t.querySelector('a.tile-play') as HTMLElement).innerText.trim() })));

describe('the home', () => {
  // Each size on a date of its own (the browser's clock fixed), so between them a tile's pick is seen to move with the date.
  const DATES = { phone: new Date(Date.UTC(2026, 2, 15, 12)), desktop: new Date(Date.UTC(2026, 2, 16, 12)) };
  let moved = 0;
  for (const { device, width, height } of SIZES) {
    it(`at ${width}×${height}: opens on today's puzzles as pictures, a tile per kind opening that kind's puzzle of the day, its drawing that puzzle's and marked Today; then Make; no rules text`, async () => {
      const when = DATES[device];
      await devices[device].clock.setFixedTime(when);
      const { page } = await visit(devices[device], `${origin}/`);
      await page.setViewportSize({ width, height });
      // Today's puzzles first: their heading and a whole first row of pictures within the first screen (issue 112).
      expect((await page.getByRole('heading', { name: 'Today’s puzzles', exact: true }).boundingBox())!.y).toBeLessThan(height);
      const drawings = await page.locator('.tile img').evaluateAll((all) => all.map((img) => img.getBoundingClientRect()).map((r) => ({ top: r.top, bottom: r.bottom })));
      const firstRow = drawings.filter((d) => d.top === drawings[0]!.top);
      expect(firstRow.length, 'pictures in the first row').toBeGreaterThanOrEqual(device === 'phone' ? 3 : 6);
      for (const d of firstRow) expect(d.bottom).toBeLessThan(height);
      // Then the doors: Make first, the one puzzle of the day, a random puzzle.
      const today = page.getByRole('link', { name: 'Puzzle of the day', exact: true });
      const make = page.getByRole('link', { name: 'Make a puzzle book', exact: true });
      expect(await today.getAttribute('href')).toBe('/today/');
      expect(await make.getAttribute('href')).toBe('/make/');
      expect(await page.locator('.doors .door-title').allInnerTexts()).toEqual(['Make a puzzle book', 'Puzzle of the day', 'Random puzzle']);
      expect((await make.boundingBox())!.y).toBeGreaterThan(Math.max(...drawings.map((d) => d.bottom)));
      // A tile per kind, each opening its kind's puzzle of the day (by the browser's date), named by the kind, with that puzzle's drawing.
      const shown = await tiles(page);
      expect(shown.map((t) => t.kind).sort()).toEqual([...new Set(puzzles().map((p) => p.kind))].sort());
      const picks = shown.map((t) => ({ kind: t.kind, id: kindOfDay(t.kind, localDate(when)) }));
      await expect.poll(async () => (await tiles(page)).map((t) => t.href)).toEqual(picks.map((p) => `/puzzles/${p.id}/`));
      for (const { kind, id } of picks) expect(await page.locator(`.tile[data-kind="${kind}"] img`).getAttribute('src'), kind).toBe(`/puzzles/${id}/puzzle.svg`);
      // Each tile says its puzzle is today's, and, with nothing solved in this browser, every one is left to play.
      await page.locator('[data-home-left]:not([hidden])').waitFor();
      expect(await page.locator('[data-tile-today]:visible').allInnerTexts()).toEqual(shown.map(() => 'Today'));
      expect(await page.locator('[data-home-left]').innerText()).toBe(`Left to play today ${shown.length}`);
      expect(await page.locator('[data-tile-played]:visible').count()).toBe(0);
      // Not the newest puzzle under another name: on one date or the other, some kind's pick is another puzzle.
      const newest = await newestByFeed();
      moved += picks.filter((p) => p.id !== newest.get(p.kind)).length;
      if (device === 'desktop') expect(moved).toBeGreaterThan(0);
      // The rules are the kinds' own pages', a link from each tile.
      for (const t of shown) expect(await rulesOf(page, t.kind).getAttribute('href')).toBe(`/kinds/${t.kind}/`);
      expect(await page.getByRole('link', { name: 'How to play · Numbrix' }).getAttribute('href')).toBe('/kinds/numbrix/');
      expect(await page.locator('main').innerText(), 'a rule of Numbrix, on its own page now').not.toContain('touches the next one');
      // No streak and no solves to show in a browser with none.
      expect(await page.locator('[data-home-streak]').isVisible()).toBe(false);
      expect(await page.locator('[data-tile-solved]:visible').count()).toBe(0);
      // (axe-core's look at the home as it is here, at both sizes: test/site/accessibility.test.ts.)
      await page.screenshot({ path: screenshotPath(dir, `home-${width}-first-screen.png`) });
      await page.screenshot({ path: screenshotPath(dir, `home-${width}.png`), fullPage: true });
      expect(problemsOf(page)).toEqual([]);
      await page.close();
    });
  }

  it("shows the reader's streak and each kind's solves, from what /stats/ reads", async () => {
    const context = devices.phone;
    const when = new Date(Date.UTC(2026, 2, 15, 12));
    await context.clock.setFixedTime(when);
    const date = localDate(when);
    // Numbrix's puzzle of the day solved and one other; Sudoku's answer shown, which is not a solve.
    const ofDay = kindOfDay('numbrix', date)!;
    const other = puzzles().find((p) => p.kind === 'numbrix' && p.id !== ofDay)!;
    const finish = { kind: 'numbrix', band: 'easy', solved: true, ms: 60_000, hints: 0, mistakes: 0, on: isoDate(date) };
    const shown = { ...finish, kind: 'sudoku', solved: false };
    const record = { v: 1, puzzles: { [ofDay]: finish, [other.id]: finish, [kindOfDay('sudoku', date)!]: shown }, days: [isoDate(addDays(date, -2)), isoDate(addDays(date, -1)), isoDate(date)] };
    const { page } = await visit(context, `${origin}/robots.txt`);
    await page.evaluate((text) => localStorage.setItem('puzzlebook:stats', text), JSON.stringify(record));
    await visit(page, `${origin}/`);
    await page.locator('[data-home-streak]:not([hidden])').waitFor();
    expect(await page.locator('[data-home-streak]').innerText()).toBe('Current streak 3 days');
    expect(await page.locator('.tile[data-kind="numbrix"] [data-tile-solved]').innerText()).toBe('Solved 2');
    expect(await page.locator('.tile:not([data-kind="numbrix"]) [data-tile-solved]:visible').count()).toBe(0);
    // Today's Numbrix played, and one fewer left to play today.
    await page.locator('[data-home-left]:not([hidden])').waitFor();
    const kinds = await page.locator('.tile').count();
    expect(await page.locator('[data-home-left]').innerText()).toBe(`Left to play today ${kinds - 1}`);
    expect(await page.locator('.tile[data-kind="numbrix"] [data-tile-played]').innerText()).toBe('Played today');
    expect(await page.locator('[data-tile-played]:visible').count()).toBe(1);
    await page.screenshot({ path: screenshotPath(dir, 'home-streak-390.png') });
    expect(await everyFinding(page)).toEqual([]);
    await page.evaluate(() => localStorage.removeItem('puzzlebook:stats'));
    await page.close();
  });

  it('works with JavaScript off: the doors and tiles are links, each tile to its kind’s newest puzzle', async () => {
    const context = await launch({ javaScriptEnabled: false, phone: true });
    try {
      const { page } = await visit(context, `${origin}/`);
      const newest = await newestByFeed();
      for (const t of await tiles(page)) expect(t.href, t.kind).toBe(`/puzzles/${newest.get(t.kind)}/`);
      expect(await page.getByRole('link', { name: 'Make a puzzle book', exact: true }).getAttribute('href')).toBe('/make/');
      expect(await page.locator('[data-home-streak]').isVisible()).toBe(false);
      // Which puzzle is today's is the reader's date's: unknown here, so no tile is marked.
      expect(await page.locator('[data-tile-today]:visible, [data-home-left]:visible').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});

describe('search, as a person reads it', () => {
  for (const { device, width, height } of SIZES) {
    it(`at ${width}×${height}: each result names its puzzle as its page does, with its drawing; on a phone the filters come first`, async () => {
      const { page } = await visit(devices[device], `${origin}/search/?q=numbrix`);
      await page.setViewportSize({ width, height });
      await resultsFilled(page, ['.pagefind-ui__result-link', '.pagefind-ui__result-thumb img']);
      const results = await page.locator('.pagefind-ui__result').evaluateAll((all) =>
        all.map((r) => ({ title: (r.querySelector('.pagefind-ui__result-link') as HTMLElement).innerText, href: r.querySelector('.pagefind-ui__result-link')!.getAttribute('href'), image: r.querySelector('.pagefind-ui__result-thumb img')?.getAttribute('src') ?? null })),
      );
      await page.screenshot({ path: screenshotPath(dir, `search-${width}.png`) });
      const byId = new Map(puzzles().map((p) => [p.id, p]));
      for (const r of results) {
        const id = r.href!.split('/')[2]!;
        expect(byId.has(id), r.href!).toBe(true);
        // Its drawing, the one the cards show, and no internal id in its words.
        expect(r.image).toBe(`/puzzles/${id}/puzzle.svg`);
        expect(r.title).not.toContain(id);
        // Its kind and band first, as its page's head says them, not its label's list number (`3. Numbrix · easy`).
        expect(r.title, r.title).toMatch(/^[^\d·][^·]* · [^·]+ · [^·\d]+\d+ · ./);
      }
      const filters = page.locator('.pagefind-ui__filter-panel');
      if (device === 'phone') expect((await filters.boundingBox())!.y).toBeLessThan((await page.locator('.pagefind-ui__result').first().boundingBox())!.y);
      expect((await page.locator('.pagefind-ui__result').first().boundingBox())!.y).toBeLessThan(height);
      // (axe-core's look at these results, at both sizes: test/site/accessibility.test.ts.)
      expect(problemsOf(page)).toEqual([]);
      await page.close();
    });
  }
});
