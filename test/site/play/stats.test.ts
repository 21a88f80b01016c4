import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { STATS_KEY } from '../../../src/site/lib/stats.ts';
import { addDays, type CalendarDate, dayNumber, isoDate, puzzleOfDay } from '../../../src/site/lib/today.ts';
import { archiveBook, bookOf } from '../books.ts';
import { everyFinding, launch, problemsOf, useContexts, visit } from '../browser.ts';
import { dir, openPuzzle, solved } from './game.ts';

// Statistics and streaks kept in the browser (issue 67): a puzzle solved shows on /stats/ and
// stays after a reload; solved again it counts once; an answer shown is not a solve; the day's
// puzzle solved on days running makes a streak; junk in storage is no statistics; and without
// script the page says it needs it. The solves at a phone's size, the streak at a laptop's; how
// they are counted, summed and read back is tested in Node (test/archive/stats.test.ts).
const { books, origin } = inject('archive');
const browsers = useContexts('phone', 'desktop');
const SIZES = [
  { device: 'phone', width: 390, height: 844 },
  { device: 'desktop', width: 1280, height: 800 },
] as const;

/** A code-answer puzzle (solved by writing its code) of the shared archive's English book, with its answer. */
interface Coded {
  id: string;
  kind: string;
  difficulty: string;
  answer: string;
}
const answerOf = (p: { kind: string; solution: unknown }): string | undefined =>
  p.kind === 'number-mind' ? (p.solution as { secret: string }).secret : p.kind === 'secret-number' ? String((p.solution as { number: number }).number) : undefined;
const coded = (kind: string): Coded => {
  const p = archiveBook(books).puzzles.find((q) => q.kind === kind)!;
  return { id: p.id, kind: p.kind, difficulty: p.difficulty, answer: answerOf(p)! };
};

/** Writes a code in the answer boxes with the page's keypad, from the first box. */
async function write(page: Page, code: string) {
  await page.locator('.game-board input').first().click();
  for (const d of code) await page.locator('.play-keypad .play-key', { hasText: new RegExp(`^${d}$`) }).click();
}

const storedStats = (page: Page) => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), STATS_KEY);
/** The /stats/ page's figures and table rows as shown. */
async function statsPage(page: Page) {
  await visit(page, `${origin}/stats/`);
  await page.locator('[data-stats]:not([hidden])').waitFor();
  const figure = (key: string) => page.locator(`[data-stat="${key}"]`).innerText();
  return {
    empty: await page.locator('[data-stats-empty]').isVisible(),
    solved: await figure('solved'),
    shown: await figure('shown'),
    streak: await figure('streak'),
    longest: await figure('longest'),
    rows: await page.locator('[data-stats-lines] tr').evaluateAll((rows) => rows.map((r) => [...r.children].map((c) => (c as HTMLElement).innerText))),
  };
}

/** A page of the archive in `context`, its statistics cleared. */
async function fresh(context: BrowserContext): Promise<Page> {
  const { page } = await visit(context, `${origin}/robots.txt`);
  await page.evaluate((key) => localStorage.removeItem(key), STATS_KEY);
  return page;
}

