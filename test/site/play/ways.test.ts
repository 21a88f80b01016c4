import type { CDPSession, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { workingSteps } from '../../../src/kinds/countdown/steps.ts';
import { crossNumbersHint } from '../../../src/kinds/cross-numbers/play.ts';
import { boardOf } from '../../../src/kinds/maze/board.ts';
import { openWays, step, wayTo } from '../../../src/kinds/maze/play.ts';
import { guessChecks } from '../../../src/kinds/number-mind/play.ts';
import { verdicts } from '../../../src/kinds/secret-number/play.ts';
import { answerCells } from '../../../src/kinds/word-search/play.ts';
import { answerLetters } from '../../../src/engine/wordkit/slot-puzzle.ts';
import { rules as sudokuRules } from '../../../src/kinds/sudoku/play.ts';
import { asKind } from '../../../src/kinds/record.ts';
import { gridHint, startGrid } from '../../../src/play/grid.ts';
import { archiveBook, bookOf, puzzleOf } from '../books.ts';
import { gameStarted, problemsOf, screenshotPath, useContexts } from '../browser.ts';
import { byKeyboard, byTaps, type CodeCase, codeGame, fingertip, inside, overlaps, type Rect, same } from './code.ts';
import { books, dir, openPuzzle, solved, status } from './game.ts';

// Every way a page is played (issue 106: the per-kind browser files made one), each played to the
// end in Chromium on a 390×844 touch phone by taps alone and on a 1280×800 desktop by keys alone,
// on the shared archive: the grid kinds' cells and keypad (Calcudoku tapped, Sudoku typed), Cross
// Numbers' digit boxes, the code keypad (Secret Number tapped, Number Mind typed), Countdown's
// expression pad, Numbrix's number placing (tapped, dragged by a finger, and by keys), the maze's
// trace (dragged by a finger on a zoomed 30×30, by arrow keys on a 20×20) and Word Search's lines
// (dragged, by keys). What each asserts is what only a browser shows: taps and keys reach the
// game, the status line says what the rules (each kind's play.ts, tested in Node in test/play/)
// say, the solved page is locked and its finish shown, and nothing goes wrong on the page; the
// PNGs checked are written beside the archive (or to PUZZLEBOOK_SCREENSHOTS).
const contexts = useContexts('phone', 'desktop');
type Device = 'phone' | 'desktop';
const shot = (name: string) => screenshotPath(dir, name);

const book = () => archiveBook(books);
const mistakes = (page: Page) => page.locator('.play-mistakes').innerText();
const box = (page: Page, y: number, x: number) => page.getByLabel(`Row ${y + 1}, column ${x + 1}`, { exact: true });
const key = (page: Page, d: number | string) => page.locator('.play-keypad .play-key', { hasText: new RegExp(`^${d}$`) });
const finishFacts = (page: Page) => page.locator('.play-finish dd').allInnerTexts();
const locked = (page: Page, selector = '.play-layer') => page.locator(selector).first().evaluate((el) => (el as { inert?: boolean }).inert === true);

/** A puzzle's page opened afresh in the device's browser, at its size (the desktop's window made 1280×800). */
async function open(id: string, device: Device): Promise<Page> {
  const page = await openPuzzle(id, contexts[device]);
  if (device === 'desktop') await page.setViewportSize({ width: 1280, height: 800 });
  return page;
}

/** A finger on the screen (Chromium makes touch events pointer events of type touch). */
async function finger(page: Page): Promise<{ down(x: number, y: number): Promise<void>; to(x: number, y: number): Promise<void>; up(): Promise<void>; cdp: CDPSession }> {
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] }).then(() => undefined);
  return { down: (x, y) => touch('touchStart', x, y), to: (x, y) => touch('touchMove', x, y), up: () => touch('touchEnd', 0, 0), cdp };
}

/** The middles of elements on the screen, by selector, in one look at the page. */
const middles = (page: Page, selectors: string[]) =>
  page.evaluate(
    (all) =>
      all.map((s) => {
        const r = document.querySelector(s)!.getBoundingClientRect();
        return { x: r.left + r.width / 2, y: r.top + r.height / 2, size: r.width };
      }),
    selectors,
  );

describe('the grid kinds’ cells and keypad', () => {
  it('on a phone: Calcudoku’s clues in view and unhidden at load; pencil marks; a wrong digit undone; played to the end by taps on the cells and the keypad', async () => {
    const r = puzzleOf(book(), 'calcudoku');
    const { size, cages } = r.puzzle;
    const printed = new Set(cages.filter((c) => c.op === '=').map((c) => `${c.cells[0]![0]},${c.cells[0]![1]}`));
    const blanks = Array.from({ length: size * size }, (_, i) => [Math.floor(i / size), i % size] as const).filter(([y, x]) => !printed.has(`${y},${x}`));
    const right = (y: number, x: number) => r.solution.grid[y]![x]!;
    const page = await open(r.id, 'phone');
    // Every cage's clue wholly on the screen, and what the page shows at its middle (the box over its cell is clear).
    const clues = cages.filter((c) => c.op !== '=').length;
    const seen = await page.evaluate(() =>
      [...document.querySelectorAll('.play-figure > svg text')]
        .filter((t) => /^\d+[+−×÷]$/.test(t.textContent ?? ''))
        .map((t) => {
          const b = t.getBoundingClientRect();
          const hit = document.elementFromPoint(b.left + b.width / 2, b.top + b.height / 2);
          let clear = true;
          for (let e = hit; e && e !== document.body && !e.closest('svg'); e = e.parentElement) {
            const bg = getComputedStyle(e).backgroundColor;
            if (bg !== 'rgba(0, 0, 0, 0)' && bg !== 'transparent') clear = false;
          }
          return { text: t.textContent, inView: b.top >= 0 && b.left >= 0 && b.bottom <= innerHeight && b.right <= innerWidth, clear };
        }),
    );
    expect(seen).toHaveLength(clues);
    expect(seen.filter((c) => !c.inView || !c.clear)).toEqual([]);
    await page.screenshot({ path: shot('play-calcudoku-390.png') });
    const [y0, x0] = blanks[0]!;
    expect(await box(page, y0, x0).getAttribute('inputmode')).toBe('none');
    // Two pencil marks, then Notes off and a wrong digit, undone.
    const notesButton = page.getByRole('button', { name: 'Notes' });
    const other = (right(y0, x0) % size) + 1;
    await box(page, y0, x0).tap();
    await notesButton.tap();
    await key(page, right(y0, x0)).tap();
    await key(page, other).tap();
    expect((await page.locator('.play-notes').nth(0).innerText()).replace(/\s/g, '')).toBe([right(y0, x0), other].sort((a, b) => a - b).join(''));
    await page.screenshot({ path: shot('play-calcudoku-notes-390.png') });
    await notesButton.tap();
    await key(page, other).tap();
    expect(await box(page, y0, x0).inputValue()).toBe(String(other));
    await page.getByRole('button', { name: 'Undo' }).tap();
    expect(await box(page, y0, x0).inputValue()).toBe('');
    // The first cell tapped, then the keypad: each digit written moves on to the next cell.
    await box(page, y0, x0).tap();
    for (const [y, x] of blanks) await key(page, right(y, x)).tap();
    expect(await solved(page)).toBe('true');
    expect(await status(page)).toMatch(/^Solved in \d+:\d\d\. Well done!$/);
    expect(await mistakes(page)).toBe('');
    expect(await locked(page)).toBe(true);
    await page.evaluate(() => scrollTo(0, 0));
    await page.screenshot({ path: shot('play-calcudoku-solved-390.png') });
    expect(problemsOf(page)).toEqual([]);
    await page.close();
  });

  it('on a desktop: Sudoku’s repeats said, ringed and counted once; Check, Check this box, Ctrl+Z and Ctrl+Y; the hint said, ringed and written in; typed to the end', async () => {
    const r = puzzleOf(book(), 'sudoku');
    const { size, box: [w, h], givens } = r.puzzle;
    const blanks = givens.flatMap((row, y) => row.flatMap((v, x) => (v === 0 ? [[y, x] as const] : [])));
    const right = (y: number, x: number) => r.solution.grid[y]![x]!;
    type Where = 'row' | 'column' | 'box';
    const group = (y: number, x: number, where: Where) =>
      Array.from({ length: size }, (_, i) => (where === 'row' ? [y, i] : where === 'column' ? [i, x] : [Math.floor(y / h) * h + Math.floor(i / w), Math.floor(x / w) * w + (i % w)]) as [number, number]);
    const printedIn = (y: number, x: number, where: Where) => new Set(group(y, x, where).map(([a, b]) => givens[a]![b]!).filter((v) => v > 0));
    const page = await open(r.id, 'desktop');
    /** The cells of `cells` a flag rings: one whose middle is on the cell's square of the drawing. */
    const flagged = async (cells: [number, number][]) => {
      const centres = await page.locator('.play-flag').evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect).map((b) => ({ x: b.left + b.width / 2, y: b.top + b.height / 2 })));
      const squares = await page.evaluate((keys) => keys.map((k) => document.querySelector(`.play-figure > svg rect[data-key="${k}"]`)!.getBoundingClientRect().toJSON() as DOMRect), cells.map(([a, b]) => `cell-${a}-${b}`));
      return cells.filter((_, i) => centres.some((f) => f.x > squares[i]!.left && f.x < squares[i]!.right && f.y > squares[i]!.top && f.y < squares[i]!.bottom));
    };

    // A digit printed in a blank's row (and neither its column nor its box): typed there, it repeats one in the row alone.
    let counted = 0;
    for (const where of ['row', 'column', 'box'] as const) {
      const others = (['row', 'column', 'box'] as const).filter((o) => o !== where);
      const found = blanks.map(([y, x]) => ({ y, x, d: [...printedIn(y, x, where)].find((v) => others.every((o) => !printedIn(y, x, o).has(v))) })).find((f) => f.d !== undefined);
      if (!found) {
        expect(where, 'a digit printed in a row and not in the column or box of a blank of it').not.toBe('row');
        continue;
      }
      const { y, x, d } = found as { y: number; x: number; d: number };
      const given = group(y, x, where).find(([a, b]) => givens[a]![b] === d)!;
      await box(page, y, x).focus();
      await page.keyboard.type(String(d));
      expect(await status(page)).toBe(`${d} is already in this ${where}.`);
      expect(await mistakes(page)).toBe(`Mistakes: ${++counted}`);
      expect(await page.locator('.play-flag').count()).toBe(2);
      expect(await flagged([[y, x], given])).toEqual([[y, x], given]);
      if (where === 'row') await page.screenshot({ path: shot('play-sudoku-clash-1280.png') });
      // The same digit again in the same cell: the same mistake, not counted twice.
      await box(page, y, x).focus();
      await page.keyboard.press('Backspace');
      await page.keyboard.type(String(d));
      expect(await mistakes(page)).toBe(`Mistakes: ${counted}`);
      await box(page, y, x).focus();
      await page.keyboard.press('Backspace');
      expect(await box(page, y, x).inputValue()).toBe('');
    }
    expect(counted).toBeGreaterThan(0);

    // A digit that repeats nothing printed but is not the answer: Check names it, rings it, counts it once.
    const quiet = blanks
      .map(([y, x]) => ({ y, x, d: Array.from({ length: size }, (_, i) => i + 1).find((v) => v !== right(y, x) && (['row', 'column', 'box'] as const).every((o) => !printedIn(y, x, o).has(v))) }))
      .find((q) => q.d !== undefined)! as { y: number; x: number; d: number };
    await box(page, quiet.y, quiet.x).focus();
    await page.keyboard.type(String(quiet.d));
    expect(await mistakes(page)).toBe(`Mistakes: ${counted}`);
    const check = page.getByRole('button', { name: 'Check', exact: true });
    await check.click();
    expect(await status(page)).toBe(`This digit is wrong: row ${quiet.y + 1} column ${quiet.x + 1}.`);
    expect(await mistakes(page)).toBe(`Mistakes: ${++counted}`);
    expect(await flagged([[quiet.y, quiet.x]])).toEqual([[quiet.y, quiet.x]]);
    await check.click();
    expect(await mistakes(page)).toBe(`Mistakes: ${counted}`);
    // Typed over with the right digit; undone twice and done again twice.
    await box(page, quiet.y, quiet.x).focus();
    await page.keyboard.type(String(right(quiet.y, quiet.x)));
    await page.keyboard.press('Control+z');
    expect(await box(page, quiet.y, quiet.x).inputValue()).toBe(String(quiet.d));
    await page.keyboard.press('Control+z');
    expect(await box(page, quiet.y, quiet.x).inputValue()).toBe('');
    await page.keyboard.press('Control+y');
    await page.keyboard.press('Control+y');
    expect(await box(page, quiet.y, quiet.x).inputValue()).toBe(String(right(quiet.y, quiet.x)));
    await box(page, quiet.y, quiet.x).focus();
    await page.getByRole('button', { name: 'Check this box' }).click();
    expect(await status(page)).toBe(`${right(quiet.y, quiet.x)} in row ${quiet.y + 1}, column ${quiet.x + 1} is right.`);
    await page.keyboard.press('Control+z');
    expect(await box(page, quiet.y, quiet.x).inputValue()).toBe(String(quiet.d));
    await page.keyboard.press('Control+z');
    expect(await box(page, quiet.y, quiet.x).inputValue()).toBe('');

    // Every cell empty again: the hint is the step solver's first step, said and ringed; pressed again, written in.
    const expected = gridHint(sudokuRules, r.puzzle, startGrid(sudokuRules, r.puzzle), r.solution);
    if (expected.type !== 'step') throw new Error(`expected a step, got ${expected.type}`);
    const hint = page.locator('.play-hint-button');
    await hint.click();
    expect(await status(page)).toContain(expected.say);
    const ringed = await page.locator('.play-hinted').evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-cell'))));
    expect(ringed.sort((a, b) => a - b)).toEqual([...expected.cells].sort((a, b) => a - b));
    await page.screenshot({ path: shot('play-sudoku-hint-1280.png') });
    await hint.click();
    expect(await status(page)).toBe('The hint is written in.');
    for (const { cell, value } of expected.place) expect(await box(page, Math.floor(cell / size), cell % size).inputValue()).toBe(String(value));
    expect(await page.locator('.play-hints').innerText()).toBe('Hints: 1');

    // The rest typed from the first cell: each digit moves on to the next (one written by the hint typed over with itself).
    await box(page, ...blanks[0]!).focus();
    await page.keyboard.type(blanks.map(([y, x]) => right(y, x)).join(''));
    expect(await solved(page)).toBe('true');
    expect(await status(page)).toMatch(/^Solved in \d+:\d\d with \d+ mistakes? and 1 hint\. Well done!$/);
    expect(await mistakes(page)).toBe(`Mistakes: ${counted}`);
    expect(await locked(page)).toBe(true);
    await page.evaluate(() => scrollTo(0, 0));
    await page.screenshot({ path: shot('play-sudoku-solved-1280.png') });
    expect(problemsOf(page)).toEqual([]);
    await page.close();
  });
});

