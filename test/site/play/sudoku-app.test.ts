import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { problemsOf, screenshotPath, useContexts } from '../browser.ts';
import { dir, openSized, record, solved, status } from './game.ts';

// What Sudoku apps do (issue 89), in the shared archive's 9×9 Sudoku, judged from Sudoku's rules
// written here, not from the player's code (whose sums, peers, rubbed marks, candidates and counts
// are tested in Node: test/play/grid-essentials.test.ts): on a phone (tapped), the chosen cell's
// row, column and box lit; a digit written rubbing its pencil mark out of the cells that see it, as
// one move; the digit in play lit across the grid (cells, printed digits, pencil marks; a printed
// digit tapped lights its own), in light and dark mode; each key's count of its digit left;
// Candidates on and off; the pad laid out evenly and the grid the phone's width. On a laptop
// (clicked): the houses lit while Notes is pressed and dark once the game is left, Candidates kept
// across reloads, the help, the pad, and a Sudoku played to the end by picking digits first.
const contexts = useContexts('phone', 'desktop');

type Cell = [number, number];
const game = () => {
  const r = record('sudoku');
  const { size, box: [w, h], givens } = r.puzzle;
  const blanks: Cell[] = givens.flatMap((row, y) => row.flatMap((v, x): Cell[] => (v === 0 ? [[y, x]] : [])));
  const right = ([y, x]: Cell) => r.solution.grid[y]![x]!;
  const sees = (a: Cell, b: Cell) => (a[0] !== b[0] || a[1] !== b[1]) && (a[0] === b[0] || a[1] === b[1] || (Math.floor(a[0] / h) === Math.floor(b[0] / h) && Math.floor(a[1] / w) === Math.floor(b[1] / w)));
  const all: Cell[] = Array.from({ length: size * size }, (_, i) => [Math.floor(i / size), i % size]);
  return { r, size, givens, blanks, right, sees, all };
};
const box = (page: Page, [y, x]: Cell) => page.getByLabel(`Row ${y + 1}, column ${x + 1}`, { exact: true });
const key = (page: Page, d: number) => page.locator('.play-key', { hasText: new RegExp(`^${d}$`) });
const marksOf = async (page: Page, b: Cell, blanks: Cell[]) => (await page.locator('.play-notes').nth(blanks.findIndex((c) => c[0] === b[0] && c[1] === b[1])).innerText()).replace(/\s/g, '');
const shot = (name: string) => screenshotPath(dir, name);

/** Every cell, printed digit and pencil mark of the grid, with the digit it holds and whether it is lit. */
const lighting = (page: Page) =>
  page.evaluate(() => {
    const layer = document.querySelector('.play-layer')!;
    const of = (s: string, digit: (el: Element) => string | null | undefined) => [...layer.querySelectorAll(s)].map((el) => ({ digit: digit(el) ?? '', lit: el.classList.contains('play-lit') }));
    return {
      cells: of('input.play-digit', (el) => (el as HTMLInputElement).value),
      printed: of('.play-given', (el) => (el as HTMLElement).dataset.digit),
      marks: of('.play-notes-pad span', (el) => el.textContent),
    };
  });
/** That exactly the cells, printed digits and pencil marks holding `d` are lit, and that some of each of `some` are. */
async function expectLit(page: Page, d: number, some: ('cells' | 'printed' | 'marks')[]): Promise<void> {
  const seen = await lighting(page);
  for (const [what, list] of Object.entries(seen)) expect(list.filter((e) => e.lit !== (e.digit === String(d))), `${what} lit that do not hold ${d}, or holding ${d} and not lit`).toEqual([]);
  for (const what of some) expect(seen[what].filter((e) => e.lit).length, `${what} holding ${d}, lit`).toBeGreaterThan(0);
}

/** The pad: 1–5 over 6–9 and Erase, then Check this box over Candidates, every key alike and a fingertip, inside the screen. */
async function padEven(page: Page, size: number, width: number): Promise<void> {
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
  await page.screenshot({ path: shot(`play-sudoku-keypad-${width}.png`) });
}

/** Where the grid sits on the board: its margins, its side, and the board's room. */
const gridOnBoard = (page: Page) =>
  page.evaluate(() => {
    const cells = [...document.querySelectorAll('.play-figure > svg rect[data-key^="cell-"]')].map((r) => r.getBoundingClientRect());
    const board = document.querySelector('.game-board')!.getBoundingClientRect();
    const [left, right, top, bottom] = [Math.min(...cells.map((c) => c.left)), Math.max(...cells.map((c) => c.right)), Math.min(...cells.map((c) => c.top)), Math.max(...cells.map((c) => c.bottom))];
    return { left: left - board.left, right: board.right - right, top: top - board.top, bottom: board.bottom - bottom, side: right - left, room: Math.min(board.width, board.height) };
  });

