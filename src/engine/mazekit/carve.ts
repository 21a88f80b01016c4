import type { Rng } from '../random.ts';
import { Maze, type Side } from './maze.ts';

/**
 * How a maze is carved, each with a character a solver feels (the kinds choose one per band):
 * - `corridors`: depth-first (the recursive backtracker): long winding corridors, few dead
 *   ends, and wrong turns that run deep;
 * - `branches`: Prim's, growing from a random cell of the frontier: many short branches, dead
 *   ends mostly a square or two long;
 * - `mixed`: the growing tree taking its newest cell half the time and a random one otherwise:
 *   corridors of middling length with branches along them;
 * - `uniform`: Wilson's loop-erased random walks, every spanning tree alike likely: dead ends of
 *   every length.
 */
export const CARVINGS = ['corridors', 'branches', 'mixed', 'uniform'] as const;
export type Carving = (typeof CARVINGS)[number];

/** Runs favoured across (`across`), down (`down`), or neither: a step that way is `weight` times as likely. */
export interface Grain {
  runs: 'across' | 'down' | 'none';
  weight: number;
}

const NO_GRAIN: Grain = { runs: 'none', weight: 1 };

const across = (side: Side) => side === 2 || side === 8;

/** A side among `sides`, a step along the grain `weight` times as likely as one across it. */
function pickSide(rng: Rng, sides: readonly Side[], grain: Grain): Side {
  if (grain.runs === 'none' || sides.length === 1) return rng.pick(sides);
  const weightOf = (side: Side) => ((grain.runs === 'across') === across(side) ? grain.weight : 1);
  let total = 0;
  for (const side of sides) total += weightOf(side);
  let x = rng.float() * total;
  for (const side of sides) {
    x -= weightOf(side);
    if (x < 0) return side;
  }
  return sides[sides.length - 1]!;
}

/**
 * A perfect maze (every cell reached, one way between any two) of `rows` × `cols`, carved as
 * `carving` carves; within `mask`'s outline where one is given (its cells must join side to side).
 */
export function carve(rng: Rng, rows: number, cols: number, carving: Carving, grain: Grain = NO_GRAIN, mask: Uint8Array | null = null): Maze {
  return carveIn(rng, new Maze(rows, cols, undefined, mask), carving, grain);
}

/** Carves a perfect maze into `maze`, a grid of cells closed on every side (a round one, round.ts, or any of the kit's), and returns it. */
export function carveIn<M extends Maze>(rng: Rng, maze: M, carving: Carving, grain: Grain = NO_GRAIN): M {
  if (carving === 'uniform') wilson(rng, maze, grain);
  else growingTree(rng, maze, carving === 'corridors' ? 1 : carving === 'branches' ? 0 : 0.5, grain);
  return maze;
}

/** The growing tree: from a cell of the growing set (the newest with chance `newest`, else any), carve into an unvisited neighbour; a cell with none leaves the set. */
function growingTree(rng: Rng, maze: Maze, newest: number, grain: Grain): void {
  const seen = new Uint8Array(maze.size);
  const active: number[] = [];
  // A cell of the maze: in a rectangle, the same draw as from every cell's number.
  const cells = maze.cells();
  const first = cells[rng.int(cells.length)]!;
  seen[first] = 1;
  active.push(first);
  const free: Side[] = [];
  while (active.length > 0) {
    const i = rng.chance(newest) ? active.length - 1 : rng.int(active.length);
    const cell = active[i]!;
    free.length = 0;
    for (const side of maze.sides) {
      const next = maze.next(cell, side);
      if (next >= 0 && !seen[next]) free.push(side);
    }
    if (free.length === 0) {
      active[i] = active[active.length - 1]!;
      active.pop();
      continue;
    }
    const side = pickSide(rng, free, grain);
    const next = maze.next(cell, side);
    maze.carve(cell, side);
    seen[next] = 1;
    active.push(next);
  }
}

/** Wilson's algorithm: a random walk from each cell not yet in the tree until it meets the tree, its loops erased, joins it. */
function wilson(rng: Rng, maze: Maze, grain: Grain): void {
  const inTree = new Uint8Array(maze.size);
  // The side last left by, on the walk under way: following it from the walk's start after it meets the tree is the walk with its loops erased.
  const leftBy = new Uint8Array(maze.size);
  const cells = maze.cells();
  inTree[cells[rng.int(cells.length)]!] = 1;
  const order = rng.shuffle(cells);
  const sides: Side[] = [];
  for (const start of order) {
    if (inTree[start]) continue;
    let cell = start;
    while (!inTree[cell]) {
      sides.length = 0;
      for (const side of maze.sides) if (maze.next(cell, side) >= 0) sides.push(side);
      const side = pickSide(rng, sides, grain);
      leftBy[cell] = side;
      cell = maze.next(cell, side);
    }
    for (cell = start; !inTree[cell]; ) {
      const side = leftBy[cell] as Side;
      maze.carve(cell, side);
      inTree[cell] = 1;
      cell = maze.next(cell, side);
    }
  }
}
