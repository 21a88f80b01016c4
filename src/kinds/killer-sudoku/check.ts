import type { MistakeOf } from '../../engine/mistake.ts';
import { BOXES, cornerOf, type KillerOptions, type KillerPuzzle, type KillerSolution } from './schema.ts';
import { words } from './words.ts';
import { boxedHouses } from '../../engine/grid/houses.ts';

/** What can be wrong with a filled grid: a message of Killer Sudoku's check words, its data and the cells it is about. */
export type KillerMistake = MistakeOf<typeof words.check>;
const cellKey = ([r, c]: readonly [number, number]) => `cell-${r}-${c}`;
/** The cells of each row, column and box, as [row, column] pairs, named as the check words name them: where a digit may not repeat. */
export const groupsOf = boxedHouses;
/** Why a filled grid does not solve the puzzle, or null, from the rules alone: its size, printed digits kept, digits 1 to the size, none twice in a row, column, box or cage, each cage adding up to its sum. */
export function mistakeOf(p: KillerPuzzle, s: KillerSolution): KillerMistake | null {
  const { size } = p;
  if (s.grid.length !== size || s.grid.some((row) => row.length !== size)) return { says: 'size', data: { size }, at: [] };
  for (const [r, c] of groupsOf(p).filter((g) => g.where === 'row').flatMap((g) => g.cells)) {
    const [v, given] = [s.grid[r]![c]!, p.givens?.[r]?.[c] ?? 0];
    if (given && given !== v) return { says: 'given', data: { row: r + 1, column: c + 1, given, v }, at: [cellKey([r, c])] };
    if (!Number.isInteger(v) || v < 1 || v > size) return { says: 'range', data: { row: r + 1, column: c + 1, v, size }, at: [cellKey([r, c])] };
  }
  for (const { where, n, cells } of [...groupsOf(p), ...p.cages.map((cage) => ({ where: 'cage' as const, n: 0, cells: cage.cells }))]) {
    const values = cells.map(([r, c]) => s.grid[r]![c]!);
    const twice = cells.filter((_, i) => values.indexOf(values[i]!) !== values.lastIndexOf(values[i]!));
    const [row, column] = cornerOf(cells).map((x) => x + 1) as [number, number];
    if (twice.length > 0) return { says: 'repeats', data: { context: where, n, v: s.grid[twice[0]![0]]![twice[0]![1]]!, row, column }, at: twice.map(cellKey) };
  }
  for (const { cells, sum } of p.cages) {
    const made = cells.reduce((t, [r, c]) => t + s.grid[r]![c]!, 0);
    const [row, column] = cornerOf(cells).map((x) => x + 1) as [number, number];
    if (made !== sum) return { says: 'sum', data: { row, column, sum, made }, at: cells.map(cellKey) };
  }
  return null;
}
/** What a stored record shows that its options could not have made: another size or box, or printed digits (the generator prints none). */
export function unlike(options: KillerOptions, puzzle: KillerPuzzle): string[] {
  const [w, h] = BOXES[options.size];
  if (puzzle.size !== options.size) return [`puzzle.size: is ${puzzle.size} but options.size is ${options.size}`];
  if (puzzle.box[0] !== w || puzzle.box[1] !== h) return [`puzzle.box: is [${puzzle.box.join(', ')}] but a ${options.size}×${options.size} is made of [${w}, ${h}] boxes`];
  return puzzle.givens?.some((row) => row.some((v) => v > 0)) ? ['puzzle.givens: prints digits, but a Killer Sudoku is made with cages alone'] : [];
}
