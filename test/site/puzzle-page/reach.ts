import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * A puzzle page to the validator's and the keyboard's eyes: valid where the validator (vnu)
 * looked before, as served, before any script runs; every control reached by Tab and named.
 */

/**
 * The two facts vnu found broken, read in a page's HTML as served (fetched by `page`, the page
 * itself unless `path` names another, and parsed aside, where no script runs): a label's `for`
 * names an element there, and a <time> without a datetime holds a date (an empty one is
 * invalid). vnu is not among the packages here.
 */
export function brokenAsServed(page: Page, path?: string): Promise<string[]> {
  return page.evaluate(async (path) => {
    const html = await (await fetch(path ?? location.href)).text();
    const served = new DOMParser().parseFromString(html, 'text/html');
    return [
      ...[...served.querySelectorAll('label[for]')].filter((l) => !served.getElementById(l.getAttribute('for')!)).map((l) => `label for="${l.getAttribute('for')}" names no element`),
      ...[...served.querySelectorAll('time:not([datetime])')].filter((t) => !t.textContent!.trim()).map(() => 'an empty <time> without datetime'),
    ];
  }, path);
}

/** Every control on the page is reached by Tab (a board of squares by its one stop) and has a name. */
export async function everyControlByTab(page: Page): Promise<void> {
  const controls = await page.evaluate(() => {
    // Shown, and not inside a closed fold (its content has a box, but is not rendered).
    const visible = (el: Element) => el.checkVisibility({ contentVisibilityAuto: true, visibilityProperty: true });
    return [...document.querySelectorAll('a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])')]
      .filter((el) => visible(el) && !(el as HTMLButtonElement).disabled && !el.closest('[inert]'))
      .map((el, i) => {
        (el as HTMLElement).dataset.axeProbe = String(i);
        return i;
      });
  });
  const reached = new Set<string>();
  await page.locator('body').focus();
  for (let i = 0; i < controls.length * 2 + 10 && reached.size < controls.length; i++) {
    await page.keyboard.press('Tab');
    const at = await page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.axeProbe ?? null);
    if (at !== null) reached.add(at);
  }
  // Arrow keys walk a grid of squares (one tab stop for the whole board), so a board counts as reached by its stop.
  const missed = await page.evaluate(
    (got) =>
      [...document.querySelectorAll<HTMLElement>('[data-axe-probe]')]
        .filter((el) => !got.includes(el.dataset.axeProbe!) && el.tabIndex >= 0 && !el.closest('.play-layer'))
        .map((el) => el.outerHTML.slice(0, 120)),
    [...reached],
  );
  expect(missed, 'not reached by Tab').toEqual([]);
  const unnamed = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[data-axe-probe]')]
      .filter((el) => !(el.getAttribute('aria-label') || el.textContent?.trim() || el.getAttribute('title') || (el as HTMLInputElement).labels?.length))
      .map((el) => el.outerHTML.slice(0, 120)),
  );
  expect(unnamed, 'no name').toEqual([]);
  // The keys' next press is the game's, not a control's the Tab key left the focus on.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}
