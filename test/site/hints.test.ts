import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BookFile } from '../../src/book/bookfile-schema.ts';
import type { Hint } from '../../src/engine/hint.ts';
import { countdownHint, startCountdown, takeHint as takeCountdown } from '../../src/kinds/countdown/play.ts';
import { crossNumbersHint, takeHint as takeCross } from '../../src/kinds/cross-numbers/play.ts';
import { numberMindHint } from '../../src/kinds/number-mind/play.ts';
import { numbrixHint, startNumbrix, takeHint as takeNumbrix } from '../../src/kinds/numbrix/play.ts';
import { secretNumberHint } from '../../src/kinds/secret-number/play.ts';
import { withHint } from '../../src/play/code.ts';
import { KIND_NAMES, type KindName } from '../../src/kinds/registry.ts';
import { gridHint, startGrid, takeGridHint } from '../../src/play/grid.ts';
import { rules as sudokuRules } from '../../src/kinds/sudoku/play.ts';
import { startState as startWordSearch, takeHint as takeWordSearch, wordSearchHint } from '../../src/kinds/word-search/play.ts';
import { archiveBook, puzzleOf } from './books.ts';
import { gameStarted, launch, problemsOf, visit } from './browser.ts';

// The Hint button on a puzzle of each kind, in Chromium: what it says and
// rings is what the step solver gives in Node, a second press writes it in, and hints alone
// lead to the last step, which only "Show the answer" writes in (test/site/play/last-hint.test.ts).
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

/** Hints from `start` on, taking each, until the game is done. */
function run<S>(start: S, hint: (s: S) => Hint, take: (s: S, h: Hint) => S): Hint[] {
  const out: Hint[] = [];
  for (let s = start, h = hint(s); h.type !== 'done' && out.length < 400; s = take(s, h), h = hint(s)) out.push(h);
  return out;
}

/**
 * Each kind's hints as Node computes them, from the empty position on, each taken in turn, to
 * the end: its play module's hint, from its game's start. A kind without an entry (the
 * contract has no hint of its own to call) is listed below as a test to write.
 */
const NODE_HINTS: { readonly [K in KindName]?: () => Hint[] } = {
  numbrix: () => {
    const r = record('numbrix');
    return run(startNumbrix(r.puzzle), (s) => numbrixHint(r.puzzle, s, r.solution.grid), (s, h) => takeNumbrix(r.puzzle, s, h));
  },
  'cross-numbers': () => {
    const r = record('cross-numbers');
    const empty = r.puzzle.cells.map((row) => row.map(() => null));
    return run(empty as (number | null)[][], (s) => crossNumbersHint(r.puzzle, s, r.solution.cells), (s, h) => takeCross(r.puzzle, s, h));
  },
  'secret-number': () => {
    const r = record('secret-number');
    return run('', (s) => secretNumberHint(r.puzzle, s, r.solution.number), (s, h) => withHint(s, r.puzzle.digits, h));
  },
  'number-mind': () => {
    const r = record('number-mind');
    return run('', (s) => numberMindHint(r.puzzle, s, r.solution.secret), (s, h) => withHint(s, r.puzzle.length, h));
  },
  countdown: () => {
    const r = record('countdown');
    return run(startCountdown(r.puzzle), (s) => countdownHint(r.puzzle, s), (s) => takeCountdown(r.puzzle, s));
  },
  // The grid player's hint (src/play/grid.ts), told Sudoku's rules.
  sudoku: () => {
    const r = record('sudoku');
    return run(startGrid(sudokuRules, r.puzzle), (s) => gridHint(sudokuRules, r.puzzle, s, r.solution), (s, h) => takeGridHint(sudokuRules, r.puzzle, s, h));
  },
  // A word's letters ringed in the grid, and its place in the list beside the board.
  'word-search': () => {
    const r = record('word-search');
    return run(startWordSearch(), (s) => wordSearchHint(r.puzzle, r.solution, s), (s, h) => takeWordSearch(r.puzzle, s, h));
  },
};
const hinted = KIND_NAMES.filter((kind) => NODE_HINTS[kind]);

async function openPuzzle(id: string): Promise<Page> {
  const { page } = await visit(browser, `${origin}/puzzles/${id}/`);
  await gameStarted(page);
  return page;
}
const status = (page: Page) => page.locator('.play-status').innerText();
const ringed = (page: Page, tone: string) =>
  page.locator(`.play-hinted[data-tone="${tone}"]`).evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-cell'))).sort((a, b) => a - b));
const sorted = (cells: number[]) => [...cells].sort((a, b) => a - b);

