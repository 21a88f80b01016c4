import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gameStarted, problemsOf, useContexts } from '../browser.ts';
import { asKind } from '../../../src/kinds/record.ts';
import { archiveBook } from '../books.ts';
import { books, dir, openPuzzle, record, solved, status, useBrowser } from './game.ts';

type Cell = [number, number];

const { browser } = useBrowser();
const devices = useContexts('phone');

/** The first Numbrix of the shared book (or its medium one), with where its answer puts each number. */
function game(which: 'first' | 'medium' = 'first') {
  const r = which === 'first' ? record('numbrix') : asKind(archiveBook(books).puzzles.find((p) => p.kind === 'numbrix' && p.difficulty === which)!, 'numbrix');
  const { puzzle } = r;
  const answer = r.solution.grid;
  const where = new Map<number, Cell>();
  answer.forEach((row, y) => row.forEach((v, x) => where.set(v, [y, x])));
  const at = (n: number) => where.get(n)!;
  const printed = (n: number) => puzzle.givens[at(n)[0]]![at(n)[1]]! > 0;
  const last = puzzle.width * puzzle.height;
  const givens = puzzle.givens.flat().filter((v) => v > 0).sort((a, b) => a - b);
  return { r, puzzle, answer, at, printed, last, givens };
}

const square = (page: Page, [y, x]: Cell): Locator => page.locator(`.play-layer [data-cell="${y}-${x}"]`);
const touches = (a: Cell, b: Cell) => Math.abs(a[0] - b[0]) + Math.abs(a[1] - b[1]) === 1;

/** The board as the page shows it: printed numbers from the puzzle, placed ones from their squares. */
async function board(page: Page, givens: number[][]): Promise<number[][]> {
  const placed = await page.locator('.play-layer [data-cell]').evaluateAll((els) => els.map((el) => [el.getAttribute('data-cell'), el.textContent] as const));
  const values = givens.map((row) => [...row]);
  for (const [cell, text] of placed) {
    const [y, x] = cell!.split('-').map(Number) as Cell;
    if (text) values[y]![x] = Number(text);
  }
  return values;
}

/** How many pairs of consecutive numbers on `values` stand on touching squares. */
function touchingPairs(values: number[][]): number {
  const cells = values.flatMap((row, y) => row.flatMap((v, x): [number, Cell][] => (v > 0 ? [[v, [y, x]]] : [])));
  return cells.filter(([v, a]) => cells.some(([w, b]) => w === v + 1 && touches(a, b))).length;
}

const pathLines = (page: Page) => page.locator('.play-path line').count();
const mistakes = (page: Page) => page.locator('.play-mistakes').innerText();
/** What the Next tile says, in words (its accessible name, less the way the count goes). */
const next = async (page: Page) => (await page.locator('.play-next').getAttribute('aria-label'))!.replace(/, counting (up|down)$/, '');
const centre = async (loc: Locator): Promise<[number, number]> => {
  const box = (await loc.boundingBox())!;
  return [box.x + box.width / 2, box.y + box.height / 2];
};
// The test runs in Node (no DOM types): what runs in the page is written as an expression.
const noSideScroll = (page: Page) => page.evaluate<boolean>('document.documentElement.scrollWidth <= window.innerWidth');
/** The square the keyboard is on (`r-c`), or null. */
const focused = (page: Page) => page.evaluate<string | null>('document.activeElement?.dataset?.cell ?? null');

/** A printed number whose next `k` numbers (counting up) are all empty squares. */
function runAfterGiven(g: ReturnType<typeof game>, k: number): number {
  const from = g.givens.find((v) => v + k <= g.last && Array.from({ length: k }, (_, i) => v + 1 + i).every((n) => !g.printed(n)));
  if (from === undefined) throw new Error(`no printed number with ${k} empty squares after it`);
  return from;
}

