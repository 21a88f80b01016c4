import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Issue 67: Atkinson Hyperlegible's only zero is slashed, so a Numbrix "10" read "1Ø" and a
 * Number Mind score "Ø right". The drawings and the game's figures are set in a face whose zero
 * is plain (Noto Sans, the books' face); the page's prose keeps Atkinson's letters, its digits
 * taken from Noto Sans by a face of their own (`FIGURES_FACE`, site.css; issue 112: "5Ø puzzles").
 * Measured as the page renders them: the first family of each element's font past that face of
 * digits, and that face loaded by the page (not merely named).
 */

/** Faces whose zero is plain: the archive's own (web fonts), which a page's figures must be drawn in. */
export const PLAIN_ZERO = ['Noto Sans'];
export const PROSE = 'Atkinson Hyperlegible';
/** The face of prose's ten digits (site.css), first in prose's stack: Noto Sans's, by unicode-range. */
export const FIGURES_FACE = 'Puzzlebook Figures';

interface Used {
  what: string;
  family: string;
  loaded: boolean;
  /** The stack starts with the face of digits (FIGURES_FACE), `family` the first after it. */
  digitsFace: boolean;
}

/**
 * For every element `selectors` find in the page that shows text of its own: the first family of
 * its computed font, and whether the page has that face loaded in its weight (a web font the page
 * declared, not one it named and never fetched).
 */
export function facesOf(page: Page, selectors: Record<string, string>): Promise<Used[]> {
  return page.evaluate(async ([selectors, digits]) => {
    await document.fonts.ready;
    const out: Used[] = [];
    for (const [what, selector] of Object.entries(selectors)) {
      for (const el of document.querySelectorAll<HTMLElement>(selector)) {
        const own = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim() !== '');
        // Shown: an SVG's text has no offsetParent, so a hidden one is known by its box.
        if (!own || el.getClientRects().length === 0) continue;
        const style = getComputedStyle(el);
        const stack = style.fontFamily.split(',').map((f) => f.trim().replace(/^["']|["']$/g, ''));
        const digitsFace = stack[0] === digits;
        const family = stack[digitsFace ? 1 : 0]!;
        const weight = Number(style.fontWeight) >= 600 ? '700' : '400';
        const loaded = [...document.fonts].some((f) => f.family.replace(/^["']|["']$/g, '') === family && f.weight === weight && f.status === 'loaded');
        out.push({ what, family, loaded, digitsFace });
      }
    }
    return out;
  }, [selectors, FIGURES_FACE] as const) as Promise<Used[]>;
}

/** What on a puzzle page shows figures, and what is prose. */
const FIGURES = {
  drawing: '.game-board svg text',
  'typed digits': '.play-layer .play-spot, .play-apart .play-spot',
  keys: '.play-keys button, .play-keys button span',
  clock: '.play-timer',
};
const WORDS = { heading: 'h1', status: '.play-status, .play-status *', rules: '.mistakes-rule, #how-to' };

/** The drawing, the typed digits, the keys and the clock in a plain-zero face; the heading, status and rules in Atkinson, their digits in the plain-zero face; each loaded. */
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
    expect(u.digitsFace, u.what).toBe(true);
    expect(u.loaded, `${u.what}: ${u.family} loaded`).toBe(true);
  }
}
