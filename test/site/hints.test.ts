import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BookFile } from '../../src/book/bookfile-schema.ts';
import type { Hint } from '../../src/engine/hint.ts';
import { countdownHint, startCountdown, takeHint as takeCountdown } from '../../src/engine/kinds/countdown/play.ts';
import { crossNumbersHint, takeHint as takeCross } from '../../src/engine/kinds/cross-numbers/play.ts';
import { numberMindHint, takeHint as takeMind } from '../../src/engine/kinds/number-mind/play.ts';
import { numbrixHint, startNumbrix, takeHint as takeNumbrix } from '../../src/engine/kinds/numbrix/play.ts';
import { secretNumberHint, takeHint as takeSecret } from '../../src/engine/kinds/secret-number/play.ts';
import type { KindName } from '../../src/engine/registry.ts';
import { archiveBook, puzzleOf } from './books.ts';
import { launch, problemsOf, visit } from './browser.ts';

// The Hint button on a puzzle of each kind, in Chromium: what it says and
// rings is what the step solver gives in Node, a second press writes it in, and hints alone
// solve the puzzle, counted with the time.
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

/** Each kind's hints as Node computes them, from the empty position on: the first hint and the one after taking it. */
function nodeHints(kind: KindName): [Hint, Hint] {
  switch (kind) {
    case 'numbrix': {
      const r = record('numbrix');
      const first = numbrixHint(r.puzzle, startNumbrix(r.puzzle), r.solution.grid);
      return [first, numbrixHint(r.puzzle, takeNumbrix(r.puzzle, startNumbrix(r.puzzle), first), r.solution.grid)];
    }
    case 'cross-numbers': {
      const r = record('cross-numbers');
      const empty = r.puzzle.cells.map((row) => row.map(() => null));
      const first = crossNumbersHint(r.puzzle, empty, r.solution.cells);
      return [first, crossNumbersHint(r.puzzle, takeCross(r.puzzle, empty, first), r.solution.cells)];
    }
    case 'secret-number': {
      const r = record('secret-number');
      const first = secretNumberHint(r.puzzle, '', r.solution.number);
      return [first, secretNumberHint(r.puzzle, takeSecret(r.puzzle, '', first), r.solution.number)];
    }
    case 'number-mind': {
      const r = record('number-mind');
      const first = numberMindHint(r.puzzle, '', r.solution.secret);
      return [first, numberMindHint(r.puzzle, takeMind(r.puzzle, '', first), r.solution.secret)];
    }
    case 'countdown': {
      const r = record('countdown');
      const start = startCountdown(r.puzzle);
      const first = countdownHint(r.puzzle, start);
      return [first, countdownHint(r.puzzle, takeCountdown(r.puzzle, start))];
    }
    default:
      throw new Error(`no hints for ${kind}`);
  }
}

async function openPuzzle(id: string): Promise<Page> {
  const { page } = await visit(browser, `${origin}/puzzles/${id}/`);
  await page.locator('[data-play]:not([hidden])').waitFor();
  return page;
}
const status = (page: Page) => page.locator('.play-status').innerText();
const ringed = (page: Page, tone: string) =>
  page.locator(`.play-hinted[data-tone="${tone}"]`).evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-cell'))).sort((a, b) => a - b));
const sorted = (cells: number[]) => [...cells].sort((a, b) => a - b);

describe('hints in the browser', () => {
  it.each(['numbrix', 'cross-numbers', 'secret-number', 'number-mind', 'countdown'] as const)('%s: Hint says and rings the next step, writes it in on a second press, and hints alone solve it', async (kind) => {
    const r = book.puzzles.find((p) => p.kind === kind)!;
    const [first, second] = nodeHints(kind);
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
    if (second.type === 'step') expect(await status(page)).toContain(second.say);

    // Hints alone, to the end.
    for (let n = 0; n < 400 && (await page.locator('[data-play]').getAttribute('data-solved')) !== 'true'; n++) await hint.click();
    expect(await page.locator('[data-play]').getAttribute('data-solved')).toBe('true');
    expect(await status(page)).toMatch(/^Solved in \d+:\d\d with \d+ hints?\. Well done!$/);
    expect(problemsOf(page)).toEqual([]);
    await page.close();
  });

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
