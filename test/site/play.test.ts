import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BookFile } from '../../src/book/bookfile-schema.ts';
import { stepsOf } from '../../src/engine/kinds/countdown/check.ts';
import { crossNumbersHint } from '../../src/engine/kinds/cross-numbers/play.ts';
import type { KindName } from '../../src/engine/registry.ts';
import { archiveBook, puzzleOf } from './books.ts';
import { launch, problemsOf, visit } from './browser.ts';

// One small puzzle of each kind, from the shared archive's first book, played to the end in
// Chromium through clicks and keys.
const { books, origin, dir } = inject('archive');
let book: BookFile;
let browser: BrowserContext;

beforeAll(async () => {
  book = archiveBook(books);
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

const record = <K extends KindName>(kind: K) => puzzleOf(book, kind);

/** A puzzle's page with its game started; `problemsOf(page)` lists any error since. */
async function openPuzzle(id: string): Promise<Page> {
  const { page } = await visit(browser, `${origin}/puzzles/${id}/`);
  await page.locator('[data-play]:not([hidden])').waitFor();
  return page;
}
const status = (page: Page) => page.locator('.play-status').innerText();
const solved = (page: Page) => page.locator('[data-play]').getAttribute('data-solved');

describe('playing each kind in the browser', () => {
  it('Numbrix: played by keyboard alone, counting up then down, with a refused move flagged', async () => {
    const r = record('numbrix');
    const puzzle = r.puzzle;
    const answer = r.solution.grid;
    const page = await openPuzzle(r.id);
    const where = new Map<number, [number, number]>();
    answer.forEach((row, y) => row.forEach((v, x) => where.set(v, [y, x])));
    const last = puzzle.width * puzzle.height;
    const start = Math.min(...puzzle.givens.flat().filter((v) => v > 0));

    // Focus starts on the first square; arrow keys walk to any other, Enter clicks it.
    let at: [number, number] = [0, 0];
    await page.locator('[data-cell="0-0"]').focus();
    const goTo = async ([y, x]: [number, number]) => {
      while (at[0] !== y) {
        await page.keyboard.press(at[0] < y ? 'ArrowDown' : 'ArrowUp');
        at = [at[0] + (at[0] < y ? 1 : -1), at[1]];
      }
      while (at[1] !== x) {
        await page.keyboard.press(at[1] < x ? 'ArrowRight' : 'ArrowLeft');
        at = [at[0], at[1] + (at[1] < x ? 1 : -1)];
      }
      expect(await page.evaluate('document.activeElement?.dataset.cell')).toBe(`${y}-${x}`);
      await page.keyboard.press('Enter');
    };
    const printed = (n: number) => puzzle.givens[where.get(n)![0]]![where.get(n)![1]]! > 0;

    await goTo(where.get(start)!);
    expect(await status(page)).toMatch(/Continuing from \d+/);

    // A square that does not touch the current number is refused, and counted.
    const cursor = Number((await status(page)).match(/from (\d+)/)![1]);
    const far = [...where.entries()].find(([n, [y, x]]) => {
      const [cy, cx] = where.get(cursor)!;
      return !printed(n) && Math.abs(y - cy) + Math.abs(x - cx) > 1;
    })!;
    await goTo(far[1]);
    expect(await status(page)).toContain('must touch');
    expect(await page.locator('.play-mistakes').innerText()).toBe('Mistakes: 1');
    expect(await page.locator(`[data-cell="${far[1][0]}-${far[1][1]}"]`).innerText()).toBe('');

    for (let n = start + 1; n <= last; n++) if (!printed(n)) await goTo(where.get(n)!);
    await page.keyboard.press('-');
    expect(await page.getByRole('button', { name: /Counting down/ }).count()).toBe(1);
    for (let n = start - 1; n >= 1; n--) if (!printed(n)) await goTo(where.get(n)!);

    expect(await solved(page)).toBe('true');
    expect(await status(page)).toMatch(/^Solved in \d+:\d\d with 1 mistake/);
    // Every square shows the answer: placed numbers on the buttons, printed ones in the drawing.
    for (const [n, [y, x]] of where) {
      if (!printed(n)) expect(await page.locator(`[data-cell="${y}-${x}"]`).innerText()).toBe(String(n));
    }
    // Solved stays solved after a reload.
    await page.reload();
    await page.locator('[data-play]:not([hidden])').waitFor();
    expect(await solved(page)).toBe('true');
    expect(problemsOf(page)).toEqual([]);
  });

  it('Numbrix: clicking a placed number takes it away', async () => {
    const r = record('numbrix');
    const puzzle = r.puzzle;
    const answer = r.solution.grid;
    const page = await openPuzzle(r.id);
    await page.getByRole('button', { name: 'Start again' }).click();
    // A printed number with an empty square after it in the answer.
    const cells = answer.flatMap((row, y) => row.map((v, x) => ({ v, y, x })));
    const from = cells.find(({ v, y, x }) => puzzle.givens[y]![x]! > 0 && cells.some((c) => c.v === v + 1 && puzzle.givens[c.y]![c.x] === 0))!;
    const to = cells.find((c) => c.v === from.v + 1)!;
    await page.locator(`[data-cell="${from.y}-${from.x}"]`).click();
    await page.locator(`[data-cell="${to.y}-${to.x}"]`).click();
    expect(await page.locator(`[data-cell="${to.y}-${to.x}"]`).innerText()).toBe(String(to.v));
    await page.locator(`[data-cell="${to.y}-${to.x}"]`).click();
    expect(await page.locator(`[data-cell="${to.y}-${to.x}"]`).innerText()).toBe('');
    expect(await status(page)).toBe(`Removed ${to.v}`);
  });

  it('Secret Number: a guess that breaks rules is flagged rule by rule; rules cross out; the answer solves it', async () => {
    const r = record('secret-number');
    const puzzle = r.puzzle;
    const answer = String(r.solution.number);
    const page = await openPuzzle(r.id);
    const wrong = answer === '1'.repeat(puzzle.digits) ? '2'.repeat(puzzle.digits) : '1'.repeat(puzzle.digits);
    await page.getByLabel('Digit 1 of your guess').click();
    await page.keyboard.type(wrong);
    const verdicts = await page.locator('.play-verdict').allInnerTexts();
    expect(verdicts).toHaveLength(puzzle.rules.length);
    expect(verdicts.some((v) => v.includes('broken'))).toBe(true);
    expect(await page.locator('.play-mistakes').innerText()).toBe('Mistakes: 1');
    await page.getByRole('button', { name: 'Check' }).click();
    expect(await status(page)).toMatch(new RegExp(`^${wrong} breaks rule`));

    await page.locator('.play-rules input[type=checkbox]').first().check();
    expect(await page.locator('.play-rules li').first().getAttribute('class')).toContain('play-crossed');

    await page.getByLabel('Digit 1 of your guess').click();
    await page.keyboard.type(answer);
    expect((await page.locator('.play-verdict').allInnerTexts()).every((v) => v.includes('kept'))).toBe(true);
    expect(await solved(page)).toBe('true');
    expect(problemsOf(page)).toEqual([]);
  });

  it('Cross Numbers: a wrong line is marked and counted, a hint says and rings the next step and writes it in, typing the rest solves it', async () => {
    const r = record('cross-numbers');
    const puzzle = r.puzzle;
    const answer = r.solution.cells;
    const page = await openPuzzle(r.id);
    const blanks = puzzle.cells.flatMap((row, y) => row.flatMap((v, x) => (v === null ? [{ y, x }] : [])));
    const box = (y: number, x: number) => page.getByLabel(`Row ${y + 1}, column ${x + 1}`, { exact: true });

    // Fill one row wrongly: its total mark turns ✗ and a mistake is counted.
    const row = blanks[0]!.y;
    const inRow = blanks.filter((b) => b.y === row);
    for (const [i, b] of inRow.entries()) {
      const right = answer[b.y]![b.x]!;
      const digit = i === 0 ? (right === puzzle.digits[1] ? right - 1 : right + 1) : right;
      await box(b.y, b.x).fill(String(digit));
    }
    await expect.poll(() => page.locator(`.play-mark[data-holds="false"]`).count()).toBeGreaterThan(0);
    expect(await page.locator('.play-mistakes').innerText()).toMatch(/Mistakes: [1-9]/);

    // Put it right, then ask for a hint: the step solver's next step from here, said and its
    // boxes ringed; a second press writes it in, and the hint is counted.
    await box(inRow[0]!.y, inRow[0]!.x).fill(String(answer[inRow[0]!.y]![inRow[0]!.x]));
    const entries = puzzle.cells.map((line, y) => line.map((v, x) => (v === null && y === row ? answer[y]![x]! : null)));
    const expected = crossNumbersHint(puzzle, entries, answer);
    if (expected.type !== 'step') throw new Error(`expected a step, got ${expected.type}`);
    await page.locator('.play-hint-button').click();
    expect(await status(page)).toContain(expected.say);
    const ringed = await page.locator('.play-hinted').evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-cell'))));
    expect(ringed.sort((a, b) => a - b)).toEqual([...expected.cells].sort((a, b) => a - b));
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await page.screenshot({ path: join(dir, `hint-cross-numbers-${width}.png`), fullPage: true });
    }
    await page.locator('.play-hint-button').click();
    for (const { cell, value } of expected.place) expect(await box(Math.floor(cell / puzzle.cols), cell % puzzle.cols).inputValue()).toBe(String(value));
    expect(await page.locator('.play-hinted').count()).toBe(0);
    expect(await page.locator('.play-hints').innerText()).toBe('Hints: 1');

    for (const b of blanks) {
      if ((await box(b.y, b.x).inputValue()) === '') {
        await box(b.y, b.x).focus();
        await page.keyboard.type(String(answer[b.y]![b.x]));
      }
    }
    expect(await page.locator('.play-mark[data-holds="true"]').count()).toBe(puzzle.rows + puzzle.cols);
    expect(await solved(page)).toBe('true');
    expect(problemsOf(page)).toEqual([]);
  });

  it('Countdown: a refused step is flagged, undo takes a step back, the solution’s steps reach the target', async () => {
    const r = record('countdown');
    const puzzle = r.puzzle;
    const page = await openPuzzle(r.id);
    const tile = (value: number) => page.locator('.play-tile:not([disabled])', { hasText: new RegExp(`^${value}$`) }).first();
    const op = (name: string) => page.getByRole('button', { name, exact: true });

    // The cards by place, smallest first (two cards may be equal, so each is picked by its place).
    const byValue = puzzle.numbers.map((_, i) => i).sort((a, b) => puzzle.numbers[a]! - puzzle.numbers[b]!);
    const card = (place: number) => page.locator('.play-tile').nth(place);
    // Smallest minus largest is never allowed.
    await card(byValue[0]!).click();
    await op('minus').click();
    await card(byValue.at(-1)!).click();
    expect(await status(page)).toContain('is not above zero');
    expect(await page.locator('.play-mistakes').innerText()).toBe('Mistakes: 1');

    await card(byValue[0]!).click();
    await op('plus').click();
    await card(byValue[1]!).click();
    expect(await page.locator('.play-tile').count()).toBe(7);
    await page.getByRole('button', { name: 'Undo' }).click();
    expect(await page.locator('.play-tile').count()).toBe(6);
    expect(await page.locator('.play-tile:not([disabled])').count()).toBe(6);

    const names = { '+': 'plus', '-': 'minus', '*': 'times', '/': 'divided by' } as const;
    for (const step of stepsOf(puzzle, r.solution.expression)) {
      await tile(step.a).click();
      await op(names[step.op]).click();
      await tile(step.b).click();
    }
    expect(await solved(page)).toBe('true');
    await page.getByRole('button', { name: 'Show a solution' }).click();
    expect(await page.locator('.play-solution li').count()).toBeGreaterThan(0);
    expect(problemsOf(page)).toEqual([]);
  });

  it('Number Mind: each guess shows how many places the code shares; a wrong code is flagged; the secret solves it', async () => {
    const r = record('number-mind');
    const puzzle = r.puzzle;
    const secret = r.solution.secret;
    const page = await openPuzzle(r.id);
    const first = puzzle.guesses[0]!;
    await page.getByLabel('Digit 1 of your code').click();
    await page.keyboard.type(first.guess);
    // The first guess shares all its places with itself, more than its score.
    const shares = await page.locator('.play-guesses tbody tr td:last-child').allInnerTexts();
    expect(shares[0]).toBe(`${puzzle.length} ✗ too many`);
    expect(await page.locator('.play-mistakes').innerText()).toBe('Mistakes: 1');

    await page.getByLabel('Digit 1 of your code').click();
    await page.keyboard.type(secret);
    const met = await page.locator('.play-guesses tbody tr').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-met')));
    expect(met.every((m) => m === 'true')).toBe(true);
    expect(await solved(page)).toBe('true');
    expect(problemsOf(page)).toEqual([]);
  });
});

describe('progress and controls', () => {
  it('progress survives a reload, and Start again clears it', async () => {
    const r = record('cross-numbers');
    const puzzle = r.puzzle;
    const answer = r.solution.cells;
    const b = puzzle.cells.flatMap((row, y) => row.flatMap((v, x) => (v === null ? [{ y, x }] : [])))[0]!;
    const page = await openPuzzle(r.id);
    await page.getByRole('button', { name: 'Start again' }).click();
    const box = page.getByLabel(`Row ${b.y + 1}, column ${b.x + 1}`, { exact: true });
    await box.fill(String(answer[b.y]![b.x]));
    await page.waitForTimeout(1100);
    await page.reload();
    await page.locator('[data-play]:not([hidden])').waitFor();
    expect(await box.inputValue()).toBe(String(answer[b.y]![b.x]));
    // The clock carried on from where it was, not from zero.
    expect(await page.locator('.play-timer').innerText()).not.toBe('0:00');
    await page.getByRole('button', { name: 'Start again' }).click();
    expect(await box.inputValue()).toBe('');
    await page.reload();
    await page.locator('[data-play]:not([hidden])').waitFor();
    expect(await box.inputValue()).toBe('');
  });

  it('every play control has a name and is at least 44 px tall where it is not a square of the drawing', async () => {
    const page = await openPuzzle(record('countdown').id);
    const controls = await page.locator('[data-play] button').evaluateAll((all) =>
      all.map((b) => ({ name: b.getAttribute('aria-label') ?? b.textContent ?? '', height: b.getBoundingClientRect().height })),
    );
    expect(controls.length).toBeGreaterThan(8);
    for (const c of controls) {
      expect(c.name.trim().length, JSON.stringify(c)).toBeGreaterThan(0);
      expect(c.height, JSON.stringify(c)).toBeGreaterThanOrEqual(44);
    }
  });
});
