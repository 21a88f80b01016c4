import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshotPath, useContexts, visit } from '../browser.ts';
import { facesOf, PLAIN_ZERO, PROSE } from '../puzzle-page/face.ts';
import { dir, origin, record } from './game.ts';

// Issue 67: Atkinson Hyperlegible's only zero is slashed, so a Numbrix "10" read "1Ø" and a
// Number Mind score "Ø right". Figures are set in a face whose zero is plain (Noto Sans, the
// books' face), prose keeps Atkinson: on the kinds page, the day's calendar and a drawing as its
// own file here; every kind's puzzle page on a phone and a laptop in the sweep of puzzle pages
// (test/site/puzzle-pages.matrix.test.ts, puzzle-page/face.ts).
const devices = useContexts('phone', 'desktop');

/**
 * What Chromium drew each element's own text with, by the fonts themselves (CDP's
 * CSS.getPlatformFontsForNode: each font's family as the font names it, and its glyphs there), for
 * every element `selector` finds whose own text holds a digit; with that text.
 */
async function fontsOfText(page: Page, selector: string): Promise<{ text: string; fonts: Record<string, number> }[]> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector });
    const out: { text: string; fonts: Record<string, number> }[] = [];
    for (const nodeId of nodeIds) {
      const { node } = await cdp.send('DOM.describeNode', { nodeId, depth: 1 });
      const text = (node.children ?? []).filter((c) => c.nodeType === 3).map((c) => c.nodeValue).join('');
      if (!/\d/.test(text)) continue;
      const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
      out.push({ text, fonts: Object.fromEntries(fonts.map((f) => [f.familyName, f.glyphCount])) });
    }
    return out;
  } finally {
    await cdp.detach();
  }
}

describe('figures in a face with a plain zero', () => {
  it('running text draws its digits in it, as the boards do, and its letters in Atkinson Hyperlegible (issue 112: "5Ø puzzles"): /make/\'s hints and pages planned, the home, on a phone and a laptop', async () => {
    for (const device of ['phone', 'desktop'] as const) {
      const { page } = await visit(devices[device], `${origin}/make/`);
      if (device === 'desktop') await page.setViewportSize({ width: 1280, height: 800 });
      await page.locator('[data-planned]').filter({ hasText: /\d/ }).waitFor();
      const seen = await fontsOfText(page, '.make-hint, [data-planned], .make-field label');
      // "How many puzzles of this kind, from 1 to 5,000." and "2 pages, 10 puzzles" among them.
      expect(seen.filter((s) => /0/.test(s.text)).length, JSON.stringify(seen)).toBeGreaterThan(1);
      for (const { text, fonts } of seen) {
        const digits = text.match(/\d/g)!.length;
        // Every digit in Noto Sans (a plain zero), every letter in Atkinson: no other face drew any.
        expect(fonts['Noto Sans'], text).toBe(digits);
        expect(fonts['Atkinson Hyperlegible'], text).toBeGreaterThan(0);
        expect(Object.keys(fonts).sort(), text).toEqual(['Atkinson Hyperlegible', 'Noto Sans']);
      }
      const planned = page.locator('[data-planned]');
      await planned.scrollIntoViewIfNeeded();
      await page.screenshot({ path: screenshotPath(dir, `figures-make-${device === 'phone' ? 390 : 1280}.png`), clip: (await page.locator('.make-preview').boundingBox())! });
      // The prose's stack: the face of digits first, then Atkinson.
      const used = await facesOf(page, { planned: '[data-planned]' });
      expect(used).toEqual([{ what: 'planned', family: PROSE, loaded: true, digitsFace: true }]);
      await page.close();
    }
    const { page } = await visit(devices.phone, `${origin}/`);
    const home = await fontsOfText(page, 'main p, main li, main a, main span, main h2, main h3');
    for (const { text, fonts } of home) expect(fonts['Noto Sans'] ?? 0, text).toBeGreaterThanOrEqual(text.match(/\d/g)!.length);
    await page.close();
  });

  it('the kinds page draws its examples in it', async () => {
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
