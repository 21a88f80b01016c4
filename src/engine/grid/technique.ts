import { type Square, squareOf } from '../grid-labels.ts';
import type { Link, Placement } from '../steps.ts';
import { digitsOf } from './bits.ts';
import type { Board } from './board.ts';
import type { GroupName, Shape } from './shape.ts';

/**
 * What a technique found on a board, as it stood: the cells it looked at, what it writes in and
 * crosses off, the figures its sentence is told (read from the board at that moment, so no
 * sentence states a figure the board no longer has), and what a person writes out to see it.
 */
export interface Finding {
  from: number[];
  place: Placement[];
  /** Digits crossed off, a mask per cell. */
  strike: { cell: number; values: number }[];
  /** What its sentence is told: cells as squares, groups by name, digits as numbers. */
  data: object;
  /** Pencil marks read to see it (`Step.paper`): 0 for a step seen at a glance. */
  paper: number;
  /** The chain it follows, link by link (`Step.links`), where it follows one. */
  links?: Link[];
}

/** A named human technique: looks at the board and finds one step, or nothing. */
export interface GridTechnique {
  /** Its key in a ladder, a grade and a step (`naked-pair`). */
  readonly key: string;
  /** The message of the kit's words that says its steps (`naked-subset` for pairs, triples and quads). */
  readonly says: string;
  find(board: Board): Finding | null;
  /**
   * Everything it finds, crossed off at once, unlogged: whether anything was (the generator's
   * fast path, `solvedBy`). Where absent, its findings are taken one after another.
   */
  sweep?(board: Board): boolean;
}

/** A group as a sentence names it: a house by its number, a cage or a run by its printed clue and its first and last squares. */
export function nameOf(shape: Shape, group: number): GroupName {
  const g = shape.groups[group]!;
  if (!g.total) return { kind: g.kind, n: g.n };
  return { kind: g.kind, n: g.n, clue: g.clue ?? String(g.total.target), at: squareIn(shape, g.cells[0]!), end: squareIn(shape, g.cells[g.cells.length - 1]!) };
}

/** A cell as a sentence names it. */
export const squareIn = (shape: Shape, cell: number): Square => squareOf(cell, shape.width);

/** Cells with the digits crossed off each, as a sentence is told them. */
export const struckSaid = (shape: Shape, strike: readonly { cell: number; values: number }[]) =>
  strike.map((s) => ({ cell: squareIn(shape, s.cell), digits: digitsOf(s.values) }));

/** The empty cells of `cells` holding digit `v` among their candidates, but those of `skip`, as strikes of that digit. */
export function strikeDigit(board: Board, cells: ArrayLike<number>, v: number, skip: (cell: number) => boolean): { cell: number; values: number }[] {
  const bit = 1 << v;
  const out: { cell: number; values: number }[] = [];
  for (let i = 0; i < cells.length; i++) {
    const c = cells[i]!;
    if (!board.filled[c] && board.cand[c]! & bit && !skip(c)) out.push({ cell: c, values: bit });
  }
  return out;
}