describe('statistics kept in the browser, shown on /stats/', () => {
  for (const { device, width, height } of SIZES.filter((s) => s.device === 'phone')) {
    it(`at ${width}×${height}: a solve shows on /stats/ after a reload, a replay counts once, an answer shown is not a solve`, async () => {
      const page = await fresh(browsers[device]);
      await page.setViewportSize({ width, height });
      const before = await statsPage(page);
      expect(before.empty, 'the empty state before any play').toBe(true);
      expect(await page.locator('[data-stats-some]').isVisible()).toBe(false);
      await page.screenshot({ path: join(dir, `stats-empty-${width}.png`), fullPage: true });

      const mind = coded('number-mind');
      await openPuzzle(mind.id, page);
      await write(page, mind.answer);
      expect(await solved(page)).toBe('true');
      const entry = (await storedStats(page)).puzzles[mind.id];
      expect(entry).toMatchObject({ kind: 'number-mind', band: mind.difficulty, solved: true, hints: 0, mistakes: 0 });
      await page.reload();
      expect((await storedStats(page)).puzzles[mind.id], 'kept over a reload').toEqual(entry);

      // Played again from the start and solved again: still one puzzle solved.
      await openPuzzle(mind.id, page);
      await write(page, mind.answer);
      expect(await solved(page)).toBe('true');
      expect(Object.keys((await storedStats(page)).puzzles)).toEqual([mind.id]);

      // Another puzzle finished by its answer, opened first: an answer shown, not a solve.
      const secret = coded('secret-number');
      await openPuzzle(secret.id, page);
      await page.locator('summary#answer').click();
      await write(page, secret.answer);
      expect(await page.locator('[data-play]').getAttribute('data-revealed')).toBe('true');

      const shown = await statsPage(page);
      expect(shown.empty).toBe(false);
      expect(shown).toMatchObject({ solved: '1', shown: '1', streak: '0 days', longest: '0 days' });
      expect(shown.rows).toHaveLength(1);
      const [kind, band, count, best, median, hints] = shown.rows[0]!;
      expect([kind, band, count, hints]).toEqual(['Number Mind', mind.difficulty, '1', '0']);
      expect(best).toBe(median);
      expect(best).toMatch(/\d+ (sec|min)/);
      await page.screenshot({ path: join(dir, `stats-${width}.png`), fullPage: true });
      expect(await everyFinding(page), 'axe-core on the filled page').toEqual([]);
      // Kept over a reload of the page itself.
      await page.reload();
      await page.locator('[data-stats]:not([hidden])').waitFor();
      expect(await page.locator('[data-stat="solved"]').innerText()).toBe('1');
      expect(problemsOf(page)).toEqual([]);
      await page.close();
    });
  }

  it('the daily streak counts the days running on which the day’s puzzle was solved', async () => {
    // The first date from 1 March 2026 whose puzzle of the day is one a test can solve by writing its code.
    const ids = readdirSync(books)
      .filter((f) => f.endsWith('.json'))
      .flatMap((f) => bookOf(books, f.replace(/\.json$/, '')).puzzles.map((p) => p.id));
    const solvable = new Map(archiveBook(books).puzzles.filter((p) => answerOf(p) !== undefined).map((p) => [p.id, answerOf(p)!]));
    let day: CalendarDate = { year: 2026, month: 3, day: 1 };
    while (!solvable.has(puzzleOfDay(ids, dayNumber(day))!)) day = addDays(day, 1);
    const id = puzzleOfDay(ids, dayNumber(day))!;

    const context = await launch();
    await context.clock.setFixedTime(new Date(Date.UTC(day.year, day.month - 1, day.day, 12)));
    const page = await fresh(context);
    // The two days before solved, and a day of its own before them, a gap between: a streak of three to come, the longest.
    const seeded = [-6, -2, -1].map((d) => isoDate(addDays(day, d)));
    await page.evaluate(([key, days]) => localStorage.setItem(key, JSON.stringify({ v: 1, puzzles: {}, days })), [STATS_KEY, seeded] as const);
    expect(await statsPage(page)).toMatchObject({ streak: '2 days', longest: '2 days' });

    await openPuzzle(id, page);
    await write(page, solvable.get(id)!);
    expect(await solved(page)).toBe('true');
    // The day is marked once the page has worked out that this is the day's puzzle (today/about.json, its part).
    await expect.poll(async () => (await storedStats(page)).days).toEqual([...seeded, isoDate(day)]);
    // Shown at a laptop's size: the streak, the day, and nothing axe-core finds on the filled page.
    await page.setViewportSize({ width: 1280, height: 800 });
    const after = await statsPage(page);
    expect(after).toMatchObject({ streak: '3 days', longest: '3 days', solved: '1' });
    expect(after.rows).toHaveLength(1);
    expect(await page.locator('[data-stat="lastDay"] time').getAttribute('datetime')).toBe(isoDate(day));
    await page.screenshot({ path: join(dir, 'stats-1280.png'), fullPage: true });
    expect(await everyFinding(page), 'axe-core on the filled page at 1280×800').toEqual([]);

    // Another puzzle solved that day is not the day's: the days are as they were.
    const other = [...solvable.keys()].find((o) => o !== id)!;
    await openPuzzle(other, page);
    await write(page, solvable.get(other)!);
    expect(await solved(page)).toBe('true');
    // Its look-up of the day's puzzle done (it fetches the same files), and nothing marked.
    await page.waitForLoadState('networkidle');
    expect((await storedStats(page)).days).toEqual([...seeded, isoDate(day)]);
    expect(problemsOf(page)).toEqual([]);
    await context.close();
  });

  it('junk or tampering in storage shows as no statistics, and the page still works', async () => {
    // One of each shape the reader may leave there; every form of junk is read in Node (test/archive/stats.test.ts).
    const page = await fresh(browsers.desktop);
    for (const junk of ['{"v":1,"puzzles":{"x":{"kind":"numbrix","band":"easy","solved":true,"ms":-5}},"days":["yesterday"]}']) {
      await page.evaluate(([key, value]) => localStorage.setItem(key, value), [STATS_KEY, junk] as const);
      const shown = await statsPage(page);
      expect(shown.empty, junk).toBe(true);
      expect(problemsOf(page), junk).toEqual([]);
    }
    await page.close();
  });

  it('without script, /stats/ says it needs it', async () => {
    const context = await launch({ javaScriptEnabled: false });
    const { page } = await visit(context, `${origin}/stats/`);
    expect(await page.locator('main').innerText()).toContain('Your statistics need JavaScript');
    expect(await page.locator('[data-stats]').isVisible()).toBe(false);
    await context.close();
  });
});

