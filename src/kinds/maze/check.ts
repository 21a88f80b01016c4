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
 * is named, with the squares it is about (a round maze's by ring and place).
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
    if (r < 0 || r >= puzzle.rows || c < 0 || c >= puzzle.cols || (mask && !mask[r * puzzle.cols + c])) return round ? { says: 'ringOutside', data: { n: i + 1, ring: r + 1, place: c + 1 }, at: [] } : { says: 'outside', data: { n: i + 1, row: r + 1, column: c + 1 }, at: [] };
    if (seen.has(`${r},${c}`)) return round ? { says: 'ringTwice', data: { ring: r + 1, place: c + 1 }, at: [square(r, c)] } : { says: 'twice', data: { row: r + 1, column: c + 1 }, at: [square(r, c)] };
    seen.add(`${r},${c}`);
    if (i === 0) continue;
    const [pr, pc] = path[i - 1]!;
    const side = round ? (round.sideTo(round.cell(pr, pc), round.cell(r, c)) ?? undefined) : SIDE_TO[`${r - pr},${c - pc}`];
    const at = [square(pr, pc), square(r, c)];
    const data = { row: pr + 1, column: pc + 1, row2: r + 1, column2: c + 1 };
    const ringed = { ring: pr + 1, place: pc + 1, ring2: r + 1, place2: c + 1 };
    if (side === undefined) return round ? { says: 'ringJump', data: ringed, at } : { says: 'jump', data, at };
    if (!(puzzle.open[pr]![pc]! & side)) return round ? { says: 'ringWall', data: ringed, at } : { says: 'wall', data, at };
  }
  if (first[0] !== sr || first[1] !== sc) {
    const at = [square(first[0], first[1])];
    return round ? { says: 'ringStart', data: { ring: first[0] + 1, place: first[1] + 1, startRing: sr + 1, startPlace: sc + 1 }, at } : { says: 'start', data: { row: first[0] + 1, column: first[1] + 1, startRow: sr + 1, startColumn: sc + 1 }, at };
  }
  if (last[0] !== er || last[1] !== ec) {
    const at = [square(last[0], last[1])];
    return round ? { says: 'ringEnd', data: { ring: last[0] + 1, place: last[1] + 1, endRing: er + 1, endPlace: ec + 1 }, at } : { says: 'end', data: { row: last[0] + 1, column: last[1] + 1, endRow: er + 1, endColumn: ec + 1 }, at };
  }
  return null;
}
