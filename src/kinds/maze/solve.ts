import type { Solved } from '../../engine/kind.ts';
import { SIDES } from '../../engine/mazekit/maze.ts';
import { waysBetween } from '../../engine/mazekit/ways.ts';
import { boardOf } from './board.ts';
import { PROOF_BUDGET } from './generate.ts';
import type { MazePuzzle, MazeSolution } from './schema.ts';

/** Every way through the maze up to `limit` (engine/mazekit/ways.ts); out of budget, `complete: false`. */
export function solve(puzzle: MazePuzzle, limit: number, budget = PROOF_BUDGET): Solved<MazeSolution> {
  const { maze, start, end } = boardOf(puzzle);
  const ways = waysBetween(maze, start, end, limit, Math.min(budget, PROOF_BUDGET));
  const solutions = ways.paths.map((cells) => ({ path: cells.map((c) => [maze.rowOf(c), maze.colOf(c)] as [number, number]) }));
  return { solutions, complete: ways.complete, work: ways.work };
}

/**
 * A maze with a square no passage from the entrance reaches is no maze of a book's (the
 * generator makes every square part of it, and its grade counts them): the first square of
 * each part sealed off, counted from 1 as the steps count, in reading order; null where every
 * square is reached. The proof refuses it (book/make.ts `disproof`), naming the square, before
 * a grade measured otherwise could be the first to say so.
 */
export function unfit(puzzle: MazePuzzle): string | null {
  const { maze, start } = boardOf(puzzle);
  const reached = new Uint8Array(maze.size);
  const spread = (from: number) => {
    const queue = [from];
    reached[from] = 1;
    for (let i = 0; i < queue.length; i++) {
      for (const side of SIDES) {
        if (!maze.passes(queue[i]!, side)) continue;
        const next = maze.next(queue[i]!, side);
        if (!reached[next]) {
          reached[next] = 1;
          queue.push(next);
        }
      }
    }
  };
  spread(start);
  const sealed: string[] = [];
  for (let cell = 0; cell < maze.size; cell++) {
    if (reached[cell]) continue;
    sealed.push(`row ${maze.rowOf(cell) + 1}, column ${maze.colOf(cell) + 1}`);
    spread(cell);
  }
  if (sealed.length === 0) return null;
  const listed = new Intl.ListFormat('en', { type: 'conjunction' }).format(sealed.slice(0, 5));
  return sealed.length === 1 ? `the square at ${listed} is sealed off: no passage from the entrance reaches it` : `${sealed.length} parts are sealed off, no passage from the entrance reaching them: the first squares of ${sealed.length > 5 ? 'the first five, ' : ''}${listed}`;
}
