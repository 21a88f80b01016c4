import { type SlotGrid, slotGrid } from '../../engine/wordkit/slots.ts';
import type { CrissCrossPuzzle, Slot } from './schema.ts';

/** A puzzle's slots as the word kit's slot grid reads them: its cells, its numbering, and a record's slots held to them. */

/** A slot's cells, row by row from 0. */
export const cellsOfSlot = (cols: number, s: Pick<Slot, 'row' | 'col' | 'dir' | 'length'>): number[] =>
  Array.from({ length: s.length }, (_, k) => (s.dir === 'across' ? s.row * cols + s.col + k : (s.row + k) * cols + s.col));

/**
 * Why a puzzle's slots are not the slots its cells make, numbered as a crossword numbers them
 * (the cells of its slots open, every run of two or more open cells a slot, in the order a clue
 * list reads them), or null where they are: a record edited by hand may list a slot twice, leave
 * one out, or run two side by side so that they read as words the list has no clue for.
 */
export function slotsProblem(puzzle: CrissCrossPuzzle): { path: string | number; message: string } | null {
  const grid = gridOf(puzzle);
  if (grid.slots.length !== puzzle.slots.length) return { path: 'slots', message: `its squares make ${grid.slots.length} slots, but ${puzzle.slots.length} are listed` };
  for (const [i, s] of grid.slots.entries()) {
    const listed = puzzle.slots[i]!;
    const row = Math.floor(s.cells[0]! / puzzle.cols);
    const col = s.cells[0]! % puzzle.cols;
    const same = listed.number === s.number && listed.row === row && listed.col === col && (listed.dir === 'across') === s.across && listed.length === s.cells.length;
    if (!same) return { path: 'slots', message: `slot ${i + 1} must be ${s.number} ${s.across ? 'across' : 'down'} from row ${row + 1}, column ${col + 1}, ${s.cells.length} long, as the squares make it` };
  }
  return null;
}

const grids = new WeakMap<CrissCrossPuzzle, SlotGrid>();
/** The slot grid a puzzle's slots open. */
export function gridOf(puzzle: CrissCrossPuzzle): SlotGrid {
  let grid = grids.get(puzzle);
  if (!grid) {
    const open = new Uint8Array(puzzle.rows * puzzle.cols);
    for (const s of puzzle.slots) for (const cell of cellsOfSlot(puzzle.cols, s)) open[cell] = 1;
    grids.set(puzzle, (grid = slotGrid(puzzle.rows, puzzle.cols, open)));
  }
  return grid;
}

