import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { crossNumbersHint } from '../../../src/kinds/cross-numbers/play.ts';
import { launch, problemsOf } from '../browser.ts';
import { dir, openPuzzle, record, solved, status, useBrowser } from './game.ts';

// Cross Numbers played in Chromium: by keyboard on a desktop, by taps on the page's keypad on a
// phone, with pencil marks, Check, undo and redo.
useBrowser();

const game = () => {
  const r = record('cross-numbers');
  const blanks = r.puzzle.cells.flatMap((row, y) => row.flatMap((v, x) => (v === null ? [{ y, x }] : [])));
  const right = (b: { y: number; x: number }) => r.solution.cells[b.y]![b.x]!;
  const wrong = (b: { y: number; x: number }) => (right(b) === r.puzzle.digits[1] ? right(b) - 1 : right(b) + 1);
  return { r, blanks, right, wrong };
};
const box = (page: Page, y: number, x: number) => page.getByLabel(`Row ${y + 1}, column ${x + 1}`, { exact: true });
const mistakes = (page: Page) => page.locator('.play-mistakes').innerText();

describe('Cross Numbers in the browser', () => {
  it('a full line off its total is ringed and flagged, counted once; a hint is said, ringed and written in; typing the rest solves it', async () => {
    const { r, blanks, right, wrong } = game();
    const page = await openPuzzle(r.id);
    const row = blanks[0]!.y;
    const inRow = blanks.filter((b) => b.y === row);
    for (const [i, b] of inRow.entries()) await box(page, b.y, b.x).fill(String(i === 0 ? wrong(b) : right(b)));
    // One wrong digit is one mistake, though it may spoil a row and a column.
    await expect.poll(() => page.locator('.play-mark[data-holds="false"]').count()).toBeGreaterThan(0);
    expect(await mistakes(page)).toBe('Mistakes: 1');
    expect(await status(page)).toMatch(/does not make its total|do not make their totals/);
    expect(await page.locator('.play-flag').count()).toBeGreaterThan(0);

    // Put it right, then ask for a hint: the step solver's next step from here, said and ringed.
    await box(page, inRow[0]!.y, inRow[0]!.x).fill(String(right(inRow[0]!)));
    const entries = r.puzzle.cells.map((line, y) => line.map((v, x) => (v === null && y === row ? r.solution.cells[y]![x]! : null)));
    const expected = crossNumbersHint(r.puzzle, entries, r.solution.cells);
    if (expected.type !== 'step') throw new Error(`expected a step, got ${expected.type}`);
    await page.locator('.play-hint-button').click();
    expect(await status(page)).toContain(expected.say);
    const ringed = await page.locator('.play-hinted').evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-cell'))));
    expect(ringed.sort((a, b) => a - b)).toEqual([...expected.cells].sort((a, b) => a - b));
    await page.locator('.play-hint-button').click();
    for (const { cell, value } of expected.place) expect(await box(page, Math.floor(cell / r.puzzle.cols), cell % r.puzzle.cols).inputValue()).toBe(String(value));
    expect(await page.locator('.play-hints').innerText()).toBe('Hints: 1');

    for (const b of blanks) {
      if ((await box(page, b.y, b.x).inputValue()) === '') {
        await box(page, b.y, b.x).focus();
        await page.keyboard.type(String(right(b)));
      }
    }
    expect(await page.locator('.play-mark[data-holds="true"]').count()).toBe(r.puzzle.rows + r.puzzle.cols);
    expect(await solved(page)).toBe('true');
    // A solved grid takes no more digits.
    await box(page, blanks[0]!.y, blanks[0]!.x).focus({ timeout: 500 }).catch(() => undefined);
    await page.keyboard.type(String(wrong(blanks[0]!)));
    expect(await box(page, blanks[0]!.y, blanks[0]!.x).inputValue()).toBe(String(right(blanks[0]!)));
    expect(problemsOf(page)).toEqual([]);
  });

  it('keyboard only: typing over a digit replaces it, arrows move, Ctrl+Z and Ctrl+Y undo and redo', async () => {
    const { r, blanks, right, wrong } = game();
    const page = await openPuzzle(r.id);
    const first = blanks[0]!;
    await page.keyboard.press('Tab');
    // Tab into the grid: focus lands on the first blank, whatever comes before it on the page.
    await box(page, first.y, first.x).focus();
    await page.keyboard.type(String(wrong(first)));
    await box(page, first.y, first.x).focus();
    await page.keyboard.type(String(right(first)));
    expect(await box(page, first.y, first.x).inputValue()).toBe(String(right(first)));
    await page.keyboard.press('Control+z');
    expect(await box(page, first.y, first.x).inputValue()).toBe(String(wrong(first)));
    await page.keyboard.press('Control+z');
    expect(await box(page, first.y, first.x).inputValue()).toBe('');
    await page.keyboard.press('Control+y');
    await page.keyboard.press('Control+y');
    expect(await box(page, first.y, first.x).inputValue()).toBe(String(right(first)));

    // The rest by keys alone: each digit moves on to the next box, as on paper.
    await box(page, first.y, first.x).focus();
    for (const b of blanks) await page.keyboard.type(String(right(b)));
    expect(await solved(page)).toBe('true');
    expect(problemsOf(page)).toEqual([]);
  });

  it('on a phone: taps on a box and on the keypad play it to the end; the system keyboard is not asked for', async () => {
    const { r, blanks, right } = game();
    const phone = await launch({ phone: true });
    try {
      const page = await openPuzzle(r.id, phone);
      expect(await box(page, blanks[0]!.y, blanks[0]!.x).getAttribute('inputmode')).toBe('none');
      const key = (d: number) => page.locator('.play-key', { hasText: new RegExp(`^${d}$`) });
      // Pencil marks first: Notes on, two marks in the first box, Notes off.
      await box(page, blanks[0]!.y, blanks[0]!.x).tap();
      await page.getByRole('button', { name: 'Notes' }).tap();
      const marks = r.puzzle.digits[0] === right(blanks[0]!) ? [right(blanks[0]!), right(blanks[0]!) + 1] : [right(blanks[0]!), r.puzzle.digits[0]];
      for (const d of marks) await key(d).tap();
      const notes = page.locator('.play-notes').first();
      expect((await notes.innerText()).replace(/\s/g, '')).toBe([...marks].sort((a, b) => a - b).join(''));
      await page.screenshot({ path: join(dir, 'play-cross-numbers-notes-390.png') });
      await page.getByRole('button', { name: 'Notes' }).tap();
      for (const b of blanks) {
        await box(page, b.y, b.x).tap();
        await key(right(b)).tap();
      }
      // A written digit hides the box's pencil marks.
      expect((await notes.innerText()).trim()).toBe('');
      expect(await solved(page)).toBe('true');
      expect(problemsOf(page)).toEqual([]);
    } finally {
      await phone.close();
    }
  });

  it('Check flags each wrong digit where it is and counts it once; Check this box checks one', async () => {
    const { r, blanks, right, wrong } = game();
    const page = await openPuzzle(r.id);
    await page.getByRole('button', { name: 'Start again' }).click();
    // A wrong digit in a box whose lines stay unfinished: no rule is broken yet, only the answer.
    const b = blanks.find((x) => blanks.filter((y) => y.y === x.y).length > 1 && blanks.filter((y) => y.x === x.x).length > 1) ?? blanks[0]!;
    await box(page, b.y, b.x).fill(String(wrong(b)));
    expect(await mistakes(page)).toBe('');
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    expect(await status(page)).toContain(`row ${b.y + 1} column ${b.x + 1}`);
    expect(await mistakes(page)).toBe('Mistakes: 1');
    const flag = await page.locator('.play-flag').boundingBox();
    const there = await box(page, b.y, b.x).boundingBox();
    expect(flag && there && Math.abs(flag.x - there.x) < 1 && Math.abs(flag.y - there.y) < 1).toBe(true);
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    expect(await mistakes(page)).toBe('Mistakes: 1');

    await box(page, b.y, b.x).fill(String(right(b)));
    await box(page, b.y, b.x).focus();
    await page.getByRole('button', { name: 'Check this box' }).click();
    expect(await status(page)).toBe(`${right(b)} in row ${b.y + 1}, column ${b.x + 1} is right.`);
    expect(problemsOf(page)).toEqual([]);
  });
});
