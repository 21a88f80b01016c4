import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { languagesFor } from '../../../src/book/translations.ts';
import { KIND_NAMES } from '../../../src/kinds/registry.ts';
import { problemsOf } from '../browser.ts';

/**
 * Every language's words on the play toolbar (issue 40): one puzzle of each kind, small, as the
 * words do not depend on the size; each kind's toolbar keeps one row with every word inside its
 * button. `npm test` checks English and Spanish, whose words for these buttons are the catalogs'
 * longest (view.test.ts); `npm run test:release` every other language (toolbar-languages.test.ts).
 */
export const LANGUAGES = languagesFor(KIND_NAMES);
export const CHECKED_IN_NPM_TEST = ['en', 'es'];

export const wordsSlug = (lang: string) => `words-${lang.toLowerCase()}`;
export const wordsSpec = (lang: string) => `title: Words ${lang}
slug: ${wordsSlug(lang)}
seed: 5
language: ${lang}
sections:
${KIND_NAMES.map((kind) => `  - kind: ${kind}\n    count: 1\n    difficulty: easy\n`).join('')}`;

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

// Each button's place on its row and size; the row's own place is the steady toolbar test's (it may move by a fraction of a pixel as a hint scrolls the page).
const boxes = (page: Page) =>
  page.locator('.play-tools button:not([hidden])').evaluateAll((els) =>
    els.map((el) => {
      const r = el.getBoundingClientRect();
      return [r.left, r.width, r.height].map(Math.round);
    }),
  );

/**
 * Checks the toolbar of the puzzle `page` shows, fresh, in `lang`: one row, every word inside its
 * button, before and after a number is chosen (Numbrix) and a hint is shown; the Hint button's
 * bulb and its name in the language. Writes a screenshot to `shot` if given.
 */
export async function checkToolbarWords(page: Page, lang: string, kind: string, shot?: string): Promise<void> {
  const where = `${lang} ${kind}`;
  expect(await page.locator('html').getAttribute('lang'), where).toBe(lang);
  expect(await faults(page), where).toEqual([]);
  // The Hint button shows its bulb, and has a name in the language, whether its word shows or not.
  const hint = page.locator('.play-hint-button');
  expect(await hint.locator('.play-icon-bulb').count(), where).toBe(1);
  expect((await hint.getAttribute('aria-label')) ?? (await hint.innerText()), where).toMatch(/\S/);
  const before = await boxes(page);
  if (kind === 'numbrix') {
    await page.locator('.play-layer button.play-numbered').first().click();
    expect(await page.locator('.play-next').getAttribute('data-next'), where).not.toBe('');
    expect(await faults(page), `${where}, a number chosen`).toEqual([]);
    expect(await boxes(page), `${where}, a number chosen`).toEqual(before);
  }
  await hint.click();
  await expect.poll(() => hint.getAttribute('data-pending'), { message: where }).toBe('true');
  expect(await faults(page), `${where}, a hint shown`).toEqual([]);
  expect(await boxes(page), `${where}, a hint shown`).toEqual(before);
  if (shot) await page.screenshot({ path: shot });
  expect(problemsOf(page)).toEqual([]);
}