describe('Numbrix in the browser', () => {
  it('is played by keyboard alone to the end, counting up then down; a refused square is ringed and not counted; a solved board is locked', async () => {
    const g = game();
    const page = await openPuzzle(g.r.id);
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(await next(page)).toBe('Click a number');

    // Tab from the top of the page into the board: one tab stop for the whole grid.
    for (let i = 0; i < 60 && !(await focused(page)); i++) await page.keyboard.press('Tab');
    let at: Cell = (await focused(page))!.split('-').map(Number) as Cell;
    const goTo = async ([y, x]: Cell) => {
      while (at[0] !== y) {
        await page.keyboard.press(at[0] < y ? 'ArrowDown' : 'ArrowUp');
        at = [at[0] + (at[0] < y ? 1 : -1), at[1]];
      }
      while (at[1] !== x) {
        await page.keyboard.press(at[1] < x ? 'ArrowRight' : 'ArrowLeft');
        at = [at[0], at[1] + (at[1] < x ? 1 : -1)];
      }
      expect(await focused(page)).toBe(`${y}-${x}`);
      await page.keyboard.press('Enter');
    };

    const start = g.givens[Math.floor(g.givens.length / 2)]!;
    await goTo(g.at(start));
    expect(await status(page)).toMatch(/^Continuing from \d+$/);
    const cursor = Number((await status(page)).match(/from (\d+)/)![1]);
    expect(await next(page)).toBe(`Next: ${cursor + 1}`);

    // A square that does not touch the current number is refused outright: explained and ringed
    // there, but a slip of the finger, not a mistake: nothing counted, nothing to undo.
    const far = [...Array(g.last).keys()].map((i) => i + 1).find((n) => !g.printed(n) && !touches(g.at(n), g.at(cursor)))!;
    const undoable = await page.getByRole('button', { name: 'Undo' }).isEnabled();
    await goTo(g.at(far));
    expect(await status(page)).toContain('must touch');
    expect(await mistakes(page)).toBe('');
    expect(await page.getByRole('button', { name: 'Undo' }).isEnabled()).toBe(undoable);
    expect(await square(page, g.at(far)).innerText()).toBe('');
    expect(await page.locator('.play-flag').count()).toBe(1);
    expect(await page.locator('.play-flag').boundingBox()).toEqual(await square(page, g.at(far)).boundingBox());

    for (let n = start + 1; n <= g.last; n++) if (!g.printed(n)) await goTo(g.at(n));
    expect(await next(page)).toBe(`Last: ${g.last}`);
    await page.keyboard.press('-');
    // Turning the count is said, not left under what the last square said.
    expect(await status(page)).toBe('Counting down now.');
    expect(await page.getByRole('button', { name: /counting down/ }).count()).toBe(1);
    expect(await page.locator('.play-next .play-icon-down').count()).toBe(1);
    for (let n = start - 1; n >= 1; n--) if (!g.printed(n)) await goTo(g.at(n));

    expect(await solved(page)).toBe('true');
    expect(await status(page)).toMatch(/^Solved in \d+:\d\d\. Well done!$/);
    // Every square shows the answer: placed numbers on the buttons, printed ones in the drawing.
    expect(await board(page, g.puzzle.givens)).toEqual(g.answer);
    expect(await pathLines(page)).toBe(g.last - 1);

    // Solved is locked: the squares take no more presses.
    expect(await page.locator('.play-layer').evaluate((el) => (el as { inert?: boolean }).inert)).toBe(true);
    const placedOne = g.at([...Array(g.last).keys()].map((i) => i + 1).find((n) => !g.printed(n))!);
    await page.mouse.click(...(await centre(square(page, placedOne))));
    expect(await square(page, placedOne).innerText()).toBe(String(g.answer[placedOne[0]]![placedOne[1]]));
    expect(await solved(page)).toBe('true');

    // Solved stays solved after a reload.
    await page.reload();
    await gameStarted(page);
    expect(await solved(page)).toBe('true');
    expect(problemsOf(page)).toEqual([]);
    await page.close();
  });

  it('clicking a placed number takes it away', async () => {
    const g = game();
    const page = await openPuzzle(g.r.id);
    const from = runAfterGiven(g, 1);
    await square(page, g.at(from)).click();
    await square(page, g.at(from + 1)).click();
    expect(await square(page, g.at(from + 1)).innerText()).toBe(String(from + 1));
    await square(page, g.at(from + 1)).click();
    expect(await square(page, g.at(from + 1)).innerText()).toBe('');
    expect(await status(page)).toBe(`Removed ${from + 1}`);
    expect(await mistakes(page)).toBe('');
    expect(problemsOf(page)).toEqual([]);
    await page.close();
  });

  it('is played to the end with taps alone on a phone, with no sideways scroll', async () => {
    const g = game();
    const page = await openPuzzle(g.r.id, devices.phone);
    expect(await next(page)).toBe('Tap a number');
    expect(await noSideScroll(page)).toBe(true);
    // A numbered square starts a drag: a finger there draws instead of scrolling.
    const [gy, gx] = g.at(g.givens[0]!);
    expect(await page.evaluate(`getComputedStyle(document.querySelector('.play-layer [data-cell="${gy}-${gx}"]')).touchAction`)).toBe('none');

    const start = g.givens[Math.floor(g.givens.length / 2)]!;
    await square(page, g.at(start)).tap();
    const half = Math.floor((start + g.last) / 2);
    for (let n = start + 1; n <= g.last; n++) {
      if (!g.printed(n)) await square(page, g.at(n)).tap();
      if (n === half) {
        // Half played: the path so far is drawn, and the board, its controls and the status fit the screen.
        expect(await pathLines(page)).toBe(touchingPairs(await board(page, g.puzzle.givens)));
        expect(await pathLines(page)).toBeGreaterThan(0);
        await page.locator('.play-figure').scrollIntoViewIfNeeded();
        await page.screenshot({ path: join(dir, 'numbrix-half-390.png') });
        // The Next tile is small enough for the whole toolbar, Check too, to stay on one line.
        const top = async (name: string) => (await page.getByRole('button', { name }).boundingBox())!.y;
        expect(await top('Check')).toBe(await top('Undo'));
        for (const sel of ['.play-figure', '.play-status', '.play-next', '.play-tools .play-primary']) {
          const box = (await page.locator(sel).boundingBox())!;
          expect(box.y, sel).toBeGreaterThanOrEqual(0);
          expect(box.y + box.height, sel).toBeLessThanOrEqual(844);
        }
      }
    }
    await page.locator('.play-next').tap();
    expect(await next(page)).toMatch(/^Next: \d+$/);
    for (let n = start - 1; n >= 1; n--) if (!g.printed(n)) await square(page, g.at(n)).tap();
    expect(await solved(page)).toBe('true');
    expect(await status(page)).toMatch(/^Solved in \d+:\d\d\. Well done!$/);
    expect(await board(page, g.puzzle.givens)).toEqual(g.answer);
    expect(await noSideScroll(page)).toBe(true);
    expect(problemsOf(page)).toEqual([]);
    await page.close();
  });

  it('a drag places several numbers in one gesture, going back takes the last away, and one Undo takes the whole drag back', async () => {
    // The medium 6×6: easy ones print nearly every other number, leaving no run of three to drag.
    const g = game('medium');
    const page = await openPuzzle(g.r.id);
    const from = runAfterGiven(g, 3);
    const run = [from, from + 1, from + 2, from + 3];
    const points = await Promise.all(run.map((n) => centre(square(page, g.at(n)))));
    const lines = await pathLines(page);

    await page.mouse.move(...points[0]!);
    await page.mouse.down();
    for (const p of points.slice(1)) await page.mouse.move(...p, { steps: 6 });
    // Back onto the square before: the last number goes again.
    await page.mouse.move(...points[2]!, { steps: 6 });
    expect(await square(page, g.at(from + 3)).innerText()).toBe('');
    await page.mouse.move(...points[3]!, { steps: 6 });
    await page.mouse.up();

    for (const n of run.slice(1)) expect(await square(page, g.at(n)).innerText()).toBe(String(n));
    expect(await status(page)).toMatch(new RegExp(`^Placed ${from + 1} to ${from + 3}`));
    expect(await pathLines(page)).toBe(touchingPairs(await board(page, g.puzzle.givens)));
    expect(await pathLines(page)).toBeGreaterThanOrEqual(lines + 3);
    // The drag's end is not also a click that takes its last number away.
    expect(await mistakes(page)).toBe('');

    await page.getByRole('button', { name: 'Undo' }).click();
    for (const n of run.slice(1)) expect(await square(page, g.at(n)).innerText()).toBe('');
    expect(await pathLines(page)).toBe(lines);
    await page.keyboard.press('Control+y');
    for (const n of run.slice(1)) expect(await square(page, g.at(n)).innerText()).toBe(String(n));
    await page.keyboard.press('Control+z');
    for (const n of run.slice(1)) expect(await square(page, g.at(n)).innerText()).toBe('');
    await page.getByRole('button', { name: 'Redo' }).click();
    for (const n of run.slice(1)) expect(await square(page, g.at(n)).innerText()).toBe(String(n));
    expect(await next(page)).toMatch(/^Next: \d+$/);
    expect(problemsOf(page)).toEqual([]);
    await page.close();
  });

  it('Check rings a wrongly placed number where it is and counts it once; with none wrong it says how many squares are empty', async () => {
    const g = game();
    const page = await openPuzzle(g.r.id);
    // A printed number, and an empty square beside it where its next number may go by the rules but does not.
    const picks = g.givens.flatMap((v) => {
      if (v === g.last || g.printed(v + 1)) return [];
      const [y, x] = g.at(v);
      const around: Cell[] = [[y - 1, x], [y + 1, x], [y, x - 1], [y, x + 1]];
      return around
        .filter(([a, b]) => g.puzzle.givens[a]?.[b] === 0 && !(a === g.at(v + 1)[0] && b === g.at(v + 1)[1]))
        .filter((c) => v + 2 > g.last || !g.printed(v + 2) || touches(c, g.at(v + 2)))
        .map((c) => ({ v, c }));
    });
    const { v, c: wrongSquare } = picks[0]!;
    await square(page, g.at(v)).click();
    await square(page, wrongSquare).click();
    expect(await square(page, wrongSquare).innerText()).toBe(String(v + 1));
    // Trying a square is not a mistake.
    expect(await mistakes(page)).toBe('');

    const check = page.getByRole('button', { name: 'Check' });
    await check.click();
    expect(await status(page)).toBe(`This number is not where the answer has it: ${v + 1} in row ${wrongSquare[0] + 1}, column ${wrongSquare[1] + 1}.`);
    expect(await status(page)).not.toContain('empty');
    expect(await page.locator('.play-flag').count()).toBe(1);
    expect(await page.locator('.play-flag').boundingBox()).toEqual(await square(page, wrongSquare).boundingBox());
    expect(await mistakes(page)).toBe('Mistakes: 1');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: join(dir, 'numbrix-check-1280.png') });
    await check.click();
    expect(await mistakes(page)).toBe('Mistakes: 1');

    // Taken away and put right: Check finds nothing wrong, and says what is left.
    await square(page, wrongSquare).click();
    expect(await page.locator('.play-flag').count()).toBe(0);
    await square(page, g.at(v)).click();
    await square(page, g.at(v + 1)).click();
    await check.click();
    const empty = (await board(page, g.puzzle.givens)).flat().filter((n) => n === 0).length;
    expect(await status(page)).toBe(`Every number placed so far is right; ${empty} squares are still empty.`);
    expect(await page.locator('.play-flag').count()).toBe(0);
    expect(await mistakes(page)).toBe('Mistakes: 1');
    expect(problemsOf(page)).toEqual([]);
    await page.close();
  });

  it('path lines follow the board; progress and lines survive a reload and reach a second tab', async () => {
    const g = game();
    const page = await openPuzzle(g.r.id);
    expect(await pathLines(page)).toBe(touchingPairs(g.puzzle.givens));

    // Half the board by clicks, from the smallest printed number up.
    const start = g.givens[Math.floor(g.givens.length / 2)]!;
    await square(page, g.at(start)).click();
    const half = Math.floor((start + g.last) / 2);
    for (let n = start + 1; n <= half; n++) {
      if (g.printed(n)) continue;
      await square(page, g.at(n)).click();
      expect(await pathLines(page)).toBe(touchingPairs(await board(page, g.puzzle.givens)));
    }
    const values = await board(page, g.puzzle.givens);
    const lines = await pathLines(page);
    expect(lines).toBeGreaterThan(touchingPairs(g.puzzle.givens));
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: join(dir, 'numbrix-half-1280.png') });

    await page.reload();
    await gameStarted(page);
    expect(await board(page, g.puzzle.givens)).toEqual(values);
    expect(await pathLines(page)).toBe(lines);
    expect(await next(page)).toMatch(/^Next: \d+$/);

    // A second tab of the same puzzle takes the first's moves.
    const other = await openPuzzle(g.r.id, browser(), { keep: true });
    expect(await board(other, g.puzzle.givens)).toEqual(values);
    let n = half + 1;
    while (g.printed(n)) n++;
    expect(await next(page)).toBe(`Next: ${n}`);
    await square(page, g.at(n)).click();
    await expect.poll(() => square(other, g.at(n)).innerText()).toBe(String(n));
    expect(await pathLines(other)).toBe(touchingPairs(await board(other, g.puzzle.givens)));
    expect(problemsOf(page)).toEqual([]);
    expect(problemsOf(other)).toEqual([]);
    await other.close();
    await page.close();
  });
});
