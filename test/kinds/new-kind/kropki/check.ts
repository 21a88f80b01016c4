import type { MistakeOf } from '../../engine/mistake.ts';
import { related } from './dots.ts';
import type { KropkiPuzzle, KropkiSolution } from './schema.ts';
import { words } from './words.ts';

export type KropkiMistake = MistakeOf<typeof words.check>;

type Cell = readonly [number, number];
const key = ([r, c]: Cell) => `cell-${r}-${c}`;
const square = ([r, c]: Cell) => ({ row: r + 1, col: c + 1 });

/** The rows and columns, for the answer check and the player. */
export const groupsOf = ({ size }: Pick<KropkiPuzzle, 'size'>) =>
  Array.from({ length: size }, (_, n) => [
    { where: 'row' as const, n: n + 1, cells: Array.from({ length: size }, (_, i): [number, number] => [n, i]) },
    { where: 'column' as const, n: n + 1, cells: Array.from({ length: size }, (_, i): [number, number] => [i, n]) },
  ]).flat();

/** What is wrong with a filled grid, from the rules alone: its size, a printed digit, a digit out of range, a repeat, a dot broken. */
export function mistakeOf(p: KropkiPuzzle, s: KropkiSolution): KropkiMistake | null {
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
  const value = ([r, c]: Cell) => s.grid[r]![c]!;
  for (const colour of ['white', 'black'] as const) {
    for (const [a, b] of p[colour]) {
      if (!related(colour === 'black', value(a), value(b))) return { says: 'dot', data: { context: colour, a: square(a), b: square(b) }, at: [key(a), key(b)] };
    }
  }
  return null;
}
