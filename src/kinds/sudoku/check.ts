import type { MistakeOf } from '../../engine/mistake.ts';
import type { SudokuPuzzle, SudokuSolution } from './schema.ts';
import { figuresOf, words } from './words.ts';
import { boxedHouses } from '../../engine/grid/houses.ts';

/** What can be wrong with a filled grid: a message of Sudoku's check words, its data and the cells it is about. */
export type SudokuMistake = MistakeOf<typeof words.check>;

const cellKey = (r: number, c: number) => `cell-${r}-${c}`;

/** The cells of each row, column and box of a puzzle, as [row, column] pairs, each group named as the check words name it. */
export const groupsOf = boxedHouses;

/**
 * Why a filled grid does not solve the puzzle, or null if it does, checked from the rules
 * alone (not by the solver): its size, the printed digits where they are printed, digits 1 to
 * the size, and no digit twice in a row, column or box (the first such group, with the cells
 * that repeat). The player asks it of a full board.
 */
export function mistakeOf(p: SudokuPuzzle, s: SudokuSolution): SudokuMistake | null {
  const { size } = p;
  if (s.grid.length !== size || s.grid.some((row) => row.length !== size)) return { says: 'size', data: { size }, at: [] };
  for (let r = 0; r < size; r++) {
    for (let c = 0; c < size; c++) {
      const v = s.grid[r]![c]!;
      const given = p.givens[r]![c]!;
      if (given && given !== v) return { says: 'given', data: { row: r + 1, column: c + 1, given, v }, at: [cellKey(r, c)] };
      if (!Number.isInteger(v) || v < 1 || v > size) return { says: 'range', data: { context: figuresOf(size), row: r + 1, column: c + 1, v, size }, at: [cellKey(r, c)] };
    }
  }
  for (const { where, n, cells } of groupsOf(p)) {
    const values = cells.map(([r, c]) => s.grid[r]![c]!);
    const twice = cells.filter((_, i) => values.indexOf(values[i]!) !== values.lastIndexOf(values[i]!));
    if (twice.length > 0) return { says: 'repeats', data: { context: where, n, v: s.grid[twice[0]![0]]![twice[0]![1]]! }, at: twice.map(([r, c]) => cellKey(r, c)) };
  }
  return null;
}
