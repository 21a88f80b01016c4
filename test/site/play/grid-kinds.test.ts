import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SIGNS } from '../../../src/engine/grid/totals.ts';
import { SIDES } from '../../../src/kinds/skyscrapers/schema.ts';
import { asKind } from '../../../src/kinds/record.ts';
import { archiveBook, bookOf, puzzleOf } from '../books.ts';
import { problemsOf, screenshotPath, useContexts, visit } from '../browser.ts';
import { books, dir, origin, solved, status } from './game.ts';
import { gameStarted } from '../browser.ts';

// What each kind on the grid kit shows in Chromium beyond the way they all play (the cells and
// keypad, played to the end in ways.test.ts; their rules in Node, test/play/grid-kinds.test.ts):
// its printed clues (Calcudoku's and Killer Sudoku's cage clues, Kakuro's sums, Futoshiki's
// chevrons, Skyscrapers' counts round the grid) in view and unhidden by the boxes laid over the
// cells, at load, on a 390×844 phone and a 1280×800 desktop; Kakuro's boxes on its white squares
// alone; Killer Sudoku's chosen cell lighting its cage with its houses; and a full Calcudoku grid
// that breaks a cage named and ringed at once. Each kind's page is opened once on each device,
// in one tab that goes from page to page.
const contexts = useContexts('phone', 'desktop');
const shot = (name: string) => screenshotPath(dir, name);

/** The shared archive's puzzles these tests open: the first book's, and the Skyscrapers book's 6×6. */
const puzzles = () => ({
  calcudoku: puzzleOf(archiveBook(books), 'calcudoku'),
  killer: puzzleOf(archiveBook(books), 'killer-sudoku'),
  kakuro: puzzleOf(archiveBook(books), 'kakuro'),
  futoshiki: puzzleOf(archiveBook(books), 'futoshiki'),
  skyscrapers: asKind(bookOf(books, 'skyscrapers').puzzles[0]!, 'skyscrapers'),
});

/** A puzzle's page in the tab, its progress cleared, its game started. */
async function go(page: Page, id: string): Promise<void> {
  await page.evaluate((key) => localStorage.removeItem(key), `puzzlebook:play:${id}`);
  await visit(page, `${origin}/puzzles/${id}/`);
  await gameStarted(page);
  await page.evaluate(() => scrollTo(0, 0));
}

/**
 * The drawing's texts that `match`, but those wholly off the board (the row and column numbers a
 * phone's board leaves out, src/play/crop.ts): each with whether it lies wholly on the screen, and
 * whether it is what the page shows at its middle (the box over its cell is clear).
 */
const texts = (page: Page, match: string) =>
  page.evaluate((source) => {
    const pattern = new RegExp(source);
    const board = document.querySelector('.game-board')!.getBoundingClientRect();
    const off = (r: DOMRect) => r.right <= board.left || r.bottom <= board.top || r.left >= board.right || r.top >= board.bottom;
    const all = [...document.querySelectorAll('.play-figure > svg text')].filter((t) => pattern.test(t.textContent ?? ''));
    const on = all.filter((t) => !off(t.getBoundingClientRect()));
    return {
      clipped: all.length - on.length,
      seen: on.map((t) => {
        const r = t.getBoundingClientRect();
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        let clear = true;
        for (let e = hit; e && e !== document.body && !e.closest('svg'); e = e.parentElement) {
          const bg = getComputedStyle(e).backgroundColor;
          if (bg !== 'rgba(0, 0, 0, 0)' && bg !== 'transparent') clear = false;
        }
        return { text: t.textContent ?? '', inView: r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth, clear };
      }),
    };
  }, match);

const box = (page: Page, y: number, x: number) => page.getByLabel(`Row ${y + 1}, column ${x + 1}`, { exact: true });
/** The strokes drawn in the figure that are not cell edges: Futoshiki's chevrons, two strokes each. */
const chevronStrokes = (page: Page) => page.locator('.play-figure > svg line').count();

