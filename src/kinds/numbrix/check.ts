import type { MistakeOf } from '../../engine/mistake.ts';
import type { NumbrixPuzzle, NumbrixSolution } from './schema.ts';
import { words } from './words.ts';

/** What can be wrong with a filled grid: a message of Numbrix's check words, its data and the squares it is about. */
export type NumbrixMistake = MistakeOf<typeof words.check>;

const square = (r: number, c: number) => `cell-${r}-${c}`;

/**
 * Why a filled grid does not solve the puzzle, or null if it does, checked from the rules
 * alone (not by the solver): its size, the printed numbers where they are printed, every
 * number from 1 to the last once, each touching the next. The first thing wrong is named,
 * with the squares it is about. The player asks it of a full board.
 */
export function mistakeOf(puzzle: NumbrixPuzzle, solution: NumbrixSolution): NumbrixMistake | null {
  const { width, height, givens } = puzzle;
  const { grid } = solution;
  if (grid.length !== height || grid.some((row) => row.length !== width)) return { says: 'size', data: { width, height }, at: [] };
  const at = new Map<number, [number, number]>();
  for (let r = 0; r < height; r++) {
    for (let c = 0; c < width; c++) {
      const v = grid[r]![c]!;
      const given = givens[r]![c]!;
      if (given !== 0 && given !== v) return { says: 'given', data: { row: r + 1, column: c + 1, given, v }, at: [square(r, c)] };
      at.set(v, [r, c]);
    }
  }
  for (let v = 1; v <= width * height; v++) {
    const here = at.get(v);
    if (!here) return { says: 'missing', data: { n: v }, at: [] };
    const next = at.get(v + 1);
    if (next && Math.abs(here[0] - next[0]) + Math.abs(here[1] - next[1]) !== 1) return { says: 'apart', data: { a: v, b: v + 1 }, at: [square(...here), square(...next)] };
  }
  return null;
}
