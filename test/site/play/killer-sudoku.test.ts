import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { rules as killerRules } from '../../../src/kinds/killer-sudoku/play.ts';
import { gridHint, startGrid } from '../../../src/play/grid.ts';
import { DESKTOP, launch, problemsOf } from '../browser.ts';
import { dir, openPuzzle, record, solved, status, useBrowser } from './game.ts';

// Killer Sudoku played in Chromium, the shared archive's 6×6 (its example's options): every
// cage's sum in view and unhidden by the boxes over it at load on a phone and a desktop; a digit
// that repeats in a row said and counted; a full grid that breaks a cage named by its sum and
// ringed; the hint the step solver's cage step; pencil marks and undo; played to the end by
// keyboard and by taps. The PNGs it writes were looked at (docs/kinds/killer-sudoku.md).
useBrowser();

interface Cell {
  y: number;
  x: number;
}

const game = () => {
  const r = record('killer-sudoku');
  const { size, cages } = r.puzzle;
  // No digit printed: every cell is a blank.
  const blanks: Cell[] = Array.from({ length: size * size }, (_, i) => ({ y: Math.floor(i / size), x: i % size }));
  const right = (b: Cell) => r.solution.grid[b.y]![b.x]!;
  const clues = cages.map((c) => String(c.sum));
  return { r, size, blanks, right, clues };
};
const box = (page: Page, b: Cell) => page.getByLabel(`Row ${b.y + 1}, column ${b.x + 1}`, { exact: true });
const mistakes = (page: Page) => page.locator('.play-mistakes').innerText();

/** Each cage clue drawn, with whether it lies wholly in the viewport and is what the page shows at its centre (nothing laid over it hides it: the box over its cell is clear). */
async function cluesInView(page: Page, clues: string[]): Promise<{ text: string; inView: boolean; shown: boolean }[]> {
  return page.evaluate((wanted) => {
    // Wholly off the board: the row and column numbers a phone's board leaves out (src/play/crop.ts), not a clue.
    const board = document.querySelector('.game-board')!.getBoundingClientRect();
    const off = (r: DOMRect) => r.right <= board.left || r.bottom <= board.top || r.left >= board.right || r.top >= board.bottom;
    const texts = [...document.querySelectorAll('.play-figure > svg text')].filter((t) => wanted.includes(t.textContent ?? '') && !off(t.getBoundingClientRect()));
    return texts.map((t) => {
      const r = t.getBoundingClientRect();
      const inView = r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth;
      // What is hit at the clue's centre may be the cell's input; it shows the clue through it only when clear.
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      const clear = (el: Element | null): boolean => {
        for (let e = el; e && e !== document.body; e = e.parentElement) {
          if (e.closest('svg')) return true;
          const s = getComputedStyle(e);
          if (s.backgroundColor !== 'rgba(0, 0, 0, 0)' && s.backgroundColor !== 'transparent') return false;
        }
        return true;
      };
      return { text: t.textContent ?? '', inView, shown: clear(hit) };
    });
  }, clues);
}

