import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { problemsOf, useContexts, screenshotPath } from '../browser.ts';
import { dir, openSized, record, SIZES, solved, status, useBrowser } from './game.ts';

// What good Sudoku apps do (issue 89), in the shared archive's 9×9 Sudoku, on a phone (tapped)
// and a laptop (clicked): the chosen cell's row, column and box lit; a digit written rubbing its
// pencil mark out of every cell that sees it, as one move; Candidates, on and off; number-first
// input, played to the end; each digit's count left on its key; the pad laid out evenly. What
// the page should show is judged here from Sudoku's rules, not from the player's code.
useBrowser();
const contexts = useContexts('phone', 'desktop');

interface Cell {
  y: number;
  x: number;
}
const game = () => {
  const r = record('sudoku');
  const { size, box: [w, h], givens } = r.puzzle;
  const blanks: Cell[] = givens.flatMap((row, y) => row.flatMap((v, x) => (v === 0 ? [{ y, x }] : [])));
  const right = (b: Cell) => r.solution.grid[b.y]![b.x]!;
  const sees = (a: Cell, b: Cell) =>
    (a.y !== b.y || a.x !== b.x) && (a.y === b.y || a.x === b.x || (Math.floor(a.y / h) === Math.floor(b.y / h) && Math.floor(a.x / w) === Math.floor(b.x / w)));
  const all: Cell[] = Array.from({ length: size * size }, (_, i) => ({ y: Math.floor(i / size), x: i % size }));
  return { r, size, givens, blanks, right, sees, all };
};
const box = (page: Page, b: Cell) => page.getByLabel(`Row ${b.y + 1}, column ${b.x + 1}`, { exact: true });
const key = (page: Page, d: number) => page.locator('.play-key', { hasText: new RegExp(`^${d}$`) });
const marksOf = async (page: Page, b: Cell, blanks: Cell[]) =>
  (await page.locator('.play-notes').nth(blanks.findIndex((c) => c.y === b.y && c.x === b.x)).innerText()).replace(/\s/g, '');

