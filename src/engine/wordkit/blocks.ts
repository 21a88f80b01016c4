import type { Rng } from '../random.ts';
import { fillsOnce, type Letters } from './fill.ts';
import { connected, type SlotGrid, slotGrid } from './slots.ts';

/**
 * A fill-in's grid: blocks among open cells as the magazines print them, symmetric under a half
 * turn, every open cell in a slot of two or more (across or down), the open cells in one piece,
 * no slot longer than asked; and its numbers variant filled: a digit a cell, each slot's digits
 * a number of the list, the list filling the grid one way only (`fillsOnce`).
 */

/** Whether a grid's cells make a fill-in: every open cell in a slot, the open cells in one piece, no slot longer than `longest`. */
export function fillInShape(grid: SlotGrid, longest: number): boolean {
  for (let cell = 0; cell < grid.open.length; cell++) if (grid.open[cell] && grid.across[cell]! < 0 && grid.down[cell]! < 0) return false;
  return grid.slots.every((s) => s.cells.length <= longest) && connected(grid);
}

/**
 * A symmetric block grid of `rows` × `cols`, about `share` of its cells blocks: blocks laid a
 * pair at a time (a cell and its half-turn partner), each pair kept where the grid stays a
 * fill-in's and leaves no run of 2 to `shortest` − 1 cells (a dictionary of words from three
 * letters fills no two-letter slot, which nearly every grid has otherwise); first at cells drawn in
 * turn until the share is reached, then inside each slot still longer than `longest`, until none
 * is. Null where a try cannot do either.
 */
export function blockGrid(rng: Rng, rows: number, cols: number, share: number, longest: number, shortest = 2): SlotGrid | null {
  const open = new Uint8Array(rows * cols).fill(1);
  const partner = (cell: number) => rows * cols - 1 - cell;
  const want = Math.round(rows * cols * share);
  let blocks = 0;
  /** Whether every run across and down through `cell`'s row and column is one cell or a slot long enough. */
  const runsFit = (cell: number): boolean => {
    if (shortest <= 2) return true;
    const r = Math.floor(cell / cols);
    const c = cell % cols;
    for (const [first, step, n] of [
      [r * cols, 1, cols],
      [c, cols, rows],
    ] as const) {
      let run = 0;
      for (let k = 0; k <= n; k++) {
        if (k < n && open[first + k * step]) run++;
        else {
          if (run >= 2 && run < shortest) return false;
          run = 0;
        }
      }
    }
    return true;
  };
  /** Blocks a cell and its partner where the grid stays a fill-in's; whether it did. */
  const block = (cell: number): boolean => {
    const other = partner(cell);
    if (!open[cell] || !open[other]) return false;
    open[cell] = 0;
    open[other] = 0;
    if (runsFit(cell) && runsFit(other) && fillInShape(slotGrid(rows, cols, open), Infinity)) {
      blocks += cell === other ? 1 : 2;
      return true;
    }
    open[cell] = open[other] = 1;
    return false;
  };
  for (const cell of rng.shuffle(Array.from({ length: rows * cols }, (_, i) => i))) {
    if (blocks >= want) break;
    block(cell);
  }
  if (blocks < want) return null;
  // Each slot past its longest broken inside, away from its ends where a block would leave a lone cell.
  for (let grid = slotGrid(rows, cols, open); ; grid = slotGrid(rows, cols, open)) {
    const long = grid.slots.find((s) => s.cells.length > longest);
    if (!long) return fillInShape(grid, longest) ? grid : null;
    if (!rng.shuffle(long.cells.slice(Math.max(2, shortest), -Math.max(2, shortest))).some((cell) => block(cell))) return null;
  }
}

/** A numbers fill-in: its grid, each open cell's digit, and the list (each slot's digits, in slot order). */
export interface DigitFill {
  grid: SlotGrid;
  digits: Int8Array;
  numbers: Letters[];
}

/**
 * The grid's cells filled with digits drawn (a number never starting with 0, as no printed number
 * does), kept where no two slots read the same number and the list fills the grid one way only;
 * `tries` draws, else null.
 */
export function fillDigits(rng: Rng, grid: SlotGrid, tries = 20): DigitFill | null {
  const starts = new Set(grid.slots.map((s) => s.cells[0]!));
  for (let t = 0; t < tries; t++) {
    const digits = new Int8Array(grid.open.length).fill(-1);
    for (let cell = 0; cell < grid.open.length; cell++) if (grid.open[cell]) digits[cell] = starts.has(cell) ? 1 + rng.int(9) : rng.int(10);
    const numbers = grid.slots.map((s) => s.cells.map((c) => digits[c]!));
    if (new Set(numbers.map((n) => n.join(''))).size !== numbers.length) continue;
    if (fillsOnce(grid, numbers)) return { grid, digits, numbers };
  }
  return null;
}
