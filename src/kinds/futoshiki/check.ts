import type { MistakeOf } from '../../engine/mistake.ts';
import type { FutoshikiPuzzle, FutoshikiSolution } from './schema.ts';
import { words } from './words.ts';

export type FutoshikiMistake = MistakeOf<typeof words.check>;

const key = ([r, c]: readonly [number, number]) => `cell-${r}-${c}`;

/** The rows and columns, for the answer check and the player. */
export const groupsOf = ({ size }: Pick<FutoshikiPuzzle, 'size'>) =>
  Array.from({ length: size }, (_, n) => (['row', 'column'] as const).map((where) => ({ where, n: n + 1, cells: Array.from({ length: size }, (_, i): [number, number] => (where === 'row' ? [n, i] : [i, n])) }))).flat();

/** What is wrong with a filled grid, from the rules alone: its size, a printed digit, a digit out of range, a repeat, a sign broken. */
export function mistakeOf(p: FutoshikiPuzzle, s: FutoshikiSolution): FutoshikiMistake | null {
  const { size } = p;
  if (s.grid.length !== size || s.grid.some((row) => row.length !== size)) return { says: 'size', data: { size }, at: [] };
  for (let r = 0; r < size; r++) {
    for (let c = 0; c < size; c++) {
      const v = s.grid[r]![c]!;
      if (p.givens[r]![c] && p.givens[r]![c] !== v) return { says: 'given', data: { row: r + 1, column: c + 1, given: p.givens[r]![c]!, v }, at: [key([r, c])] };
      if (v < 1 || v > size) return { says: 'range', data: { row: r + 1, column: c + 1, v, size }, at: [key([r, c])] };
    }
  }
  for (const { where, n, cells } of groupsOf(p)) {
    const values = cells.map(([r, c]) => s.grid[r]![c]!);
    const twice = cells.filter((_, i) => values.indexOf(values[i]!) !== i || values.lastIndexOf(values[i]!) !== i);
    if (twice.length) return { says: 'repeats', data: { context: where, n }, at: twice.map(key) };
  }
  for (const { a, b } of p.less) {
    if (s.grid[a[0]]![a[1]]! >= s.grid[b[0]]![b[1]]!) return { says: 'sign', data: { small: { row: a[0] + 1, col: a[1] + 1 }, big: { row: b[0] + 1, col: b[1] + 1 } }, at: [key(a), key(b)] };
  }
  return null;
}
