import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { bookOf } from '../books.ts';
import { problemsOf, screenshotPath, useContexts } from '../browser.ts';
import { type Device, devicePage, openAfresh } from '../puzzle-page/page.ts';

// Issue 40's view on a 9×9 Cross Numbers, the largest a book makes (the shared archive's
// `largest` and `largest-es` books): zoomed in on a phone it keeps its numbers and totals pinned
// at the board's edges and a hint pans to its cells; and the toolbar and clock line keep their
// slots through hint, mistake and solved (their size and each button's box on them, and where
// they are on the screen until the game is solved, a hint's sentence of several lines included),
// in English and in Spanish (whose words are the longest of the catalogs' for these buttons).
// Every kind's whole puzzle in view at load and a hint's cells after it, and every language's
// toolbar on one row: the sweep of puzzle pages (test/site/puzzle-pages.matrix.test.ts).
const { books, origin, dir } = inject('archive');
const contexts = useContexts('phone', 'desktop');

interface CrossNumbers {
  id: string;
  puzzle: { cells: (number | null)[][] };
  solution: { cells: number[][] };
}
const crossNumbers = (slug: 'largest' | 'largest-es') => bookOf(books, slug).puzzles.find((p) => p.kind === 'cross-numbers') as unknown as CrossNumbers;

/** The 9×9 Cross Numbers of `slug`, opened afresh in a page of its own at the device's size. */
async function open(slug: 'largest' | 'largest-es', device: Device): Promise<Page> {
  return openAfresh(await devicePage(contexts[device], device), origin, crossNumbers(slug).id);
}

describe('a 9×9 Cross Numbers zoomed in', () => {
  it('on a phone keeps its row numbers, column numbers and totals pinned at the board’s edges; a hint pans to its cells', async () => {
    const page = await open('largest', 'phone');
    await page.locator('.play-zoom').click();
    expect(await page.locator('.game-board.play-panned').count()).toBe(1);
    // Squares a fingertip wide now.
    expect(await page.locator('.play-layer input').first().evaluate((el) => el.getBoundingClientRect().width)).toBeGreaterThanOrEqual(43.5);
    await page.locator('.game-board').evaluate((el) => el.scrollBy({ left: 150, top: 150, behavior: 'instant' }));
    await page.screenshot({ path: screenshotPath(dir, 'view-cross-numbers-zoomed.png') });
    // Each pinned strip lies along its edge of the board's window, whatever part of the squares is in view.
    const edges = await page.evaluate(() => {
      const board = document.querySelector('.game-board')!;
      const b = board.getBoundingClientRect();
      const at = (s: string) => document.querySelector(`.play-pin-${s}`)!.getBoundingClientRect();
      return {
        left: at('left').left - (b.left + board.clientLeft),
        top: at('top').top - (b.top + board.clientTop),
        right: b.left + board.clientLeft + board.clientWidth - at('right').right,
        bottom: b.top + board.clientTop + board.clientHeight - at('bottom').bottom,
      };
    });
    for (const [side, gap] of Object.entries(edges)) expect(Math.abs(gap), side).toBeLessThan(1.5);
    await page.locator('.play-hint-button').click();
    await expect.poll(() => page.locator('.play-hinted').count()).toBeGreaterThan(0);
    await page.screenshot({ path: screenshotPath(dir, 'view-cross-numbers-zoomed-hint.png') });
    // The first ringed square is in view, clear of the pinned strips (the board's scroll padding).
    const clear = await page.evaluate(() => {
      const board = document.querySelector<HTMLElement>('.game-board')!;
      const b = board.getBoundingClientRect();
      const s = getComputedStyle(board);
      const r = document.querySelector('.play-hinted')!.getBoundingClientRect();
      const dock = document.querySelector('.play-dock')!.getBoundingClientRect();
      // The board's window inside its border (clientLeft/Top), as the pinned strips are measured above.
      const [x, y] = [b.left + board.clientLeft, b.top + board.clientTop];
      const inBoard = r.left >= x + parseFloat(s.scrollPaddingLeft) - 1 && r.right <= x + board.clientWidth - parseFloat(s.scrollPaddingRight) + 1 && r.top >= y + parseFloat(s.scrollPaddingTop) - 1 && r.bottom <= y + board.clientHeight - parseFloat(s.scrollPaddingBottom) + 1;
      // On screen and above the dock with its sentence of several lines.
      const onScreen = r.top >= 0 && r.bottom <= dock.top + 1;
      return { inBoard, onScreen };
    });
    expect(clear).toEqual({ inBoard: true, onScreen: true });
    expect(problemsOf(page)).toEqual([]);
    await page.close();
  });
});

