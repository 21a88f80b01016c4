import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Every language's words on the play toolbar (issue 40): each kind's toolbar keeps one row with
 * every word inside its button, before and after a number is chosen (Numbrix) and a hint is
 * shown; the Hint button's bulb and its name in the language. Checked on one small puzzle of each
 * kind in each language (the shared archive's `words-<lang>` books: the words do not depend on
 * the size), as the sweep of puzzle pages opens them (test/site/puzzle-pages.matrix.test.ts).
 */

/** What is wrong with the toolbar: a second row, a button past the screen's edge or under 44 px, a word outside its button. */
const faults = (page: Page) =>
  page.evaluate(() => {
    const found: string[] = [];
    const buttons = [...document.querySelectorAll<HTMLElement>('.play-tools button')].filter((b) => !b.hidden);
    const name = (b: Element) => b.getAttribute('aria-label') ?? b.textContent!.trim();
    const middles = buttons.map((b) => {
      const r = b.getBoundingClientRect();
      return (r.top + r.bottom) / 2;
    });
    if (Math.max(...middles) - Math.min(...middles) > 3) found.push(`two rows: ${buttons.map(name).join(', ')}`);
    for (const b of buttons) {
      const r = b.getBoundingClientRect();
      if (r.right > document.documentElement.clientWidth + 0.5 || r.left < -0.5) found.push(`${name(b)} past the screen's edge`);
      if (r.width < 43.5 || r.height < 43.5) found.push(`${name(b)} ${Math.round(r.width)}×${Math.round(r.height)} px`);
      for (const part of b.querySelectorAll(':scope > span:not(.play-room), :scope > span > span, :scope > svg')) {
        const p = part.getBoundingClientRect();
        if (p.width === 0 || getComputedStyle(part).position === 'absolute') continue;
        if (p.left < r.left - 0.5 || p.right > r.right + 0.5 || p.top < r.top - 0.5 || p.bottom > r.bottom + 0.5) found.push(`${name(b)}: "${part.textContent}" outside its button`);
      }
    }
    return found;
  });

/** Each button's place on its row and size; the row's own place is the steady toolbar test's (it may move by a fraction of a pixel as a hint scrolls the page). */
export type Boxes = number[][];
const boxes = (page: Page): Promise<Boxes> =>
  page.locator('.play-tools button:not([hidden])').evaluateAll((els) =>
    els.map((el) => {
      const r = el.getBoundingClientRect();
      return [r.left, r.width, r.height].map(Math.round);
    }),
  );

/** The toolbar as the page opens in `lang`: one row, every word inside its button; the Hint button's bulb and name. Its buttons' boxes, to hold the next states to. */
export async function toolbarAtLoad(page: Page, lang: string): Promise<Boxes> {
  expect(await page.locator('html').getAttribute('lang')).toBe(lang);
  expect(await faults(page)).toEqual([]);
  // The Hint button shows its bulb, and has a name in the language, whether its word shows or not.
  const hint = page.locator('.play-hint-button');
  expect(await hint.locator('.play-icon-bulb').count()).toBe(1);
  expect((await hint.getAttribute('aria-label')) ?? (await hint.innerText())).toMatch(/\S/);
  return boxes(page);
}

/** A Numbrix's number chosen on the board: the toolbar as it was. */
export async function toolbarWithNumberChosen(page: Page, before: Boxes): Promise<void> {
  await page.locator('.play-layer button.play-numbered').first().click();
  expect(await page.locator('.play-next').getAttribute('data-next')).not.toBe('');
  expect(await faults(page), 'a number chosen').toEqual([]);
  expect(await boxes(page), 'a number chosen').toEqual(before);
}

/** A hint shown (its button now saying what a second press does): the toolbar as it was. */
export async function toolbarWithHintShown(page: Page, before: Boxes): Promise<void> {
  expect(await faults(page), 'a hint shown').toEqual([]);
  expect(await boxes(page), 'a hint shown').toEqual(before);
}
