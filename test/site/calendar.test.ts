import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { addDays, isoDate, localDate, puzzleOfDate } from '../../src/site/lib/today.ts';
import { bookOf } from './books.ts';
import { everyFinding, problemsOf, useContexts, visit } from './browser.ts';

// The calendar of past puzzles of the day, on /today/ (src/site/lib/calendar.dom.ts), in
// Chromium at a phone's size and a laptop's, with the browser's clock fixed: the month of that
// date, each day up to it a link to the puzzle src/site/lib/today.ts picks for that date (the
// pick /today/ showed that day), no link for a day still to come, and the months before.
const { books, origin, dir } = inject('archive');
const devices = useContexts('phone', 'desktop');
let ids: string[];

beforeAll(() => {
  ids = ['archive-test', 'tom-and-jerry', 'prueba-es', 'ferien-de'].flatMap((slug) => bookOf(books, slug).puzzles.map((p) => p.id));
});

/** Noon (UTC) of a date: that date on this machine's clock (see today.test.ts). */
const noon = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day, 12));
const WHEN = noon(2026, 3, 15);

async function openOn(context: BrowserContext, when: Date): Promise<Page> {
  await context.clock.setFixedTime(when);
  const { page } = await visit(context, `${origin}/today/`);
  await page.locator('[data-calendar]:not([hidden])').waitFor();
  return page;
}

/** The calendar's days as shown: the day's number and its link, or null where it has none. */
const days = (page: Page) =>
  page.locator('.calendar-month tbody td').evaluateAll((cells) =>
    cells.filter((td) => td.textContent !== '').map((td) => ({ day: Number(td.querySelector('a')?.firstChild?.textContent ?? td.textContent), href: td.querySelector('a')?.getAttribute('href') ?? null })),
  );

describe('the calendar of past puzzles of the day', () => {
  for (const device of ['phone', 'desktop'] as const) {
    it(`on the ${device}: this month, each day so far linking to its day's pick, none after today; the month before, and back`, async () => {
      const page = await openOn(devices[device], WHEN);
      if (device === 'desktop') await page.setViewportSize({ width: 1280, height: 800 });
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
      expect(problemsOf(page)).toEqual([]);
      await page.close();
    });
  }

  it('a day whose puzzle this browser solved has a tick, and says so', async () => {
    const date = localDate(noon(2026, 3, 10));
    const id = puzzleOfDate(ids, date)!;
    const page = await openOn(devices.desktop, WHEN);
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
    const days = await page.locator('.calendar-month a[data-date]').evaluateAll((links) => links.map((a) => (a as HTMLElement).dataset.date!));
    const ticked = await page.locator('.calendar-month a[data-solved]').evaluateAll((links) => links.map((a) => (a as HTMLElement).dataset.date!));
    expect(ticked).toEqual(days.filter((d) => puzzleOfDate(ids, { year: 2026, month: 3, day: Number(d.slice(8)) }) === id));
    await page.evaluate(() => localStorage.clear());
    await page.close();
  });
});
