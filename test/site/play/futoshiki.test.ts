import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, launch, problemsOf } from '../browser.ts';
import { dir, openPuzzle, record, solved, status, useBrowser } from './game.ts';

// Futoshiki played in Chromium, the shared archive's puzzle: its chevrons drawn in the gaps at
// load on a phone and a desktop; a repeat in a row said; a full grid that keeps every row and
// column but breaks a sign named by the answer check and both cells ringed; the hint a step of
// the step solver's, said; pencil marks and undo; played to the end by keyboard and by taps.
useBrowser();

interface Cell {
  y: number;
  x: number;
}

const game = () => {
  const r = record('futoshiki');
  const { size, givens } = r.puzzle;
  const blanks: Cell[] = Array.from({ length: size * size }, (_, i) => ({ y: Math.floor(i / size), x: i % size })).filter((b) => !givens[b.y]![b.x]);
  const right = (b: Cell) => r.solution.grid[b.y]![b.x]!;
  return { r, size, blanks, right };
};
const box = (page: Page, b: Cell) => page.getByLabel(`Row ${b.y + 1}, column ${b.x + 1}`, { exact: true });
/** The fillings of a grid's blanks that keep its rows, columns and printed digits (signs aside), at most 50. */
function latinFillings(givens: readonly (readonly number[])[]): number[][][] {
  const size = givens.length;
  const grid = givens.map((row) => [...row]);
  const out: number[][][] = [];
  const go = (i: number): void => {
    if (out.length >= 50) return;
    if (i === size * size) return void out.push(grid.map((row) => [...row]));
    const [y, x] = [Math.floor(i / size), i % size];
    if (givens[y]![x]) return go(i + 1);
    for (let v = 1; v <= size; v++) {
      if (grid[y]!.includes(v) || grid.some((row) => row[x] === v)) continue;
      grid[y]![x] = v;
      go(i + 1);
      grid[y]![x] = 0;
    }
  };
  go(0);
  return out;
}

/** The strokes drawn in the figure that are not cell edges: the chevrons' two strokes each. */
const chevronStrokes = (page: Page) => page.locator('.play-figure > svg line').count();

describe('Futoshiki in the browser', () => {
  it('its chevrons drawn at load; a repeat in a row is said; the hint is a step said in words; typing the rest solves it', async () => {
    const { r, blanks, right } = game();
    const page = await openPuzzle(r.id);
    await page.setViewportSize(DESKTOP.viewport);
    await page.evaluate(() => scrollTo(0, 0));
    expect(await chevronStrokes(page)).toBeGreaterThanOrEqual(2 * r.puzzle.less.length);
    await page.screenshot({ path: join(dir, 'play-futoshiki-1280.png') });

    const row = blanks.filter((c) => c.y === blanks[0]!.y);
    if (row.length >= 2) {
      const [a, b] = row as [Cell, Cell];
      await box(page, a).focus();
      await page.keyboard.type(String(right(a)));
      await box(page, b).focus();
      await page.keyboard.type(String(right(a)));
      expect(await status(page)).toBe(`${right(a)} is already in this row.`);
      for (const c of [a, b]) {
        await box(page, c).focus();
        await page.keyboard.press('Backspace');
      }
    }

    await page.locator('.play-hint-button').click();
    expect(await status(page)).toMatch(/^\S.*\.$/);
    await page.screenshot({ path: join(dir, 'play-futoshiki-hint-1280.png') });

    for (const c of blanks) {
      if ((await box(page, c).inputValue()) !== '') continue;
      await box(page, c).focus();
      await page.keyboard.type(String(right(c)));
    }
    expect(await solved(page)).toBe('true');
    expect(await status(page)).toMatch(/^Solved in \d+:\d\d/);
    await page.evaluate(() => scrollTo(0, 0));
    await page.screenshot({ path: join(dir, 'play-futoshiki-solved-1280.png') });
    expect(problemsOf(page)).toEqual([]);
  });

  it('a full grid that keeps every row and column but breaks a sign is named by the answer check, its two cells ringed; the right digits typed over solve it', async () => {
    const { r, blanks, right } = game();
    const page = await openPuzzle(r.id);
    // Another filling of the blanks that keeps every row, column and printed digit (the first a plain search finds): the answer is the only one, so it breaks a sign.
    const other = latinFillings(r.puzzle.givens).find((g) => g.some((row, y) => row.some((v, x) => v !== r.solution.grid[y]![x])))!;
    const swapped = (c: Cell) => other[c.y]![c.x]!;
    for (const c of blanks) {
      await box(page, c).focus();
      await page.keyboard.type(String(swapped(c)));
    }
    expect(await solved(page)).not.toBe('true');
    expect(await status(page)).toMatch(/^Row \d, column \d should be smaller than row \d, column \d\.$/);
    expect(await page.locator('.play-flag').count()).toBe(2);
    await page.screenshot({ path: join(dir, 'play-futoshiki-sign-wrong-1280.png') });
    for (const c of blanks.filter((c) => swapped(c) !== right(c))) {
      await box(page, c).focus();
      await page.keyboard.type(String(right(c)));
    }
    expect(await solved(page)).toBe('true');
    expect(problemsOf(page)).toEqual([]);
  });

  it('on a phone: its chevrons drawn; pencil marks go in; undo takes a digit back; taps on the keypad play it to the end', async () => {
    const { r, size, blanks, right } = game();
    const phone = await launch({ phone: true });
    try {
      const page = await openPuzzle(r.id, phone);
      expect(await chevronStrokes(page)).toBeGreaterThanOrEqual(2 * r.puzzle.less.length);
      await page.screenshot({ path: join(dir, 'play-futoshiki-390.png') });
      const key = (d: number) => page.locator('.play-key', { hasText: new RegExp(`^${d}$`) });
      const notesButton = page.getByRole('button', { name: 'Notes' });
      const [b0] = blanks as [Cell];
      await box(page, b0).tap();
      await notesButton.tap();
      const other = (right(b0) % size) + 1;
      await key(right(b0)).tap();
      await key(other).tap();
      expect((await page.locator('.play-notes').nth(0).innerText()).replace(/\s/g, '')).toBe([right(b0), other].sort((a, b) => a - b).join(''));
      await notesButton.tap();
      await key(other).tap();
      expect(await box(page, b0).inputValue()).toBe(String(other));
      await page.getByRole('button', { name: 'Undo' }).tap();
      expect(await box(page, b0).inputValue()).toBe('');
      for (const c of blanks) {
        if ((await box(page, c).inputValue()) !== '') continue;
        await box(page, c).tap();
        await key(right(c)).tap();
      }
      expect(await solved(page)).toBe('true');
      await page.evaluate(() => scrollTo(0, 0));
      await page.screenshot({ path: join(dir, 'play-futoshiki-solved-390.png') });
      expect(problemsOf(page)).toEqual([]);
    } finally {
      await phone.close();
    }
  });
});
