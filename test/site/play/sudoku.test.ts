import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gridHint, startGrid } from '../../../src/play/grid.ts';
import { DESKTOP, launch, problemsOf } from '../browser.ts';
import { dir, openPuzzle, record, solved, status, useBrowser } from './game.ts';
import { rules as sudokuRules } from '../../../src/kinds/sudoku/play.ts';

// Sudoku played in Chromium, the shared archive's 9×9: by keyboard on a desktop, by taps on the
// page's keypad on a phone; a digit that repeats one in its row, column or box said, flagged and
// counted once; pencil marks; the digit in play lit across the grid; Hint, Check, undo and redo.
useBrowser();

interface Cell {
  y: number;
  x: number;
}
type Where = 'row' | 'column' | 'box';

const game = () => {
  const r = record('sudoku');
  const { size, box: [w, h], givens } = r.puzzle;
  const blanks: Cell[] = givens.flatMap((row, y) => row.flatMap((v, x) => (v === 0 ? [{ y, x }] : [])));
  const right = (b: Cell) => r.solution.grid[b.y]![b.x]!;
  /** The cells of a cell's row, column or box. */
  const group = (b: Cell, where: Where): Cell[] =>
    Array.from({ length: size }, (_, i) =>
      where === 'row' ? { y: b.y, x: i } : where === 'column' ? { y: i, x: b.x } : { y: Math.floor(b.y / h) * h + Math.floor(i / w), x: Math.floor(b.x / w) * w + (i % w) },
    );
  const printedIn = (b: Cell, where: Where) => new Set(group(b, where).map((c) => givens[c.y]![c.x]!).filter((v) => v > 0));
  /** A blank and a digit printed in its `where` and in neither of its other two groups: typed there, it repeats one in that group alone. */
  const clash = (where: Where) => {
    const others = (['row', 'column', 'box'] as const).filter((o) => o !== where);
    for (const b of blanks) {
      const d = [...printedIn(b, where)].find((v) => others.every((o) => !printedIn(b, o).has(v)));
      if (d !== undefined) return { b, d, given: group(b, where).find((c) => givens[c.y]![c.x] === d)! };
    }
    return null;
  };
  /** A blank and a digit that is not its answer yet repeats nothing printed: wrong, but only the answer says so. */
  const quietlyWrong = () => {
    for (const b of blanks) {
      const d = Array.from({ length: size }, (_, i) => i + 1).find((v) => v !== right(b) && (['row', 'column', 'box'] as const).every((o) => !printedIn(b, o).has(v)));
      if (d !== undefined) return { b, d };
    }
    throw new Error('every blank has one candidate left by the printed digits');
  };
  /** Whether two cells share a row, column or box (a digit written in one rubs its pencil mark out of the other). */
  const sees = (a: Cell, b: Cell) => (a.y !== b.y || a.x !== b.x) && (['row', 'column', 'box'] as const).some((w) => group(a, w).some((c) => c.y === b.y && c.x === b.x));
  return { r, size, blanks, right, clash, quietlyWrong, sees, group };
};
const box = (page: Page, b: Cell) => page.getByLabel(`Row ${b.y + 1}, column ${b.x + 1}`, { exact: true });
const mistakes = (page: Page) => page.locator('.play-mistakes').innerText();
/** Which of `cells` a flag rings: one whose centre is on the cell's square of the drawing (printed cells have no box to compare with). */
async function flagged(page: Page, cells: Cell[]): Promise<Cell[]> {
  const centres = await page.locator('.play-flag').evaluateAll((els) =>
    els.map((el) => {
      const r = el.getBoundingClientRect();
      return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
    }),
  );
  const squares = await page.evaluate(
    (keys) => keys.map((key) => document.querySelector(`.play-figure > svg rect[data-key="${key}"]`)!.getBoundingClientRect().toJSON() as DOMRect),
    cells.map((c) => `cell-${c.y}-${c.x}`),
  );
  return cells.filter((_, i) => centres.some((f) => f.x > squares[i]!.left && f.x < squares[i]!.right && f.y > squares[i]!.top && f.y < squares[i]!.bottom));
}

/** Every cell, printed digit and pencil mark of the grid, with the digit it holds and whether it is lit. */
const lighting = (page: Page) =>
  page.evaluate(() => {
    const layer = document.querySelector('.play-layer')!;
    const of = (s: string, digit: (el: Element) => string | null | undefined) =>
      [...layer.querySelectorAll(s)].map((el) => ({ digit: digit(el) ?? '', lit: el.classList.contains('play-lit') }));
    return {
      cells: of('input.play-digit', (el) => (el as HTMLInputElement).value),
      printed: of('.play-given', (el) => (el as HTMLElement).dataset.digit),
      marks: of('.play-notes-pad span', (el) => el.textContent),
    };
  });