describe('Sudoku-app essentials', () => {
  it('on a phone: the chosen cell’s houses lit; a digit written rubs its mark out of the cells that see it, undone as one; the digit in play lit across the grid; each key counts what is left; Candidates; the pad even and the grid the phone’s width', async () => {
    const { size, givens, blanks, right, sees, all } = game();
    const { page } = await openSized('sudoku', contexts.phone, { width: 390, height: 844 });
    const tap = (l: Locator) => l.tap();
    expect(await box(page, blanks[0]!).getAttribute('inputmode')).toBe('none');
    await padEven(page, size, 390);
    // On a phone the grid takes the board's width, or as much as its height holds, centred: the row and column numbers clipped off.
    const grid = await gridOnBoard(page);
    expect(grid.top).toBeLessThan(4);
    expect(grid.bottom).toBeGreaterThanOrEqual(0);
    expect(Math.abs(grid.left - grid.right)).toBeLessThan(1);
    expect(grid.side).toBeGreaterThan(grid.room - 10);
    await page.screenshot({ path: shot('play-sudoku-edge-390.png') });

    // A blank chosen: exactly it and the cells that see it are lit, its blanks and the printed digits among them.
    // One whose answer is printed somewhere too, so the digit in play lights a printed one below.
    const t = blanks.find((b) => blanks.filter((c) => sees(b, c)).length >= 3 && givens.flat().includes(right(b)))!;
    await tap(box(page, t));
    const litBoxes = await page.locator('input.play-digit.play-house').evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')));
    expect(litBoxes.sort()).toEqual(blanks.filter((c) => c === t || sees(t, c)).map(([y, x]) => `Row ${y + 1}, column ${x + 1}`).sort());
    expect(await page.locator('.play-given.play-house').count()).toBe(all.filter((c) => givens[c[0]]![c[1]] && sees(t, c)).length);
    await page.locator('.play-figure').scrollIntoViewIfNeeded();
    await page.screenshot({ path: shot('play-sudoku-houses-390.png') });

    // D, t's answer, pencilled in a blank that sees t and in one that does not (with the latter's own answer); then D written in t.
    const D = right(t);
    const near = blanks.find((b) => sees(t, b) && right(b) !== D)!;
    const far = blanks.find((b) => b !== t && !sees(t, b) && right(b) !== D)!;
    const notes = page.getByRole('button', { name: 'Notes' });
    await tap(box(page, near));
    await tap(notes);
    expect(await notes.getAttribute('aria-pressed')).toBe('true');
    await tap(key(page, D));
    expect(await status(page)).toBe(`Pencil mark ${D} written in.`);
    await tap(box(page, far));
    await tap(key(page, D));
    await tap(key(page, right(far)));
    // A mark tapped again is rubbed out, and again put back.
    await tap(key(page, right(far)));
    expect(await marksOf(page, far, blanks)).toBe(String(D));
    await tap(key(page, right(far)));
    expect(await marksOf(page, far, blanks)).toBe([D, right(far)].sort((a, b) => a - b).join(''));
    await tap(notes);
    expect(await notes.getAttribute('aria-pressed')).toBe('false');
    await tap(box(page, t));
    await tap(key(page, D));
    expect(await box(page, t).inputValue()).toBe(String(D));
    expect(await marksOf(page, near, blanks)).toBe('');
    expect(await marksOf(page, far, blanks)).toBe([D, right(far)].sort((a, b) => a - b).join(''));
    // One move: one Undo takes the digit back and the mark with it; Redo again.
    await tap(page.getByRole('button', { name: 'Undo' }));
    expect(await box(page, t).inputValue()).toBe('');
    expect(await marksOf(page, near, blanks)).toBe(String(D));
    await tap(page.getByRole('button', { name: 'Redo' }));
    expect(await box(page, t).inputValue()).toBe(String(D));
    expect(await marksOf(page, near, blanks)).toBe('');
    // t chosen: every D lit, written, printed and pencilled; in dark mode too. A printed digit tapped lights its own.
    await tap(box(page, t));
    await expectLit(page, D, ['cells', 'printed', 'marks']);
    await page.locator('.play-figure').scrollIntoViewIfNeeded();
    await page.screenshot({ path: shot('play-sudoku-notes-lit-390.png') });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.screenshot({ path: shot('play-sudoku-notes-lit-dark-390.png') });
    await page.emulateMedia({ colorScheme: 'light' });
    const G = givens.flat().find((v) => v > 0 && v !== D)!;
    await tap(page.locator(`.play-given[data-digit="${G}"]`).first());
    await expectLit(page, G, ['printed']);

    // Each key says how many of its digit are left: the size less those on the board.
    const board = () => Promise.all(all.map(async (c) => givens[c[0]]![c[1]] || Number((await box(page, c).inputValue()) || 0)));
    const expectCounts = async () => {
      const b = await board();
      for (let d = 1; d <= size; d++) {
        const left = size - b.filter((v) => v === d).length;
        expect(await key(page, d).getAttribute('aria-label'), `key ${d}`).toBe(left === 0 ? `${d}, all placed` : `${d}, ${left} left`);
        expect(await key(page, d).getAttribute('data-left')).toBe(String(left));
      }
    };
    await expectCounts();

    // Candidates: every empty cell shows the digits no cell it sees holds; a digit written takes its own from the cells that see it.
    const candidates = page.getByRole('button', { name: 'Candidates' });
    await tap(candidates);
    expect(await candidates.getAttribute('aria-pressed')).toBe('true');
    expect(await status(page)).toBe('Candidates on. Your own notes come back when you turn them off.');
    const expectCandidates = async () => {
      const b = await board();
      for (const c of blanks) {
        if (b[c[0] * size + c[1]]) continue;
        const allowed = Array.from({ length: size }, (_, i) => i + 1).filter((d) => !all.some((o) => sees(c, o) && b[o[0] * size + o[1]] === d));
        expect(await marksOf(page, c, blanks), `row ${c[0] + 1} column ${c[1] + 1}`).toBe(allowed.join(''));
      }
    };
    await expectCandidates();
    await page.locator('.play-figure').scrollIntoViewIfNeeded();
    await page.screenshot({ path: shot('play-sudoku-candidates-390.png') });
    const next = blanks.find((b) => sees(near, b) && !(b[0] === t[0] && b[1] === t[1]) && right(b) !== D)!;
    await tap(box(page, next));
    await tap(key(page, right(next)));
    await expectCandidates();
    // A mark typed while they show is refused, said so.
    await tap(box(page, far));
    await tap(notes);
    await tap(key(page, 1));
    expect(await status(page)).toBe('Candidates are on: turn them off to write your own notes.');
    await tap(notes);
    // Off: the reader's own notes again.
    await tap(candidates);
    expect(await candidates.getAttribute('aria-pressed')).toBe('false');
    expect(await marksOf(page, far, blanks)).toBe([D, right(far)].sort((a, b) => a - b).join(''));
    await expectCounts();
    expect(problemsOf(page)).toEqual([]);
    await page.close();
  });

  it('on a laptop: the houses stay lit while Notes is pressed and go dark as the game is left; Candidates kept across a reload; the help; the pad even; played to the end by picking digits first', async () => {
    const { size, blanks, right, sees } = game();
    const { page } = await openSized('sudoku', contexts.desktop, { width: 1280, height: 800 });
    const tap = (l: Locator) => l.click();
    const t = blanks[0]!;
    const lit = () => page.locator('input.play-digit.play-house').count();
    const seen = blanks.filter((c) => c === t || sees(t, c)).length;
    await tap(box(page, t));
    expect(await lit()).toBe(seen);
    const notes = page.getByRole('button', { name: 'Notes' });
    await tap(notes);
    expect(await lit()).toBe(seen);
    await tap(notes);
    await page.locator('h1').click();
    expect(await lit()).toBe(0);
    expect(await page.locator('.play-help').allInnerTexts()).toContain('Or pick a digit on the keypad first, then tap cells to write it in; tap it again to let go. Candidates shows in every empty box the digits it may still hold.');
    await padEven(page, size, 1280);
    // On a laptop the row and column numbers stay beside the grid.
    expect((await gridOnBoard(page)).left).toBeGreaterThan(20);

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

    // Number-first: nothing chosen, a key picks its digit and stays picked; in Notes a cell clicked takes its mark, again rubs it out.
    await tap(page.locator('.game-head h1'));
    const d0 = right(t);
    await tap(key(page, d0));
    expect(await key(page, d0).getAttribute('aria-pressed')).toBe('true');
    expect(await status(page)).toBe(`${d0} picked: tap boxes to write it; tap ${d0} again or press Esc to let go.`);
    await tap(notes);
    await tap(box(page, t));
    expect(await marksOf(page, t, blanks)).toBe(String(d0));
    await tap(box(page, t));
    expect(await marksOf(page, t, blanks)).toBe('');
    await tap(notes);
    // Tapped again, the key lets go: the next key types into the chosen cell, as cell-first does; Escape lets go too.
    await tap(key(page, d0));
    expect(await key(page, d0).getAttribute('aria-pressed')).toBe('false');
    expect(await status(page)).toBe(`${d0} let go.`);
    await tap(box(page, t));
    await tap(key(page, d0));
    expect(await box(page, t).inputValue()).toBe(String(d0));
    await page.locator('.game-head h1').click();
    await key(page, d0).click();
    expect(await key(page, d0).getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.press('Escape');
    expect(await key(page, d0).getAttribute('aria-pressed')).toBe('false');

    // Each digit picked in turn (the next picks over the last) and its cells clicked: solved, every key done.
    await tap(page.locator('.game-head h1'));
    for (let d = 1; d <= size; d++) {
      await tap(key(page, d));
      expect(await key(page, d).getAttribute('aria-pressed')).toBe('true');
      for (const b of blanks.filter((c) => right(c) === d && c !== t)) await tap(box(page, b));
      if (d === 5) {
        await page.locator('.play-figure').scrollIntoViewIfNeeded();
        await page.screenshot({ path: shot('play-sudoku-number-first-1280.png') });
      }
    }
    expect(await solved(page)).toBe('true');
    for (let d = 1; d <= size; d++) {
      expect(await key(page, d).getAttribute('aria-label')).toBe(`${d}, all placed`);
      expect(await key(page, d).getAttribute('class')).toContain('play-key-done');
    }
    expect(problemsOf(page)).toEqual([]);
    await page.close();
  });
});
