import type { Maze } from './maze.ts';

/** Ways from one cell to another found by `waysBetween`, up to its limit, and whether the search ran to its end. */
export interface Ways {
  /** Each way as its cells, from the first to the last. */
  paths: number[][];
  /** False when the budget ran out first: unknown, which is never one way. */
  complete: boolean;
  /** Cells stepped into, the search's counted work. */
  work: number;
}

/**
 * Every simple path through the passages from `from` to `to`, up to `limit` of them: a
 * depth-first search that never enters a cell twice on one path, with no pruning, so nothing
 * it finds rests on a shortcut; in a perfect maze it steps into each cell once. `budget` bounds
 * the cells stepped into (a maze with many loops has many paths).
 */
export function waysBetween(maze: Maze, from: number, to: number, limit: number, budget: number): Ways {
  const paths: number[][] = [];
  const onPath = new Uint8Array(maze.size);
  const path: number[] = [from];
  // Each cell's next side to try, on the path under way.
  const tried: number[] = [0];
  onPath[from] = 1;
  const sides = maze.sides;
  let work = 1;
  if (from === to) return { paths: [[from]], complete: true, work };
  while (path.length > 0) {
    if (work > budget) return { paths, complete: false, work };
    const cell = path[path.length - 1]!;
    const k = tried[tried.length - 1]!;
    if (k >= sides.length) {
      onPath[cell] = 0;
      path.pop();
      tried.pop();
      continue;
    }
    tried[tried.length - 1] = k + 1;
    const side = sides[k]!;
    if (!maze.passes(cell, side)) continue;
    const next = maze.next(cell, side);
    if (onPath[next]) continue;
    work++;
    if (next === to) {
      paths.push([...path, to]);
      if (paths.length >= limit) return { paths, complete: true, work };
      continue;
    }
    onPath[next] = 1;
    path.push(next);
    tried.push(0);
  }
  return { paths, complete: true, work };
}
