import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gridHint, startGrid } from '../../../src/play/grid.ts';
import { SIDES, type SkyscrapersPuzzle, type SkyscrapersSolution } from '../../../src/kinds/skyscrapers/schema.ts';
import { kind as skyscrapers } from '../../../src/kinds/skyscrapers/index.ts';
import { rules } from '../../../src/kinds/skyscrapers/check.ts';
import { gameStarted, launch, problemsOf, type Served, visit } from '../browser.ts';
import { servedBook } from './served-book.ts';

// Skyscrapers played in Chromium, a 6×6 medium of a book of its own: every clue drawn round the
// grid in view at load, on a phone (390×844, by taps on the keypad) and a desktop (1280×800, by
// keyboard); a height that repeats one in its row said and counted; a full grid that keeps every
// row and column but breaks a clue named by that clue, ringed; the hint the step solver's clue
// step; played to the end. The PNGs checked are written to a folder of their own, named at the end.
const SPEC = `title: Skyscrapers
slug: skyscrapers
seed: 88
sections:
  - { kind: skyscrapers, count: 1, difficulty: medium, options: { size: 6 } }
`;

interface Record {
  id: string;
  puzzle: SkyscrapersPuzzle;
  solution: SkyscrapersSolution;
}
interface Cell {
  y: number;
  x: number;
}

let shots: string;
let served: Served;
let r: Record;
const contexts: { phone: BrowserContext; desktop: BrowserContext } = {} as never;

beforeAll(async () => {
  const site = await servedBook<Record>('skyscrapers', SPEC);
  served = site.served;
  r = site.records[0]!;
  shots = join(site.dir, 'shots');
  mkdirSync(shots);
  contexts.phone = await launch({ phone: true });
  contexts.desktop = await launch();
});
afterAll(async () => {
  await contexts.phone?.close();
  await contexts.desktop?.close();
  served?.stop();
  console.log(`skyscrapers.test.ts screenshots in ${shots}`);
});

async function open(device: 'phone' | 'desktop'): Promise<Page> {
  const { page } = await visit(contexts[device], `${served.origin}/puzzles/${r.id}/`);
  await page.evaluate((key) => localStorage.removeItem(key), `puzzlebook:play:${r.id}`);
  await page.reload();
  await gameStarted(page);
  if (device === 'desktop') await page.setViewportSize({ width: 1280, height: 800 });
  return page;
}

const blanks = (): Cell[] => {
  const { size } = r.puzzle;
  return Array.from({ length: size * size }, (_, i) => ({ y: Math.floor(i / size), x: i % size })).filter((b) => !r.puzzle.givens?.[b.y]?.[b.x]);
};
const right = (b: Cell) => r.solution.grid[b.y]![b.x]!;
const box = (page: Page, b: Cell) => page.getByLabel(`Row ${b.y + 1}, column ${b.x + 1}`, { exact: true });
const status = (page: Page) => page.locator('.play-status').innerText();
const solved = (page: Page) => page.locator('[data-play]').getAttribute('data-solved');

/** The clue digits drawn outside the grid: each with whether it lies wholly in the viewport. */
async function clues(page: Page): Promise<{ text: string; inView: boolean }[]> {
  return page.evaluate(() => {
    const svg = document.querySelector('.play-figure > svg')!;
    const grid = [...svg.querySelectorAll('rect')].map((b) => b.getBoundingClientRect()).filter((b) => b.width > 0);
    const left = Math.min(...grid.map((b) => b.left));
    const frame = svg.getBoundingClientRect();
    return [...svg.querySelectorAll('text')]
      .filter((t) => /^\d$/.test(t.textContent ?? ''))
      .map((t) => ({ t, box: t.getBoundingClientRect() }))
      .filter(({ box }) => box.left >= left - 1 && box.right <= frame.right + 1)
      .map(({ t, box }) => ({ text: t.textContent ?? '', inView: box.top >= 0 && box.left >= 0 && box.bottom <= innerHeight && box.right <= innerWidth }));
  });
}

