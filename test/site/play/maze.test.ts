import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Difficulty } from '../../../src/engine/kind.ts';
import { openWays, step, wayTo } from '../../../src/kinds/maze/play.ts';
import type { MazePuzzle, MazeSolution } from '../../../src/kinds/maze/schema.ts';
import { DESKTOP, gameStarted, launch, problemsOf, type Served, visit } from '../browser.ts';
import { servedBook } from './served-book.ts';

// Issue 87: a maze of each band traced to the end at 390×844 by dragging a finger from the
// entrance through the passages (touch events; the 30×30 expert zoomed to fingertip squares and
// traced stretch by stretch, the board panned between), and at 1280×800 with the arrow keys alone;
// a wall refusing the line and saying so, nothing counted; a wrong turn traced, found by Check
// (counted once) and taken back by dragging back along the line; a hint shown and written in;
// Undo, Redo and a reload on the way. The PNGs checked are written to a folder of their own,
// named at the end.
type Cell = [number, number];
const BANDS: [Difficulty, number][] = [
  ['easy', 8],
  ['medium', 12],
  ['hard', 20],
  ['expert', 30],
];
const SPEC = `title: Mazes
slug: mazes
seed: 87
sections:
${BANDS.map(([band, size]) => `  - { kind: maze, count: 1, difficulty: ${band}, options: { size: ${size} } }\n`).join('')}`;

interface Record {
  id: string;
  difficulty: Difficulty;
  puzzle: MazePuzzle;
  solution: MazeSolution;
}

let shots: string;
let served: Served;
let records: Record[];
const contexts: { phone: BrowserContext; desktop: BrowserContext } = {} as never;

