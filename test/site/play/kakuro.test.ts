import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { launch, problemsOf } from '../browser.ts';
import { dir, openPuzzle, record, solved, status, useBrowser } from './game.ts';

// Kakuro played in Chromium, the shared archive's: every clue in view at load on a phone and a
// desktop, clue squares never playable; a digit that repeats in a run said and counted; a full
// grid whose runs do not add up named by its run; played to the end by keyboard and by taps.
useBrowser();

interface Cell {
  y: number;
  x: number;
}

const game = () => {
  const r = record('kakuro');
  const whites: Cell[] = r.puzzle.cells.flatMap((row, y) => row.flatMap((c, x) => (c === null ? [{ y, x }] : [])));
  const right = (b: Cell) => r.solution.grid[b.y]![b.x]!;
  const clues = r.puzzle.cells.flat().flatMap((c) => (c ? [c.across, c.down].filter((v): v is number => v !== null) : []));
  return { r, whites, right, clues };
};
const box = (page: Page, b: Cell) => page.getByLabel(`Row ${b.y + 1}, column ${b.x + 1}`, { exact: true });

/** The figure's numbers (its sums, and its rows' and columns' numbers): how many there are, and how many lie wholly in the viewport. */
/** The drawing's numbers, and how many are in view; those wholly off the board (`clipped`) are the row and column numbers a phone's board leaves out (src/play/crop.ts). */
const numbersInView = (page: Page) =>
  page.evaluate(() => {
    const board = document.querySelector('.game-board')!.getBoundingClientRect();
    const off = (r: DOMRect) => r.right <= board.left || r.bottom <= board.top || r.left >= board.right || r.top >= board.bottom;
    const drawn = [...document.querySelectorAll('.play-figure > svg text')].filter((t) => /^\d+$/.test(t.textContent ?? ''));
    const numbers = drawn.filter((t) => !off(t.getBoundingClientRect()));
    const inView = numbers.filter((t) => {
      const r = t.getBoundingClientRect();
      return r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth;
    });
    return { all: numbers.length, inView: inView.length, clipped: drawn.length - numbers.length };
  });

describe('Kakuro in the browser', () => {
  it('a box on every white square and none on a clue; a repeat in a run said and counted; a grid whose runs miss their sums named; typing the answer solves it', async () => {
    const { r, whites, right } = game();
    const page = await openPuzzle(r.id);
    expect(await page.locator('input.play-digit').count()).toBe(whites.length);
    // The first run across: two of its squares given the same digit.
    const row = whites.filter((c) => c.y === whites[0]!.y);
    const [a, b] = row as [Cell, Cell];
    await box(page, a).focus();
    await page.keyboard.type(String(right(a)));
    await box(page, b).focus();
    await page.keyboard.type(String(right(a)));
    expect(await status(page)).toBe(`${right(a)} is already in this run.`);
    expect(await page.locator('.play-mistakes').innerText()).toBe('Mistakes: 1');
    for (const c of [a, b]) {
      await box(page, c).focus();
      await page.keyboard.press('Backspace');
    }
    // The answer with the first two squares of the first run swapped: that run still adds up, the two down runs through them do not.
    const [s1, s2] = [a, b];
    for (const c of whites) {
      await box(page, c).focus();
      await page.keyboard.type(String(c === s1 ? right(s2) : c === s2 ? right(s1) : right(c)));
    }
    expect(await solved(page)).not.toBe('true');
    expect(await status(page)).toMatch(/^The down run of \d+ from row \d+, column \d+ (holds \d twice|adds up to \d+, not \d+)\.$/);
    await page.screenshot({ path: join(dir, 'play-kakuro-wrong-1280.png') });
    for (const c of whites) {
      await box(page, c).focus();
      await page.keyboard.type(String(right(c)));
    }
    expect(await solved(page)).toBe('true');
    await page.evaluate(() => scrollTo(0, 0));
    await page.screenshot({ path: join(dir, 'play-kakuro-solved-1280.png') });
    expect(problemsOf(page)).toEqual([]);
  });

  it('on a phone: every clue in view at load; pencil marks go in; undo takes a digit back; taps on the keypad play it to the end', async () => {
    const { r, whites, right, clues } = game();
    const phone = await launch({ phone: true });
    try {
      const page = await openPuzzle(r.id, phone);
      const numbers = await numbersInView(page);
      expect(numbers.all).toBeGreaterThanOrEqual(clues.length);
      expect(numbers.inView).toBe(numbers.all);
      // Only the row and column numbers are off the board, every one of them: the grid takes the phone's width.
      expect(numbers.clipped).toBe(r.puzzle.rows + r.puzzle.cols);
      await page.screenshot({ path: join(dir, 'play-kakuro-390.png') });
      const key = (d: number) => page.locator('.play-key', { hasText: new RegExp(`^${d}$`) });
      const notesButton = page.getByRole('button', { name: 'Notes' });
      const [b0] = whites as [Cell];
      await box(page, b0).tap();
      await notesButton.tap();
      const other = (right(b0) % 9) + 1;
      await key(right(b0)).tap();
      await key(other).tap();
      expect((await page.locator('.play-notes').nth(0).innerText()).replace(/\s/g, '')).toBe([right(b0), other].sort((x, y) => x - y).join(''));
      await notesButton.tap();
      await key(other).tap();
      expect(await box(page, b0).inputValue()).toBe(String(other));
      await page.getByRole('button', { name: 'Undo' }).tap();
      expect(await box(page, b0).inputValue()).toBe('');
      for (const c of whites) {
        await box(page, c).tap();
        await key(right(c)).tap();
      }
      expect(await solved(page)).toBe('true');
      await page.evaluate(() => scrollTo(0, 0));
      await page.screenshot({ path: join(dir, 'play-kakuro-solved-390.png') });
      expect(problemsOf(page)).toEqual([]);
    } finally {
      await phone.close();
    }
  });
});