describe('Cross Numbers’ digit boxes', () => {
  const game = () => {
    const r = puzzleOf(book(), 'cross-numbers');
    const blanks = r.puzzle.cells.flatMap((row, y) => row.flatMap((v, x) => (v === null ? [[y, x] as const] : [])));
    const right = (y: number, x: number) => r.solution.cells[y]![x]!;
    const wrong = (y: number, x: number) => (right(y, x) === r.puzzle.digits[1] ? right(y, x) - 1 : right(y, x) + 1);
    return { r, blanks, right, wrong };
  };

  it('on a phone: the keypad types (no system keyboard); pencil marks; played to the end by taps', async () => {
    const { r, blanks, right } = game();
    const page = await open(r.id, 'phone');
    const [y0, x0] = blanks[0]!;
    expect(await box(page, y0, x0).getAttribute('inputmode')).toBe('none');
    await box(page, y0, x0).tap();
    await page.getByRole('button', { name: 'Notes' }).tap();
    const marks = r.puzzle.digits[0] === right(y0, x0) ? [right(y0, x0), right(y0, x0) + 1] : [right(y0, x0), r.puzzle.digits[0]];
    for (const d of marks) await key(page, d).tap();
    const notes = page.locator('.play-notes').first();
    expect((await notes.innerText()).replace(/\s/g, '')).toBe([...marks].sort((a, b) => a - b).join(''));
    await page.screenshot({ path: shot('play-cross-numbers-notes-390.png') });
    await page.getByRole('button', { name: 'Notes' }).tap();
    for (const [y, x] of blanks) {
      await box(page, y, x).tap();
      await key(page, right(y, x)).tap();
    }
    // A written digit hides the box's pencil marks.
    expect((await notes.innerText()).trim()).toBe('');
    expect(await solved(page)).toBe('true');
    expect(await locked(page)).toBe(true);
    await page.screenshot({ path: shot('play-cross-numbers-solved-390.png') });
    expect(problemsOf(page)).toEqual([]);
    await page.close();
  });

  it('on a desktop: a line off its total ringed, said and counted; the hint said, ringed and written in; Start again; Check names a wrong digit where it is, once; Check this box; Ctrl+Z and Ctrl+Y; typed to the end', async () => {
    const { r, blanks, right, wrong } = game();
    const page = await open(r.id, 'desktop');
    // A line's boxes filled, the first wrong: the line is ringed as off its total, said and flagged; one wrong digit, one mistake.
    const row = blanks.filter(([y]) => y === blanks[0]![0]);
    for (const [i, [y, x]] of row.entries()) await box(page, y, x).fill(String(i === 0 ? wrong(y, x) : right(y, x)));
    await expect.poll(() => page.locator('.play-mark[data-holds="false"]').count()).toBeGreaterThan(0);
    expect(await status(page)).toMatch(/does not make its total|do not make their totals/);
    expect(await mistakes(page)).toBe('Mistakes: 1');
    expect(await page.locator('.play-flag').count()).toBeGreaterThan(0);
    await page.screenshot({ path: shot('play-cross-numbers-off-1280.png') });
    await box(page, ...row[0]!).fill(String(right(...row[0]!)));

    // The hint: the step solver's next step from here, said and ringed; pressed again, written in.
    const entries = r.puzzle.cells.map((line, y) => line.map((v, x) => (v === null && y === row[0]![0] ? right(y, x) : null)));
    const expected = crossNumbersHint(r.puzzle, entries, r.solution.cells);
    if (expected.type !== 'step') throw new Error(`expected a step, got ${expected.type}`);
    await page.locator('.play-hint-button').click();
    expect(await status(page)).toContain(expected.say);
    const ringed = await page.locator('.play-hinted').evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-cell'))));
    expect(ringed.sort((x, y) => x - y)).toEqual([...expected.cells].sort((x, y) => x - y));
    await page.locator('.play-hint-button').click();
    for (const { cell, value } of expected.place) expect(await box(page, Math.floor(cell / r.puzzle.cols), cell % r.puzzle.cols).inputValue()).toBe(String(value));
    expect(await page.locator('.play-hints').innerText()).toBe('Hints: 1');

    // Start again (a game not solved, at the first press); then a wrong digit in a box whose lines stay unfinished: no rule broken yet, only the answer, which Check names.
    await page.getByRole('button', { name: 'Start again' }).click();
    const b = blanks.find(([y, x]) => blanks.filter(([a]) => a === y).length > 1 && blanks.filter(([, c]) => c === x).length > 1) ?? blanks[0]!;
    const [by, bx] = b;
    await box(page, by, bx).focus();
    await page.keyboard.type(String(wrong(by, bx)));
    expect(await mistakes(page)).toBe('');
    const check = page.getByRole('button', { name: 'Check', exact: true });
    await check.click();
    expect(await status(page)).toBe(`This digit is wrong: row ${by + 1} column ${bx + 1}.`);
    expect(await mistakes(page)).toBe('Mistakes: 1');
    expect(same((await page.locator('.play-flag').boundingBox())!, (await box(page, by, bx).boundingBox())!)).toBe(true);
    await check.click();
    expect(await mistakes(page)).toBe('Mistakes: 1');
    await box(page, by, bx).focus();
    await page.keyboard.type(String(right(by, bx)));
    await box(page, by, bx).focus();
    await page.getByRole('button', { name: 'Check this box' }).click();
    expect(await status(page)).toBe(`${right(by, bx)} in row ${by + 1}, column ${bx + 1} is right.`);
    await page.keyboard.press('Control+z');
    expect(await box(page, by, bx).inputValue()).toBe(String(wrong(by, bx)));
    await page.keyboard.press('Control+z');
    expect(await box(page, by, bx).inputValue()).toBe('');
    await page.keyboard.press('Control+y');
    await page.keyboard.press('Control+y');
    expect(await box(page, by, bx).inputValue()).toBe(String(right(by, bx)));

    // The rest by keys alone, from the first box: each digit moves on to the next, as on paper.
    await box(page, ...blanks[0]!).focus();
    await page.keyboard.type(blanks.map(([y, x]) => right(y, x)).join(''));
    expect(await page.locator('.play-mark[data-holds="true"]').count()).toBe(r.puzzle.rows + r.puzzle.cols);
    expect(await solved(page)).toBe('true');
    // A solved grid takes no more digits.
    await box(page, by, bx).focus({ timeout: 500 }).catch(() => undefined);
    await page.keyboard.type(String(wrong(by, bx)));
    expect(await box(page, by, bx).inputValue()).toBe(String(right(by, bx)));
    await page.screenshot({ path: shot('play-cross-numbers-solved-1280.png') });
    expect(problemsOf(page)).toEqual([]);
    await page.close();
  });
});

