/**
 * Issue 107: a maze with more than one way through was explained, "9 steps, by reasoning alone",
 * because the walker takes the first way it finds to the exit and calls the rest wrong. Every
 * other kind's step solver stops where reasoning cannot tell the answer; a maze's stops where the
 * solver counts more than one way (or cannot count). Here: an open grid, a made maze with one wall
 * taken away, and made mazes each with a wall taken away at random, against the solver's count.
 */
import { describe, expect, it } from 'vitest';
import { cli } from '../../cli/run.ts';
import { explain } from '../../../src/engine/explain.ts';
import { Rng } from '../../../src/engine/random.ts';
import { kind } from '../../../src/kinds/maze/index.ts';
import type { MazePuzzle } from '../../../src/kinds/maze/schema.ts';
import { stepper } from '../../../src/kinds/maze/steps.ts';

/** Bits of the open sides, and the neighbour each leads to. */
const EAST = 2;
const WEST = 8;
const SOUTH = 4;
const NORTH = 1;

/** A grid of `rows` × `cols` with every inner wall open, in at the top right and out at the bottom left. */
function openGrid(rows: number, cols: number): MazePuzzle {
  const open = Array.from({ length: rows }, (_, r) => Array.from({ length: cols }, (_, c) => (r > 0 ? NORTH : 0) | (c < cols - 1 ? EAST : 0) | (r < rows - 1 ? SOUTH : 0) | (c > 0 ? WEST : 0)));
  open[0]![cols - 1]! |= NORTH;
  open[rows - 1]![0]! |= SOUTH;
  return kind.puzzle.parse({ shape: 'rect', rows, cols, open, start: [0, cols - 1], end: [rows - 1, 0] });
}

/** `puzzle` with the wall east of (r, c) taken away, or south of it. */
function opened(puzzle: MazePuzzle, r: number, c: number, east: boolean): MazePuzzle {
  const open = puzzle.open.map((row) => [...row]);
  if (east) {
    open[r]![c]! |= EAST;
    open[r]![c + 1]! |= WEST;
  } else {
    open[r]![c]! |= SOUTH;
    open[r + 1]![c]! |= NORTH;
  }
  return { ...puzzle, open };
}

/** Every inner wall of a maze, as the square west or north of it and which way it faces. */
function walls(puzzle: MazePuzzle): [number, number, boolean][] {
  const out: [number, number, boolean][] = [];
  for (let r = 0; r < puzzle.rows; r++)
    for (let c = 0; c < puzzle.cols; c++) {
      if (c < puzzle.cols - 1 && !(puzzle.open[r]![c]! & EAST)) out.push([r, c, true]);
      if (r < puzzle.rows - 1 && !(puzzle.open[r]![c]! & SOUTH)) out.push([r, c, false]);
    }
  return out;
}

const made = (size: number, seed: string) => kind.generate(new Rng(seed), kind.options.parse({ size }), 'medium')!.puzzle;

describe('a maze with more than one way through is not explained (issue 107)', () => {
  it.each([
    ['an open 5×5 grid', () => openGrid(5, 5)],
    ['an open 60×60 grid', () => openGrid(60, 60)],
  ])('%s: the solver counts two ways; the steps stop before the first, at every level', (_, puzzle) => {
    const p = puzzle();
    expect(kind.solve(p, 2).solutions).toHaveLength(2);
    for (let level = 1; level <= 4; level++) expect(stepper.steps(p, level)).toEqual({ steps: [], solved: false });
    const told = explain(stepper, p);
    expect(told.solved).toBe(false);
    expect(told.answer).toBeNull();
  });

  it('a made maze with the wall across its way taken away: explain says it cannot be explained, and exits 1', async () => {
    const maze = made(8, 'test/two-ways/book');
    // The first wall whose taking away makes a second way.
    const twoWays = walls(maze)
      .map(([r, c, east]) => opened(maze, r, c, east))
      .find((p) => kind.solve(p, 2).solutions.length === 2)!;
    expect(twoWays).toBeDefined();
    const r = await cli(['explain'], JSON.stringify({ kind: 'maze', puzzle: twoWays }));
    expect(r.status).toBe(1);
    expect(r.stdout).toContain('After 0 steps no technique goes on: this puzzle needs trial and error, or has more than one answer.');
    const json = await cli(['explain', '--json'], JSON.stringify({ kind: 'maze', puzzle: twoWays }));
    expect(json.status).toBe(1);
    expect(JSON.parse(json.stdout)).toMatchObject({ steps: [], solved: false, answer: null });
  });

  it('made mazes with a wall taken away at random: explained exactly where the solver counts one way, and then to that way', () => {
    const rng = new Rng('test/two-ways');
    let one = 0;
    let two = 0;
    for (let i = 0; i < 40; i++) {
      const maze = made(6 + rng.int(5), `test/two-ways/${i}`);
      const [r, c, east] = rng.pick(walls(maze));
      const p = opened(maze, r, c, east);
      const ways = kind.solve(p, 2);
      const told = explain(stepper, p);
      if (ways.solutions.length === 1) {
        // A loop off the way: the way is still the only one, and the steps reach it.
        one++;
        expect(told.solved).toBe(true);
        expect(told.answer).toEqual(ways.solutions[0]);
      } else {
        two++;
        expect(ways.solutions).toHaveLength(2);
        expect(told.solved).toBe(false);
      }
    }
    // Both were met.
    expect(one).toBeGreaterThan(3);
    expect(two).toBeGreaterThan(3);
  });
});
