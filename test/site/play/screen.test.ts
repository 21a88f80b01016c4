import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gameStarted, problemsOf } from '../browser.ts';
import { dir, openPuzzle, record, solved, status, useBrowser } from './game.ts';

// What the shell does for every kind, on a Cross Numbers (the shared archive's first book's):
// progress across reloads and tabs, answer shown, Start again on a solved game, print, dark
// mode. What every kind's page owes a player on a 390×844 touch phone and a 1280×800 desktop
// (no sideways scroll; the board, the controls and the status line on one screen; controls a
// fingertip wide) and stored progress that cannot be shown, dropped: the sweep of puzzle pages
// (test/site/puzzle-pages.matrix.test.ts, puzzle-page/screen.ts and stored.ts).
const { browser } = useBrowser();

describe('what the shell keeps for every kind', () => {
  const cross = () => {
    const r = record('cross-numbers');
    const blanks = r.puzzle.cells.flatMap((row, y) => row.flatMap((v, x) => (v === null ? [{ y, x }] : [])));
    return { r, blanks };
  };
  const box = (page: Page, b: { y: number; x: number }) => page.getByLabel(`Row ${b.y + 1}, column ${b.x + 1}`, { exact: true });

  it('progress survives a reload, and two tabs of one puzzle keep in step', async () => {
    const { r, blanks } = cross();
    const [a, b] = [blanks[0]!, blanks[1]!];
    const digit = (c: { y: number; x: number }) => String(r.solution.cells[c.y]![c.x]);
    const first = await openPuzzle(r.id);
    const second = await openPuzzle(r.id, browser(), { keep: true });
    await box(first, a).fill(digit(a));
    // The other tab shows it without a reload (the storage event).
    await expect.poll(() => box(second, a).inputValue()).toBe(digit(a));
    await box(second, b).fill(digit(b));
    await expect.poll(() => box(first, b).inputValue()).toBe(digit(b));
    // Leaving one tab does not write its older copy over the other's.
    await second.close();
    await first.reload();
    await gameStarted(first);
    expect([await box(first, a).inputValue(), await box(first, b).inputValue()]).toEqual([digit(a), digit(b)]);
    expect(problemsOf(first)).toEqual([]);
  });

  it('opening Show answer marks the game; Start again on a finished game asks once more', async () => {
    const { r, blanks } = cross();
    const page = await openPuzzle(r.id);
    await box(page, blanks[0]!).fill(String(r.solution.cells[blanks[0]!.y]![blanks[0]!.x]));
    await page.locator('details.answer summary').click();
    // The toggle event comes after the click, as the browser opens the details.
    await expect.poll(() => page.locator('.play-revealed').innerText()).toBe('Answer shown');
    const saved = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), `puzzlebook:play:${r.id}`);
    expect(saved.revealed).toBe(true);

    const again = page.locator('.play-again');
    await again.click();
    expect(await again.innerText()).toMatch(/Press again/);
    expect(await box(page, blanks[0]!).inputValue()).not.toBe('');
    await again.click();
    expect(await box(page, blanks[0]!).inputValue()).toBe('');
    expect(await page.locator('.play-revealed').innerText()).toBe('');
    expect(await page.evaluate((key) => localStorage.getItem(key), `puzzlebook:play:${r.id}`)).toBeNull();
  });

  it('a solved game is finished: its boxes take nothing more, Undo is off, and it asks before Start again', async () => {
    const { r, blanks } = cross();
    const page = await openPuzzle(r.id);
    for (const b of blanks) await box(page, b).fill(String(r.solution.cells[b.y]![b.x]));
    expect(await solved(page)).toBe('true');
    expect(await status(page)).toMatch(/^Solved in/);
    expect(await page.getByRole('button', { name: 'Undo' }).isDisabled()).toBe(true);
    expect(await page.locator('.play-layer').evaluate((el) => (el as HTMLElement).inert)).toBe(true);
    await page.locator('.play-again').click();
    expect(await solved(page)).toBe('true');
  });

  it('printing shows the clean puzzle: none of the player’s entries, rings or controls', async () => {
    const { r, blanks } = cross();
    const page = await openPuzzle(r.id);
    await box(page, blanks[0]!).fill(String(r.solution.cells[blanks[0]!.y]![blanks[0]!.x]));
    await page.emulateMedia({ media: 'print' });
    const shown = (s: string) => page.locator(s).first().evaluate((el) => getComputedStyle(el).display !== 'none' && el.getClientRects().length > 0);
    expect(await shown('.puzzle-figure svg')).toBe(true);
    for (const s of ['.play-layer', '.game-panel', '.site-header', 'details.answer']) expect(await shown(s), s).toBe(false);
    await page.screenshot({ path: join(dir, 'screen-print.png'), fullPage: true });
    await page.emulateMedia({ media: 'screen' });
  });

  it('dark mode follows the system setting: light ink on a dark page, the drawing turned with it', async () => {
    const { r } = cross();
    const page = await openPuzzle(r.id);
    await page.emulateMedia({ colorScheme: 'dark' });
    const colours = await page.evaluate(() => ({
      paper: getComputedStyle(document.documentElement).backgroundColor,
      ink: getComputedStyle(document.body).color,
      drawing: getComputedStyle(document.querySelector('.puzzle-figure svg')!).filter,
    }));
    const light = (rgb: string) => rgb.match(/\d+/g)!.slice(0, 3).map(Number).reduce((a, b) => a + b, 0) / 3;
    expect(light(colours.paper)).toBeLessThan(60);
    expect(light(colours.ink)).toBeGreaterThan(180);
    expect(colours.drawing).toContain('invert');
    await page.screenshot({ path: join(dir, 'screen-dark-1000.png') });
    await page.emulateMedia({ colorScheme: 'light' });
  });
});