describe('the code keypad', () => {
  it('on a phone: Secret Number by taps: pencil marks 11 px and more in their box; a verdict on each rule; a rule crossed out; Notes, Undo, Redo, Check; the answer; the finish counts the wrong guess once', async () => {
    const r = puzzleOf(book(), 'secret-number');
    const answer = String(r.solution.number);
    const wrong = answer === '1'.repeat(r.puzzle.digits) ? '2'.repeat(r.puzzle.digits) : '1'.repeat(r.puzzle.digits);
    const kept = verdicts(r.puzzle, wrong)!;
    const broken = kept.flatMap((k, i) => (k ? [] : [i]));
    const c: CodeCase = { id: r.id, noun: 'guess', digits: r.puzzle.digits, secret: answer, wrong, flags: { prefix: 'rule-', count: r.puzzle.rules.length, wrong: broken }, notes: ['42', '24'] };
    const rule = (page: Page, i: number) => page.locator(`.play-rule[data-rule="${i}"]`);
    const page = await open(r.id, 'phone');
    const g = codeGame(page, 'guess', c.digits);
    // Ten pencil marks in a box: each 11 px or more, and inside it. Then Start again.
    await g.box(0).tap();
    await page.getByRole('button', { name: 'Notes' }).tap();
    for (const d of '1234567890') await g.key(d).tap();
    const marks = page.locator('.play-notes').first().locator('span span');
    expect(await marks.count()).toBe(10);
    expect(Math.min(...(await marks.evaluateAll((els) => els.map((el) => parseFloat(getComputedStyle(el).fontSize)))))).toBeGreaterThanOrEqual(11);
    const area = (await g.box(0).boundingBox())!;
    for (const m of await marks.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as Rect))) expect(inside(m, area)).toBe(true);
    await page.screenshot({ path: shot('play-notes-legible-390.png') });
    await page.getByRole('button', { name: 'Notes' }).tap();
    // A game not solved starts again at the first press (only a finished one asks "Sure?").
    await page.getByRole('button', { name: 'Start again' }).tap();
    expect(await marks.count()).toBe(0);

    await byTaps(page, c, {
      written: async () => expect(await page.locator('.play-verdict[data-kept="false"]').count()).toBe(broken.length),
      undone: async () => expect(await page.locator('.play-verdict[data-kept="false"]').count()).toBe(0),
      checking: async () => {
        await rule(page, broken[0]!).tap();
        expect(await rule(page, broken[0]!).getAttribute('aria-pressed')).toBe('true');
        expect(await rule(page, broken[0]!).locator('.play-strike').count()).toBeGreaterThan(0);
      },
      // The rule rows of one printed line are the only controls under 44 px tall; where the board
      // leaves its boxes under a fingertip, Zoom is offered and draws them a fingertip wide.
      fits: async () => {
        const zoom = page.locator('.play-zoom:not([hidden])');
        if (await zoom.count()) await zoom.tap();
        const { ratio, small } = await fingertip(page);
        expect(small.every((s) => s.startsWith('Rule ')), small.join('; ')).toBe(true);
        expect(ratio, small.join('; ')).toBeGreaterThanOrEqual(0.9);
      },
      screenshot: shot('play-secret-number-390.png'),
    });
    expect(await status(page)).toMatch(/^Solved in \d+:\d\d with 1 mistake\. Well done!$/);
    expect((await finishFacts(page))[1]).toBe('1');
    await page.screenshot({ path: shot('mistakes-secret-number-390.png') });
    expect(problemsOf(page)).toEqual([]);
    await page.close();
  });

  it('on a desktop: Number Mind by keys: what the code shares under each printed score; Tab, N for notes, Ctrl+Z and Ctrl+Y, Check; the secret; the finish counts the wrong code once', async () => {
    const r = puzzleOf(book(), 'number-mind');
    const wrong = r.puzzle.guesses[0]!.guess;
    const checks = guessChecks(r.puzzle, wrong)!;
    const missed = checks.flatMap((k, i) => (k.matches === k.needed ? [] : [i]));
    const c: CodeCase = { id: r.id, noun: 'code', digits: r.puzzle.length, secret: r.solution.secret, wrong, flags: { prefix: 'score-', count: r.puzzle.guesses.length, wrong: missed }, notes: ['85', '58'] };
    const mark = (page: Page, i: number) => page.locator(`.play-shares[data-guess="${i}"]`);
    const page = await open(r.id, 'desktop');
    const g = codeGame(page, 'code', c.digits);
    // The drawing is the play surface: no table of the guesses; one mark over each printed score, empty until the code is full.
    expect(await page.locator('.play-guesses').count()).toBe(0);
    expect(await page.locator('[data-play] table').count()).toBe(0);
    const panel = await page.locator('[data-play]').innerText();
    for (const { guess } of r.puzzle.guesses) expect(panel).not.toContain(guess);
    expect(await page.locator('.play-shares').count()).toBe(r.puzzle.guesses.length);
    for (let i = 0; i < r.puzzle.guesses.length; i++) {
      expect(same((await mark(page, i).boundingBox())!, (await g.spot(`score-${i}`).boundingBox())!)).toBe(true);
      expect(await mark(page, i).innerText()).toBe('');
    }
    await byKeyboard(page, c, {
      undone: async () => {
        // Written in full again (Redo) below, the marks come back: each says what it shares, in the figure, clear of every printed word.
        expect(await page.locator('.play-shares-note').count()).toBe(0);
        await page.keyboard.press('Control+y');
        const words = await page.locator('.play-figure svg text').evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as Rect));
        const figure = (await page.locator('.play-figure').boundingBox())!;
        for (const [i, k] of checks.entries()) {
          const met = k.matches === k.needed;
          expect(await mark(page, i).getAttribute('data-met')).toBe(String(met));
          expect((await mark(page, i).innerText()).replace(/\s+/g, ' ').trim()).toBe(met ? `shares ${k.matches}` : `shares ${k.matches}, ${k.matches > k.needed ? 'too many' : 'too few'}`);
          expect(await mark(page, i).getAttribute('aria-label')).toContain(`your code shares ${k.matches} place`);
          const note = (await mark(page, i).locator('.play-shares-note').boundingBox())!;
          expect(note.x + note.width).toBeLessThanOrEqual(figure.x + figure.width + 1);
          expect(words.filter((w) => overlaps(note, w))).toEqual([]);
        }
        await page.screenshot({ path: shot('play-number-mind-1280.png') });
        await page.keyboard.press('Control+z');
      },
      screenshot: shot('play-number-mind-keyboard-1280.png'),
    });
    expect(await status(page)).toMatch(/^Solved in \d+:\d\d with 1 mistake\. Well done!$/);
    expect((await finishFacts(page))[1]).toBe('1');
    expect(problemsOf(page)).toEqual([]);
    await page.close();
  });
});

describe('Countdown’s expression pad', () => {
  const NAMES = { '+': 'plus', '-': 'minus', '*': 'times', '/': 'divided by' } as const;
  const KEYS = { '+': '+', '-': '-', '*': 'x', '/': '/' } as const;
  const game = () => {
    const r = puzzleOf(book(), 'countdown');
    const steps = workingSteps(r.puzzle, r.solution.expression);
    const byValue = r.puzzle.numbers.map((_, i) => i).sort((a, b) => r.puzzle.numbers[a]! - r.puzzle.numbers[b]!);
    return { r, puzzle: r.puzzle, steps, byValue };
  };
  const number = (page: Page, value: number) => page.locator(`[data-tile][data-value="${value}"]:not([disabled]):not([hidden])`).first();
  const card = (page: Page, i: number) => page.locator(`.play-card[data-tile="${i}"]`);
  const sign = (page: Page, op: keyof typeof NAMES) => page.getByRole('button', { name: NAMES[op], exact: true });
  const made = (page: Page) => page.locator('.play-made:not([hidden])');
  const lines = (page: Page) => page.locator('.play-line').evaluateAll((els) => els.map((el) => el.textContent ?? '').filter(Boolean));
  /** The target's number, the working's lowest line and the finish panel, each wholly on the screen; and the gap between working and panel. */
  const finishInView = (page: Page, target: number) =>
    page.evaluate((t) => {
      const box = (el: Element) => el.getBoundingClientRect();
      const shown = [...document.querySelectorAll('.game-board svg text')].find((e) => e.textContent?.trim() === String(t))!;
      const working = [...document.querySelectorAll('.play-line')].filter((l) => l.textContent).map(box);
      const finish = box(document.querySelector('.play-finish')!);
      const seen = (b: { top: number; bottom: number }) => b.top >= -0.5 && b.bottom <= innerHeight + 0.5;
      const bottom = Math.max(...working.map((l) => l.bottom));
      return { target: seen(box(shown)), working: working.every(seen), finish: seen(finish), gap: finish.top - bottom };
    }, target);

  it('on a phone: every number and sign a fingertip; a refused step explained, not counted; played to the target by taps, the page scrolled on; target, working and finish on one screen', async () => {
    const { r, puzzle, steps, byValue } = game();
    const page = await open(r.id, 'phone');
    const sizes = await page.locator('[data-tile]:not([hidden]), .play-sign').evaluateAll((els) => els.map((el) => el.getBoundingClientRect()).map((b) => Math.min(b.width, b.height)));
    expect(sizes).toHaveLength(puzzle.numbers.length + 4);
    for (const s of sizes) expect(s).toBeGreaterThanOrEqual(44);
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    expect(await page.locator('.game-board.play-panned').count()).toBe(0);
    // Smallest minus largest: refused, ringed, explained, not a mistake; the half-made move let go.
    await card(page, byValue[0]!).tap();
    await sign(page, '-').tap();
    await card(page, byValue.at(-1)!).tap();
    expect(await status(page)).toMatch(/^Not allowed: \d+ − \d+ is not above zero\..* Start the step again from its first number\.$/);
    expect(await page.locator('.play-status').getAttribute('data-tone')).toBe('bad');
    expect(await page.locator('[data-refused="true"]').count()).toBe(2);
    expect(await mistakes(page)).toBe('');
    // The natural retry, the first number again, chooses it.
    await card(page, byValue[0]!).tap();
    expect(await status(page)).toMatch(/^\d+, then a sign/);
    await card(page, byValue[0]!).tap();
    expect(await page.getByRole('button', { name: 'Undo', exact: true }).isDisabled()).toBe(true);
    // A player who scrolled down to read the rules under the game, then played on.
    await page.evaluate(() => scrollBy(0, 260));
    for (const [k, s] of steps.entries()) {
      await number(page, s.a).tap();
      await sign(page, s.op).tap();
      await number(page, s.b).tap();
      if (k === 0 && steps.length > 1) {
        expect(await status(page)).toContain(`Made ${s.result}`);
        const tile = (await made(page).first().boundingBox())!;
        expect(Math.min(tile.width, tile.height)).toBeGreaterThanOrEqual(44);
        await number(page, steps[1]!.a).tap();
        await page.screenshot({ path: shot('countdown-390.png') });
        await number(page, steps[1]!.a).tap();
      }
    }
    expect(await solved(page)).toBe('true');
    expect(await status(page)).toMatch(/^Solved in /);
    expect(await mistakes(page)).toBe('');
    const m = await finishInView(page, puzzle.target);
    await page.screenshot({ path: shot('countdown-finish-phone-scrolled.png') });
    expect(m).toMatchObject({ target: true, working: true, finish: true });
    // Stacked under the board, the panel follows the working: no screenful of blank kept for keys no longer there.
    expect(m.gap).toBeLessThan(160);
    expect(problemsOf(page)).toEqual([]);
    await page.close();
  });

  it('on a desktop: one control over each printed card; a working that misses counted once; Undo and Redo said; progress kept; played to the target by keys; the finish, kept over a reload, leading to another Countdown; Show a solution marks the answer shown', async () => {
    const { r, puzzle, steps } = game();
    const page = await open(r.id, 'desktop');
    // The drawing is the play surface: every control named by a number is a card over the drawing, on its printed card.
    const numeric = await page.locator('[data-play] button:not([hidden]), .play-layer button:not([hidden])').evaluateAll((els) =>
      els.filter((b) => /^\d/.test((b.getAttribute('aria-label') ?? b.textContent ?? '').trim())).map((b) => ({ inLayer: b.closest('.play-layer') !== null, tile: Number(b.getAttribute('data-tile')) })),
    );
    expect(numeric).toEqual(puzzle.numbers.map((_, i) => ({ inLayer: true, tile: i })));
    for (const [i, n] of puzzle.numbers.entries()) {
      const over = (await card(page, i).boundingBox())!;
      const under = (await page.locator(`.puzzle-figure svg rect[data-key="card-${i}"]`).boundingBox())!;
      for (const k of ['x', 'y', 'width', 'height'] as const) expect(Math.abs(over[k] - under[k]), `card ${i} ${k}`).toBeLessThanOrEqual(2);
      expect(await card(page, i).getAttribute('aria-label')).toBe(`${n}, card`);
    }
    expect(await page.getByRole('group', { name: 'Signs' }).getByRole('button').count()).toBe(4);

    // Every number added, one step at a time: the last step uses the last number and misses the target, one mistake.
    expect(puzzle.numbers.reduce((a, b) => a + b, 0)).not.toBe(puzzle.target);
    const add = async (from: string, i: number) => {
      await page.locator(from).click();
      await page.locator('.play-sign[data-op="+"]').click();
      await card(page, i).click();
    };
    await add('.play-card[data-tile="0"]', 1);
    for (let k = 2; k < puzzle.numbers.length; k++) {
      expect(await mistakes(page)).toBe('');
      await add(`.play-made[data-tile="${puzzle.numbers.length + k - 2}"]`, k);
    }
    expect(await mistakes(page)).toBe('Mistakes: 1');
    // Undo says so and takes the step back (a half-made move with it); Redo brings it; the same working again is no second mistake.
    await page.locator('.play-made:not([hidden]):not([disabled])').first().click();
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    expect(await status(page)).toBe('Undone.');
    expect(await page.locator('[data-play] [aria-pressed="true"], .play-layer [aria-pressed="true"]').count()).toBe(0);
    await page.getByRole('button', { name: 'Redo', exact: true }).click();
    expect(await status(page)).toBe('Redone.');
    await page.keyboard.press('Control+z');
    await add(`.play-made[data-tile="${2 * puzzle.numbers.length - 3}"]`, puzzle.numbers.length - 1);
    expect(await mistakes(page)).toBe('Mistakes: 1');
    await page.screenshot({ path: shot('mistakes-countdown-1280.png') });
    // Kept over a reload: the working and the numbers made.
    const kept = await lines(page);
    await page.reload();
    await gameStarted(page);
    expect(await lines(page)).toEqual(kept);
    expect(await made(page).count()).toBe(puzzle.numbers.length - 1);
    // Start again: a game not solved, at the first press.
    await page.getByRole('button', { name: 'Start again' }).click();
    expect(await made(page).count()).toBe(0);

    // By keys alone: Tab to the cards, arrows to a number, Enter, + - x / for the signs.
    const focused = () => page.evaluate<string | null>("document.activeElement?.getAttribute('data-value') ?? null");
    for (let n = 0; n < 80 && !(await page.evaluate<boolean>("!!document.activeElement?.matches('.play-card')")); n++) await page.keyboard.press('Tab');
    expect(await page.evaluate("document.activeElement?.getAttribute('data-tile')")).toBe('0');
    const goTo = async (value: number) => {
      for (let n = 0; n < 12 && (await focused()) !== String(value); n++) await page.keyboard.press('ArrowRight');
      expect(await focused()).toBe(String(value));
    };
    for (const [k, s] of steps.entries()) {
      await goTo(s.a);
      await page.keyboard.press('Enter');
      await page.keyboard.press(KEYS[s.op]);
      expect(await sign(page, s.op).getAttribute('aria-pressed')).toBe('true');
      await goTo(s.b);
      await page.keyboard.press('Enter');
      // The number just made has the focus, ready for the next step.
      if (k === 0) expect(await focused()).toBe(String(s.result));
    }
    expect(await solved(page)).toBe('true');
    const m = await finishInView(page, puzzle.target);
    await page.screenshot({ path: shot('countdown-finish-desktop.png') });
    expect(m).toMatchObject({ target: true, working: true, finish: true });
    // A reload of the solved game shows the panel again, leading on to another Countdown of the archive (its book's only
    // one: to the archive's next of its kind; where a kind has one puzzle, the book's next: test/play/next.test.ts).
    await page.reload();
    await gameStarted(page);
    const panel = page.locator('.play-finish');
    expect(await panel.isVisible()).toBe(true);
    const onward = (await panel.locator('.play-finish-next').getAttribute('href'))!;
    expect(onward).toMatch(/^\/puzzles\/[a-z0-9-]+-countdown-\d+\/$/);
    expect(onward).not.toContain(r.id);
    // Start again takes the panel away with the record; Show a solution, folded under the game, opens the page's answer with it.
    await page.getByRole('button', { name: 'Start again' }).click();
    await page.getByRole('button', { name: 'Sure? Press again' }).click();
    expect(await panel.isHidden()).toBe(true);
    expect(await page.locator('.play-tools').getByText('Show a solution').count()).toBe(0);
    expect(await page.locator('.play-solution').getAttribute('open')).toBeNull();
    await page.locator('.play-solution summary').click();
    expect(await page.locator('.play-solution li').allInnerTexts()).toEqual(steps.map((s) => `${s.a} ${{ '+': '+', '-': '−', '*': '×', '/': '÷' }[s.op]} ${s.b} = ${s.result}`));
    expect(await page.locator('details.answer').getAttribute('open')).not.toBeNull();
    await expect.poll(() => page.locator('.play-revealed').innerText()).toBe('Answer shown');
    expect(problemsOf(page)).toEqual([]);
    await page.close();
  });
});

