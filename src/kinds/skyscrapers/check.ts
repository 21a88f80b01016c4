import type { MistakeOf } from '../../engine/mistake.ts';
import type { GridRules } from '../../play/grid.ts';
import { givensOf, SIDES, type Side, type SkyscrapersPuzzle, type SkyscrapersSolution } from './schema.ts';
import { seenFrom } from './skyline.ts';
import { stepper } from './steps.ts';
import { hintWords, viewOf, words } from './words.ts';

export type SkyscrapersMistake = MistakeOf<typeof words.check>;
const key = ([r, c]: readonly [number, number]) => `cell-${r}-${c}`;
const line = (size: number, at: (i: number) => [number, number]) => Array.from({ length: size }, (_, i) => at(i));
/** The rows and columns, for the answer check and the player. */
export const groupsOf = ({ size }: Pick<SkyscrapersPuzzle, 'size'>) =>
  Array.from({ length: size }, (_, n) => [{ where: 'row' as const, n: n + 1, cells: line(size, (i) => [n, i]) }, { where: 'column' as const, n: n + 1, cells: line(size, (i) => [i, n]) }]).flat();
/** The cells a side's clue `i` looks along, nearest first. */
export function viewed(size: number, side: Side, i: number): [number, number][] {
  const far = size - 1;
  return line(size, (d) => (side === 'top' ? [d, i] : side === 'bottom' ? [far - d, i] : side === 'left' ? [i, d] : [i, far - d]));
}
/** What is wrong with a filled grid, from the rules alone: its size, a printed height, a height out of range, a repeat, a clue not kept. */
export function mistakeOf(p: SkyscrapersPuzzle, s: SkyscrapersSolution): SkyscrapersMistake | null {
  const { size } = p;
  const givens = givensOf(p);
  if (s.grid.length !== size || s.grid.some((row) => row.length !== size)) return { says: 'size', data: { size }, at: [] };
  for (let r = 0; r < size; r++) {
    for (let c = 0; c < size; c++) {
      const [v, given] = [s.grid[r]![c]!, givens[r]![c]!];
      if (given && given !== v) return { says: 'given', data: { row: r + 1, column: c + 1, given, v }, at: [key([r, c])] };
      if (v < 1 || v > size) return { says: 'range', data: { row: r + 1, column: c + 1, v, size }, at: [key([r, c])] };
    }
  }
  for (const { where, n, cells } of groupsOf(p)) {
    const values = cells.map(([r, c]) => s.grid[r]![c]!);
    const twice = cells.filter((_, i) => values.indexOf(values[i]!) !== i || values.lastIndexOf(values[i]!) !== i);
    if (twice.length) return { says: 'repeats', data: { context: where, n }, at: twice.map(key) };
  }
  for (const side of SIDES) {
    for (let i = 0; i < size; i++) {
      const cells = viewed(size, side, i);
      const [clue, count] = [p[side][i]!, seenFrom(cells.map(([r, c]) => s.grid[r]![c]!))];
      if (clue && count !== clue) return { says: 'seen', data: { count, view: viewOf(side, i + 1), clue }, at: [`clue-${side}-${i}`, ...cells.map(key)] };
    }
  }
  return null;
}
/** What the kit's grid player is told of a Skyscrapers grid (pure: tests compute what the page does). */
export const rules: GridRules<SkyscrapersPuzzle, SkyscrapersSolution> = {
  rows: (p) => p.size, cols: (p) => p.size, givens: givensOf, answer: (s) => s.grid, digits: (p) => Array.from({ length: p.size }, (_, i) => i + 1), perDigit: (p) => p.size,
  groups: groupsOf, stepper, hintWords, mistake: (p, grid) => mistakeOf(p, { grid }),
};
