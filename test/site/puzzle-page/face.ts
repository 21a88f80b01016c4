import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Issue 67: Atkinson Hyperlegible's only zero is slashed, so a Numbrix "10" read "1Ø" and a
 * Number Mind score "Ø right". The drawings and the game's figures are set in a face whose zero
 * is plain (Noto Sans, the books' face); the page's prose keeps Atkinson. Measured as the page
 * renders them: the first family of each element's font, and that face loaded by the page (not
 * merely named).
 */

/** Faces whose zero is plain: the archive's own (web fonts), which a page's figures must be drawn in. */
export const PLAIN_ZERO = ['Noto Sans'];
export const PROSE = 'Atkinson Hyperlegible';

interface Used {
  what: string;
  family: string;
  loaded: boolean;
}

/**
 * For every element `selectors` find in the page that shows text of its own: the first family of
 * its computed font, and whether the page has that face loaded in its weight (a web font the page
 * declared, not one it named and never fetched).
 */
export function facesOf(page: Page, selectors: Record<string, string>): Promise<Used[]> {
  return page.evaluate(async (selectors) => {
    await document.fonts.ready;
    const out: Used[] = [];
    for (const [what, selector] of Object.entries(selectors)) {
      for (const el of document.querySelectorAll<HTMLElement>(selector)) {
        const own = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim() !== '');
        // Shown: an SVG's text has no offsetParent, so a hidden one is known by its box.
        if (!own || el.getClientRects().length === 0) continue;
        const style = getComputedStyle(el);
        const family = style.fontFamily.split(',')[0]!.trim().replace(/^["']|["']$/g, '');
        const weight = Number(style.fontWeight) >= 600 ? '700' : '400';
        const loaded = [...document.fonts].some((f) => f.family.replace(/^["']|["']$/g, '') === family && f.weight === weight && f.status === 'loaded');
        out.push({ what, family, loaded });
      }
    }
    return out;
  }, selectors) as Promise<Used[]>;
}

/** What on a puzzle page shows figures, and what is prose. */
const FIGURES = {
  drawing: '.game-board svg text',
  'typed digits': '.play-layer .play-spot, .play-apart .play-spot',
  keys: '.play-keys button, .play-keys button span',
  clock: '.play-timer',
};
const WORDS = { heading: 'h1', status: '.play-status, .play-status *', rules: '.mistakes-rule, #how-to' };

/** The drawing, the typed digits, the keys and the clock in a plain-zero face; the heading, status and rules in Atkinson; each loaded. */
export async function plainZeroFigures(page: Page): Promise<void> {
  const figures = await facesOf(page, FIGURES);
  expect(figures.some((u) => u.what === 'drawing'), 'its drawing has text').toBe(true);
  for (const u of figures) {
    expect(PLAIN_ZERO, u.what).toContain(u.family);
    expect(u.loaded, `${u.what}: ${u.family} loaded`).toBe(true);
  }
  const words = await facesOf(page, WORDS);
  expect(words.length).toBeGreaterThan(0);
  for (const u of words) {
    expect(u.family, u.what).toBe(PROSE);
    expect(u.loaded, `${u.what}: ${u.family} loaded`).toBe(true);
  }
}