describe('Numbrix’s numbers placed', () => {
  type Cell = [number, number];
  const game = (band: 'easy' | 'medium') => {
    const r = asKind(book().puzzles.find((p) => p.kind === 'numbrix' && p.difficulty === band)!, 'numbrix');
    const where = new Map<number, Cell>();
    r.solution.grid.forEach((row, y) => row.forEach((v, x) => where.set(v, [y, x])));
    const at = (n: number) => where.get(n)!;
    const printed = (n: number) => r.puzzle.givens[at(n)[0]]![at(n)[1]]! > 0;
    const last = r.puzzle.width * r.puzzle.height;
    const givens = r.puzzle.givens.flat().filter((v) => v > 0).sort((a, b) => a - b);
    return { r, at, printed, last, givens };
  };
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
  const touchingPairs = (values: number[][]) => {
    const cells = values.flatMap((row, y) => row.flatMap((v, x): [number, Cell][] => (v > 0 ? [[v, [y, x]]] : [])));
    return cells.filter(([v, a]) => cells.some(([w, b]) => w === v + 1 && touches(a, b))).length;
  };
  const pathLines = (page: Page) => page.locator('.play-path line').count();
  const next = async (page: Page) => (await page.locator('.play-next').getAttribute('aria-label'))!.replace(/, counting (up|down)$/, '');

  it('on a phone: a finger dragged over three squares places them, back takes one away, one Undo takes the drag; tapped to the end up then down; the path drawn; the finish leads to a Numbrix', async () => {
    // The medium 6×6: the easy ones print nearly every other number, leaving no run of three to drag.
    const g = game('medium');
    const page = await open(g.r.id, 'phone');
    expect(await next(page)).toBe('Tap a number');
    expect(await page.evaluate<boolean>('document.documentElement.scrollWidth <= window.innerWidth')).toBe(true);
    const [gy, gx] = g.at(g.givens[0]!);
    expect(await page.evaluate(`getComputedStyle(document.querySelector('.play-layer [data-cell="${gy}-${gx}"]')).touchAction`)).toBe('none');
    // A printed number whose next three squares are empty: dragged over by a finger.
    const from = g.givens.find((v) => v + 3 <= g.last && [1, 2, 3].every((k) => !g.printed(v + k)))!;
    await page.locator('.play-figure').scrollIntoViewIfNeeded();
    const points = await middles(page, [0, 1, 2, 3].map((k) => `.play-layer [data-cell="${g.at(from + k).join('-')}"]`));
    const f = await finger(page);
    await f.down(points[0]!.x, points[0]!.y);
    const through = async (to: { x: number; y: number }, fromPoint: { x: number; y: number }) => {
      for (let k = 1; k <= 4; k++) await f.to(fromPoint.x + ((to.x - fromPoint.x) * k) / 4, fromPoint.y + ((to.y - fromPoint.y) * k) / 4);
    };
    for (let k = 1; k <= 3; k++) await through(points[k]!, points[k - 1]!);
    // Back onto the square before: the last number goes again; then on once more.
    await through(points[2]!, points[3]!);
    expect(await square(page, g.at(from + 3)).innerText()).toBe('');
    await through(points[3]!, points[2]!);
    await f.up();
    await f.cdp.detach();
    for (const k of [1, 2, 3]) expect(await square(page, g.at(from + k)).innerText()).toBe(String(from + k));
    expect(await status(page)).toMatch(new RegExp(`^Placed ${from + 1} to ${from + 3}`));
    expect(await mistakes(page)).toBe('');
    // Here the first tap after the finger's drag reaches no button (seen with CDP's touch events in
    // headless Chromium, not yet on a phone; a mouse's drag is followed by its click): a tap on the
    // status line, which does nothing, comes first.
    await page.locator('.play-status').tap();
    await page.getByRole('button', { name: 'Undo' }).tap();
    for (const k of [1, 2, 3]) expect(await square(page, g.at(from + k)).innerText()).toBe('');
    await page.getByRole('button', { name: 'Redo' }).tap();
    for (const k of [1, 2, 3]) expect(await square(page, g.at(from + k)).innerText()).toBe(String(from + k));

    // Tapped: a printed number, then the squares where the next numbers go, up to the last; the count turned; down to 1.
    const onBoard = new Set((await board(page, g.r.puzzle.givens)).flat());
    const start = g.givens[Math.floor(g.givens.length / 2)]!;
    await square(page, g.at(start)).tap();
    const half = Math.floor((start + g.last) / 2);
    for (let n = start + 1; n <= g.last; n++) {
      if (!onBoard.has(n)) await square(page, g.at(n)).tap();
      if (n === half) {
        // Half played: the path so far is drawn, and the board, its controls and the status fit the screen, the toolbar on one line.
        expect(await pathLines(page)).toBe(touchingPairs(await board(page, g.r.puzzle.givens)));
        await page.locator('.play-figure').scrollIntoViewIfNeeded();
        await page.screenshot({ path: shot('numbrix-half-390.png') });
        const top = async (name: string) => (await page.getByRole('button', { name }).boundingBox())!.y;
        expect(await top('Check')).toBe(await top('Undo'));
        for (const sel of ['.play-figure', '.play-status', '.play-next', '.play-tools .play-primary']) {
          const b = (await page.locator(sel).boundingBox())!;
          expect(b.y, sel).toBeGreaterThanOrEqual(0);
          expect(b.y + b.height, sel).toBeLessThanOrEqual(844);
        }
      }
    }
    await page.locator('.play-next').tap();
    expect(await next(page)).toMatch(/^Next: \d+$/);
    for (let n = start - 1; n >= 1; n--) if (!onBoard.has(n)) await square(page, g.at(n)).tap();
    expect(await solved(page)).toBe('true');
    expect(await status(page)).toMatch(/^Solved in \d+:\d\d\. Well done!$/);
    expect(await board(page, g.r.puzzle.givens)).toEqual(g.r.solution.grid);
    expect(await pathLines(page)).toBe(g.last - 1);
    expect(await page.evaluate<boolean>('document.documentElement.scrollWidth <= window.innerWidth')).toBe(true);
    // The finish's heading in view (the board keeps the size it was played at, so the rest of the
    // panel may be a scroll away: issue 112): the one medium Numbrix of its book leads to a Numbrix
    // (of another band: src/archive/model.ts `onwardLinks`, test/play/next.test.ts), not the book's next kind.
    const panel = page.locator('.play-finish');
    const at = (await panel.locator('h2').boundingBox())!;
    expect(at.y + at.height).toBeLessThanOrEqual(844);
    const link = panel.getByRole('link', { name: /^Next puzzle: / });
    expect(await link.innerText()).toMatch(/Numbrix · (easy|hard|expert)$/);
    await page.screenshot({ path: shot('play-solved-390.png') });
    await link.tap();
    await page.waitForURL((u) => u.pathname !== `/puzzles/${g.r.id}/`);
    await gameStarted(page);
    expect(await page.locator('.play-layer[data-kind="numbrix"]').count()).toBe(1);
    expect(problemsOf(page)).toEqual([]);
    await page.close();
  });

  /**
   * The archive's Numbrix whose smallest printed number is the largest (so the most is counted
   * down), with its first printed number, each number's square, the printed numbers and the last.
   */
  const countingDown = () => {
    const records = [...archiveBook(books).puzzles, ...bookOf(books, 'linked').puzzles].filter((p) => p.kind === 'numbrix').map((p) => asKind(p, 'numbrix'));
    const low = (r: (typeof records)[number]) => Math.min(...r.puzzle.givens.flat().filter((v) => v > 0));
    const r = records.reduce((a, b) => (low(b) > low(a) ? b : a));
    const where = new Map<number, Cell>();
    r.solution.grid.forEach((row, y) => row.forEach((v, x) => where.set(v, [y, x])));
    return { r, first: low(r), at: (n: number) => where.get(n)!, printed: new Set(r.puzzle.givens.flat()), last: r.puzzle.width * r.puzzle.height };
  };

  it('on a phone: the smallest printed number tapped, every square after it to the last, that number tapped again counts down to 1, as the status and the Next button say (issue 112)', async () => {
    // The steps (the printed 3, then 4 to 80; the 3 again: 2 and 1 could not be placed):
    // on the puzzle whose smallest printed number is the largest, so the most is counted down.
    const { r, first, at, printed, last } = countingDown();
    expect(first).toBeGreaterThan(2);
    const page = await open(r.id, 'phone');
    await square(page, at(first)).tap();
    expect(await status(page)).toBe(`Continuing from ${first}`);
    for (let n = first + 1; n <= last; n++) if (!printed.has(n)) await square(page, at(n)).tap();
    expect(await next(page)).toBe(`Last: ${last}`);
    await square(page, at(first)).tap();
    expect(await status(page)).toBe(`Counting down from ${first}`);
    expect(await next(page)).toBe(`Next: ${first - 1}`);
    expect(await page.locator('.play-next').getAttribute('aria-label')).toMatch(/, counting down$/);
    expect(await page.locator('.play-next .play-icon-down').count()).toBe(1);
    await page.screenshot({ path: shot('numbrix-down-390.png') });
    for (let n = first - 1; n >= 1; n--) {
      if (printed.has(n)) continue;
      await square(page, at(n)).tap();
      expect(await status(page)).toMatch(n === 1 ? /^Solved in / : new RegExp(`^Placed ${n}$`));
    }
    expect(await solved(page)).toBe('true');
    expect(await board(page, r.puzzle.givens)).toEqual(r.solution.grid);
    expect(await mistakes(page)).toBe('');
    await page.screenshot({ path: shot('numbrix-down-solved-390.png') });
    expect(problemsOf(page)).toEqual([]);
    await page.close();
  });

  for (const device of ['phone', 'desktop'] as const) {
    const width = device === 'phone' ? 390 : 1280;
    it(`on a ${device === 'phone' ? 'phone, by a finger' : 'desktop, by the mouse'}: the smallest printed number and every square after it to the last, then a drag from that number toward 1 counts down, as the status and the Next button say; the last square tapped (issue 112)`, async () => {
      const { r, first, at, printed, last } = countingDown();
      expect(first).toBeGreaterThan(2);
      const page = await open(r.id, device);
      const press = (n: number) => (device === 'phone' ? square(page, at(n)).tap() : square(page, at(n)).click());
      await press(first);
      for (let n = first + 1; n <= last; n++) if (!printed.has(n)) await press(n);
      expect(await next(page)).toBe(`Last: ${last}`);
      // The count still goes up, to nothing: a drag from the printed number over the squares for
      // first − 1 down to 2 (none of them printed, as it is the smallest printed) counts down.
      await page.locator('.play-figure').scrollIntoViewIfNeeded();
      const points = await middles(page, Array.from({ length: first - 1 }, (_, k) => `.play-layer [data-cell="${at(first - k).join('-')}"]`));
      const f = device === 'phone' ? await finger(page) : null;
      const down = (x: number, y: number) => (f ? f.down(x, y) : page.mouse.move(x, y).then(() => page.mouse.down()));
      const to = (x: number, y: number) => (f ? f.to(x, y) : page.mouse.move(x, y));
      await down(points[0]!.x, points[0]!.y);
      for (let k = 1; k < points.length; k++) {
        for (let i = 1; i <= 4; i++) await to(points[k - 1]!.x + ((points[k]!.x - points[k - 1]!.x) * i) / 4, points[k - 1]!.y + ((points[k]!.y - points[k - 1]!.y) * i) / 4);
        if (k === 1) expect(await status(page)).toBe(`Placed ${first - 1}; counting down from ${first - 1}`);
      }
      await page.screenshot({ path: shot(`numbrix-drag-down-${width}.png`) });
      if (f) {
        await f.up();
        await f.cdp.detach();
      } else await page.mouse.up();
      for (let n = first - 1; n >= 2; n--) expect(await square(page, at(n)).innerText()).toBe(String(n));
      // What the next tap does: the status and the Next button both say the count goes down, to 1.
      expect(await status(page)).toBe(first === 3 ? 'Placed 2; counting down from 2' : first === 4 ? 'Placed 2 and 3; counting down from 2' : `Placed 2 to ${first - 1}; counting down from 2`);
      expect(await next(page)).toBe('Next: 1');
      expect(await page.locator('.play-next .play-icon-down').count()).toBe(1);
      expect(await mistakes(page)).toBe('');
      await page.screenshot({ path: shot(`numbrix-dragged-down-${width}.png`) });
      // (The first tap after a finger's drag reaches no button in headless Chromium: see above.)
      if (f) await page.locator('.play-status').tap();
      await press(1);
      expect(await solved(page)).toBe('true');
      expect(await board(page, r.puzzle.givens)).toEqual(r.solution.grid);
      expect(problemsOf(page)).toEqual([]);
      await page.close();
    });
  }

  it('on a desktop: a hint written in; by keys alone, up then down, a refused square ringed and not counted; solved, locked and kept over a reload; the finish’s facts and its Next of the same kind and band', async () => {
    const g = game('easy');
    const page = await open(g.r.id, 'desktop');
    expect(await next(page)).toBe('Click a number');
    // Each puzzle page states the one rule of mistakes under How to play.
    expect(await page.locator('section[aria-labelledby="how-to"] .mistakes-rule').innerText()).toMatch(/^In every kind, each wrong answer you enter counts as one mistake\./);
    // Tab from the top of the page into the board: one tab stop for the whole grid.
    const focused = () => page.evaluate<string | null>('document.activeElement?.dataset?.cell ?? null');
    for (let i = 0; i < 60 && !(await focused()); i++) await page.keyboard.press('Tab');
    let here: Cell = (await focused())!.split('-').map(Number) as Cell;
    // A hint, shown and written in; then back to the board where the keys left it.
    const hint = page.locator('.play-hint-button');
    await hint.click();
    await hint.click();
    expect(await page.locator('.play-hints').innerText()).toBe('Hints: 1');
    const onBoard = new Set((await board(page, g.r.puzzle.givens)).flat());
    await square(page, here).focus();
    const goTo = async ([y, x]: Cell) => {
      while (here[0] !== y) {
        await page.keyboard.press(here[0] < y ? 'ArrowDown' : 'ArrowUp');
        here = [here[0] + (here[0] < y ? 1 : -1), here[1]];
      }
      while (here[1] !== x) {
        await page.keyboard.press(here[1] < x ? 'ArrowRight' : 'ArrowLeft');
        here = [here[0], here[1] + (here[1] < x ? 1 : -1)];
      }
      await page.keyboard.press('Enter');
    };
    const start = g.givens[Math.floor(g.givens.length / 2)]!;
    await goTo(g.at(start));
    expect(await status(page)).toMatch(/^Continuing from \d+$/);
    const cursor = Number((await status(page)).match(/from (\d+)/)![1]);
    // A square that does not touch the number counted on from: refused, said and ringed there, not counted, nothing to undo.
    const far = [...Array(g.last).keys()].map((i) => i + 1).find((n) => !onBoard.has(n) && !touches(g.at(n), g.at(cursor)))!;
    const undoable = await page.getByRole('button', { name: 'Undo' }).isEnabled();
    await goTo(g.at(far));
    expect(await status(page)).toContain('must touch');
    expect(await mistakes(page)).toBe('');
    expect(await page.getByRole('button', { name: 'Undo' }).isEnabled()).toBe(undoable);
    expect(await page.locator('.play-flag').boundingBox()).toEqual(await square(page, g.at(far)).boundingBox());
    for (let n = start + 1; n <= g.last; n++) if (!onBoard.has(n)) await goTo(g.at(n));
    expect(await next(page)).toBe(`Last: ${g.last}`);
    await page.keyboard.press('-');
    expect(await status(page)).toBe('Counting down now.');
    expect(await page.locator('.play-next .play-icon-down').count()).toBe(1);
    for (let n = start - 1; n >= 1; n--) if (!onBoard.has(n)) await goTo(g.at(n));
    expect(await solved(page)).toBe('true');
    expect(await board(page, g.r.puzzle.givens)).toEqual(g.r.solution.grid);
    expect(await pathLines(page)).toBe(g.last - 1);
    // Locked: a click on a placed number takes nothing away.
    expect(await locked(page)).toBe(true);
    const placedOne = g.at([...Array(g.last).keys()].map((i) => i + 1).find((n) => !g.printed(n))!);
    await square(page, placedOne).click({ force: true });
    expect(await square(page, placedOne).innerText()).toBe(String(g.r.solution.grid[placedOne[0]]![placedOne[1]]));
    // Solved stays solved after a reload, the finish with it: its facts, and its Next, a puzzle of the same kind and band.
    await page.reload();
    await gameStarted(page);
    expect(await solved(page)).toBe('true');
    const panel = page.locator('.play-finish');
    expect(await panel.getByRole('heading').innerText()).toBe('Solved!');
    expect(await panel.locator('dt').allInnerTexts()).toEqual(['Time', 'Mistakes', 'Hints', 'Difficulty']);
    const [time, wrong, hints, band] = await finishFacts(page);
    expect(time).toMatch(/^\d+:\d\d$/);
    expect([wrong, hints, band]).toEqual(['0', '1', g.r.difficulty]);
    await page.screenshot({ path: shot('play-solved-1280.png') });
    const link = panel.getByRole('link', { name: /^Next puzzle: / });
    const href = (await link.getAttribute('href'))!;
    expect(href).not.toContain(g.r.id);
    await link.click();
    await page.waitForURL((u) => u.pathname === href);
    await gameStarted(page);
    expect(await page.locator('.play-layer[data-kind="numbrix"]').count()).toBe(1);
    expect(await page.locator('[data-play]').getAttribute('data-band')).toBe(g.r.difficulty);
    expect(problemsOf(page)).toEqual([]);
    await page.close();
  });
});

