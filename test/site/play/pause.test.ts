import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { getKind, KIND_NAMES } from '../../../src/kinds/registry.ts';
import { everyFinding, problemsOf, useContexts } from '../browser.ts';
import { dir, openSized, SIZES, status } from './game.ts';

// Pause, and the game's keys (issue 67): Pause hides the board from sight, from screen readers
// and from the keyboard's focus and stops the clock; Resume brings back the same game. H, C and
// P press Hint, Check and Pause in every kind, and ? lists the keys in a dialog that Escape
// closes, the focus going back. On a phone's taps and a laptop's keyboard. The page's clock is
// Playwright's, moved by hand, so the clock's stop is seen without waiting on a real one.
const browsers = useContexts('phone', 'desktop');

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
  const board = page.locator('.game-board');
  return board.getByRole('button').or(board.getByRole('textbox')).or(board.getByRole('grid')).count();
};

describe('Pause hides the board and stops the clock; H, C, P and ? do what they say', () => {
  for (const { device, width, height } of SIZES) {
    it.each(KIND_NAMES)(`%s at ${width}×${height}`, async (kind) => {
      const context = browsers[device];
      await context.clock.install({ time: new Date(Date.UTC(2026, 2, 15, 12)) });
      const { page } = await openSized(kind, context, { width, height });
      const keyboard = device === 'desktop';
      const hint = page.locator('.play-hint-button');

      // H shows a hint, and again writes it in: a move, so the clock runs.
      if (keyboard) await page.keyboard.press('h');
      else await hint.click();
      expect(await hint.getAttribute('data-pending'), `${kind}: a hint waits`).toMatch(/^(true|last)$/);
      const said = await status(page);
      expect(said).not.toBe('');
      if ((await hint.getAttribute('data-pending')) === 'true') {
        if (keyboard) await page.keyboard.press('h');
        else await hint.click();
        expect(await hint.getAttribute('data-pending')).toBeNull();
      }
      await page.clock.runFor(5_000);
      const before = await board(page);
      expect(await reachable(page), `${kind}: the board's controls`).toBeGreaterThan(0);

      // Pause: the board hidden, none of it reachable, the Paused panel's Resume focused, the clock stopped.
      if (keyboard) await page.keyboard.press('p');
      else await page.getByRole('button', { name: 'Pause', exact: true }).click();
      const time = await timer(page);
      expect(time).not.toBe('0:00');
      expect(await page.locator('.game-board').isVisible()).toBe(false);
      // Nothing of the drawing is drawn: its clues pinned beside a zoomed board neither (zoom.ts).
      expect(await page.locator('.game svg:not(.play-icon)').evaluateAll((svgs) => svgs.filter((svg) => svg.checkVisibility({ visibilityProperty: true })).length)).toBe(0);
      expect(await reachable(page), `${kind}: the board's controls while paused`).toBe(0);
      expect(await page.locator('.play-paused').isVisible()).toBe(true);
      expect(await page.locator('.play-paused h2').innerText()).toBe('Paused');
      expect(await status(page)).toBe('Paused: the board is hidden and the clock is stopped.');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Resume');
      // The Tab key never reaches into the board, nor to Hint or Check.
      for (let i = 0; i < 12; i++) {
        await page.keyboard.press('Tab');
        expect(await page.evaluate(() => !!document.activeElement?.closest('.game-board, .play-tools, .play-keys'))).toBe(false);
      }
      // H and C do nothing on a paused game; the clock does not move.
      await page.keyboard.press('h');
      await page.keyboard.press('c');
      expect(await status(page)).toBe('Paused: the board is hidden and the clock is stopped.');
      await page.clock.runFor(10_000);
      expect(await timer(page)).toBe(time);
      await page.screenshot({ path: join(dir, `paused-${kind}-${width}.png`) });
      expect(await everyFinding(page)).toEqual([]);

      // Resume: the same board, the same counts; the clock goes on from where it stopped.
      if (keyboard) await page.keyboard.press('p');
      else await page.getByRole('button', { name: 'Resume' }).click();
      expect(await page.locator('.game-board').isVisible()).toBe(true);
      expect(await page.locator('.play-paused').isVisible()).toBe(false);
      expect(await board(page)).toEqual(before);
      expect(await status(page)).toBe('Resumed.');
      await page.clock.runFor(3_000);
      expect(await timer(page)).not.toBe(time);

      // C presses Check: it says what Check says of this board.
      await page.keyboard.press('c');
      const checked = await status(page);
      expect(checked).not.toBe('Resumed.');
      await page.getByRole('button', { name: 'Check', exact: true }).click();
      expect(await status(page)).toBe(checked);

      // ?: how to play, then the list of this game's keys, focused; Escape closes it and the focus goes back.
      // Its button is on a phone too (how to play a tap away, issue 89); the key opens it with the keys listed where a keyboard is attached.
      const opener = page.getByRole('button', { name: 'How to play (?)' });
      expect(await opener.isVisible()).toBe(true);
      await page.getByRole('button', { name: 'Check', exact: true }).focus();
      await page.keyboard.press('Shift+?');
      // Named by the kind's own how-to heading (issue 90: "How to play Sudoku", "How to solve Cross Numbers").
      const dialog = page.getByRole('dialog', { name: getKind(kind).howToPlay, exact: true });
      expect(await dialog.isVisible()).toBe(true);
      const keys = await dialog.locator('dt').allInnerTexts();
      expect(keys).toEqual(expect.arrayContaining(['H', 'C', 'P', '?']));
      expect(await dialog.locator('dd').allInnerTexts()).toEqual(expect.arrayContaining(['Shows a hint; pressing it again writes the hint in.', 'Checks the board.', 'Pauses the game, or resumes it.']));
      expect(await page.evaluate(() => !!document.activeElement?.closest('dialog'))).toBe(true);
      expect(await everyFinding(page)).toEqual([]);
      await page.screenshot({ path: join(dir, `keys-${kind}-${width}.png`) });
      await page.keyboard.press('Escape');
      expect(await dialog.isVisible()).toBe(false);
      const back = await page.evaluate(() => document.activeElement?.textContent ?? '');
      expect(back).toBe('Check');
      if (keyboard) {
        await opener.click();
        expect(await dialog.isVisible()).toBe(true);
        await page.keyboard.press('Escape');
        expect(await page.evaluate(() => document.activeElement?.textContent ?? '')).toBe('?');
      }
      expect(problemsOf(page)).toEqual([]);
      await page.close();
    });
  }

  it('a key typed in a digit box of the game is the game’s key, and in the search box only a letter', async () => {
    const { page } = await openSized('sudoku', browsers.desktop, { width: 1280, height: 800 });
    const box = page.locator('.play-layer input').first();
    await box.focus();
    await page.keyboard.press('h');
    expect(await box.inputValue()).toBe('');
    expect(await page.locator('.play-hint-button').getAttribute('data-pending')).toMatch(/^(true|last)$/);
    const search = page.locator('#site-search-q');
    await search.fill('');
    await search.pressSequentially('pch');
    expect(await search.inputValue()).toBe('pch');
    expect(await page.locator('.play-paused').isVisible()).toBe(false);
    await page.close();
  });
});