describe.each(SIZES)('Sudoku-app essentials at $width×$height ($device)', ({ device, width, height }) => {
  const tap = (l: Locator) => (device === 'phone' ? l.tap() : l.click());

  it('the chosen cell’s houses are lit; a digit written rubs its mark out of the cells that see it, undone as one; Candidates shows what the houses allow and gives the notes back; each key counts what is left', async () => {
    const { size, givens, blanks, right, sees, all } = game();
    const { page } = await openSized('sudoku', contexts[device], { width, height });

    // 1. A blank chosen: exactly it and the cells that see it are lit, its blanks and the printed digits among them.
    const t = blanks.find((b) => blanks.filter((c) => sees(b, c)).length >= 3)!;
    await tap(box(page, t));
    const litBoxes = await page.locator('input.play-digit.play-house').evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')));
    const want = blanks.filter((c) => c === t || sees(t, c)).map((c) => `Row ${c.y + 1}, column ${c.x + 1}`);
    expect(litBoxes.sort()).toEqual(want.sort());
    const printedSeen = all.filter((c) => givens[c.y]![c.x] && sees(t, c)).length;
    expect(await page.locator('.play-given.play-house').count()).toBe(printedSeen);
    await page.locator('.play-figure').scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath(dir, `play-sudoku-houses-${width}.png`) });

    // 2. D, t's answer, pencilled in a blank that sees t and in one that does not; D written in t.
    const D = right(t);
    const near = blanks.find((b) => sees(t, b) && right(b) !== D)!;
    const far = blanks.find((b) => b !== t && !sees(t, b) && right(b) !== D)!;
    const notes = page.getByRole('button', { name: 'Notes' });
    for (const b of [near, far]) {
      await tap(box(page, b));
      if ((await notes.getAttribute('aria-pressed')) !== 'true') await tap(notes);
      await tap(key(page, D));
    }
    await tap(notes);
    expect(await marksOf(page, near, blanks)).toBe(String(D));
    await tap(box(page, t));
    await tap(key(page, D));
    expect(await box(page, t).inputValue()).toBe(String(D));
    expect(await marksOf(page, near, blanks)).toBe('');
    expect(await marksOf(page, far, blanks)).toBe(String(D));
    // One move: one undo takes the digit back and puts the mark back with it.
    await tap(page.getByRole('button', { name: 'Undo' }));
    expect(await box(page, t).inputValue()).toBe('');
    expect(await marksOf(page, near, blanks)).toBe(String(D));
    await tap(page.getByRole('button', { name: 'Redo' }));
    expect(await box(page, t).inputValue()).toBe(String(D));
    expect(await marksOf(page, near, blanks)).toBe('');

    // 5. Each key says how many of its digit are left: the size less those on the board.
    const board = () => Promise.all(all.map(async (c) => givens[c.y]![c.x] || Number((await box(page, c).inputValue()) || 0)));
    const expectCounts = async () => {
      const b = await board();
      for (let d = 1; d <= size; d++) {
        const left = size - b.filter((v) => v === d).length;
        expect(await key(page, d).getAttribute('aria-label'), `key ${d}`).toBe(left === 0 ? `${d}, all placed` : `${d}, ${left} left`);
        expect(await key(page, d).getAttribute('data-left')).toBe(String(left));
      }
    };
    await expectCounts();

    // 3. Candidates: every empty cell shows the digits no cell it sees holds; a digit written takes its own from the cells that see it.
    const candidates = page.getByRole('button', { name: 'Candidates' });
    await tap(candidates);
    expect(await candidates.getAttribute('aria-pressed')).toBe('true');
    expect(await status(page)).toBe('Candidates on. Your own notes come back when you turn them off.');
    const expectCandidates = async () => {
      const b = await board();
      for (const c of blanks) {
        if (b[c.y * size + c.x]) continue;
        const allowed = Array.from({ length: size }, (_, i) => i + 1).filter((d) => !all.some((o) => sees(c, o) && b[o.y * size + o.x] === d));
        expect(await marksOf(page, c, blanks), `row ${c.y + 1} column ${c.x + 1}`).toBe(allowed.join(''));
      }
    };
    await expectCandidates();
    await page.locator('.play-figure').scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath(dir, `play-sudoku-candidates-${width}.png`) });
    const next = blanks.find((b) => sees(near, b) && !(b.y === t.y && b.x === t.x) && right(b) !== D)!;
    await tap(box(page, next));
    await tap(key(page, right(next)));
    await expectCandidates();
    // A mark typed while they show is refused, said so.
    await tap(box(page, far));
    await tap(notes);
    await tap(key(page, 1));
    expect(await status(page)).toBe('Candidates are on: turn them off to write your own notes.');
    await tap(notes);
    // Off: the reader's own notes again, the far cell's D among them.
    await tap(candidates);
    expect(await candidates.getAttribute('aria-pressed')).toBe('false');
    expect(await marksOf(page, far, blanks)).toBe(String(D));
    await expectCounts();
    expect(problemsOf(page)).toEqual([]);
  });

  it('the houses stay lit while Notes is pressed and go dark as the game is left; Candidates is kept across a reload; the help says how to pick a digit first', async () => {
    const { blanks, sees } = game();
    const { page } = await openSized('sudoku', contexts[device], { width, height });
    const t = blanks[0]!;
    const lit = () => page.locator('input.play-digit.play-house').count();
    const seen = blanks.filter((c) => c === t || sees(t, c)).length;
    await tap(box(page, t));
    expect(await lit()).toBe(seen);
    // A toolbar button acts on the chosen cell: its houses stay lit.
    const notes = page.getByRole('button', { name: 'Notes' });
    await tap(notes);
    expect(await lit()).toBe(seen);
    await tap(notes);
    // Out of the game (the page's heading): nothing chosen, nothing lit.
    await page.locator('h1').click();
    expect(await lit()).toBe(0);

    // The pad's help, beside the kind's own.
    expect(await page.locator('.play-help').allInnerTexts()).toContain('Or pick a digit on the keypad first, then tap cells to write it in; tap it again to let go. Candidates shows in every empty box the digits it may still hold.');

    // Candidates on, the page reloaded: still on, the candidates shown; off, reloaded: off.
    const candidates = page.getByRole('button', { name: 'Candidates' });
    await tap(candidates);
    await page.reload();
    await page.locator('[data-play]:not([hidden])').waitFor();
    expect(await candidates.getAttribute('aria-pressed')).toBe('true');
    expect(await marksOf(page, t, blanks)).not.toBe('');
    await tap(candidates);
    await page.reload();
    await page.locator('[data-play]:not([hidden])').waitFor();
    expect(await candidates.getAttribute('aria-pressed')).toBe('false');
    expect(await marksOf(page, t, blanks)).toBe('');
    expect(problemsOf(page)).toEqual([]);
  });

  it('number-first: a digit picked with no cell chosen is written in each cell tapped, until let go; played so to the end, every key done; the pad even, the grid the screen’s width on a phone', async () => {
    const { size, blanks, right } = game();
    const { page } = await openSized('sudoku', contexts[device], { width, height });

    // 6. The pad: 1–5 over 6–9 and Erase, then Check this box over Candidates, every key alike.
    const rects = await page.locator('.play-keypad > .play-key').evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect));
    expect(rects).toHaveLength(size + 3);
    const [digits, erase, check, candidates] = [rects.slice(0, size), rects[size]!, rects[size + 1]!, rects[size + 2]!];
    expect(await page.locator('.play-keypad > .play-key').nth(size + 2).getAttribute('aria-label')).toBe('Candidates');
    const rowOf = (keys: DOMRect[]) => new Set(keys.map((k) => Math.round(k.top)));
    expect(rowOf([...digits.slice(0, 5), check]).size, 'keys 1 to 5 and Check this box in one row').toBe(1);
    expect(rowOf([...digits.slice(5), erase, candidates]).size, 'keys 6 to 9, Erase and Candidates in one row').toBe(1);
    expect(digits[5]!.top).toBeGreaterThan(digits[0]!.top);
    for (const k of rects) expect(Math.abs(k.width - digits[0]!.width), 'every key as wide').toBeLessThan(1);
    expect(check.left).toBeGreaterThan(digits[4]!.right);
    expect(Math.abs(candidates.left - check.left)).toBeLessThan(1);
    expect(Math.max(...rects.map((k) => k.right))).toBeLessThanOrEqual(width);
    for (const k of rects) expect(Math.min(k.width, k.height)).toBeGreaterThanOrEqual(44);
    await page.locator('.play-keypad').scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath(dir, `play-sudoku-keypad-${width}.png`) });

    // 6. On a phone the grid takes the board's width, or as much as the board's height holds, centred: the row and column numbers
    // clipped off (each box keeps its row and column in its name, as `box` finds it). On a laptop they stay.
    const grid = await page.evaluate(() => {
      const cells = [...document.querySelectorAll('.play-figure > svg rect[data-key^="cell-"]')].map((r) => r.getBoundingClientRect());
      const board = document.querySelector('.game-board')!.getBoundingClientRect();
      const [left, right, top, bottom] = [Math.min(...cells.map((c) => c.left)), Math.max(...cells.map((c) => c.right)), Math.min(...cells.map((c) => c.top)), Math.max(...cells.map((c) => c.bottom))];
      return { left: left - board.left, right: board.right - right, top: top - board.top, bottom: board.bottom - bottom, side: right - left, room: Math.min(board.width, board.height) };
    });
    if (device === 'phone') {
      expect(grid.top).toBeLessThan(4);
      expect(grid.bottom).toBeGreaterThanOrEqual(0);
      expect(Math.abs(grid.left - grid.right)).toBeLessThan(1);
      expect(grid.side).toBeGreaterThan(grid.room - 10);
      await page.screenshot({ path: screenshotPath(dir, `play-sudoku-edge-${width}.png`) });
    } else expect(grid.left).toBeGreaterThan(20);

    // 4. Nothing chosen (a tap off the grid): a key picks its digit and stays picked.
    await tap(page.locator('.game-head h1'));
    const first = blanks[0]!;
    const d0 = right(first);
    await tap(key(page, d0));
    expect(await key(page, d0).getAttribute('aria-pressed')).toBe('true');
    expect(await status(page)).toBe(`${d0} picked: tap boxes to write it; tap ${d0} again or press Esc to let go.`);
    // In Notes, a cell tapped takes its pencil mark; tapped again, it is rubbed out.
    const notes = page.getByRole('button', { name: 'Notes' });
    await tap(notes);
    await tap(box(page, first));
    expect(await marksOf(page, first, blanks)).toBe(String(d0));
    await tap(box(page, first));
    expect(await marksOf(page, first, blanks)).toBe('');
    await tap(notes);
    // Tapped again, the key lets go: the next key types into the chosen cell, as cell-first does.
    await tap(key(page, d0));
    expect(await key(page, d0).getAttribute('aria-pressed')).toBe('false');
    expect(await status(page)).toBe(`${d0} let go.`);
    await tap(box(page, first));
    await tap(key(page, d0));
    expect(await box(page, first).inputValue()).toBe(String(d0));
    if (device === 'desktop') {
      // Escape lets go too.
      await page.locator('.game-head h1').click();
      await key(page, d0).click();
      expect(await key(page, d0).getAttribute('aria-pressed')).toBe('true');
      await page.keyboard.press('Escape');
      expect(await key(page, d0).getAttribute('aria-pressed')).toBe('false');
    }

    // Each digit picked in turn (the next picks over the last) and its cells tapped: the puzzle solved.
    await tap(page.locator('.game-head h1'));
    for (let d = 1; d <= size; d++) {
      const cells = blanks.filter((b) => right(b) === d);
      await tap(key(page, d));
      expect(await key(page, d).getAttribute('aria-pressed')).toBe('true');
      for (const b of cells) if ((await box(page, b).inputValue()) === '') await tap(box(page, b));
      if (d === 5) {
        await page.locator('.play-figure').scrollIntoViewIfNeeded();
        await page.screenshot({ path: screenshotPath(dir, `play-sudoku-number-first-${width}.png`) });
      }
    }
    expect(await solved(page)).toBe('true');
    for (let d = 1; d <= size; d++) {
      expect(await key(page, d).getAttribute('aria-label')).toBe(`${d}, all placed`);
      expect(await key(page, d).getAttribute('class')).toContain('play-key-done');
    }
    expect(problemsOf(page)).toEqual([]);
  });
});
