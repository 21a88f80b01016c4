import type { Page } from 'playwright-core';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noStats, STATS_KEY, withFinish, writeStats } from '../../../src/site/lib/stats.ts';
import { launch, problemsOf, screenshotPath, visit } from '../browser.ts';
import { dir, firstOf, openPuzzle, origin, solved } from './game.ts';

/**
 * The finish on a 390×844 phone, played to the end by taps (issue 112): the board keeps its size
 * and place as "Solved!" opens under it (a 9×9 Killer shrank from 340 to 245 px), and each digit
 * sits in its cell (Calcudoku's were a cell low, the top row cut off); the finish whole on the
 * screen, its heading, next puzzle, Share and statistics (a 9×9 Sudoku's ran 70 px past it); it
 * celebrates (a short animation, none where the reader asks for less motion) and says the time
 * against the reader's best of the kind and band (the Killer's a new best over one stored before).
 * On the grid player's two cage kinds and Sudoku, the shared archive's first book's, and the Sudoku
 * on a 1280×800 laptop too; the PNGs before and after are left beside the archive.
 */
let phone: BrowserContext;
let laptop: BrowserContext;
beforeAll(async () => {
  phone = await launch({ phone: true });
  laptop = await launch();
});
afterAll(async () => {
  await phone?.close();
  await laptop?.close();
});

/** The parts of the finish not wholly on the screen, with their boxes. */
const finishOffScreen = (page: Page) =>
  page.evaluate(() =>
    ['.play-finish', '.play-finish h2', '.play-finish-best', '.play-finish-next', '.play-share button', '.play-finish-stats'].flatMap((s) => {
      const el = document.querySelector(s);
      if (!el) return [`${s}: none`];
      const r = el.getBoundingClientRect();
      return r.top >= 0 && r.bottom <= innerHeight && r.left >= 0 && r.right <= innerWidth ? [] : [`${s}: ${Math.round(r.top)} to ${Math.round(r.bottom)} of ${innerHeight}`];
    }),
  );

/** The board's box in the page and on the screen: neither moves at the finish. */
const boardBox = (page: Page) =>
  page.locator('.game-board').evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { x: r.x + scrollX, y: r.y + scrollY, onScreen: r.y, width: r.width, height: r.height, scrolled: el.scrollTop };
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
  for (const [kind, device] of [['calcudoku', 'phone'], ['killer-sudoku', 'phone'], ['sudoku', 'phone'], ['sudoku', 'laptop']] as const) {
    it(`${kind} on a ${device}: the board neither moves nor shrinks, each digit in its cell; the finish whole on the screen`, async () => {
      const r = firstOf(kind) as unknown as { id: string; difficulty: 'easy' | 'medium' | 'hard' | 'expert'; solution: { grid: number[][] } };
      const context = device === 'phone' ? phone : laptop;
      // The Killer's: a solve of its kind and band stored before, an hour long.
      const { page: stored } = await visit(context, `${origin}/robots.txt`);
      const earlier = kind === 'killer-sudoku' ? writeStats(withFinish(noStats(), 'an-earlier-one', { kind, band: r.difficulty, solved: true, ms: 3_600_000, hints: 0, mistakes: 0, on: '2026-03-15' })) : null;
      await stored.evaluate(([key, text]) => (text ? localStorage.setItem(key, text) : localStorage.removeItem(key)), [STATS_KEY, earlier] as const);
      await stored.close();
      const page = await openPuzzle(r.id, context);
      if (device === 'laptop') await page.setViewportSize({ width: 1280, height: 800 });
      // The laptop's reader asks for less motion.
      if (device === 'laptop') await page.emulateMedia({ reducedMotion: 'reduce' });
      const tap = (what: ReturnType<Page['locator']>) => (device === 'phone' ? what.tap() : what.click());
      // Each open cell (the boxes count only those: Sudoku's printed digits have none) and its digit, by its name's row and column.
      const cells = await page.locator('.play-spot[data-cell-index]').evaluateAll((els) => els.map((el) => Number((el as HTMLElement).dataset.cellIndex)));
      const named = await page.locator('.play-spot[data-cell-index]').evaluateAll((els) => els.map((el) => /Row (\d+), column (\d+)/.exec(el.getAttribute('aria-label') ?? '')!.slice(1).map(Number)));
      const digits = named.map(([y, x]) => r.solution.grid[y! - 1]![x! - 1]!);
      expect(cells.length).toBeGreaterThan(0);
      let before: Awaited<ReturnType<typeof boardBox>> | undefined;
      for (const [n, i] of cells.entries()) {
        if (n === cells.length - 1) {
          await page.screenshot({ path: screenshotPath(dir, `finish-${kind}-${device}-before.png`) });
          before = await boardBox(page);
        }
        // The first cell tapped, then the keypad alone: each digit written moves on to the next
        // cell (a cell tapped after a key, in Sudoku, takes the digit picked).
        if (n === 0) await tap(page.locator(`.play-spot[data-cell-index="${i}"]`));
        await tap(page.locator('.play-keys .play-key', { hasText: new RegExp(`^${digits[n]}`) }).first());
      }
      expect(await solved(page)).toBe('true');
      // Once the page has answered the finish (its observers run after a layout).
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      // It celebrates, but where less motion is asked for; the animations run their course (their
      // transforms are not the panel's place) before it is measured.
      const animated = await page.locator('.play-finish').evaluate((el) => [getComputedStyle(el).animationName, getComputedStyle(el.querySelector('h2')!).animationName]);
      expect(animated).toEqual(device === 'laptop' ? ['none', 'none'] : ['play-finish-in, play-finish-glow', 'play-finish-spring']);
      await page.locator('.play-finish').evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
      // The time against the reader's best of the kind and band.
      expect(await page.locator('.play-finish-best').innerText()).toMatch(kind === 'killer-sudoku' ? /^A new best for Killer Sudoku · \w+! Your best was 60:00\.$/ : /^Your first solve of [\w ]+ · \w+: a time to beat\.$/);
      await page.screenshot({ path: screenshotPath(dir, `finish-${kind}-${device}-after.png`) });
      expect(await boardBox(page)).toEqual({ ...before!, scrolled: 0 });
      expect(await digitsPastCells(page)).toEqual([]);
      expect(await finishOffScreen(page)).toEqual([]);
      expect(problemsOf(page)).toEqual([]);
    });
  }
});
