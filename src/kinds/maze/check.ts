import { RoundMaze } from '../../engine/mazekit/round.ts';
import { maskOf } from '../../engine/mazekit/shapes.ts';
import type { MistakeOf } from '../../engine/mistake.ts';
import type { MazePuzzle, MazeSolution } from './schema.ts';
import { words } from './words.ts';

/** What can be wrong with a line through a maze: a message of the maze's check words, its data and the squares it is about. */
export type MazeMistake = MistakeOf<typeof words.check>;

const square = (r: number, c: number) => `cell-${r}-${c}`;
const SIDE_TO: Record<string, number> = { '-1,0': 1, '0,1': 2, '1,0': 4, '0,-1': 8 };

/**
 * Why a line does not solve the maze, or null if it does, checked from the rules alone (not by
 * the solver): it starts at the entrance, ends at the exit, stays inside, steps each time to a
 * square beside the last through an opening, and passes no square twice. The first thing wrong
 * is named, with the squares it is about.
 */
export function mistakeOf(puzzle: MazePuzzle, solution: MazeSolution): MazeMistake | null {
  const { path } = solution;
  const [sr, sc] = puzzle.start;
  const [er, ec] = puzzle.end;
  const first = path[0]!;
  const last = path[path.length - 1]!;
  const seen = new Set<string>();
  // An outline's cells outside it are outside the maze, as the grid's past its edge.
  const mask = maskOf(puzzle.shape, puzzle.rows, puzzle.cols);
  // A round maze's neighbours are round its rings and across them (round.ts), not a grid's.
  const round = puzzle.shape === 'round' ? new RoundMaze(puzzle.rows) : null;
  for (let i = 0; i < path.length; i++) {
    const [r, c] = path[i]!;
    if (r < 0 || r >= puzzle.rows || c < 0 || c >= puzzle.cols || (mask && !mask[r * puzzle.cols + c])) return { says: 'outside', data: { n: i + 1, row: r + 1, column: c + 1 }, at: [] };
    if (seen.has(`${r},${c}`)) return { says: 'twice', data: { row: r + 1, column: c + 1 }, at: [square(r, c)] };
    seen.add(`${r},${c}`);
    if (i === 0) continue;
    const [pr, pc] = path[i - 1]!;
    const side = round ? (round.sideTo(round.cell(pr, pc), round.cell(r, c)) ?? undefined) : SIDE_TO[`${r - pr},${c - pc}`];
    const data = { row: pr + 1, column: pc + 1, row2: r + 1, column2: c + 1 };
    if (side === undefined) return { says: 'jump', data, at: [square(pr, pc), square(r, c)] };
    if (!(puzzle.open[pr]![pc]! & side)) return { says: 'wall', data, at: [square(pr, pc), square(r, c)] };
  }
  if (first[0] !== sr || first[1] !== sc) return { says: 'start', data: { row: first[0] + 1, column: first[1] + 1, startRow: sr + 1, startColumn: sc + 1 }, at: [square(first[0], first[1])] };
  if (last[0] !== er || last[1] !== ec) return { says: 'end', data: { row: last[0] + 1, column: last[1] + 1, endRow: er + 1, endColumn: ec + 1 }, at: [square(last[0], last[1])] };
  return null;
}