describe.each([
  { device: 'phone', width: 390 },
  { device: 'desktop', width: 1280 },
] as const)('the grid kinds’ clues at $width px ($device)', ({ device, width }) => {
  it('each kind’s printed clues in view and unhidden at load; Kakuro’s boxes on its white squares alone; Futoshiki’s chevrons drawn', async () => {
    const p = puzzles();
    const { page } = await visit(contexts[device], `${origin}/robots.txt`);
    if (device === 'desktop') await page.setViewportSize({ width: 1280, height: 800 });

    // Killer Sudoku: every cage's sum (a sum may read as a row or column number, 1 to 6: those must be in view too).
    await go(page, p.killer.id);
    const sums = await texts(page, `^(${p.killer.puzzle.cages.map((c) => c.sum).join('|')})$`);
    expect(sums.seen.length).toBeGreaterThanOrEqual(new Set(p.killer.puzzle.cages.map((c) => c.sum)).size);
    expect(sums.seen.filter((c) => !c.inView || !c.clear)).toEqual([]);
    await page.screenshot({ path: shot(`play-killer-sudoku-${width}.png`) });

    // Kakuro: a box on every white square and none on a clue; every sum in view; on a phone only the row and column numbers are off the board.
    await go(page, p.kakuro.id);
    const whites = p.kakuro.puzzle.cells.flat().filter((c) => c === null).length;
    expect(await page.locator('input.play-digit').count()).toBe(whites);
    const clues = p.kakuro.puzzle.cells.flat().flatMap((c) => (c ? [c.across, c.down].filter((v): v is number => v !== null) : [])).length;
    const numbers = await texts(page, '^\\d+$');
    expect(numbers.seen.length).toBeGreaterThanOrEqual(clues);
    expect(numbers.seen.filter((c) => !c.inView)).toEqual([]);
    if (device === 'phone') expect(numbers.clipped).toBe(p.kakuro.puzzle.rows + p.kakuro.puzzle.cols);
    await page.screenshot({ path: shot(`play-kakuro-${width}.png`) });

    // Futoshiki: its chevrons, two strokes each, drawn in the gaps.
    await go(page, p.futoshiki.id);
    expect(await chevronStrokes(page)).toBeGreaterThanOrEqual(2 * p.futoshiki.puzzle.less.length);
    await page.screenshot({ path: shot(`play-futoshiki-${width}.png`) });

    // Skyscrapers: every count round the grid (and any printed height) in view.
    await go(page, p.skyscrapers.id);
    const printed = SIDES.reduce((n, side) => n + p.skyscrapers.puzzle[side].filter((v) => v > 0).length, 0) + (p.skyscrapers.puzzle.givens?.flat().filter((v) => v > 0).length ?? 0);
    const counts = await page.evaluate(() => {
      const svg = document.querySelector('.play-figure > svg')!;
      const grid = [...svg.querySelectorAll('rect')].map((b) => b.getBoundingClientRect()).filter((b) => b.width > 0);
      const left = Math.min(...grid.map((b) => b.left));
      const frame = svg.getBoundingClientRect();
      return [...svg.querySelectorAll('text')]
        .filter((t) => /^\d$/.test(t.textContent ?? ''))
        .map((t) => t.getBoundingClientRect())
        .filter((b) => b.left >= left - 1 && b.right <= frame.right + 1)
        .map((b) => b.top >= 0 && b.left >= 0 && b.bottom <= innerHeight && b.right <= innerWidth);
    });
    expect(counts.length).toBeGreaterThanOrEqual(printed);
    expect(counts.filter((inView) => !inView)).toEqual([]);
    await page.screenshot({ path: shot(`skyscrapers-${width}.png`) });
    expect(problemsOf(page)).toEqual([]);
    await page.close();
  });
});

