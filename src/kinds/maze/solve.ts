import type { Solved } from '../../engine/kind.ts';
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