/** That exactly the cells, printed digits and pencil marks holding `d` are lit, and that some of each of `some` there are. */
async function expectLit(page: Page, d: number, some: ('cells' | 'printed' | 'marks')[]): Promise<void> {
  const seen = await lighting(page);
  for (const [what, all] of Object.entries(seen)) {
    expect(all.filter((e) => e.lit !== (e.digit === String(d))), `${what} lit that do not hold ${d}, or holding ${d} and not lit`).toEqual([]);
  }
  for (const what of some) expect(seen[what].filter((e) => e.lit).length, `${what} holding ${d}, lit`).toBeGreaterThan(0);
}

describe('Sudoku in the browser', () => {
  it('a digit that repeats one in its row, column or box is said, flagged and counted once; a hint is the step solver’s, ringed and written in; typing the rest solves it; a solved grid takes no more', async () => {
    const { r, blanks, right, clash } = game();
    expect(r.puzzle.size).toBe(9);
    const page = await openPuzzle(r.id);
    await page.setViewportSize(DESKTOP.viewport);

    let counted = 0;
    for (const where of ['row', 'column', 'box'] as const) {
      const found = clash(where);
      // A 9×9 of medium has digits to repeat in a row alone; one in a column or a box alone, nearly always.
      if (!found) {
        expect(where, 'a digit printed in a row and not in the column or box of a blank of it').not.toBe('row');
        continue;
      }
      const { b, d, given } = found;
      await box(page, b).focus();
      await page.keyboard.type(String(d));
      expect(await status(page)).toBe(`${d} is already in this ${where}.`);
      expect(await mistakes(page)).toBe(`Mistakes: ${++counted}`);
      // Both cells ringed: the digit typed, and the printed one it repeats.
      expect(await page.locator('.play-flag').count()).toBe(2);
      expect(await flagged(page, [b, given])).toEqual([b, given]);
      if (where === 'row') await page.screenshot({ path: join(dir, 'play-sudoku-clash-1280.png') });
      // The same digit in the same cell again is the same mistake: not counted twice.
      await box(page, b).focus();
      await page.keyboard.press('Backspace');
      expect(await box(page, b).inputValue()).toBe('');
      await page.keyboard.type(String(d));
      expect(await status(page)).toBe(`${d} is already in this ${where}.`);
      expect(await mistakes(page)).toBe(`Mistakes: ${counted}`);
      await box(page, b).focus();
      await page.keyboard.press('Backspace');
      expect(await box(page, b).inputValue()).toBe('');
    }
    expect(counted).toBeGreaterThan(0);

    // Every cell empty again: the hint is the step solver's first step from the start, said and ringed.
    const expected = gridHint(sudokuRules, r.puzzle, startGrid(sudokuRules, r.puzzle), r.solution);
    if (expected.type !== 'step') throw new Error(`expected a step, got ${expected.type}`);
    await page.locator('.play-hint-button').click();
    expect(await status(page)).toContain(expected.say);
    const ringed = await page.locator('.play-hinted').evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-cell'))));
    expect(ringed.sort((a, b) => a - b)).toEqual([...expected.cells].sort((a, b) => a - b));
    await page.screenshot({ path: join(dir, 'play-sudoku-hint-1280.png') });
    await page.locator('.play-hint-button').click();
    expect(expected.place.length).toBeGreaterThan(0);
    for (const { cell, value } of expected.place) expect(await box(page, { y: Math.floor(cell / r.puzzle.size), x: cell % r.puzzle.size }).inputValue()).toBe(String(value));
    expect(await page.locator('.play-hints').innerText()).toBe('Hints: 1');

    for (const b of blanks) {
      if ((await box(page, b).inputValue()) === '') {
        await box(page, b).focus();
        await page.keyboard.type(String(right(b)));
      }
    }
    expect(await solved(page)).toBe('true');
    expect(await status(page)).toMatch(/^Solved in \d+:\d\d/);
    expect(await mistakes(page)).toBe(`Mistakes: ${counted}`);
    await page.evaluate(() => scrollTo(0, 0));
    await page.screenshot({ path: join(dir, 'play-sudoku-solved-1280.png') });
    // A solved grid takes no more digits.
    const first = blanks[0]!;
    await box(page, first).focus({ timeout: 500 }).catch(() => undefined);
    await page.keyboard.type(String((right(first) % 9) + 1));
    expect(await box(page, first).inputValue()).toBe(String(right(first)));
    expect(problemsOf(page)).toEqual([]);
  });

  it('Check flags each wrong digit where it is and counts it once; Check this box checks one; Ctrl+Z and Ctrl+Y undo and redo', async () => {
    const { r, right, quietlyWrong } = game();
    const page = await openPuzzle(r.id);
    const { b, d } = quietlyWrong();
    await box(page, b).focus();
    await page.keyboard.type(String(d));
    // It repeats nothing: no rule is broken yet, only the answer.
    expect(await mistakes(page)).toBe('');
    expect(await page.locator('.play-flag').count()).toBe(0);
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    expect(await status(page)).toBe(`This digit is wrong: row ${b.y + 1} column ${b.x + 1}.`);
    expect(await mistakes(page)).toBe('Mistakes: 1');
    expect(await flagged(page, [b])).toEqual([b]);
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    expect(await mistakes(page)).toBe('Mistakes: 1');

    // Typed over with the right digit, then undone twice and done again twice.
    await box(page, b).focus();
    await page.keyboard.type(String(right(b)));
    expect(await box(page, b).inputValue()).toBe(String(right(b)));
    await page.keyboard.press('Control+z');
    expect(await box(page, b).inputValue()).toBe(String(d));
    await page.keyboard.press('Control+z');
    expect(await box(page, b).inputValue()).toBe('');
    await page.keyboard.press('Control+y');
    await page.keyboard.press('Control+y');
    expect(await box(page, b).inputValue()).toBe(String(right(b)));

    await box(page, b).focus();
    await page.getByRole('button', { name: 'Check this box' }).click();
    expect(await status(page)).toBe(`${right(b)} in row ${b.y + 1}, column ${b.x + 1} is right.`);
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    expect(await status(page)).toBe(`${game().blanks.length - 1} cells are still empty; every digit so far is right.`);
    expect(problemsOf(page)).toEqual([]);
  });

  it('on a phone: pencil marks go in and go once a digit is written; the digit in play is lit across the grid, a printed one when tapped; taps on the keypad play it to the end', async () => {
    const { r, blanks, right, sees } = game();
    const phone = await launch({ phone: true });
    try {
      const page = await openPuzzle(r.id, phone);
      const [b0] = blanks as [Cell];
      expect(await box(page, b0).getAttribute('inputmode')).toBe('none');
      const key = (d: number) => page.locator('.play-key', { hasText: new RegExp(`^${d}$`) });
      const notes = (b: Cell) => page.locator('.play-notes').nth(blanks.indexOf(b));
      const notesButton = page.getByRole('button', { name: 'Notes' });

      // A cell to write a digit D in, and D pencilled in the first blank beside its own answer (one that does not see it: its D stays).
      const printed = r.puzzle.givens.flat();
      const b1 = blanks.find((b) => !sees(b, b0) && b !== b0 && right(b) !== right(b0) && printed.includes(right(b)))!;
      const D = right(b1);
      const marks = [right(b0), D];
      await box(page, b0).tap();
      await notesButton.tap();
      expect(await notesButton.getAttribute('aria-pressed')).toBe('true');
      for (const d of marks) await key(d).tap();
      expect(await status(page)).toBe(`Pencil mark ${D} written in.`);
      expect((await notes(b0).innerText()).replace(/\s/g, '')).toBe([...marks].sort((a, b) => a - b).join(''));
      // A mark tapped again is rubbed out, and again put back.
      await key(D).tap();
      expect((await notes(b0).innerText()).replace(/\s/g, '')).toBe(String(right(b0)));
      await key(D).tap();
      // D pencilled in a second blank too, one in another row and column, not seeing b1 either.
      const b2 = blanks.find((b) => b !== b1 && !sees(b, b1) && b.y !== b0.y && b.x !== b0.x && right(b) !== D)!;
      await box(page, b2).tap();
      await key(D).tap();
      await notesButton.tap();
      expect(await notesButton.getAttribute('aria-pressed')).toBe('false');

      // D written in its cell, then that cell chosen: every D lit, in cells, printed and pencilled.
      await box(page, b1).tap();
      await key(D).tap();
      expect(await box(page, b1).inputValue()).toBe(String(D));
      await box(page, b1).tap();
      await expectLit(page, D, ['cells', 'printed', 'marks']);
      await page.locator('.play-figure').scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(dir, 'play-sudoku-notes-lit-390.png') });
      // The same in dark mode: the lit cells and marks must still stand out.
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.screenshot({ path: join(dir, 'play-sudoku-notes-lit-dark-390.png') });
      await page.emulateMedia({ colorScheme: 'light' });

      // A printed digit tapped lights its own digit instead.
      const G = printed.find((v) => v > 0 && v !== D)!;
      await page.locator(`.play-given[data-digit="${G}"]`).first().tap();
      await expectLit(page, G, ['printed']);

      // A cell with a digit shows it, not its marks: the rest by taps on a cell and on the keypad.
      for (const b of blanks) {
        if ((await box(page, b).inputValue()) !== '') continue;
        await box(page, b).tap();
        await key(right(b)).tap();
      }
      expect((await notes(b0).innerText()).trim()).toBe('');
      expect((await notes(b2).innerText()).trim()).toBe('');
      expect(await solved(page)).toBe('true');
      expect(await mistakes(page)).toBe('');
      await page.evaluate(() => scrollTo(0, 0));
      await page.screenshot({ path: join(dir, 'play-sudoku-solved-390.png') });
      expect(problemsOf(page)).toEqual([]);
    } finally {
      await phone.close();
    }
  });
});
