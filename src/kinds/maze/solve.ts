import type { Solved } from '../../engine/kind.ts';
import { squareOf } from '../../engine/grid-labels.ts';
import { regionOf } from '../../engine/mazekit/walk.ts';
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
  const sealed: string[] = [];
  for (let cell = -1; cell < maze.size; cell++) {
    const from = cell < 0 ? start : cell;
    // A cell outside an outline is no square of the maze.
    if (reached[from] || !maze.inside(from)) continue;
    // Each part once: the entrance's, then the first square of every other, in reading order.
    for (const c of regionOf(maze, from, reached)) reached[c] = 1;
    if (cell < 0) continue;
    const { row, col } = squareOf(cell, maze.cols);
    sealed.push(`row ${row}, column ${col}`);
  }
  if (sealed.length === 0) return null;
  const listed = new Intl.ListFormat('en', { type: 'conjunction' }).format(sealed.slice(0, 5));
  return sealed.length === 1 ? `the square at ${listed} is sealed off: no passage from the entrance reaches it` : `${sealed.length} parts are sealed off, no passage from the entrance reaching them: the first squares of ${sealed.length > 5 ? 'the first five, ' : ''}${listed}`;
}