describe('the grid kinds on a desktop', () => {
  it('Calcudoku’s clues in view and unhidden at load; a full grid that keeps every row and column but breaks a cage named by its clue and ringed; typed right, solved', async () => {
    const r = puzzles().calcudoku;
    const { size, cages } = r.puzzle;
    const { page } = await visit(contexts.desktop, `${origin}/robots.txt`);
    await page.setViewportSize({ width: 1280, height: 800 });
    await go(page, r.id);
    const clues = cages.filter((c) => c.op !== '=').map((c) => `${c.target}${SIGNS[c.op]}`);
    const seen = await texts(page, `^(${clues.map((c) => c.replace(/[+×÷−]/g, (s) => `\\${s}`)).join('|')})$`);
    expect(seen.seen).toHaveLength(clues.length);
    expect(seen.seen.filter((c) => !c.inView || !c.clear)).toEqual([]);
    await page.screenshot({ path: shot('play-calcudoku-1280.png') });
    // Two rows of the answer swapped where neither holds a printed digit: still a Latin square, but some cage breaks.
    const printed = new Set(cages.filter((c) => c.op === '=').map((c) => `${c.cells[0]![0]},${c.cells[0]![1]}`));
    const blanks = Array.from({ length: size * size }, (_, i) => [Math.floor(i / size), i % size] as const).filter(([y, x]) => !printed.has(`${y},${x}`));
    const rows = Array.from({ length: size }, (_, y) => y).filter((y) => blanks.filter(([a]) => a === y).length === size);
    const [y1, y2] = rows as [number, number];
    const right = (y: number, x: number) => r.solution.grid[y]![x]!;
    const swapped = (y: number, x: number) => (y === y1 ? right(y2, x) : y === y2 ? right(y1, x) : right(y, x));
    await box(page, ...blanks[0]!).focus();
    await page.keyboard.type(blanks.map(([y, x]) => swapped(y, x)).join(''));
    expect(await solved(page)).not.toBe('true');
    expect(await status(page)).toMatch(/^The digits of the \d+[+−×÷] cage at row \d, column \d do not make \d+\.$/);
    expect(await page.locator('.play-flag').count()).toBeGreaterThan(1);
    await page.screenshot({ path: shot('play-calcudoku-cage-wrong-1280.png') });
    const two = blanks.filter(([y]) => y === y1 || y === y2);
    await box(page, ...two[0]!).focus();
    await page.keyboard.type(two.map(([y, x]) => right(y, x)).join(''));
    expect(await solved(page)).toBe('true');
    expect(problemsOf(page)).toEqual([]);
    await page.close();
  });

  it('Killer Sudoku: the chosen cell’s cage is lit with its row, column and box (issue 89)', async () => {
    const r = puzzles().killer;
    const { size, box: [w, h], cages } = r.puzzle;
    const { page } = await visit(contexts.desktop, `${origin}/robots.txt`);
    await page.setViewportSize({ width: 1280, height: 800 });
    await go(page, r.id);
    const all = Array.from({ length: size * size }, (_, i) => [Math.floor(i / size), i % size] as const);
    const cageOf = ([y, x]: readonly [number, number]) => cages.find((c) => c.cells.some(([a, b]) => a === y && b === x))!;
    const house = (a: readonly [number, number], b: readonly [number, number]) => a[0] === b[0] || a[1] === b[1] || (Math.floor(a[0] / h) === Math.floor(b[0] / h) && Math.floor(a[1] / w) === Math.floor(b[1] / w));
    // A cell whose cage reaches outside its row, column and box: its light is more than its houses'.
    const t = all.find((c) => cageOf(c).cells.some(([y, x]) => !house(c, [y, x])))!;
    await box(page, ...t).click();
    const lit = await page.locator('input.play-digit.play-house').evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')).sort());
    const inCage = (c: readonly [number, number]) => cageOf(t).cells.some(([y, x]) => y === c[0] && x === c[1]);
    expect(lit).toEqual(all.filter((c) => house(t, c) || inCage(c)).map(([y, x]) => `Row ${y + 1}, column ${x + 1}`).sort());
    await page.locator('.play-figure').screenshot({ path: shot('play-killer-sudoku-cage-lit-1280.png') });
    expect(problemsOf(page)).toEqual([]);
    await page.close();
  });
});
