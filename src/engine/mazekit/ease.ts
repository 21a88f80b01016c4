import type { Rng } from '../random.ts';
import type { Maze, Side } from './maze.ts';
import type { Walked, WrongShape } from './walk.ts';

/** How hard each shape of wrong turn is to rule out, as the kinds' ladders rank them (1 … 4). */
export const SHAPE_LEVEL: Readonly<Record<WrongShape, number>> = { seen: 1, alley: 2, branching: 3, labyrinth: 4 };

/**
 * Makes a perfect maze easier for the walker without making it any less a maze: each wrong turn
 * it walked that is harder than `level` is cut from its fork and hung instead from a cell the
 * walker never met (behind a turn it does not take), so the walker no longer meets it, and every
 * square stays reachable by one way. `seen` marks what the walk met (walkMaze's); a wrong turn
 * with no such cell beside it stays. Returns how many were moved.
 */
export function ease(rng: Rng, maze: Maze, walk: readonly Walked[], seen: Uint8Array, level: number): number {
  let moved = 0;
  const hooks: [number, Side][] = [];
  for (const w of walk) {
    if (w.type !== 'wrong' || SHAPE_LEVEL[w.shape] <= level) continue;
    hooks.length = 0;
    for (const cell of w.cells) {
      for (const side of maze.sides) {
        const beyond = maze.next(cell, side);
        if (beyond >= 0 && !seen[beyond] && !(maze.open[cell]! & side)) hooks.push([cell, side]);
      }
    }
    if (hooks.length === 0) continue;
    const [cell, side] = rng.pick(hooks);
    maze.close(w.fork, w.side);
    maze.carve(cell, side);
    // Hung behind a turn the walker does not take, it is out of its sight too, and can take others.
    for (const c of w.cells) seen[c] = 0;
    moved++;
  }
  return moved;
}