beforeAll(async () => {
  const site = await servedBook<Record>('maze', SPEC);
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
  console.log(`maze.test.ts screenshots in ${shots}`);
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
const wayOf = (r: Record): Cell[] => r.solution.path.map(([row, col]) => [row, col]);

/** The line as the page holds it: the squares its drawn line passes through, from the one the grid names as its end back. */
async function lineLength(page: Page): Promise<number> {
  // The drawn line: from the entrance's door through each square's middle (and out of the exit's door, once there).
  // The drawing's own (a zoomed board's pinned edges hold copies of the drawing).
  const points = (await page.locator('.play-maze-line polyline').first().getAttribute('points'))!.trim().split(/\s+/).length;
  const through = (await solved(page)) === 'true' ? 2 : 1;
  return points - through;
}

/** The square the grid names as the line's end (its active cell). */
async function headOf(page: Page): Promise<Cell> {
  const id = (await page.locator('.play-layer[role="grid"]').getAttribute('aria-activedescendant'))!;
  const [, r, c] = id.match(/(\d+)-(\d+)$/)!.map(Number) as [number, number, number];
  return [r, c];
}

/** A square's middle on the screen, and its side. */
async function centre(page: Page, [r, c]: Cell): Promise<{ x: number; y: number; size: number }> {
  const box = (await page.locator(`#play-maze-${r}-${c}`).boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2, size: box.width };
}

/** A finger on the screen (Chromium makes touch events pointer events of type touch). */
async function finger(page: Page): Promise<{ down(x: number, y: number): Promise<void>; to(x: number, y: number): Promise<void>; up(): Promise<void>; cdp: CDPSession }> {
  const cdp = await page.context().newCDPSession(page);
  const touch = async (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number) => {
    await cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
  };
  return { down: (x, y) => touch('touchStart', x, y), to: (x, y) => touch('touchMove', x, y), up: () => touch('touchEnd', 0, 0), cdp };
}

/**
 * A finger laid on the first square and drawn through the middles of the others, a little off
 * the middle (a hand is not exact) and in three moves a square, then lifted.
 */
async function drag(page: Page, cells: Cell[]) {
  const f = await finger(page);
  const first = await centre(page, cells[0]!);
  await f.down(first.x, first.y);
  let last = first;
  for (const [i, cell] of cells.slice(1).entries()) {
    const next = await centre(page, cell);
    const wobble = (i % 2 ? 0.15 : -0.15) * next.size;
    for (let k = 1; k <= 3; k++) await f.to(last.x + ((next.x - last.x) * k) / 3 + (k === 3 ? 0 : wobble), last.y + ((next.y - last.y) * k) / 3 + (k === 3 ? 0 : wobble));
    last = next;
  }
  await f.up();
  await f.cdp.detach();
}

/** The first wrong turn along the way: where the way forks and a passage goes off it. */
function wrongTurn(r: Record): { at: number; into: Cell } {
  const way = wayOf(r);
  for (let i = 1; i < way.length - 1; i++) {
    for (const w of openWays(r.puzzle, way[i]!)) {
      const t = step(r.puzzle, way.slice(0, i + 1), w);
      if (t.type === 'grow' && (t.line.at(-1)![0] !== way[i + 1]![0] || t.line.at(-1)![1] !== way[i + 1]![1])) return { at: i, into: t.line.at(-1)! };
    }
  }
  throw new Error('no wrong turn');
}

/** The first square of the way with a wall between it and a square beside it inside the maze: its place on the way, and that square. */
function walled(r: Record): { at: number; beyond: Cell } {
  const way = wayOf(r);
  for (const [at, [hr, hc]] of way.entries()) {
    const beside: Cell[] = [
      [hr - 1, hc],
      [hr, hc + 1],
      [hr + 1, hc],
      [hr, hc - 1],
    ];
    const beyond = beside.find(([y, x]) => y >= 0 && x >= 0 && y < r.puzzle.rows && x < r.puzzle.cols && step(r.puzzle, way.slice(0, at + 1), wayTo(way[at]!, [y, x])!).type === 'wall');
    if (beyond) return { at, beyond };
  }
  throw new Error('a maze with no inner wall on its way');
}

describe('Mazes in the browser', () => {
  for (const [band, size] of BANDS) {
    it(`${band} ${size}×${size}: traced to the end by dragging a finger on a phone (390×844); a wall stops the line; a wrong turn found by Check and dragged back`, async () => {
      const r = records.find((x) => x.difficulty === band)!;
      expect(r.puzzle.rows).toBe(size);
      const page = await open(r, 'phone');
      const way = wayOf(r);
      // The maze is one control a screen reader knows as a grid of squares, named by its size; its end is the entrance.
      const grid = page.locator('.play-layer[role="grid"]');
      expect(await grid.getAttribute('aria-label')).toBe(`Maze: ${size} rows of ${size} squares`);
      expect(await page.locator('.play-layer [role="gridcell"]').count()).toBe(size * size);
      expect(await headOf(page)).toEqual(way[0]);
      expect(await page.locator(`#play-maze-${way[0]![0]}-${way[0]![1]}`).getAttribute('aria-label')).toMatch(/^Row \d+, column \d+: the end of your line, square 1; open .+ \(the entrance\)$/);
      expect(await status(page)).toBe('');
      // The maze fits the phone's width: nothing to scroll sideways.
      await page.locator('.play-figure').evaluate((el) => el.scrollIntoView());
      expect(await page.evaluate<boolean>('document.documentElement.scrollWidth <= window.innerWidth')).toBe(true);
      const figure = (await page.locator('.play-figure').boundingBox())!;
      expect(figure.x).toBeGreaterThanOrEqual(0);
      expect(figure.x + figure.width).toBeLessThanOrEqual(390);
      const zoom = page.getByRole('button', { name: 'Zoom' });
      const squarePx = (await centre(page, way[0]!)).size;
      // Squares under a fingertip's 44 px: Zoom draws them that size, the board panning.
      expect(await zoom.isVisible()).toBe(squarePx < 44);

      if (size >= 30) {
        await zoom.click();
        expect(await page.locator('.game-board.play-panned').count()).toBe(1);
        expect((await centre(page, way[0]!)).size).toBeGreaterThanOrEqual(43.5);
      }
      const board = page.locator('.game-board');
      /** The squares of `cells` in the board's view, from the first: as far as a finger can draw without panning. */
      const inView = async (cells: Cell[]) => {
        const view = (await board.boundingBox())!;
        const shown: Cell[] = [];
        for (const cell of cells) {
          const { x, y, size: s } = await centre(page, cell);
          if (x - s / 2 < view.x || y - s / 2 < view.y || x + s / 2 > view.x + view.width || y + s / 2 > view.y + view.height || y + s / 2 > 844) break;
          shown.push(cell);
        }
        return shown;
      };
      /** Pans a zoomed board so the square is in the middle of its view. */
      const panTo = async ([r0, c0]: Cell) =>
        page.evaluate(([y, x]) => {
          const b = document.querySelector<HTMLElement>('.game-board')!;
          const cell = document.getElementById(`play-maze-${y}-${x}`)!.getBoundingClientRect();
          const view = b.getBoundingClientRect();
          b.scrollBy({ left: cell.left + cell.width / 2 - (view.left + view.width / 2), top: cell.top + cell.height / 2 - (view.top + view.height / 2), behavior: 'instant' });
        }, [r0, c0]);
      /** Traces the way from square `from` to square `to` (indices of the way), panning a zoomed board between strokes. */
      const trace = async (from: number, to: number) => {
        let at = from;
        while (at < to) {
          await panTo(way[at]!);
          const stroke = await inView(way.slice(at, to + 1));
          expect(stroke.length, `squares of the way in view from ${at}`).toBeGreaterThan(1);
          await drag(page, stroke);
          at += stroke.length - 1;
          expect(await lineLength(page)).toBe(at + 1);
          expect(await headOf(page)).toEqual(way[at]);
        }
      };

      // A wall: the finger pushed through it stops there, said; nothing counted. Then a tap on the entrance takes the line back to it.
      const wall = walled(r);
      if (wall.at > 0) await trace(0, wall.at);
      await panTo(way[wall.at]!);
      await drag(page, [way[wall.at]!, wall.beyond]);
      expect(await status(page)).toMatch(/^A wall stops the line (above|below|to the left of|to the right of) row \d+, column \d+\.$/);
      expect(await lineLength(page)).toBe(wall.at + 1);
      expect(await mistakes(page)).toBe('');
      if (wall.at > 0) {
        await panTo(way[0]!);
        const entrance = await centre(page, way[0]!);
        await page.touchscreen.tap(entrance.x, entrance.y);
        expect(await lineLength(page)).toBe(1);
        expect(await status(page)).toBe(`Taken back to row ${way[0]![0] + 1}, column ${way[0]![1] + 1}: your line is 1 square long.`);
      }

      // To the first wrong turn's fork, then into it: Check finds it, rings it and counts it, once.
      const { at, into } = wrongTurn(r);
      await trace(0, at);
      await panTo(way[at]!);
      await drag(page, [way[at]!, into]);
      expect(await lineLength(page)).toBe(at + 2);
      const fork = way[at]!;
      await page.getByRole('button', { name: 'Check', exact: true }).click();
      expect(await status(page)).toBe(`Your line turns off the way after row ${fork[0] + 1}, column ${fork[1] + 1}: that turn does not lead to the exit.`);
      expect(await page.locator('.play-flag').count()).toBe(1);
      expect(await mistakes(page)).toMatch(/1/);
      await page.getByRole('button', { name: 'Check', exact: true }).click();
      expect(await mistakes(page)).toMatch(/1/);
      await page.screenshot({ path: join(shots, `maze-${band}-390-wrong-turn.png`) });
      // Dragged back along the line, onto the fork: the wrong turn is gone.
      await drag(page, [into, fork]);
      expect(await lineLength(page)).toBe(at + 1);
      expect(await status(page)).toBe(`Taken back to row ${fork[0] + 1}, column ${fork[1] + 1}: your line is ${at + 1} squares long.`);

      const half = Math.floor(way.length / 2);
      await trace(at, half);
      await page.screenshot({ path: join(shots, `maze-${band}-390-half.png`) });
      await trace(half, way.length - 1);
      expect(await solved(page)).toBe('true');
      // The wrong turn Check found is the one mistake.
      expect(await status(page)).toMatch(/^Solved in \d+:\d\d with 1 mistake\. Well done!$/);
      expect(await lineLength(page)).toBe(way.length);
      // Fit shows the whole maze again, the way drawn through it.
      if (size >= 30) await page.getByRole('button', { name: 'Fit' }).click();
      await page.locator('.play-figure').evaluate((el) => el.scrollIntoView());
      await page.screenshot({ path: join(shots, `maze-${band}-390.png`) });
      // The line is drawn through the middles of the way's squares, from the entrance's door to the exit's.
      const drawn = await page.locator('.play-maze-line polyline').first().evaluate((el) => {
        const m = (el as SVGGraphicsElement).getScreenCTM()!;
        return (el.getAttribute('points') ?? '').trim().split(/\s+/).map((p) => {
          const [x, y] = p.split(',').map(Number) as [number, number];
          const q = new DOMPoint(x, y).matrixTransform(m);
          return [q.x, q.y];
        });
      });
      for (const [i, cell] of way.entries()) {
        const { x, y, size: s } = await centre(page, cell);
        expect(Math.abs(drawn[i + 1]![0]! - x), `square ${i} across`).toBeLessThan(s / 10);
        expect(Math.abs(drawn[i + 1]![1]! - y), `square ${i} down`).toBeLessThan(s / 10);
      }
      // Solved is locked.
      expect(await grid.evaluate((el) => (el as { inert?: boolean }).inert)).toBe(true);
      expect(problemsOf(page)).toEqual([]);
      await page.close();
    });
  }

  for (const [band, size] of BANDS) {
    it(`${band} ${size}×${size}: traced to the end with the arrow keys alone at 1280×800`, async () => {
      const r = records.find((x) => x.difficulty === band)!;
      const page = await open(r, 'desktop');
      const way = wayOf(r);
      // The whole maze on the screen beside the panel.
      const board = (await page.locator('.play-figure').boundingBox())!;
      expect(board.y + board.height).toBeLessThanOrEqual(800);
      expect(board.x + board.width).toBeLessThanOrEqual(1280);
      // Tab from the top of the page to the maze: one tab stop for all its squares.
      for (let i = 0; i < 60 && !(await page.evaluate(() => document.activeElement?.getAttribute('role') === 'grid')); i++) await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('grid');
      const arrow = { up: 'ArrowUp', down: 'ArrowDown', left: 'ArrowLeft', right: 'ArrowRight' } as const;

      const wall = walled(r);
      const { at, into } = wrongTurn(r);
      // Undo tried after a square traced on, not after the wrong turn's Backspace.
      const undoAt = at === 3 ? 4 : 3;
      for (let i = 0; i < way.length; i++) {
        if (i > 0) await page.keyboard.press(arrow[wayTo(way[i - 1]!, way[i]!)!]);
        if (i === 1) expect(await status(page)).toMatch(new RegExp(`^Row ${way[1]![0] + 1}, column ${way[1]![1] + 1}: your line is 2 squares long\\.$`));
        if (i === wall.at) {
          // A wall: the key is refused, said, nothing counted.
          await page.keyboard.press(arrow[wayTo(way[i]!, wall.beyond)!]);
          expect(await status(page)).toMatch(/^A wall stops the line /);
          expect(await lineLength(page)).toBe(i + 1);
        }
        if (i === at) {
          // Into the wrong turn and back out by the arrow that goes back, then in again and out by Backspace.
          await page.keyboard.press(arrow[wayTo(way[at]!, into)!]);
          expect(await lineLength(page)).toBe(at + 2);
          await page.keyboard.press(arrow[wayTo(into, way[at]!)!]);
          expect(await lineLength(page)).toBe(at + 1);
          expect(await status(page)).toMatch(/^Taken back to row/);
          await page.keyboard.press(arrow[wayTo(way[at]!, into)!]);
          await page.keyboard.press('Backspace');
          expect(await lineLength(page)).toBe(at + 1);
          expect(await headOf(page)).toEqual(way[at]);
        }
        if (i === undoAt) {
          // Undo takes the last square back, Redo brings it again; a reload keeps the line.
          await page.keyboard.press('Control+z');
          expect(await lineLength(page)).toBe(i);
          await page.keyboard.press('Control+y');
          expect(await lineLength(page)).toBe(i + 1);
          await page.reload();
          await gameStarted(page);
          expect(await lineLength(page)).toBe(i + 1);
          expect(await headOf(page)).toEqual(way[i]);
          await page.locator('.play-layer[role="grid"]').focus();
        }
        if (i === Math.floor(way.length / 2)) await page.screenshot({ path: join(shots, `maze-${band}-1280-half.png`) });
      }
      expect(await solved(page)).toBe('true');
      expect(await lineLength(page)).toBe(way.length);
      expect(await mistakes(page)).toBe('');
      await page.screenshot({ path: join(shots, `maze-${band}-1280.png`) });
      // The "?" list names the keys a maze takes.
      await page.keyboard.press('?');
      expect(await page.locator('.play-shortcuts dd').allInnerTexts()).toEqual(expect.arrayContaining(['Traces the line a square on, or back onto the square before.', 'Takes the line’s last square back.']));
      await page.keyboard.press('Escape');
      expect(problemsOf(page)).toEqual([]);
      await page.close();
    });
  }

  it('a hint rings the next stretch from the line’s end, and writes it in on a second press; on a wrong turn it says to take it back', async () => {
    const r = records.find((x) => x.difficulty === 'hard')!;
    const page = await open(r, 'phone');
    const way = wayOf(r);
    await page.locator('.play-figure').evaluate((el) => el.scrollIntoView());
    const hint = page.locator('.play-hint-button');
    await hint.click();
    expect(await status(page)).toMatch(/^(From the entrance,|At the fork in row \d+, column \d+,) .*follow the path \d+ squares? to the fork in row \d+, column \d+\. Press “Write it in” to take it\.$/);
    const rings = await page.locator('.play-layer .play-hinted').count();
    expect(rings).toBeGreaterThan(1);
    await page.screenshot({ path: join(shots, 'maze-hint-390.png') });
    await hint.click();
    expect(await status(page)).toBe('The hint is written in.');
    const traced = await lineLength(page);
    expect(traced).toBeGreaterThan(1);
    expect(await headOf(page)).toEqual(way[traced - 1]);
    expect(await page.locator('.play-layer .play-hinted').count()).toBe(0);

    // Off the way: the hint says where the line leaves it, rings the square, and writes nothing in.
    const { at, into } = wrongTurn(r);
    const line = way.slice(0, at + 1);
    await page.evaluate(
      ([key, state]) => localStorage.setItem(key, JSON.stringify({ state, elapsedMs: 1000, solved: false, mistakes: 0, hints: 1 })),
      [`puzzlebook:play:${r.id}`, { line: [...line, into], mistakes: 0 }] as const,
    );
    await page.reload();
    await gameStarted(page);
    expect(await lineLength(page)).toBe(at + 2);
    await hint.click();
    const fork = way[at]!;
    expect(await status(page)).toBe(`Your line leaves the way after the square in row ${fork[0] + 1}, column ${fork[1] + 1}: take it back to that square first.`);
    expect(await page.locator('.play-layer .play-hinted[data-tone="bad"]').count()).toBe(1);
    await hint.click();
    expect(await lineLength(page)).toBe(at + 2);
    expect(problemsOf(page)).toEqual([]);
    await page.close();
  });
});
