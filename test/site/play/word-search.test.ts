import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Difficulty } from '../../../src/engine/kind.ts';
import { answerCells } from '../../../src/kinds/word-search/play.ts';
import type { WordSearchPuzzle, WordSearchSolution } from '../../../src/kinds/word-search/schema.ts';
import { DESKTOP, gameStarted, launch, problemsOf, type Served, visit } from '../browser.ts';
import { servedBook } from './served-book.ts';

// Issue 84: a word search of each band played to the end at 390×844 by dragging a finger from
// each word's first letter to its last (touch events, a little off the line: it snaps), and at
// 1280×800 with the keys alone (arrows, Enter, Space, Escape); the list beside the board struck
// word by word and read found or not by a screen reader; a line that is no word told gently and
// not counted; tapping the two ends, Undo, Redo, Check, Start again and a reload on the way. Built
// here: one puzzle of each band at its default size (10×10 easy … 15×15 expert). The PNGs checked
// are written to a folder of their own, named at the end.
const BANDS: Difficulty[] = ['easy', 'medium', 'hard', 'expert'];
const SPEC = `title: Word searches
slug: word-searches
seed: 84
sections:
${BANDS.map((band) => `  - { kind: word-search, count: 1, difficulty: ${band} }\n`).join('')}`;

interface Record {
  id: string;
  difficulty: Difficulty;
  puzzle: WordSearchPuzzle;
  solution: WordSearchSolution;
}

let shots: string;
let served: Served;
let records: Record[];
const contexts: { phone: BrowserContext; desktop: BrowserContext } = {} as never;

beforeAll(async () => {
  const site = await servedBook<Record>('word-search', SPEC);
  served = site.served;
  records = site.records;
  shots = join(site.dir, 'shots');
  mkdirSync(shots);
  contexts.phone = await launch({ phone: true });
  contexts.desktop = await launch();
});
afterAll(async () => {
  await contexts.phone?.close();
  await contexts.desktop?.close();
  served?.stop();
  console.log(`word-search.test.ts screenshots in ${shots}`);
});

async function open(r: Record, device: 'phone' | 'desktop'): Promise<Page> {
  const { page } = await visit(contexts[device], `${served.origin}/puzzles/${r.id}/`);
  if (device === 'desktop') await page.setViewportSize(DESKTOP.viewport);
  await page.evaluate((key) => localStorage.removeItem(key), `puzzlebook:play:${r.id}`);
  await page.reload();
  await gameStarted(page);
  return page;
}

const status = (page: Page) => page.locator('.play-status').innerText();
const solved = (page: Page) => page.locator('[data-play]').getAttribute('data-solved');
const mistakes = (page: Page) => page.locator('.play-mistakes').innerText();
const foundCapsules = (page: Page) => page.locator('.play-ws-marks .play-ws-found').count();
/** What a screen reader reads of each word of the list. */
const listSaid = (page: Page) => page.locator('.board-list li .visually-hidden').allInnerTexts();
const struck = (page: Page) => page.locator('.board-list li.play-found').count();

/** Each word's first and last letter, as [row, column]. */
function ends(r: Record): [[number, number], [number, number]][] {
  const { cols } = r.puzzle;
  return answerCells(r.puzzle, r.solution).map((cells) => {
    const [a, b] = [cells[0]!, cells.at(-1)!];
    return [
      [Math.floor(a / cols), a % cols],
      [Math.floor(b / cols), b % cols],
    ];
  });
}

/** A letter's centre on the screen, and the letters' spacing. */
async function centre(page: Page, [r, c]: [number, number]): Promise<{ x: number; y: number; size: number }> {
  const box = (await page.locator(`#play-letter-${r}-${c}`).boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2, size: box.width };
}

/**
 * A finger dragged from one letter to another, as touch events (Chromium makes them pointer
 * events of type touch): down on the first, through points on the way, up on the last pushed a
 * third of a letter off the line, square to it (the line follows the finger, snapped).
 */