describe('the maze’s trace', () => {
  type Cell = [number, number];
  const mazes = () => bookOf(books, 'mazes').puzzles.map((p) => asKind(p, 'maze'));
  const wayOf = (r: ReturnType<typeof mazes>[number]): Cell[] => r.solution.path.map(([y, x]) => [y!, x!]);
  const lineLength = async (page: Page) => (await page.locator('.play-maze-line polyline').first().getAttribute('points'))!.trim().split(/\s+/).length - ((await solved(page)) === 'true' ? 2 : 1);
  const headOf = async (page: Page): Promise<Cell> => {
    const id = (await page.locator('.play-layer[role="grid"]').getAttribute('aria-activedescendant'))!;
    const [, y, x] = id.match(/(\d+)-(\d+)$/)!.map(Number) as [number, number, number];
    return [y, x];
  };
  /** The first wrong turn along the way from its square `from` on: where the way forks and a passage goes off it. */
  const wrongTurn = (r: ReturnType<typeof mazes>[number], from = 1) => {
    const way = wayOf(r);
    for (let i = Math.max(1, from); i < way.length - 1; i++) {
      for (const w of openWays(r.puzzle, way[i]!)) {
        const t = step(r.puzzle, way.slice(0, i + 1), w);
        if (t.type === 'grow' && (t.line.at(-1)![0] !== way[i + 1]![0] || t.line.at(-1)![1] !== way[i + 1]![1])) return { at: i, into: t.line.at(-1)! };
      }
    }
    throw new Error('no wrong turn');
  };
  /** The first square of the way with a wall between it and a square beside it inside the maze. */
  const walled = (r: ReturnType<typeof mazes>[number]) => {
    const way = wayOf(r);
    for (const [at, [y, x]] of way.entries()) {
      const beyond = ([[y - 1, x], [y, x + 1], [y + 1, x], [y, x - 1]] as Cell[]).find(([a, b]) => a >= 0 && b >= 0 && a < r.puzzle.rows && b < r.puzzle.cols && step(r.puzzle, way.slice(0, at + 1), wayTo(way[at]!, [a, b])!).type === 'wall');
      if (beyond) return { at, beyond };
    }
    throw new Error('a maze with no inner wall on its way');
  };

  it('on a phone: the 30×30 zoomed to fingertip squares and traced to the exit by a finger, stretch by stretch, the board panned between; a wall stops the line; a wrong turn found by Check and dragged back', async () => {
    const r = mazes().find((m) => m.puzzle.rows === 30)!;
    const way = wayOf(r);
    const page = await open(r.id, 'phone');
    const grid = page.locator('.play-layer[role="grid"]');
    expect(await grid.getAttribute('aria-label')).toBe('Maze: 30 rows of 30 squares');
    expect(await page.locator('.play-layer [role="gridcell"]').count()).toBe(900);
    expect(await headOf(page)).toEqual(way[0]);
    expect(await page.locator(`#play-maze-${way[0]![0]}-${way[0]![1]}`).getAttribute('aria-label')).toMatch(/^Row \d+, column \d+: the end of your line, square 1; open .+ \(the entrance\)$/);
    await page.locator('.play-figure').evaluate((el) => el.scrollIntoView());
    expect(await page.evaluate<boolean>('document.documentElement.scrollWidth <= window.innerWidth')).toBe(true);
    // Squares under a fingertip's 44 px: Zoom is offered and draws them that size, the board panning.
    const zoom = page.getByRole('button', { name: 'Zoom' });
    expect(await zoom.isVisible()).toBe(true);
    await zoom.click();
    expect(await page.locator('.game-board.play-panned').count()).toBe(1);
    /** Each square's middle and size, and whether it lies within the board's view (and the screen), from the way's `from`. */
    const shown = (cells: Cell[]) =>
      page.evaluate((list) => {
        const view = document.querySelector('.game-board')!.getBoundingClientRect();
        return list.map(([y, x]) => {
          const b = document.getElementById(`play-maze-${y}-${x}`)!.getBoundingClientRect();
          return { x: b.left + b.width / 2, y: b.top + b.height / 2, size: b.width, in: b.left >= view.left && b.top >= view.top && b.right <= view.right && b.bottom <= view.bottom && b.bottom <= innerHeight };
        });
      }, cells);
    expect((await shown([way[0]!]))[0]!.size).toBeGreaterThanOrEqual(43.5);
    /** Pans the zoomed board so the square is in the middle of its view. */
    const panTo = ([y0, x0]: Cell) =>
      page.evaluate(([y, x]) => {
        const b = document.querySelector<HTMLElement>('.game-board')!;
        const cell = document.getElementById(`play-maze-${y}-${x}`)!.getBoundingClientRect();
        const view = b.getBoundingClientRect();
        b.scrollBy({ left: cell.left + cell.width / 2 - (view.left + view.width / 2), top: cell.top + cell.height / 2 - (view.top + view.height / 2), behavior: 'instant' });
      }, [y0, x0]);
    /** A finger laid on the first square and drawn through the middles of the others (a little off them: a hand is not exact), then lifted. */
    const drag = async (cells: Cell[]) => {
      const at = await shown(cells);
      const f = await finger(page);
      await f.down(at[0]!.x, at[0]!.y);
      for (const [i, p] of at.slice(1).entries()) {
        const wobble = (i % 2 ? 0.15 : -0.15) * p.size;
        const q = at[i]!;
        await f.to((q.x + p.x) / 2 + wobble, (q.y + p.y) / 2 + wobble);
        await f.to(p.x, p.y);
      }
      await f.up();
      await f.cdp.detach();
    };
    /** Traces the way from its square `from` to its square `to`, panning between strokes. */
    const trace = async (from: number, to: number) => {
      let at = from;
      while (at < to) {
        await panTo(way[at]!);
        const seen = await shown(way.slice(at, to + 1));
        const n = seen.findIndex((s) => !s.in);
        const stroke = way.slice(at, at + (n < 0 ? seen.length : n));
        expect(stroke.length, `squares of the way in view from ${at}`).toBeGreaterThan(1);
        await drag(stroke);
        at += stroke.length - 1;
        expect(await lineLength(page)).toBe(at + 1);
      }
      expect(await headOf(page)).toEqual(way[to]);
    };

    // A wall: the finger pushed through it stops there, said; nothing counted. A tap on the entrance takes the line back.
    const wall = walled(r);
    if (wall.at > 0) await trace(0, wall.at);
    await panTo(way[wall.at]!);
    await drag([way[wall.at]!, wall.beyond]);
    expect(await status(page)).toMatch(/^A wall stops the line (above|below|to the left of|to the right of) row \d+, column \d+\.$/);
    expect(await lineLength(page)).toBe(wall.at + 1);
    expect(await mistakes(page)).toBe('');
    if (wall.at > 0) {
      await panTo(way[0]!);
      const [entrance] = await shown([way[0]!]);
      await page.touchscreen.tap(entrance!.x, entrance!.y);
      expect(await lineLength(page)).toBe(1);
      expect(await status(page)).toBe(`Taken back to row ${way[0]![0] + 1}, column ${way[0]![1] + 1}: your line is 1 square long.`);
    }
    // Into the first wrong turn: Check finds it, rings it and counts it, once; dragged back along the line, it is gone.
    const { at, into } = wrongTurn(r);
    await trace(0, at);
    await panTo(way[at]!);
    await drag([way[at]!, into]);
    expect(await lineLength(page)).toBe(at + 2);
    const fork = way[at]!;
    const check = page.getByRole('button', { name: 'Check', exact: true });
    await check.click();
    expect(await status(page)).toBe(`Your line turns off the way after row ${fork[0] + 1}, column ${fork[1] + 1}: that turn does not lead to the exit.`);
    expect(await page.locator('.play-flag').count()).toBe(1);
    expect(await mistakes(page)).toBe('Mistakes: 1');
    await check.click();
    expect(await mistakes(page)).toBe('Mistakes: 1');
    await page.screenshot({ path: shot('maze-expert-390-wrong-turn.png') });
    await drag([into, fork]);
    expect(await lineLength(page)).toBe(at + 1);
    expect(await status(page)).toBe(`Taken back to row ${fork[0] + 1}, column ${fork[1] + 1}: your line is ${at + 1} squares long.`);
    await trace(at, way.length - 1);
    expect(await solved(page)).toBe('true');
    expect(await status(page)).toMatch(/^Solved in \d+:\d\d with 1 mistake\. Well done!$/);
    expect(await lineLength(page)).toBe(way.length);
    // Fit shows the whole maze again, the line drawn through the middles of the way's squares, from door to door.
    await page.getByRole('button', { name: 'Fit' }).click();
    await page.locator('.play-figure').evaluate((el) => el.scrollIntoView());
    await page.screenshot({ path: shot('maze-expert-390.png') });
    const drawn = await page.locator('.play-maze-line polyline').first().evaluate((el) => {
      const m = (el as SVGGraphicsElement).getScreenCTM()!;
      return (el.getAttribute('points') ?? '').trim().split(/\s+/).map((p) => {
        const [x, y] = p.split(',').map(Number) as [number, number];
        const q = new DOMPoint(x, y).matrixTransform(m);
        return [q.x, q.y];
      });
    });
    for (const [i, s] of (await shown(way)).entries()) {
      expect(Math.abs(drawn[i + 1]![0]! - s.x), `square ${i} across`).toBeLessThan(s.size / 10);
      expect(Math.abs(drawn[i + 1]![1]! - s.y), `square ${i} down`).toBeLessThan(s.size / 10);
    }
    expect(await locked(page)).toBe(true);
    expect(problemsOf(page)).toEqual([]);
    await page.close();
  });

  it('a child\'s heart on a desktop: only the heart\'s squares are the maze\'s; its rocket and planet drawn; traced square by square by clicks to the exit', async () => {
    const r = mazes().find((m) => m.puzzle.shape === 'heart')!;
    const way = wayOf(r);
    const page = await open(r.id, 'desktop');
    const inside = r.puzzle.open.flat().filter((o) => o !== 0).length;
    expect(await page.locator('.play-layer [role="gridcell"]:not([hidden])').count()).toBe(inside);
    expect(await page.locator('.play-layer [role="gridcell"][hidden]').count()).toBe(r.puzzle.rows * r.puzzle.cols - inside);
    // A square outside the heart has no spot drawn: a click on its place traces nothing.
    expect(await page.locator('.play-figure svg rect[data-key="cell-0-0"]').count()).toBe(0);
    expect(await page.locator('.play-figure svg circle').count()).toBeGreaterThan(2);
    for (let i = 1; i < way.length; i++) {
      await page.locator(`#play-maze-${way[i]![0]}-${way[i]![1]}`).click();
      if (i < way.length - 1) expect(await lineLength(page)).toBe(i + 1);
    }
    expect(await solved(page)).toBe('true');
    await page.close();
  });

  it('a child\'s round maze on a phone: its cells the maze\'s, named by ring and place; half its way traced by a finger round the rings, a wall refusing a tap, the rest tapped cell by cell to the middle', async () => {
    const r = mazes().find((m) => m.puzzle.shape === 'round')!;
    const way = wayOf(r);
    const page = await open(r.id, 'phone');
    const length = async () => Number(await page.locator('.play-maze-line').first().getAttribute('data-length'));
    const grid = page.locator('.play-layer[role="grid"]');
    expect(await grid.getAttribute('aria-label')).toBe(`Round maze of ${r.puzzle.rows} rings: ring 1 is the outside one, and places are counted clockwise from the top`);
    // Each ring's cells (the record's places past a ring's cells are no cell of it) and no more.
    const cells = r.puzzle.open.flat().filter((o) => o !== 0).length;
    expect(await page.locator('.play-layer [role="gridcell"]:not([hidden])').count()).toBe(cells);
    expect(await page.locator('#play-maze-0-0').getAttribute('aria-label')).toMatch(/^Ring 1, place 1: the end of your line, step 1; open .+ \(the entrance\)$/);
    // Its words are a round maze's (issue 110): into the middle, where it has no exit arrow, its line counted in steps, never squares.
    expect(await page.locator('#play-maze-help').innerText()).toBe('Trace the way with your finger, from the entrance arrow into the middle. Walls stop the line. Drag back along your line, or tap a place on it, to take it back.');
    expect(await page.locator('section[aria-labelledby="how-to"]').innerText()).toContain('Help the bee fly home to its hive. Start at the entrance arrow and draw a line along the paths into the middle without crossing a wall. There is only one way in.');
    const check = page.getByRole('button', { name: 'Check', exact: true });
    await check.tap();
    expect(await status(page)).toBe('Start at the entrance arrow and trace the way into the middle.');
    await page.locator('.play-figure').evaluate((el) => el.scrollIntoView({ block: 'center' }));
    expect(await page.evaluate<boolean>('document.documentElement.scrollWidth <= window.innerWidth')).toBe(true);
    const middles = (list: Cell[]) =>
      page.evaluate(
        (all) =>
          all.map(([y, x]) => {
            const b = document.getElementById(`play-maze-${y}-${x}`)!.getBoundingClientRect();
            return { x: b.left + b.width / 2, y: b.top + b.height / 2 };
          }),
        list,
      );
    // A finger from the entrance through the middles of half the way's cells, in small moves: the line follows it round and across the rings.
    const half = Math.floor(way.length / 2);
    const at = await middles(way.slice(0, half + 1));
    const f = await finger(page);
    await f.down(at[0]!.x, at[0]!.y);
    for (let i = 1; i < at.length; i++) {
      for (const t of [0.25, 0.5, 0.75, 1]) await f.to(at[i - 1]!.x + (at[i]!.x - at[i - 1]!.x) * t, at[i - 1]!.y + (at[i]!.y - at[i - 1]!.y) * t);
    }
    await f.up();
    await f.cdp.detach();
    expect(await length()).toBe(half + 1);
    const [hy, hx] = way[half]!;
    expect(await status(page)).toMatch(new RegExp(`^Ring ${hy + 1}, place ${hx + 1}: your line is ${half + 1} steps long\\.$`));
    // A tap on a cell beside the line's end through a wall: refused, said by ring and place, nothing traced.
    const maze = boardOf(r.puzzle).maze;
    const head = maze.cell(hy, hx);
    const shut = maze.sides.find((side) => maze.next(head, side) >= 0 && !maze.passes(head, side));
    if (shut !== undefined) {
      const beyond = maze.next(head, shut);
      await page.locator(`#play-maze-${maze.rowOf(beyond)}-${maze.colOf(beyond)}`).tap();
      expect(await status(page)).toMatch(new RegExp(`^A wall stops the line going (outward|clockwise|inward|counter-clockwise) from ring ${hy + 1}, place ${hx + 1}\\.$`));
      expect(await length()).toBe(half + 1);
    }
    for (let i = half + 1; i < way.length; i++) {
      await page.locator(`#play-maze-${way[i]![0]}-${way[i]![1]}`).tap();
      if (i < way.length - 1) expect(await length()).toBe(i + 1);
      // A step short of the middle, Check counts the line in steps.
      if (i === way.length - 2) {
        await check.tap();
        expect(await status(page)).toBe(`So far, so good: all ${i + 1} steps of your line are on the way. Trace on into the middle.`);
        await page.screenshot({ path: shot('maze-round-390-checked.png'), fullPage: false });
      }
    }
    expect(await solved(page)).toBe('true');
    // The line drawn into the middle, where the bee's hive is.
    expect(await page.locator('.play-maze-line path').first().getAttribute('d')).toMatch(/^M[\d.,-]+ L/);
    // A stroke, not a filled shape: the arcs' path leaves the corridors it runs round unpainted.
    expect(await page.locator('.play-maze-line path').first().evaluate((el) => getComputedStyle(el).fill)).toBe('none');
    await page.screenshot({ path: shot('maze-round-390-solved.png'), fullPage: false });
    expect(problemsOf(page)).toEqual([]);
    await page.close();
  });

  it('a child\'s round maze on a desktop: its help, rules and grade said as a round maze\'s, and the page as wide as the screen', async () => {
    const r = mazes().find((m) => m.puzzle.shape === 'round')!;
    const page = await open(r.id, 'desktop');
    expect(await page.locator('#play-maze-help').innerText()).toBe('Drag the way from the entrance arrow into the middle, or trace it with the arrow keys. Walls stop the line. Go back along your line, or click a place on it, to take it back.');
    expect(await page.locator('main').innerText()).not.toMatch(/\bsquares?\b|exit arrow/i);
    // The grade's figures, folded away until asked for.
    const grade = (await page.locator('details.grade dl').textContent())!;
    expect(grade).toContain('cells on the way through');
    expect(grade).not.toMatch(/\bsquares?\b/i);
    await page.locator('.play-figure').evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await page.screenshot({ path: shot('maze-round-1280.png'), fullPage: false });
    expect(problemsOf(page)).toEqual([]);
    await page.close();
  });

  it('on a desktop: the 20×20 whole on the screen; a hint rings the next stretch and writes it in; by the arrow keys to the exit, a wall refusing one, a wrong turn backed out of, the hint then saying to take it back; Undo, Redo and a reload on the way', async () => {
    const r = mazes().find((m) => m.puzzle.rows === 20)!;
    const way = wayOf(r);
    const page = await open(r.id, 'desktop');
    const figure = (await page.locator('.play-figure').boundingBox())!;
    expect(figure.y + figure.height).toBeLessThanOrEqual(800);
    expect(figure.x + figure.width).toBeLessThanOrEqual(1280);
    // Tab from the top of the page to the maze: one tab stop for all its squares.
    for (let i = 0; i < 60 && !(await page.evaluate(() => document.activeElement?.getAttribute('role') === 'grid')); i++) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('grid');
    // The hint: the next stretch from the entrance, ringed; pressed again, written in.
    const hint = page.locator('.play-hint-button');
    await hint.click();
    expect(await status(page)).toMatch(/^(From the entrance,|At the fork in row \d+, column \d+,) .*follow the path \d+ squares? to the fork in row \d+, column \d+\. Press “Write it in” to take it\.$/);
    expect(await page.locator('.play-layer .play-hinted').count()).toBeGreaterThan(1);
    await page.screenshot({ path: shot('maze-hint-1280.png') });
    await hint.click();
    expect(await status(page)).toBe('The hint is written in.');
    const traced = await lineLength(page);
    expect(traced).toBeGreaterThan(1);
    expect(await headOf(page)).toEqual(way[traced - 1]);
    const grid = page.locator('.play-layer[role="grid"]');
    await grid.focus();
    const arrow = { up: 'ArrowUp', down: 'ArrowDown', left: 'ArrowLeft', right: 'ArrowRight' } as const;
    // From the line's end on: the first square of the way with a wall beside it, the first fork with a wrong turn, and a square to undo on.
    const wallBeside = (i: number) =>
      ([[way[i]![0] - 1, way[i]![1]], [way[i]![0], way[i]![1] + 1], [way[i]![0] + 1, way[i]![1]], [way[i]![0], way[i]![1] - 1]] as Cell[]).find(
        ([a, b]) => a >= 0 && b >= 0 && a < r.puzzle.rows && b < r.puzzle.cols && step(r.puzzle, way.slice(0, i + 1), wayTo(way[i]!, [a, b])!).type === 'wall',
      );
    const wallAt = way.findIndex((_, i) => i >= traced && wallBeside(i) !== undefined);
    const turn = wrongTurn(r, traced - 1);
    const undoAt = [traced + 2, traced + 3].find((i) => i !== turn.at)!;
    for (let i = traced - 1; i < way.length; i++) {
      if (i >= traced) await page.keyboard.press(arrow[wayTo(way[i - 1]!, way[i]!)!]);
      if (i === traced) expect(await status(page)).toMatch(new RegExp(`^Row ${way[i]![0] + 1}, column ${way[i]![1] + 1}(: your line| is a dead end: your line) is ${i + 1} squares long\\.$`));
      if (i === wallAt) {
        // A wall: the key is refused, said, nothing counted.
        await page.keyboard.press(arrow[wayTo(way[i]!, wallBeside(i)!)!]);
        expect(await status(page)).toMatch(/^A wall stops the line /);
        expect(await lineLength(page)).toBe(i + 1);
      }
      if (i === turn.at) {
        // Into the wrong turn: the hint says to take it back, ringed, writing nothing; out by the arrow back, in again and out by Backspace.
        await page.keyboard.press(arrow[wayTo(way[i]!, turn.into)!]);
        expect(await lineLength(page)).toBe(i + 2);
        await hint.click();
        expect(await status(page)).toBe(`Your line leaves the way after the square in row ${way[i]![0] + 1}, column ${way[i]![1] + 1}: take it back to that square first.`);
        expect(await page.locator('.play-layer .play-hinted[data-tone="bad"]').count()).toBe(1);
        await grid.focus();
        await page.keyboard.press(arrow[wayTo(turn.into, way[i]!)!]);
        expect(await lineLength(page)).toBe(i + 1);
        expect(await status(page)).toMatch(/^Taken back to row/);
        await page.keyboard.press(arrow[wayTo(way[i]!, turn.into)!]);
        await page.keyboard.press('Backspace');
        expect(await lineLength(page)).toBe(i + 1);
        expect(await headOf(page)).toEqual(way[i]);
      }
      if (i === undoAt) {
        // Undo takes the last square back, Redo brings it again; a reload keeps the line.
        await page.keyboard.press('Control+z');
        expect(await lineLength(page)).toBe(i);
        await page.keyboard.press('Control+y');
        expect(await lineLength(page)).toBe(i + 1);
        await page.reload();
        await gameStarted(page);
        expect(await lineLength(page)).toBe(i + 1);
        expect(await headOf(page)).toEqual(way[i]);
        await grid.focus();
      }
    }
    expect(await solved(page)).toBe('true');
    expect(await lineLength(page)).toBe(way.length);
    expect(await mistakes(page)).toBe('');
    await page.screenshot({ path: shot('maze-hard-1280.png') });
    // The "?" list names the keys a maze takes.
    await page.keyboard.press('?');
    expect(await page.locator('.play-shortcuts dd').allInnerTexts()).toEqual(expect.arrayContaining(['Traces the line a square on, or back onto the square before.', 'Takes the line’s last square back.']));
    await page.keyboard.press('Escape');
    expect(problemsOf(page)).toEqual([]);
    await page.close();
  });
});

