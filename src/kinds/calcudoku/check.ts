import type { MistakeOf } from '../../engine/mistake.ts';
import { reaches } from '../../engine/grid/rules.ts';
import { SIGNS } from '../../engine/grid/totals.ts';
import type { CalcudokuPuzzle, CalcudokuSolution } from './schema.ts';
import { words } from './words.ts';

/** What can be wrong with a filled grid: a message of Calcudoku's check words, its data and the cells it is about. */
export type CalcudokuMistake = MistakeOf<typeof words.check>;

const cellKey = (r: number, c: number) => `cell-${r}-${c}`;

/** Each row and column of a puzzle, as [row, column] pairs: where a digit may not repeat (a cage may repeat one). */
export function groupsOf({ size }: Pick<CalcudokuPuzzle, 'size'>): { where: 'row' | 'column'; n: number; cells: [number, number][] }[] {
  const line = (f: (i: number) => [number, number]) => Array.from({ length: size }, (_, i) => f(i));
  return Array.from({ length: size }, (_, n) => [
    { where: 'row' as const, n: n + 1, cells: line((i) => [n, i]) },
    { where: 'column' as const, n: n + 1, cells: line((i) => [i, n]) },
  ]).flat();
}

/**
 * Why a filled grid does not solve the puzzle, or null if it does, checked from the rules alone
 * (not by the solver): its size, digits 1 to the size, no digit twice in a row or column, and
 * every cage's digits making its target (the first cage that does not, with its cells).
 */
export function mistakeOf(p: CalcudokuPuzzle, s: CalcudokuSolution): CalcudokuMistake | null {
  const { size } = p;
  if (s.grid.length !== size || s.grid.some((row) => row.length !== size)) return { says: 'size', data: { size }, at: [] };
  for (let r = 0; r < size; r++) {
    for (let c = 0; c < size; c++) {
      const v = s.grid[r]![c]!;
      if (!Number.isInteger(v) || v < 1 || v > size) return { says: 'range', data: { row: r + 1, column: c + 1, v, size }, at: [cellKey(r, c)] };
    }
  }
  for (const { where, n, cells } of groupsOf(p)) {
    const values = cells.map(([r, c]) => s.grid[r]![c]!);
    const twice = cells.filter((_, i) => values.indexOf(values[i]!) !== values.lastIndexOf(values[i]!));
    if (twice.length > 0) return { says: 'repeats', data: { context: where, n, v: s.grid[twice[0]![0]]![twice[0]![1]]! }, at: twice.map(([r, c]) => cellKey(r, c)) };
  }
  for (const cage of p.cages) {
    if (reaches(cage, cage.cells.map(([r, c]) => s.grid[r]![c]!))) continue;
    const [r, c] = cage.cells[0]!;
    return { says: 'cage', data: { row: r + 1, column: c + 1, target: cage.target, sign: SIGNS[cage.op] }, at: cage.cells.map(([a, b]) => cellKey(a, b)) };
  }
  return null;
}