async function drag(page: Page, from: [number, number], to: [number, number], off = 0.3) {
  const a = await centre(page, from);
  const b = await centre(page, to);
  const [dx, dy] = [b.x - a.x, b.y - a.y];
  const length = Math.hypot(dx, dy) || 1;
  const [nx, ny] = [(-dy / length) * off * a.size, (dx / length) * off * a.size];
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
  await touch('touchStart', a.x, a.y);
  const steps = 6;
  for (let i = 1; i <= steps; i++) await touch('touchMove', a.x + (dx * i) / steps + (nx * i) / steps, a.y + (dy * i) / steps + (ny * i) / steps);
  // The line drawn so far follows the finger, before it is lifted.
  expect(await page.locator('.play-ws-marks .play-ws-line').count()).toBe(1);
  await touch('touchEnd', 0, 0);
  await cdp.detach();
}

/** The keyboard's cursor, [row, column], from the grid's active cell. */
async function cursorOf(page: Page): Promise<[number, number]> {
  const id = (await page.locator('.play-layer[role="grid"]').getAttribute('aria-activedescendant'))!;
  const [, r, c] = id.match(/(\d+)-(\d+)$/)!.map(Number) as [number, number, number];
  return [r, c];
}

/** Arrow keys from the cursor to a letter. */
async function goTo(page: Page, [r, c]: [number, number]) {
  let [cr, cc] = await cursorOf(page);
  while (cr !== r) {
    await page.keyboard.press(cr < r ? 'ArrowDown' : 'ArrowUp');
    cr += cr < r ? 1 : -1;
  }
  while (cc !== c) {
    await page.keyboard.press(cc < c ? 'ArrowRight' : 'ArrowLeft');
    cc += cc < c ? 1 : -1;
  }
  expect(await cursorOf(page)).toEqual([r, c]);
}

/** Two letters on one straight line that no word of the list lies between, either way round. */
function noWordLine(r: Record): [[number, number], [number, number]] {
  const answer = answerCells(r.puzzle, r.solution).map((cells) => cells.join(','));
  const { rows, cols } = r.puzzle;
  for (let row = 0; row < rows; row++)
    for (let c = 0; c + 2 < cols; c++) {
      const cells = [row * cols + c, row * cols + c + 1, row * cols + c + 2];
      if (!answer.includes(cells.join(',')) && !answer.includes([...cells].reverse().join(','))) return [[row, c], [row, c + 2]];
    }
  throw new Error('every three letters across are a word');
}