describe('a steady toolbar', () => {
  /** Every button's box in the toolbar and the clock's line, and the two lines' own. */
  const layout = (page: Page) =>
    page.evaluate(() => {
      // Each button against its own line: the lines' sizes, and every button's place and size on its line.
      const line = (s: string) => {
        const row = document.querySelector(s)!.getBoundingClientRect();
        const box = (el: Element) => {
          const r = el.getBoundingClientRect();
          return [r.left - row.left, r.top - row.top, r.width, r.height].map((v) => Math.round(v));
        };
        return { top: row.top, left: Math.round(row.left), width: Math.round(row.width), height: Math.round(row.height), buttons: [...document.querySelectorAll(`${s} button`)].filter((b) => b.getClientRects().length > 0).map(box) };
      };
      // On a phone the finish takes the toolbar's place once solved (game.css: nothing is left to undo, check or hint): no line then.
      const shown = document.querySelector('.play-tools')!.getClientRects().length > 0;
      return { tools: shown ? line('.play-tools') : null, meta: line('.play-meta') };
    });
  /** Everything but where on the screen the lines are. */
  const shape = (l: Awaited<ReturnType<typeof layout>>) => ({ tools: l.tools && { ...l.tools, top: 0 }, meta: { ...l.meta, top: 0 } });
  /** Where on the screen the lines are, to the pixel (the page may be scrolled to a fraction of one). */
  const place = (l: Awaited<ReturnType<typeof layout>>) => [l.tools?.top ?? NaN, l.meta.top];
  /** The status line's height in lines. */
  const lines = (page: Page) => page.locator('.play-status').evaluate((el) => el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight));

  for (const lang of ['en', 'es'] as const) {
    for (const device of ['phone', 'desktop'] as const) {
      it(`${lang}, 9×9 Cross Numbers on a ${device}: the toolbar and the clock line keep every button's box through hint, mistake, solved and Start again's question`, async () => {
        const slug = lang === 'es' ? 'largest-es' : 'largest';
        const p = crossNumbers(slug);
        const page = await open(slug, device);
        const first = await layout(page);
        const states: [string, () => Promise<void>][] = [
          ['hint shown', () => page.locator('.play-hint-button').click()],
          ['hint written in', () => page.locator('.play-hint-button').click()],
        ];
        const blanks = p.puzzle.cells.flatMap((row, r) => row.flatMap((v, c) => (v === null ? [[r, c] as const] : [])));
        const inputs = page.locator('.play-layer input.play-digit');
        const empty = async () => {
          const values = await inputs.evaluateAll((els) => els.map((el) => (el as HTMLInputElement).value));
          return values.findIndex((v) => v === '');
        };
        states.push(['a mistake counted', async () => {
          const i = await empty();
          const [r, c] = blanks[i]!;
          const right = p.solution.cells[r]![c]!;
          await inputs.nth(i).fill(String(right === 9 ? 1 : right + 1));
          await page.locator('.play-tools .play-primary').click();
          await expect.poll(() => page.locator('.play-mistakes').innerText()).not.toBe('');
          await inputs.nth(i).fill('');
        }]);
        states.push(['solved', async () => {
          for (let i = 0; i < blanks.length; i++) {
            const [r, c] = blanks[i]!;
            const want = String(p.solution.cells[r]![c]);
            if ((await inputs.nth(i).inputValue()) !== want) await inputs.nth(i).fill(want);
          }
          await expect.poll(() => page.locator('[data-play]').getAttribute('data-solved')).toBe('true');
        }]);
        states.push(['Start again asks', () => page.locator('.play-again').click()]);
        for (const [name, step] of states) {
          await step();
          // Until the game is over nothing moves, not even under a hint's sentence of several lines;
          // then the solved panel takes the keypad's place, and the lines may move, whole.
          const now = await layout(page);
          // Solved on a phone, the toolbar is the finish's (issue 112); the clock's line, Start again on it, keeps its shape.
          const given = device === 'phone' && (name === 'solved' || name === 'Start again asks');
          expect(shape(now), name).toEqual(given ? { ...shape(first), tools: null } : shape(first));
          if (name !== 'solved' && name !== 'Start again asks') place(now).forEach((top, i) => expect(Math.abs(top - place(first)[i]!), `${name}: moved`).toBeLessThanOrEqual(1));
          if (name === 'hint shown' && device === 'phone') expect(await lines(page)).toBeGreaterThan(2.5);
        }
        await page.screenshot({ path: screenshotPath(dir, `view-toolbar-${lang}-${device}.png`) });
        expect(await page.locator('.play-again').getAttribute('data-armed')).toBe('true');
        expect(problemsOf(page)).toEqual([]);
        await page.close();
      });
    }
  }
});
