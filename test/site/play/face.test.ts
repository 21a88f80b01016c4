import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useContexts, visit } from '../browser.ts';
import { facesOf, PLAIN_ZERO, PROSE } from '../puzzle-page/face.ts';
import { dir, origin, record } from './game.ts';

// Issue 67: Atkinson Hyperlegible's only zero is slashed, so a Numbrix "10" read "1Ø" and a
// Number Mind score "Ø right". Figures are set in a face whose zero is plain (Noto Sans, the
// books' face), prose keeps Atkinson: on the kinds page, the day's calendar and a drawing as its
// own file here; every kind's puzzle page on a phone and a laptop in the sweep of puzzle pages
// (test/site/puzzle-pages.matrix.test.ts, puzzle-page/face.ts).
const devices = useContexts('phone');

describe('figures in a face with a plain zero', () => {
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
