import type { MistakeOf } from '../../engine/mistake.ts';
import { cornerOf, type KillerPuzzle, type KillerSolution } from './schema.ts';
import { words } from './words.ts';

/** What can be wrong with a filled grid: a message of Killer Sudoku's check words, its data and the cells it is about. */
export type KillerMistake = MistakeOf<typeof words.check>;

const cellKey = (r: number, c: number) => `cell-${r}-${c}`;

/** The cells of each row, column and box, as [row, column] pairs, each named as the check words name it: where a digit may not repeat. */
export function groupsOf({ size, box: [w, h] }: Pick<KillerPuzzle, 'size' | 'box'>): { where: 'row' | 'column' | 'box'; n: number; cells: [number, number][] }[] {
  const line = (f: (i: number) => [number, number]) => Array.from({ length: size }, (_, i) => f(i));
  return Array.from({ length: size }, (_, n) => [
    { where: 'row' as const, n: n + 1, cells: line((i) => [n, i]) },
    { where: 'column' as const, n: n + 1, cells: line((i) => [i, n]) },
    { where: 'box' as const, n: n + 1, cells: line((i) => [Math.floor(n / (size / w)) * h + Math.floor(i / w), (n % (size / w)) * w + (i % w)]) },
  ]).flat();
}

/**
 * Why a filled grid does not solve the puzzle, or null if it does, from the rules alone (not by
 * the solver): its size, printed digits kept, digits 1 to the size, none twice in a row, column,
 * box or cage, and every cage adding up to its sum.
 */
export function mistakeOf(p: KillerPuzzle, s: KillerSolution): KillerMistake | null {
  const { size } = p;
  if (s.grid.length !== size || s.grid.some((row) => row.length !== size)) return { says: 'size', data: { size }, at: [] };
  for (let r = 0; r < size; r++) {
    for (let c = 0; c < size; c++) {
      const v = s.grid[r]![c]!;
      const given = p.givens?.[r]?.[c] ?? 0;
      if (given && given !== v) return { says: 'given', data: { row: r + 1, column: c + 1, given, v }, at: [cellKey(r, c)] };
      if (!Number.isInteger(v) || v < 1 || v > size) return { says: 'range', data: { row: r + 1, column: c + 1, v, size }, at: [cellKey(r, c)] };
    }
  }
  const groups = [...groupsOf(p), ...p.cages.map((cage) => ({ where: 'cage' as const, n: 0, cells: cage.cells }))];
  for (const { where, n, cells } of groups) {
    const values = cells.map(([r, c]) => s.grid[r]![c]!);
    const twice = cells.filter((_, i) => values.indexOf(values[i]!) !== values.lastIndexOf(values[i]!));
    if (twice.length > 0) return { says: 'repeats', data: { context: where, n, v: s.grid[twice[0]![0]]![twice[0]![1]]!, row: cornerOf(cells)[0] + 1, column: cornerOf(cells)[1] + 1 }, at: twice.map(([r, c]) => cellKey(r, c)) };
  }
  for (const { cells, sum } of p.cages) {
    const made = cells.reduce((t, [r, c]) => t + s.grid[r]![c]!, 0);
    if (made !== sum) return { says: 'sum', data: { row: cornerOf(cells)[0] + 1, column: cornerOf(cells)[1] + 1, sum, made }, at: cells.map(([r, c]) => cellKey(r, c)) };
  }
  return null;
}
