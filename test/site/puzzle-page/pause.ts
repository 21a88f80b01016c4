import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { getKind } from '../../../src/kinds/registry.ts';
import { playWords } from '../../../src/play/words.ts';
import { everyFinding } from '../browser.ts';
import { type Device, inRowLanguage, SCREEN, status } from './page.ts';

/**
 * Pause, and the game's keys (issue 67): Pause hides the board from sight, from screen readers
 * and from the keyboard's focus and stops the clock; Resume brings back the same game. H, C and
 * P press Hint, Check and Pause in every kind, and ? lists the keys in a dialog that Escape
 * closes, the focus going back. On a phone's taps and a laptop's keyboard. The page's clock is
 * Playwright's, moved by hand, so the clock's stop is seen without waiting on a real one. And
 * how to play a tap away (issue 89): "?" on the clock's line, in reach as the page opens.
 */

/** The words these checks read, in the row's language. */
function wordsOf(lang: string, kind: string) {
  return inRowLanguage(lang, () => {
    const { pause, shell } = playWords;
    return {
      pause: pause.pause,
      paused: pause.paused,
      pausedSay: pause.pausedSay,
      resume: pause.resume,
      resumed: pause.resumed,
      helpTip: pause.helpTip,
      close: pause.close,
      keys: [pause.hint, pause.check, pause.pauseKey],
      check: shell.check,
      howToPlay: getKind(kind as never).howToPlay,
    };
  });
}

/** What the game shows: the drawing's controls and their values, the kind's own panel, the counts. */
const board = (page: Page) =>
  page.evaluate(() => ({
    layer: [...document.querySelectorAll<HTMLElement>('.play-layer > *')].map((el) => `${el.className}|${el.textContent}|${(el as HTMLInputElement).value ?? ''}`).join('\n'),
    body: document.querySelector<HTMLElement>('.play-body')!.innerText,
    counts: document.querySelector<HTMLElement>('.play-counts')!.innerText,
  }));
const timer = (page: Page) => page.locator('.play-timer').innerText();
/** The number of controls of the board a screen reader or the Tab key can reach (Word Search's is one grid of letters). */
const reachable = (page: Page) => {
  const b = page.locator('.game-board');
  return b.getByRole('button').or(b.getByRole('textbox')).or(b.getByRole('grid')).count();
};

/**
 * As the page opens: "?" on the screen, a fingertip's size; tapped, how to play in the page's own
 * words, then the keys on a laptop (a phone has none to list); Close shuts it.
 */
export async function howToPlayATapAway(page: Page, lang: string, kind: string, device: Device, shot: string): Promise<void> {
  const w = wordsOf(lang, kind);
  const opener = page.getByRole('button', { name: w.helpTip, exact: true });
  expect(await opener.isVisible()).toBe(true);
  const box = (await opener.boundingBox())!;
  expect(box.y + box.height, '"?" on the screen').toBeLessThanOrEqual(SCREEN[device].height);
  expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
  await opener.click();
  // Named by the kind's own how-to heading (issue 90: "How to play Sudoku", "How to solve Cross Numbers").
  const dialog = page.getByRole('dialog', { name: w.howToPlay, exact: true });
  expect(await dialog.isVisible()).toBe(true);
  const rules = await page.locator('#how-to + p').innerText();
  expect(await dialog.innerText()).toContain(rules);
  // A phone has no keys to list; a laptop lists them under the rules.
  expect(await dialog.locator('.play-shortcuts-keys').isVisible()).toBe(device === 'desktop');
  await page.screenshot({ path: shot });
  await dialog.getByRole('button', { name: w.close, exact: true }).click();
  expect(await dialog.isVisible()).toBe(false);
}

/**
 * Pause (P, or its button on a phone) on a game with a move made: the board hidden, none of it
 * reachable, the clock stopped, H and C doing nothing; Resume gives back the same board and the
 * clock goes on. Then C is Check, and ? lists this game's keys; Escape shuts it, the focus back.
 * `shot(state)` names a screenshot.
 */
