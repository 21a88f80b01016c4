import type { Page } from 'playwright-core';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, problemsOf, screenshotPath } from '../browser.ts';
import { dir, firstOf, openPuzzle, solved } from './game.ts';

/**
 * The finish on a 390×844 phone, played to the end by taps (issue 112): the board keeps its size
 * and place as "Solved!" opens under it (a 9×9 Killer shrank from 340 to 245 px), and each digit
 * sits in its cell (Calcudoku's were a cell low, the top row cut off). On the grid player's two
 * cage kinds, the shared archive's first book's; the PNGs before and after are left beside the archive.
 */
let phone: BrowserContext;
beforeAll(async () => {
  phone = await launch({ phone: true });
});
afterAll(async () => {
  await phone?.close();
});

/** The board's box in the page (not the screen): a scroll of the page is the player's, not the board's. */
const boardBox = (page: Page) =>
  page.locator('.game-board').evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { x: r.x + scrollX, y: r.y + scrollY, width: r.width, height: r.height, scrolled: el.scrollTop };
  });

/** Each typed digit's box taller than its (square) cell: Calcudoku's ran a cell tall and more, its digit a row low. */
const digitsPastCells = (page: Page) =>
  page.locator('.play-layer input.play-digit').evaluateAll((inputs) =>
    inputs.flatMap((input) => {
      const r = input.getBoundingClientRect();
      return r.height > r.width + 1 ? [`${input.getAttribute('aria-label')}: ${r.height} px tall, ${r.width} px wide`] : [];
    }),
  );

describe('the finish on a phone, played by taps', () => {
  for (const kind of ['calcudoku', 'killer-sudoku'] as const) {
    it(`${kind}: the board neither moves nor shrinks, each digit in its cell`, async () => {
      const r = firstOf(kind) as unknown as { id: string; solution: { grid: number[][] } };
      const page = await openPuzzle(r.id, phone);
      const digits = r.solution.grid.flat();
      const cells = await page.locator('.play-spot[data-cell-index]').evaluateAll((els) => els.map((el) => Number((el as HTMLElement).dataset.cellIndex)));
      expect(cells.length).toBeGreaterThan(0);
      let before: Awaited<ReturnType<typeof boardBox>> | undefined;
      for (const [n, i] of cells.entries()) {
        if (n === cells.length - 1) {
          await page.screenshot({ path: screenshotPath(dir, `finish-${kind}-phone-before.png`) });
          before = await boardBox(page);
        }
        await page.locator(`.play-spot[data-cell-index="${i}"]`).tap();
        await page.locator('.play-keys .play-key', { hasText: new RegExp(`^${digits[i]}`) }).first().tap();
      }
      expect(await solved(page)).toBe('true');
      // Once the page has answered the finish (its observers run after a layout).
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      await page.screenshot({ path: screenshotPath(dir, `finish-${kind}-phone-after.png`) });
      expect(await boardBox(page)).toEqual({ ...before!, scrolled: 0 });
      expect(await digitsPastCells(page)).toEqual([]);
      expect(problemsOf(page)).toEqual([]);
    });
  }
});
