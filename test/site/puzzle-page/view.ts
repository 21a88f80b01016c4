import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Device } from './page.ts';

/**
 * Issue 40's view, on the largest puzzle of a kind: the whole puzzle is the first view (every
 * keyed box of the drawing on screen at load) and a hint brings its cells into view, without
 * shrinking the board, what it rests on folded behind Why?.
 */

interface Box {
  name: string;
  top: number;
  left: number;
  bottom: number;
  right: number;
}

/**
 * Boxes (in the viewport's pixels) outside what the player sees: the screen, the board's scrolled
 * window, and (on a phone) what is held at its foot covers: the dock, and over it Number Mind's
 * code row (a box of that row is seen on it). A box the page sets beside the board (Word Search's
 * list) is seen on the screen, above the dock.
 */
export function unseen(page: Page, selector: string): Promise<Box[]> {
  return page.evaluate((s) => {
    const board = document.querySelector('.game-board')!;
    const b = board.getBoundingClientRect();
    const footing = [...document.querySelectorAll('.play-dock, .game-board > .play-apart')].filter((el) => getComputedStyle(el).position === 'sticky');
    // The screen's foot for a box whose top is at `top`: the top of what is held under it.
    const foot = (top: number, el: Element) => Math.min(innerHeight, ...footing.filter((f) => !f.contains(el) && f.getBoundingClientRect().top > top).map((f) => f.getBoundingClientRect().top));
    const view = { top: Math.max(0, b.top), left: Math.max(0, b.left), bottom: Math.min(foot(b.top, board), b.top + board.clientHeight), right: Math.min(innerWidth, b.left + board.clientWidth) };
    return [...document.querySelectorAll(s)].flatMap((el) => {
      const r = el.getBoundingClientRect();
      const box = { name: el.getAttribute('data-key') ?? el.getAttribute('data-cell') ?? el.className.toString(), top: r.top, left: r.left, bottom: r.bottom, right: r.right };
      const screen = { top: 0, left: 0, bottom: foot(r.top, el), right: innerWidth };
      const within = board.contains(el) && !footing.some((f) => f.contains(el)) ? { ...view, bottom: Math.min(view.bottom, screen.bottom) } : screen;
      const inside = r.top >= within.top - 1 && r.left >= within.left - 1 && r.bottom <= within.bottom + 1 && r.right <= within.right + 1;
      return inside ? [] : [box];
    });
  }, selector);
}

const boardHeight = (page: Page) => page.locator('.game-board').evaluate((el) => el.getBoundingClientRect().height);

/** Every box the drawing keys (squares, givens, totals, scores, the code's row) in view as the page opens; the board's height. */
export async function everyBoxInView(page: Page, kind: string, device: Device): Promise<number> {
  const keyed = await page.locator('.game-board .puzzle-figure > svg rect[data-key]').count();
  expect(keyed).toBeGreaterThan(0);
  // But a long Number Mind on a phone: its guesses take the screen's width at a readable size
  // and the page scrolls down past them, its code's row and the keys held at the screen's
  // foot (issue 89): those in view at load, the first guesses above them (phone-reading.test.ts).
  if (kind === 'number-mind' && device === 'phone') {
    expect(await unseen(page, '.play-apart .play-slot, .play-keys .play-key, .game-board .puzzle-figure > svg rect[data-key="guess-0-0"]')).toEqual([]);
  } else expect(await unseen(page, '.game-board .puzzle-figure > svg rect[data-key]')).toEqual([]);
  return boardHeight(page);
}

/** A hint (pressed now) rings its cells in view; its sentence never shrinks the board (`height` before it); Why? closed. */
export async function hintInView(page: Page, height: number, shot: string): Promise<void> {
  await page.locator('.play-hint-button').click();
  await expect.poll(() => page.locator('.play-hinted').count()).toBeGreaterThan(0);
  await page.screenshot({ path: shot });
  expect(await unseen(page, '.play-hinted')).toEqual([]);
  expect(await boardHeight(page)).toBe(height);
  // What the hint rests on is folded behind Why?, closed.
  for (const why of await page.locator('.play-why').all()) expect(await why.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(false);
}
