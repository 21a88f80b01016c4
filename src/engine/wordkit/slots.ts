/**
 * A slot grid: words laid across and down, crossing where they share a letter, as a crossword, a
 * criss-cross and a fill-in print them. A grid is its cells (open or not) and the slots read from
 * them: every run of two or more open cells across or down is a slot, numbered as crosswords are
 * (row by row, each cell that starts a slot takes the next number, an across and a down starting
 * together share it).
 */

/** One slot: its cells in reading order, whether it runs across, and its printed number. */
export interface Slot {
  cells: readonly number[];
  across: boolean;
  number: number;
}

/** A grid's shape: its sides, which cells are open, and its slots. */
export interface SlotGrid {
  rows: number;
  cols: number;
  /** A cell is open (1) or not (0), row by row. */
  open: Uint8Array;
  slots: readonly Slot[];
  /** Each cell's slots: the across's index and the down's (−1 where it has none). */
  across: Int32Array;
  down: Int32Array;
}

/**
 * The slots of a grid whose open cells are given, numbered; acrosses before downs among slots of
 * the same number, as a clue list reads them. A run of one open cell is no slot, unless `singles`
 * and it stands alone (no open neighbour at all: a cryptogram's one-letter word), a slot across.
 */
export function slotGrid(rows: number, cols: number, open: Uint8Array, singles = false): SlotGrid {
  const slots: Slot[] = [];
  const across = new Int32Array(rows * cols).fill(-1);
  const down = new Int32Array(rows * cols).fill(-1);
  const isOpen = (r: number, c: number) => r >= 0 && c >= 0 && r < rows && c < cols && open[r * cols + c] === 1;
  let number = 0;
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      if (!isOpen(r, c)) continue;
      // Where `singles`, a lone square (a cryptogram's one-letter word) is a slot across of one; in a crossword it is a square in no word.
      const startsAcross = !isOpen(r, c - 1) && (isOpen(r, c + 1) || (singles && !isOpen(r - 1, c) && !isOpen(r + 1, c)));
      const startsDown = !isOpen(r - 1, c) && isOpen(r + 1, c);
      if (!startsAcross && !startsDown) continue;
      number++;
      if (startsAcross) {
        const cells: number[] = [];
        for (let k = c; isOpen(r, k); k++) cells.push(r * cols + k);
        for (const cell of cells) across[cell] = slots.length;
        slots.push({ cells, across: true, number });
      }
      if (startsDown) {
        const cells: number[] = [];
        for (let k = r; isOpen(k, c); k++) cells.push(k * cols + c);
        for (const cell of cells) down[cell] = slots.length;
        slots.push({ cells, across: false, number });
      }
    }
  }
  return { rows, cols, open, slots, across, down };
}

/** The grid whose open cells are those of `letters` that hold a letter (null: not a cell). */
export function slotGridOf(letters: readonly (readonly (string | null)[])[]): SlotGrid {
  const rows = letters.length;
  const cols = letters[0]?.length ?? 0;
  const open = new Uint8Array(rows * cols);
  letters.forEach((row, r) => row.forEach((l, c) => (open[r * cols + c] = l === null ? 0 : 1)));
  return slotGrid(rows, cols, open);
}

/** Cells where two slots cross (in both an across and a down). */
export function crossingsOf(grid: SlotGrid): number {
  let n = 0;
  for (let i = 0; i < grid.open.length; i++) if (grid.across[i]! >= 0 && grid.down[i]! >= 0) n++;
  return n;
}

/** Whether every open cell is reached from every other along slots: a criss-cross in one piece. */
export function connected(grid: SlotGrid): boolean {
  const { open, cols, rows } = grid;
  const first = open.indexOf(1);
  if (first < 0) return true;
  const seen = new Uint8Array(open.length);
  const stack = [first];
  seen[first] = 1;
  let reached = 1;
  while (stack.length) {
    const cell = stack.pop()!;
    const r = Math.floor(cell / cols);
    const c = cell % cols;
    for (const [nr, nc] of [
      [r - 1, c],
      [r + 1, c],
      [r, c - 1],
      [r, c + 1],
    ] as const) {
      if (nr < 0 || nc < 0 || nr >= rows || nc >= cols) continue;
      const next = nr * cols + nc;
      if (open[next] === 1 && !seen[next]) {
        seen[next] = 1;
        reached++;
        stack.push(next);
      }
    }
  }
  let total = 0;
  for (const o of open) total += o;
  return reached === total;
}