describe('Skyscrapers in the browser', () => {
  it('on a desktop: every clue round the grid in view; a repeat said and counted; a broken clue named and ringed; the hint the step solver’s; typed to the end', async () => {
    const page = await open('desktop');
    const { size } = r.puzzle;
    const printed = SIDES.reduce((n, side) => n + r.puzzle[side].filter((v) => v > 0).length, 0) + (r.puzzle.givens?.flat().filter((v) => v > 0).length ?? 0);
    const drawn = await clues(page);
    expect(drawn.length).toBeGreaterThanOrEqual(printed);
    expect(drawn.filter((c) => !c.inView)).toEqual([]);
    await page.screenshot({ path: join(shots, 'skyscrapers-1280.png') });

    // Two blanks of one row given the same height: the second is said to repeat, and counted once.
    const row = blanks().filter((c) => c.y === blanks()[0]!.y);
    const [a, b] = row as [Cell, Cell];
    await box(page, a).focus();
    await page.keyboard.type(String(right(a)));
    await box(page, b).focus();
    await page.keyboard.type(String(right(a)));
    expect(await status(page)).toBe(`${right(a)} is already in this row.`);
    expect(await page.locator('.play-mistakes').innerText()).toBe('Mistakes: 1');
    for (const c of [a, b]) {
      await box(page, c).focus();
      await page.keyboard.press('Backspace');
    }

    // The hint: the step solver's next step, said; asked again, written in.
    const expected = gridHint(rules, r.puzzle, startGrid(rules, r.puzzle), r.solution);
    if (expected.type !== 'step') throw new Error(`expected a step, got ${expected.type}`);
    await page.locator('.play-hint-button').click();
    expect(await status(page)).toContain(expected.say);
    await page.screenshot({ path: join(shots, 'skyscrapers-hint-1280.png') });

    // Two rows, or else two columns, with no printed height swapped: still a Latin square, but a clue now counts otherwise, named by the answer check.
    const lines = (across: boolean) => Array.from({ length: size }, (_, i) => i).filter((i) => blanks().filter((c) => (across ? c.y : c.x) === i).length === size);
    const across = lines(true).length >= 2;
    const [i1, i2] = lines(across) as [number, number];
    expect(i2, 'two rows or two columns with no printed height').toBeDefined();
    const other = (c: Cell): Cell => (across ? { y: c.y === i1 ? i2 : c.y === i2 ? i1 : c.y, x: c.x } : { y: c.y, x: c.x === i1 ? i2 : c.x === i2 ? i1 : c.x });
    const swapped = (c: Cell) => right(other(c));
    for (const c of blanks()) {
      await box(page, c).focus();
      await page.keyboard.type(String(swapped(c)));
    }
    expect(await solved(page)).not.toBe('true');
    const grid = r.solution.grid.map((row, y) => row.map((_, x) => swapped({ y, x })));
    const wrong = skyscrapers.mistake(r.puzzle, { grid })!;
    expect(wrong.says).toBe('seen');
    expect(await status(page)).toMatch(/^Seen from (above|below) column \d|^Seen from the (left|right) of row \d/);
    expect(await page.locator('.play-flag').count()).toBeGreaterThan(1);
    await page.screenshot({ path: join(shots, 'skyscrapers-clue-wrong-1280.png') });
    // The two rows typed over with their right heights.
    for (const c of blanks().filter((c) => swapped(c) !== right(c))) {
      await box(page, c).focus();
      await page.keyboard.type(String(right(c)));
    }
    expect(await solved(page)).toBe('true');
    expect(await status(page)).toMatch(/^Solved in \d+:\d\d/);
    await page.evaluate(() => scrollTo(0, 0));
    await page.screenshot({ path: join(shots, 'skyscrapers-solved-1280.png') });
    expect(problemsOf(page)).toEqual([]);
  });

  it('on a phone: every clue in view at 390×844; taps on a cell and the keypad play it to the end', async () => {
    const page = await open('phone');
    expect((await clues(page)).filter((c) => !c.inView)).toEqual([]);
    await page.screenshot({ path: join(shots, 'skyscrapers-390.png') });
    const key = (d: number) => page.locator('.play-key', { hasText: new RegExp(`^${d}$`) });
    for (const b of blanks()) {
      await box(page, b).tap();
      await key(right(b)).tap();
    }
    expect(await solved(page)).toBe('true');
    await page.evaluate(() => scrollTo(0, 0));
    await page.screenshot({ path: join(shots, 'skyscrapers-solved-390.png') });
    expect(problemsOf(page)).toEqual([]);
  });
});