describe('hints in the browser', () => {
  it.each(hinted)('%s: Hint says and rings the next step, writes it in on a second press, and hints alone lead to Show the answer', async (kind) => {
    const r = book.puzzles.find((p) => p.kind === kind)!;
    const hints = NODE_HINTS[kind]!();
    const [first, second] = hints as [Hint, Hint | undefined];
    if (first.type !== 'step') throw new Error(`${kind}: expected a step, got ${first.type}`);
    const page = await openPuzzle(r.id);
    const hint = page.locator('.play-hint-button');

    await hint.click();
    expect(await status(page)).toContain(first.say);
    expect(await ringed(page, 'hint')).toEqual(sorted(first.cells));
    // The steps it rests on are folded behind one "Why?", shut until the reader opens it.
    const why = page.locator('.play-hint details.play-why');
    expect(await why.count()).toBe(first.before.length > 0 ? 1 : 0);
    if (first.before.length > 0) {
      expect(await why.locator('ol').isVisible()).toBe(false);
      await why.locator('summary', { hasText: 'Why?' }).click();
      expect(await why.locator('li').allInnerTexts()).toEqual(first.before.map((step) => step.say));
    }
    for (const [width, height] of [[390, 844], [1280, 800]] as const) {
      await page.setViewportSize({ width, height });
      await page.locator('.play-figure').scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(dir, `hint-${kind}-${width}.png`) });
    }
    // Taken: the rings go, and the next hint is the one Node gives after it.
    await hint.click();
    expect(await page.locator('.play-hinted').count()).toBe(0);
    expect(await page.locator('.play-hints').innerText()).toBe('Hints: 1');
    await hint.click();
    if (second?.type === 'step') expect(await status(page)).toContain(second.say);

    // Hints alone, to the end: every step's sentence, its reason in full, is the one Node gives there.
    for (const next of hints.slice(2)) {
      await hint.click();
      await hint.click();
      const at = `${kind}: hint ${hints.indexOf(next) + 1}`;
      // The last step's own sentence would state the answer: the hint says only that one step is left.
      if (next === hints.at(-1)) expect(await status(page), at).toBe('One step is left, and it gives the answer: what it needs is ringed. Work it out and write it in yourself, or press “Show the answer”.');
      else if (next.type === 'step' || next.type === 'reveal') expect(await status(page), at).toContain(next.say);
    }
    // The last hint is the answer: not written in until asked for by name, and then shown, not solved.
    expect(await page.locator('[data-play]').getAttribute('data-solved')).toBeNull();
    expect(await hint.innerText()).toContain('Show the answer');
    await hint.click();
    expect(await page.locator('[data-play]').getAttribute('data-solved')).toBe('true');
    expect(await status(page)).toMatch(/^The answer is shown, after \d+:\d\d\.$/);
    // The finish, as a player sees it at both widths: the panel in view, and the board whole.
    for (const [width, height] of [[390, 844], [1280, 800]] as const) {
      await page.setViewportSize({ width, height });
      await page.evaluate(() => scrollTo(0, 0));
      // Once the page has fitted itself to the new size (its observers run after the resize, later on a busy machine).
      const foot = async () => {
        const panel = (await page.locator('.play-finish').boundingBox())!;
        return panel.y + panel.height;
      };
      await expect.poll(foot, { message: `${kind} at ${width}: the solved panel` }).toBeLessThanOrEqual(height);
      const board = () => page.locator('.game-board').evaluate((el) => ({ scroll: el.scrollHeight - el.clientHeight, wide: el.scrollWidth - el.clientWidth }));
      await expect.poll(board, { message: `${kind} at ${width}: the board shown whole` }).toEqual({ scroll: 0, wide: 0 });
      await page.screenshot({ path: join(dir, `solved-${kind}-${width}.png`) });
    }
    expect(problemsOf(page)).toEqual([]);
    await page.close();
  });

  for (const kind of KIND_NAMES.filter((k) => !NODE_HINTS[k])) it.todo(`${kind}: Hint in the browser is the hint Node gives (write its hints in NODE_HINTS)`);

  it('a wrong digit is ringed in red and named, and nothing is written', async () => {
    for (const kind of ['secret-number', 'number-mind'] as const) {
      const r = kind === 'secret-number' ? record('secret-number') : record('number-mind');
      const answer = kind === 'secret-number' ? String(record('secret-number').solution.number) : record('number-mind').solution.secret;
      const page = await openPuzzle(r.id);
      // The test above solved this puzzle in the same browser: start afresh (a solved game asks twice).
      await page.getByRole('button', { name: 'Start again' }).click();
      await page.getByRole('button', { name: /Start again|Press again/ }).click();
      const wrong = String((Number(answer[1]) + 1) % 10);
      await page.getByLabel(kind === 'secret-number' ? 'Digit 2 of your guess' : 'Digit 2 of your code').fill(wrong);
      const expected = kind === 'secret-number' ? secretNumberHint(record('secret-number').puzzle, ` ${wrong}`, Number(answer)) : numberMindHint(record('number-mind').puzzle, ` ${wrong}`, answer);
      expect(expected.type).toBe('mistake');
      await page.locator('.play-hint-button').click();
      expect(await status(page)).toBe(expected.type === 'mistake' ? expected.say : '');
      expect(await ringed(page, 'bad')).toEqual([1]);
      await page.screenshot({ path: join(dir, `hint-mistake-${kind}.png`) });
      // A second press does not write anything over the mistake.
      await page.locator('.play-hint-button').click();
      expect(await page.locator('.play-hints').innerText()).toBe('');
      expect(problemsOf(page)).toEqual([]);
      await page.close();
    }
  });
});
