import type { Square } from '../../grid-labels.ts';
import type { Link } from '../../steps.ts';
import { digitsOf, popcount } from '../bits.ts';
import type { Board } from '../board.ts';
import type { GroupName } from '../shape.ts';
import { nameOf, squareIn } from '../technique.ts';
import type { AlsSets } from './sets.ts';

/**
 * What the ALS techniques' findings tell their sentences and drawings, read from the board as it
 * stands: each set's cells, digits and group, the places of each restricted common digit in the
 * two sets it joins (a weak link between them: they cannot both hold it), the cells crossed off.
 */

/** A set as a sentence names it. */
export interface SetSaid {
  cells: Square[];
  digits: number[];
  group: GroupName;
}

/** A restricted common digit: its places in the first set and in the second. */
export interface CommonSaid {
  value: number;
  a: Square[];
  b: Square[];
}

export interface Struck {
  cell: Square;
  digits: number[];
}

export const setSaid = (board: Board, sets: AlsSets, s: number): SetSaid => ({
  cells: sets.cellsOf(s).map((c) => squareIn(board.shape, c)),
  digits: digitsOf(sets.mask[s]!),
  group: nameOf(board.shape, sets.group[s]!),
});

/** Digit `d`'s places in set `a` and in set `b`, as a sentence names them and as the weak link drawn between them. */
export function common(board: Board, sets: AlsSets, a: number, b: number, d: number): { said: CommonSaid; link: Link } {
  const [inA, inB] = [sets.placesOf(board, a, d), sets.placesOf(board, b, d)];
  return {
    said: { value: d, a: inA.map((c) => squareIn(board.shape, c)), b: inB.map((c) => squareIn(board.shape, c)) },
    link: { a: { cells: inA, value: d }, b: { cells: inB, value: d }, strong: false },
  };
}

/** The digits crossed off each cell (`into`, a mask a cell), as a finding's strikes, in cell order; `into` is left empty. */
export function strikesOf(into: Uint32Array): { cell: number; values: number }[] {
  const out: { cell: number; values: number }[] = [];
  for (let c = 0; c < into.length; c++) {
    if (into[c]) out.push({ cell: c, values: into[c]! });
    into[c] = 0;
  }
  return out;
}

/** Pencil marks read: every candidate of the sets' cells. */
export function paperOf(board: Board, cells: readonly number[]): number {
  let n = 0;
  for (const c of cells) n += popcount(board.cand[c]!);
  return n;
}