export async function pauseAndKeys(page: Page, lang: string, kind: string, device: Device, shot: (state: string) => string): Promise<void> {
  const w = wordsOf(lang, kind);
  const keyboard = device === 'desktop';
  await page.clock.runFor(5_000);
  const before = await board(page);
  expect(await reachable(page), "the board's controls").toBeGreaterThan(0);

  // Pause: the board hidden, none of it reachable, the Paused panel's Resume focused, the clock stopped.
  if (keyboard) await page.keyboard.press('p');
  else await page.getByRole('button', { name: w.pause, exact: true }).click();
  const time = await timer(page);
  expect(time).not.toBe('0:00');
  expect(await page.locator('.game-board').isVisible()).toBe(false);
  // Nothing of the drawing is drawn: its clues pinned beside a zoomed board neither (zoom.ts).
  expect(await page.locator('.game svg:not(.play-icon)').evaluateAll((svgs) => svgs.filter((svg) => svg.checkVisibility({ visibilityProperty: true })).length)).toBe(0);
  expect(await reachable(page), "the board's controls while paused").toBe(0);
  expect(await page.locator('.play-paused').isVisible()).toBe(true);
  expect(await page.locator('.play-paused h2').innerText()).toBe(w.paused);
  expect(await status(page)).toBe(w.pausedSay);
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(w.resume);
  // The Tab key never reaches into the board, nor to Hint or Check.
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('.game-board, .play-tools, .play-keys'))).toBe(false);
  }
  // H and C do nothing on a paused game; the clock does not move.
  await page.keyboard.press('h');
  await page.keyboard.press('c');
  expect(await status(page)).toBe(w.pausedSay);
  await page.clock.runFor(10_000);
  expect(await timer(page)).toBe(time);
  await page.screenshot({ path: shot('paused') });
  expect(await everyFinding(page), 'axe, paused').toEqual([]);

  // Resume: the same board, the same counts; the clock goes on from where it stopped.
  if (keyboard) await page.keyboard.press('p');
  else await page.getByRole('button', { name: w.resume, exact: true }).click();
  expect(await page.locator('.game-board').isVisible()).toBe(true);
  expect(await page.locator('.play-paused').isVisible()).toBe(false);
  expect(await board(page)).toEqual(before);
  expect(await status(page)).toBe(w.resumed);
  await page.clock.runFor(3_000);
  expect(await timer(page)).not.toBe(time);

  // C presses Check: it says what Check says of this board.
  await page.keyboard.press('c');
  const checked = await status(page);
  expect(checked).not.toBe(w.resumed);
  await page.getByRole('button', { name: w.check, exact: true }).click();
  expect(await status(page)).toBe(checked);

  // ?: how to play, then the list of this game's keys, focused; Escape closes it and the focus goes back.
  // Its button is on a phone too (how to play a tap away, issue 89); the key opens it with the keys listed where a keyboard is attached.
  const opener = page.getByRole('button', { name: w.helpTip, exact: true });
  expect(await opener.isVisible()).toBe(true);
  await page.getByRole('button', { name: w.check, exact: true }).focus();
  await page.keyboard.press('Shift+?');
  const dialog = page.getByRole('dialog', { name: w.howToPlay, exact: true });
  expect(await dialog.isVisible()).toBe(true);
  expect(await dialog.locator('dt').allInnerTexts()).toEqual(expect.arrayContaining(['H', 'C', 'P', '?']));
  expect(await dialog.locator('dd').allInnerTexts()).toEqual(expect.arrayContaining(w.keys));
  expect(await page.evaluate(() => !!document.activeElement?.closest('dialog'))).toBe(true);
  expect(await everyFinding(page), 'axe, the keys listed').toEqual([]);
  await page.screenshot({ path: shot('keys') });
  await page.keyboard.press('Escape');
  expect(await dialog.isVisible()).toBe(false);
  expect(await page.evaluate(() => document.activeElement?.textContent ?? '')).toBe(w.check);
  if (keyboard) {
    await opener.click();
    expect(await dialog.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    expect(await page.evaluate(() => document.activeElement?.textContent ?? '')).toBe('?');
  }
}