describe('Word Search in the browser', () => {
  for (const band of BANDS) {
    it(`${band}: played to the end by dragging on a phone (390×844); the list struck and read word by word; a line that is no word is told and not counted`, async () => {
      const r = records.find((x) => x.difficulty === band)!;
      const page = await open(r, 'phone');
      const words = ends(r);
      // The grid is one control a screen reader knows as a grid of letters, named by its size.
      const grid = page.locator('.play-layer[role="grid"]');
      expect(await grid.getAttribute('aria-label')).toBe(`Letters: ${r.puzzle.rows} rows of ${r.puzzle.cols}`);
      expect(await grid.getAttribute('tabindex')).toBe('0');
      expect(await page.locator('.play-layer [role="gridcell"]').count()).toBe(r.puzzle.rows * r.puzzle.cols);
      expect(await page.evaluate(`getComputedStyle(document.querySelector('.play-layer')).touchAction`)).toBe('none');
      // The list is the page's, under the board, at the page's type: every word on it, each still to find.
      expect(await page.locator('.board-list li > span[aria-hidden]').allInnerTexts()).toEqual(r.puzzle.words);
      expect(await listSaid(page)).toEqual(r.puzzle.words.map((w) => `${w}, still to find`));
      const listPx = await page.locator('.board-list li').first().evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
      expect(listPx).toBeGreaterThanOrEqual(14);
      await page.locator('.play-figure').evaluate((el) => el.scrollIntoView());
      // The letters: a 15×15 across the phone's width, each at least 15 px tall.
      const letterPx = await page.evaluate(() => {
        const svg = document.querySelector('.game-board svg')!;
        const scale = svg.getBoundingClientRect().width / (svg as SVGSVGElement).viewBox.baseVal.width;
        return Math.max(...[...svg.querySelectorAll('text')].map((t) => parseFloat(getComputedStyle(t).fontSize))) * scale;
      });
      expect(letterPx, 'letters on a phone').toBeGreaterThanOrEqual(r.puzzle.cols > 12 ? 15 : 18);
      // Grid, list and toolbar in one screen once the head is scrolled away.
      for (const sel of ['.play-figure', '.board-list', '.play-tools']) {
        const box = (await page.locator(sel).boundingBox())!;
        expect(box.y, sel).toBeGreaterThanOrEqual(-1);
        expect(box.y + box.height, sel).toBeLessThanOrEqual(844);
      }

      // A line that is no word: said, gently, and nothing found or counted.
      const [a, b] = noWordLine(r);
      await drag(page, a, b, 0);
      expect(await status(page)).toBe('No word of the list lies between those two letters.');
      expect(await page.locator('.play-status').getAttribute('data-tone')).toBe('');
      expect(await mistakes(page)).toBe('');
      expect(await foundCapsules(page)).toBe(0);
      expect(await page.getByRole('button', { name: 'Undo' }).isEnabled()).toBe(false);

      for (const [i, [first, last]] of words.entries()) {
        // The first word the other way round, last letter to first: a word reads found either way.
        if (i === 0) await drag(page, last, first);
        else await drag(page, first, last);
        if (i < words.length - 1) {
          expect(await status(page)).toBe(`${r.puzzle.words[i]} found.`);
          expect(await foundCapsules(page)).toBe(i + 1);
          expect(await struck(page)).toBe(i + 1);
        }
        if (i === Math.floor(words.length / 2)) await page.screenshot({ path: join(shots, `word-search-${band}-390-half.png`) });
      }
      expect(await solved(page)).toBe('true');
      expect(await status(page)).toMatch(/^Solved in \d+:\d\d\. Well done!$/);
      expect(await foundCapsules(page)).toBe(words.length);
      expect(await listSaid(page)).toEqual(r.puzzle.words.map((w) => `${w}, found`));
      expect(await mistakes(page)).toBe('');
      await page.locator('.play-figure').evaluate((el) => el.scrollIntoView());
      await page.screenshot({ path: join(shots, `word-search-${band}-390.png`) });
      // Each capsule lies over its word: its middle at the middle of the word's first and last letters.
      const capsules = await page.locator('.play-ws-marks .play-ws-found').evaluateAll((els) =>
        els.map((el) => {
          const box = el.getBoundingClientRect();
          return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
        }),
      );
      for (const [i, [first, last]] of words.entries()) {
        const [p, q] = [await centre(page, first), await centre(page, last)];
        expect(Math.abs(capsules[i]!.x - (p.x + q.x) / 2), `${r.puzzle.words[i]} across`).toBeLessThan(1.5);
        expect(Math.abs(capsules[i]!.y - (p.y + q.y) / 2), `${r.puzzle.words[i]} down`).toBeLessThan(1.5);
      }
      // Solved is locked.
      expect(await grid.evaluate((el) => (el as { inert?: boolean }).inert)).toBe(true);
      expect(problemsOf(page)).toEqual([]);
      await page.close();
    });
  }

  for (const band of BANDS) {
    it(`${band}: played to the end with the keys alone at 1280×800, the list beside the board`, async () => {
      const r = records.find((x) => x.difficulty === band)!;
      const page = await open(r, 'desktop');
      const words = ends(r);
      // The list stands beside the board, under the toolbar, and whole on the screen.
      const [board, list, tools] = await Promise.all(['.game-board', '.board-list', '.play-tools'].map(async (s) => (await page.locator(s).boundingBox())!));
      expect(list.x).toBeGreaterThanOrEqual(board!.x + board!.width);
      expect(list.y).toBeGreaterThan(tools!.y);
      expect(list.y + list.height).toBeLessThanOrEqual(800);
      expect(board!.y + board!.height).toBeLessThanOrEqual(800);

      // Tab from the top of the page to the grid: one tab stop for all its letters.
      for (let i = 0; i < 60 && !(await page.evaluate(() => document.activeElement?.getAttribute('role') === 'grid')); i++) await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('grid');

      // Escape lets go of a first letter chosen.
      await goTo(page, words[0]![0]);
      await page.keyboard.press('Enter');
      expect(await status(page)).toMatch(/^\S+ in row \d+, column \d+: now the word's last letter\.$/);
      expect(await page.locator('.play-layer [aria-selected="true"]').count()).toBe(1);
      await page.keyboard.press('Escape');
      expect(await status(page)).toBe("Let go: start again from a word's first letter.");
      expect(await page.locator('.play-layer [aria-selected="true"]').count()).toBe(0);

      for (const [i, [first, last]] of words.entries()) {
        await goTo(page, first);
        await page.keyboard.press(i % 2 ? 'Space' : 'Enter');
        await goTo(page, last);
        // The line runs from the first letter to the cursor before the second key.
        expect(await page.locator('.play-ws-marks .play-ws-line').count()).toBe(1);
        await page.keyboard.press(i % 2 ? 'Enter' : 'Space');
        if (i < words.length - 1) expect(await status(page)).toBe(`${r.puzzle.words[i]} found.`);
        if (i === 1) {
          // Undo takes the last word back, Redo brings it again; Check says how many are left.
          await page.keyboard.press('Control+z');
          expect(await struck(page)).toBe(1);
          await page.keyboard.press('Control+y');
          expect(await struck(page)).toBe(2);
          await page.getByRole('button', { name: 'Check', exact: true }).click();
          expect(await status(page)).toBe(`${words.length - 2} words are still to find.`);
          // A reload keeps the words found.
          await page.reload();
          await gameStarted(page);
          expect(await struck(page)).toBe(2);
          expect(await foundCapsules(page)).toBe(2);
          await page.locator('.play-layer[role="grid"]').focus();
        }
        if (i === Math.floor(words.length / 2)) await page.screenshot({ path: join(shots, `word-search-${band}-1280-half.png`) });
      }
      expect(await solved(page)).toBe('true');
      expect(await struck(page)).toBe(words.length);
      await page.screenshot({ path: join(shots, `word-search-${band}-1280.png`) });
      // The "?" list names the keys a word search takes.
      await page.keyboard.press('?');
      expect(await page.locator('.play-shortcuts dd').allInnerTexts()).toEqual(expect.arrayContaining(['Marks a word’s first letter, then its last.', 'Lets go of the chosen letter.']));
      await page.keyboard.press('Escape');
      expect(problemsOf(page)).toEqual([]);
      await page.close();
    });
  }

  it('taps the two ends of a word on a phone; a tap on letters off one line is told; Start again clears the list', async () => {
    const r = records.find((x) => x.difficulty === 'medium')!;
    const page = await open(r, 'phone');
    await page.locator('.play-figure').evaluate((el) => el.scrollIntoView());
    const [[first, last]] = ends(r) as [[[number, number], [number, number]]];
    const tap = async (cell: [number, number]) => {
      const { x, y } = await centre(page, cell);
      await page.touchscreen.tap(x, y);
    };
    // A knight's move: no line at all.
    await tap([0, 0]);
    expect(await status(page)).toMatch(/: now the word's last letter\.$/);
    await tap([1, 2]);
    expect(await status(page)).toBe('Those two letters are not on one straight line: a word runs across, down or diagonally.');
    await tap(first);
    await tap(last);
    expect(await status(page)).toBe(`${r.puzzle.words[0]} found.`);
    expect(await struck(page)).toBe(1);
    expect(await mistakes(page)).toBe('');
    await page.getByRole('button', { name: 'Start again' }).click();
    await page.getByRole('button', { name: /Start again|Press again/ }).click();
    expect(await struck(page)).toBe(0);
    expect(await foundCapsules(page)).toBe(0);
    expect(problemsOf(page)).toEqual([]);
    await page.close();
  });
});