describe('Word Search’s lines', () => {
  const searches = () => bookOf(books, 'word-searches').puzzles.map((p) => asKind(p, 'word-search'));
  type Cell = [number, number];
  const ends = (r: ReturnType<typeof searches>[number]): [Cell, Cell][] =>
    answerCells(r.puzzle, r.solution).map((cells) => [
      [Math.floor(cells[0]! / r.puzzle.cols), cells[0]! % r.puzzle.cols],
      [Math.floor(cells.at(-1)! / r.puzzle.cols), cells.at(-1)! % r.puzzle.cols],
    ]);
  const foundCapsules = (page: Page) => page.locator('.play-ws-marks .play-ws-found').count();
  const listSaid = (page: Page) => page.locator('.board-list li .visually-hidden').allInnerTexts();
  const struck = (page: Page) => page.locator('.board-list li.play-found').count();
  const letter = ([y, x]: Cell) => `#play-letter-${y}-${x}`;

  it('on a phone: the 15×15 expert; two letters tapped off one line told, a word’s ends tapped, Start again; each word dragged by a finger (the first backwards), a third of a letter off the line; the list struck and read; each capsule on its word', async () => {
    const r = searches().find((s) => s.difficulty === 'expert')!;
    const words = ends(r);
    const page = await open(r.id, 'phone');
    const grid = page.locator('.play-layer[role="grid"]');
    expect(await grid.getAttribute('aria-label')).toBe(`Letters: ${r.puzzle.rows} rows of ${r.puzzle.cols}`);
    expect(await grid.getAttribute('tabindex')).toBe('0');
    expect(await page.locator('.play-layer [role="gridcell"]').count()).toBe(r.puzzle.rows * r.puzzle.cols);
    expect(await page.evaluate(`getComputedStyle(document.querySelector('.play-layer')).touchAction`)).toBe('none');
    // The list is the page's, under the board, at the page's type: every word, each still to find.
    expect(await page.locator('.board-list li > span[aria-hidden]').allInnerTexts()).toEqual(r.puzzle.words);
    expect(await listSaid(page)).toEqual(r.puzzle.words.map((w) => `${w}, still to find`));
    expect(await page.locator('.board-list li').first().evaluate((el) => parseFloat(getComputedStyle(el).fontSize))).toBeGreaterThanOrEqual(14);
    // At load, every word of the list in view above the toolbar held at the screen's foot (issue 110: 13 of 19 were under it).
    const under = await page.evaluate(() => {
      const dock = document.querySelector('.play-dock')!.getBoundingClientRect().top;
      return [...document.querySelectorAll('.board-list li')].filter((li) => li.getBoundingClientRect().bottom > dock + 0.5).map((li) => li.textContent);
    });
    expect(under).toEqual([]);
    await page.screenshot({ path: shot('play-word-search-load-390.png') });
    await page.locator('.play-figure').evaluate((el) => el.scrollIntoView());
    // The letters across the phone's width, each at least 15 px tall; grid, list and toolbar on one screen.
    const letterPx = await page.evaluate(() => {
      const svg = document.querySelector('.game-board svg')!;
      const scale = svg.getBoundingClientRect().width / (svg as SVGSVGElement).viewBox.baseVal.width;
      return Math.max(...[...svg.querySelectorAll('text')].map((t) => parseFloat(getComputedStyle(t).fontSize))) * scale;
    });
    expect(letterPx).toBeGreaterThanOrEqual(15);
    for (const sel of ['.play-figure', '.board-list', '.play-tools']) {
      const b = (await page.locator(sel).boundingBox())!;
      expect(b.y, sel).toBeGreaterThanOrEqual(-1);
      expect(b.y + b.height, sel).toBeLessThanOrEqual(844);
    }
    const tap = async (cell: Cell) => {
      const [p] = await middles(page, [letter(cell)]);
      await page.touchscreen.tap(p!.x, p!.y);
    };
    // A knight's move: no line at all; then a word's two ends tapped; then Start again.
    await tap([0, 0]);
    expect(await status(page)).toMatch(/: now the word's last letter\.$/);
    await tap([1, 2]);
    expect(await status(page)).toBe('Those two letters are not on one straight line: a word runs across, down or diagonally.');
    await tap(words[0]![0]);
    await tap(words[0]![1]);
    expect(await status(page)).toBe(`${r.puzzle.words[0]} found.`);
    expect(await struck(page)).toBe(1);
    await page.getByRole('button', { name: 'Start again' }).tap();
    expect(await struck(page)).toBe(0);
    expect(await foundCapsules(page)).toBe(0);

    /** A finger from one letter to another, up a third of a letter off the line, square to it (the line follows the finger, snapped). */
    const drag = async (from: Cell, to: Cell, off = 0.3) => {
      const [a, b] = await middles(page, [letter(from), letter(to)]);
      const [dx, dy] = [b!.x - a!.x, b!.y - a!.y];
      const length = Math.hypot(dx, dy) || 1;
      const [nx, ny] = [(-dy / length) * off * a!.size, (dx / length) * off * a!.size];
      const f = await finger(page);
      await f.down(a!.x, a!.y);
      for (let i = 1; i <= 4; i++) await f.to(a!.x + (dx * i) / 4 + (nx * i) / 4, a!.y + (dy * i) / 4 + (ny * i) / 4);
      await f.up();
      await f.cdp.detach();
    };
    // A line that is no word: said, gently, and nothing found or counted.
    const keys = answerCells(r.puzzle, r.solution).flatMap((cells) => [cells.join(','), [...cells].reverse().join(',')]);
    const cols = r.puzzle.cols;
    const noWord = [...Array(r.puzzle.rows).keys()].flatMap((y) => [...Array(cols - 2).keys()].map((x) => [y, x] as Cell)).find(([y, x]) => !keys.includes([0, 1, 2].map((k) => y * cols + x + k).join(',')))!;
    await drag(noWord, [noWord[0], noWord[1] + 2], 0);
    expect(await status(page)).toBe('No word of the list lies between those two letters.');
    expect(await page.locator('.play-status').getAttribute('data-tone')).toBe('');
    expect(await foundCapsules(page)).toBe(0);
    expect(await page.getByRole('button', { name: 'Undo' }).isEnabled()).toBe(false);
    for (const [i, [first, last]] of words.entries()) {
      // The first word the other way round, last letter to first: a word reads found either way.
      if (i === 0) await drag(last, first);
      else await drag(first, last);
      if (i < words.length - 1) {
        expect(await status(page)).toBe(`${r.puzzle.words[i]} found.`);
        expect(await struck(page)).toBe(i + 1);
      }
      if (i === Math.floor(words.length / 2)) await page.screenshot({ path: shot('word-search-expert-390-half.png') });
    }
    expect(await solved(page)).toBe('true');
    expect(await status(page)).toMatch(/^Solved in \d+:\d\d\. Well done!$/);
    expect(await listSaid(page)).toEqual(r.puzzle.words.map((w) => `${w}, found`));
    expect(await mistakes(page)).toBe('');
    await page.locator('.play-figure').evaluate((el) => el.scrollIntoView());
    await page.screenshot({ path: shot('word-search-expert-390.png') });
    // Each capsule lies over its word: its middle at the middle of the word's first and last letters.
    const capsules = await page.locator('.play-ws-marks .play-ws-found').evaluateAll((els) => els.map((el) => el.getBoundingClientRect()).map((b) => ({ x: b.x + b.width / 2, y: b.y + b.height / 2 })));
    const centres = await middles(page, words.flatMap(([a, b]) => [letter(a), letter(b)]));
    for (const [i] of words.entries()) {
      const [p, q] = [centres[2 * i]!, centres[2 * i + 1]!];
      expect(Math.abs(capsules[i]!.x - (p.x + q.x) / 2), `${r.puzzle.words[i]} across`).toBeLessThan(1.5);
      expect(Math.abs(capsules[i]!.y - (p.y + q.y) / 2), `${r.puzzle.words[i]} down`).toBeLessThan(1.5);
    }
    expect(await locked(page)).toBe(true);
    expect(problemsOf(page)).toEqual([]);
    await page.close();
  });

  it('on a desktop: the list beside the board; Tab to the grid; the arrows, Enter and Space at each end, Escape letting go; Undo, Redo, Check and a reload on the way', async () => {
    const r = searches().find((s) => s.difficulty === 'medium')!;
    const words = ends(r);
    const page = await open(r.id, 'desktop');
    const [boardBox, list, tools] = await Promise.all(['.game-board', '.board-list', '.play-tools'].map(async (s) => (await page.locator(s).boundingBox())!));
    expect(list!.x).toBeGreaterThanOrEqual(boardBox!.x + boardBox!.width);
    expect(list!.y).toBeGreaterThan(tools!.y);
    expect(list!.y + list!.height).toBeLessThanOrEqual(800);
    expect(boardBox!.y + boardBox!.height).toBeLessThanOrEqual(800);
    for (let i = 0; i < 60 && !(await page.evaluate(() => document.activeElement?.getAttribute('role') === 'grid')); i++) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('grid');
    let cursor: Cell = [0, 0];
    const goTo = async ([y, x]: Cell) => {
      const keys: string[] = [];
      for (; cursor[0] !== y; cursor = [cursor[0] + (cursor[0] < y ? 1 : -1), cursor[1]]) keys.push(cursor[0] < y ? 'ArrowDown' : 'ArrowUp');
      for (; cursor[1] !== x; cursor = [cursor[0], cursor[1] + (cursor[1] < x ? 1 : -1)]) keys.push(cursor[1] < x ? 'ArrowRight' : 'ArrowLeft');
      for (const k of keys) await page.keyboard.press(k);
    };
    // Escape lets go of a first letter chosen.
    await goTo(words[0]![0]);
    await page.keyboard.press('Enter');
    expect(await status(page)).toMatch(/^\S+ in row \d+, column \d+: now the word's last letter\.$/);
    expect(await page.locator('.play-layer [aria-selected="true"]').count()).toBe(1);
    await page.keyboard.press('Escape');
    expect(await status(page)).toBe("Let go: start again from a word's first letter.");
    expect(await page.locator('.play-layer [aria-selected="true"]').count()).toBe(0);
    for (const [i, [first, last]] of words.entries()) {
      await goTo(first);
      await page.keyboard.press(i % 2 ? 'Space' : 'Enter');
      await goTo(last);
      // The line runs from the first letter to the cursor before the second key.
      if (i === 0) expect(await page.locator('.play-ws-marks .play-ws-line').count()).toBe(1);
      await page.keyboard.press(i % 2 ? 'Enter' : 'Space');
      if (i < words.length - 1) expect(await status(page)).toBe(`${r.puzzle.words[i]} found.`);
      if (i === 1) {
        // Undo takes the last word back, Redo brings it again; Check says how many are left; a reload keeps the words found.
        await page.keyboard.press('Control+z');
        expect(await struck(page)).toBe(1);
        await page.keyboard.press('Control+y');
        expect(await struck(page)).toBe(2);
        await page.getByRole('button', { name: 'Check', exact: true }).click();
        expect(await status(page)).toBe(`${words.length - 2} words are still to find.`);
        await page.reload();
        await gameStarted(page);
        expect(await struck(page)).toBe(2);
        expect(await foundCapsules(page)).toBe(2);
        await page.locator('.play-layer[role="grid"]').focus();
        expect(await page.locator('.play-layer[role="grid"]').getAttribute('aria-activedescendant')).toBe('play-letter-0-0');
        cursor = [0, 0];
      }
      if (i === Math.floor(words.length / 2)) await page.screenshot({ path: shot('word-search-medium-1280-half.png') });
    }
    expect(await solved(page)).toBe('true');
    expect(await struck(page)).toBe(words.length);
    await page.screenshot({ path: shot('word-search-medium-1280.png') });
    await page.keyboard.press('?');
    expect(await page.locator('.play-shortcuts dd').allInnerTexts()).toEqual(expect.arrayContaining(['Marks a word’s first letter, then its last.', 'Lets go of the chosen letter.']));
    await page.keyboard.press('Escape');
    expect(problemsOf(page)).toEqual([]);
    await page.close();
  });
});

describe('the slot kinds’ letters', () => {
  // The slot player's kinds: Fill-In, each square tapped and its letter typed on a phone, clicked
  // and typed on a desktop, the starter's squares printed and passed by, the list struck off as
  // its words go in; Criss-Cross on a phone, its bank struck off; Word Scramble on both, a word a
  // row of boxes. Each played to the end.
  for (const device of ['phone', 'desktop'] as const) {
    it(`Fill-In ${device === 'phone' ? 'on a phone: tapped and typed' : 'on a desktop: clicked and typed'}, its starter kept, its list struck off, played to the end`, async () => {
      const r = puzzleOf(book(), 'fill-in');
      const { rows, cols, blocks, givens } = r.puzzle;
      const page = await open(r.id, device);
      // A square is named by its place and its letter (`Row 2, column 3: A`).
      const square = (y: number, x: number) => page.getByLabel(new RegExp(`^Row ${y + 1}, column ${x + 1}: `));
      const width = device === 'phone' ? 390 : 1280;
      // The starter's squares hold their letters and are not written in.
      const printed = (givens ?? []).flatMap((row, y) => row.flatMap((g, x) => (g ? [[y, x] as const] : [])));
      for (const [y, x] of printed) {
        expect(await square(y, x).inputValue()).toBe(givens![y]![x]);
        expect(await square(y, x).getAttribute('readonly')).not.toBeNull();
      }
      const struck = () => page.locator('.fi-list li.slot-struck').count();
      const before = await struck();
      const cells = Array.from({ length: rows * cols }, (_, i) => [Math.floor(i / cols), i % cols] as const).filter(([y, x]) => !blocks[y]![x] && !givens?.[y]?.[x]);
      for (const [i, [y, x]] of cells.entries()) {
        if (device === 'phone') await square(y, x).tap();
        else await square(y, x).click();
        await page.keyboard.type(r.solution.grid[y]![x]!.toLowerCase());
        if (i === Math.floor(cells.length / 2)) {
          await page.screenshot({ path: shot(`fill-in-easy-${width}-half.png`) });
          expect(await struck()).toBeGreaterThan(before);
        }
      }
      expect(await solved(page)).toBe('true');
      expect(await struck()).toBe(r.puzzle.words.length);
      expect(await locked(page)).toBe(true);
      await page.screenshot({ path: shot(`fill-in-easy-${width}.png`), fullPage: true });
      expect(problemsOf(page)).toEqual([]);
      await page.close();
    });
  }
  it('Criss-Cross on a phone: each square tapped and its letter typed, the clue of the slot under the board, its bank struck off, played to the end', async () => {
    const r = puzzleOf(book(), 'criss-cross');
    const letters = answerLetters(r.puzzle, r.solution);
    const page = await open(r.id, 'phone');
    const square = (cell: number) => page.getByLabel(new RegExp(`^Row ${Math.floor(cell / r.puzzle.cols) + 1}, column ${(cell % r.puzzle.cols) + 1}: `));
    const cells = [...letters.keys()].sort((a, b) => a - b);
    for (const [i, cell] of cells.entries()) {
      await square(cell).tap();
      // The bar under the board says the clue of a slot through the square.
      if (i === 0) {
        const bar = await page.locator('.slot-clue').innerText();
        expect(r.puzzle.slots.some((s) => bar.includes(s.clue)), bar).toBe(true);
      }
      await page.keyboard.type(letters.get(cell)!.toLowerCase());
      if (i === Math.floor(cells.length / 2)) await page.screenshot({ path: shot('criss-cross-easy-390-half.png') });
    }
    expect(await solved(page)).toBe('true');
    if (r.puzzle.printBank) expect(await page.locator('.cc-bank li.slot-struck').count()).toBe(r.puzzle.bank.length);
    expect(await locked(page)).toBe(true);
    await page.screenshot({ path: shot('criss-cross-easy-390.png'), fullPage: true });
    expect(problemsOf(page)).toEqual([]);
    await page.close();
  });
  // The Cryptogram on the same player: a letter typed once in one box of its code letter fills
  // every box of that code letter; the given letters stand in theirs and are kept.
  for (const device of ['phone', 'desktop'] as const) {
    it(`Cryptogram ${device === 'phone' ? 'on a phone: a box tapped' : 'on a desktop: a box clicked'} and its letter typed once for all its code letter's boxes, the given letters kept, played to the end`, async () => {
      const r = puzzleOf(book(), 'cryptogram');
      const page = await open(r.id, device);
      const width = device === 'phone' ? 390 : 1280;
      // The boxes in the order the page lays them: the code's letters in reading order.
      const code = [...r.puzzle.cipher].filter((ch) => ch in r.solution.key);
      const boxes = page.locator('.slot-square');
      expect(await boxes.count()).toBe(code.length);
      for (const [k, ch] of code.entries()) {
        if (ch in r.puzzle.given) {
          expect(await boxes.nth(k).inputValue()).toBe(r.puzzle.given[ch]);
          expect(await boxes.nth(k).getAttribute('readonly')).not.toBeNull();
        }
      }
      const open_ = [...new Set(code.filter((ch) => !(ch in r.puzzle.given)))];
      for (const [i, ch] of open_.entries()) {
        const k = code.indexOf(ch);
        if (device === 'phone') await boxes.nth(k).tap();
        else await boxes.nth(k).click();
        await page.keyboard.type(r.solution.key[ch]!.toLowerCase());
        // Every box of that code letter holds it at once.
        for (const [j, other] of code.entries()) if (other === ch) expect(await boxes.nth(j).inputValue()).toBe(r.solution.key[ch]);
        if (i === Math.floor(open_.length / 2)) await page.screenshot({ path: shot(`cryptogram-${width}-half.png`) });
      }
      expect(await solved(page)).toBe('true');
      expect(await locked(page)).toBe(true);
      await page.screenshot({ path: shot(`cryptogram-${width}.png`), fullPage: true });
      expect(problemsOf(page)).toEqual([]);
      await page.close();
    });
  }
  // Word Scramble on the same player: each word typed along its boxes from its first open one,
  // the printed first letters passed by and kept, the bar saying the word's letters mixed up.
  for (const device of ['phone', 'desktop'] as const) {
    it(`Word Scramble ${device === 'phone' ? 'on a phone: each word tapped and typed' : 'on a desktop: each word clicked and typed'}, its first letters kept, played to the end`, async () => {
      const r = puzzleOf(book(), 'word-scramble');
      const page = await open(r.id, device);
      const width = device === 'phone' ? 390 : 1280;
      const answers = [...r.solution.words, ...(r.solution.final ? [r.solution.final] : [])];
      // The boxes in the order the page lays them, word by word (a word's row, then its letters).
      const boxes = page.locator('.slot-square');
      expect(await boxes.count()).toBe(answers.reduce((n, w) => n + [...w].length, 0));
      let at = 0;
      for (const [i, word] of answers.entries()) {
        const first = r.puzzle.items[i]?.first;
        if (first) {
          expect(await boxes.nth(at).inputValue()).toBe(first);
          expect(await boxes.nth(at).getAttribute('readonly')).not.toBeNull();
        }
        const start = at + (first ? 1 : 0);
        if (device === 'phone') await boxes.nth(start).tap();
        else await boxes.nth(start).click();
        if (i < r.puzzle.items.length) expect(await page.locator('.slot-clue').innerText()).toContain(r.puzzle.items[i]!.scrambled);
        await page.keyboard.type([...word].slice(first ? 1 : 0).join('').toLowerCase());
        if (i === Math.floor(answers.length / 2)) await page.screenshot({ path: shot(`word-scramble-easy-${width}-half.png`) });
        at += [...word].length;
      }
      expect(await solved(page)).toBe('true');
      expect(await locked(page)).toBe(true);
      await page.screenshot({ path: shot(`word-scramble-easy-${width}.png`), fullPage: true });
      expect(problemsOf(page)).toEqual([]);
      await page.close();
    });
  }
});

