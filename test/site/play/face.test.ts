import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { KIND_NAMES } from '../../../src/kinds/registry.ts';
import { problemsOf, useContexts, visit } from '../browser.ts';
import { dir, openPuzzle, origin, record } from './game.ts';

// Issue 67: Atkinson Hyperlegible's only zero is slashed, so a Numbrix "10" read "1Ø" and a
// Number Mind score "Ø right". The drawings and the game's figures are set in a face whose zero
// is plain (Noto Sans, the books' face); the page's prose keeps Atkinson. Measured as the page
// renders them: the first family of each element's font, and that face loaded by the page
// (not merely named), at both sizes, for every kind.
const devices = useContexts('phone', 'desktop');

/** Faces whose zero is plain: the archive's own (web fonts), which a page's figures must be drawn in. */
const PLAIN_ZERO = ['Noto Sans'];
const PROSE = 'Atkinson Hyperlegible';

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
function facesOf(page: Page, selectors: Record<string, string>): Promise<Used[]> {
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

describe('figures in a face with a plain zero, prose in Atkinson Hyperlegible', () => {
  for (const device of ['phone', 'desktop'] as const) {
    it(`every kind's drawing, digits, keys and clock on a ${device}`, async () => {
      let page: Page | undefined;
      for (const kind of KIND_NAMES) {
        const r = record(kind);
        page = await openPuzzle(r.id, page ?? devices[device]);
        const figures = await facesOf(page, FIGURES);
        expect(figures.some((u) => u.what === 'drawing'), `${kind}: its drawing has text`).toBe(true);
        for (const u of figures) {
          expect(PLAIN_ZERO, `${kind} ${u.what}`).toContain(u.family);
          expect(u.loaded, `${kind} ${u.what}: ${u.family} loaded`).toBe(true);
        }
        const words = await facesOf(page, WORDS);
        expect(words.length, kind).toBeGreaterThan(0);
        for (const u of words) {
          expect(u.family, `${kind} ${u.what}`).toBe(PROSE);
          expect(u.loaded, `${kind} ${u.what}: ${u.family} loaded`).toBe(true);
        }
        if (kind === 'number-mind' || kind === 'numbrix') await page.screenshot({ path: join(dir, `face-${kind}-${device}.png`) });
        expect(problemsOf(page), kind).toEqual([]);
      }
      await page?.close();
    });
  }

  it('the kinds page draws its examples in it too', async () => {
    const { page } = await visit(devices.phone, `${origin}/kinds/`);
    const used = await facesOf(page, { example: 'svg text' });
    expect(used.length).toBeGreaterThan(0);
    for (const u of used) expect(PLAIN_ZERO).toContain(u.family);
    await page.close();
  });

  it("the day's calendar sets its day numbers in it", async () => {
    const { page } = await visit(devices.phone, `${origin}/today/`);
    await page.locator('.calendar-month td a').first().waitFor();
    const used = await facesOf(page, { day: '.calendar-month td, .calendar-month td a' });
    expect(used.length).toBeGreaterThan(0);
    for (const u of used) expect(PLAIN_ZERO, u.what).toContain(u.family);
    await page.close();
  });

  it('a drawing as its own file (an <img>, which loads no web font) names plain-zero faces only, Noto Sans first', () => {
    const svg = readFileSync(join(dir, 'site', 'puzzles', record('numbrix').id, 'puzzle.svg'), 'utf8');
    const families = /font-family="([^"]*)"/.exec(svg)![1]!.replace(/&apos;/g, "'").split(',').map((f) => f.trim().replace(/^'|'$/g, ''));
    expect(families[0]).toBe('Noto Sans');
    expect(families).not.toContain(PROSE);
    expect(families.at(-1)).toBe('sans-serif');
  });
});