describe('Killer Sudoku in the browser', () => {
  it('every clue in view and unhidden at load; a repeat in a row is said and counted; the hint is the step solver’s, written in; typing the rest solves it', async () => {
    const { r, blanks, right, clues } = game();
    expect(r.puzzle.size).toBe(6);
    const page = await openPuzzle(r.id);
    await page.setViewportSize(DESKTOP.viewport);
    await page.evaluate(() => scrollTo(0, 0));
    const seen = await cluesInView(page, clues);
    // A sum may read as a row or column number beside the grid (1 to 6): those are found too, and must be in view as well.
    expect(seen.length).toBeGreaterThanOrEqual(clues.length);
    expect(seen.filter((c) => !c.inView || !c.shown)).toEqual([]);
    await page.screenshot({ path: join(dir, 'play-killer-sudoku-1280.png') });

    // Two blanks of row 1 given the same digit: the second is said to repeat, and counted once.
    const [a, b] = blanks.filter((c) => c.y === 0) as [Cell, Cell];
    await box(page, a).focus();
    await page.keyboard.type(String(right(a)));
    await box(page, b).focus();
    await page.keyboard.type(String(right(a)));
    expect(await status(page)).toBe(`${right(a)} is already in this row.`);
    expect(await mistakes(page)).toBe('Mistakes: 1');
    for (const c of [a, b]) {
      await box(page, c).focus();
      await page.keyboard.press('Backspace');
      expect(await box(page, c).inputValue()).toBe('');
    }

    // Every cell empty again: the hint is the step solver's next step, said, ringed and written in.
    const expected = gridHint(killerRules, r.puzzle, startGrid(killerRules, r.puzzle), r.solution);
    if (expected.type !== 'step') throw new Error(`expected a step, got ${expected.type}`);
    await page.locator('.play-hint-button').click();
    expect(await status(page)).toContain(expected.say);
    await page.screenshot({ path: join(dir, 'play-killer-sudoku-hint-1280.png') });
    await page.locator('.play-hint-button').click();
    for (const { cell, value } of expected.place) expect(await box(page, { y: Math.floor(cell / r.puzzle.size), x: cell % r.puzzle.size }).inputValue()).toBe(String(value));

    for (const c of blanks) {
      if ((await box(page, c).inputValue()) === '') {
        await box(page, c).focus();
        await page.keyboard.type(String(right(c)));
      }
    }
    expect(await solved(page)).toBe('true');
    expect(await status(page)).toMatch(/^Solved in \d+:\d\d/);
    await page.evaluate(() => scrollTo(0, 0));
    await page.screenshot({ path: join(dir, 'play-killer-sudoku-solved-1280.png') });
    expect(problemsOf(page)).toEqual([]);
  });

  it('a full grid that keeps every row, column and box but breaks a cage is named by the cage’s sum, its cells ringed; the right digits typed over solve it', async () => {
    const { r, blanks, right } = game();
    const page = await openPuzzle(r.id);
    // Rows 1 and 2 of the answer swapped: in the same boxes, still a Sudoku, but (the answer being the only one) some cage breaks.
    const [y1, y2] = [0, 1];
    const swapped = (c: Cell) => (c.y === y1 ? right({ y: y2, x: c.x }) : c.y === y2 ? right({ y: y1, x: c.x }) : right(c));
    for (const c of blanks) {
      await box(page, c).focus();
      await page.keyboard.type(String(swapped(c)));
    }
    expect(await solved(page)).not.toBe('true');
    const said = await status(page);
    expect(said).toMatch(/^(The digits of the \d+ cage at row \d, column \d add up to \d+, not \d+|The cage at row \d, column \d holds \d twice)\.$/);
    expect(await page.locator('.play-flag').count()).toBeGreaterThan(1);
    await page.screenshot({ path: join(dir, 'play-killer-sudoku-cage-wrong-1280.png') });
    // The two rows typed over with their right digits.
    for (const c of blanks.filter((c) => c.y === y1 || c.y === y2)) {
      await box(page, c).focus();
      await page.keyboard.type(String(right(c)));
    }
    expect(await solved(page)).toBe('true');
    expect(problemsOf(page)).toEqual([]);
  });

  it('the chosen cell’s cage is lit with its row, column and box (issue 89)', async () => {
    const { r, blanks } = game();
    const page = await openPuzzle(r.id);
    const [w, h] = r.puzzle.box;
    // A cell whose cage reaches outside its row, column and box: its light is more than its houses'.
    const cageOf = (b: Cell) => r.puzzle.cages.find((c) => c.cells.some(([y, x]) => y === b.y && x === b.x))!;
    const house = (a: Cell, b: Cell) => a.y === b.y || a.x === b.x || (Math.floor(a.y / h) === Math.floor(b.y / h) && Math.floor(a.x / w) === Math.floor(b.x / w));
    const t = blanks.find((b) => cageOf(b).cells.some(([y, x]) => !house(b, { y, x })))!;
    await box(page, t).click();
    const lit = await page.locator('input.play-digit.play-house').evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')).sort());
    const inCage = (b: Cell) => cageOf(t).cells.some(([y, x]) => y === b.y && x === b.x);
    expect(lit).toEqual(blanks.filter((b) => house(t, b) || inCage(b)).map((b) => `Row ${b.y + 1}, column ${b.x + 1}`).sort());
    await page.locator('.play-figure').screenshot({ path: join(dir, 'play-killer-sudoku-cage-lit-1280.png') });
    expect(problemsOf(page)).toEqual([]);
    await page.close();
  });

  it('on a phone: every clue in view at load; pencil marks go in; undo takes a digit back; taps on the keypad play it to the end', async () => {
    const { r, blanks, right, clues } = game();
    const phone = await launch({ phone: true });
    try {
      const page = await openPuzzle(r.id, phone);
      const seen = await cluesInView(page, clues);
      expect(seen.filter((c) => !c.inView || !c.shown)).toEqual([]);
      await page.screenshot({ path: join(dir, 'play-killer-sudoku-390.png') });
      const key = (d: number) => page.locator('.play-key', { hasText: new RegExp(`^${d}$`) });
      const notesButton = page.getByRole('button', { name: 'Notes' });
      const [b0] = blanks as [Cell];
      await box(page, b0).tap();
      await notesButton.tap();
      const other = (right(b0) % 6) + 1;
      await key(right(b0)).tap();
      await key(other).tap();
      expect((await page.locator('.play-notes').nth(0).innerText()).replace(/\s/g, '')).toBe([right(b0), other].sort((a, b) => a - b).join(''));
      await page.screenshot({ path: join(dir, 'play-killer-sudoku-notes-390.png') });
      await notesButton.tap();
      // A wrong digit, undone.
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
      await page.screenshot({ path: join(dir, 'play-killer-sudoku-solved-390.png') });
      expect(problemsOf(page)).toEqual([]);
    } finally {
      await phone.close();
    }
  });
});
