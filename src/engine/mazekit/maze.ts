/**
 * The maze kit's grid: square cells and the walls between them, as the record stores them
 * (`open`: each cell's open sides as bits, 1 north, 2 east, 4 south, 8 west, the same on both
 * sides of a wall). Cells are numbered row by row from 0. Another shape (a circle, a hexagon
 * grid, a picture's outline) is another `Passages`: the walker, the proof and the generators
 * read passages only, never rows and columns.
 */

export const NORTH = 1;
export const EAST = 2;
export const SOUTH = 4;
export const WEST = 8;

/** The four sides, clockwise from north, as bits. */
export const SIDES = [NORTH, EAST, SOUTH, WEST] as const;
export type Side = (typeof SIDES)[number];

/** Each side's step in rows and columns. */
export const STEP: Readonly<Record<Side, readonly [dr: number, dc: number]>> = {
  [NORTH]: [-1, 0],
  [EAST]: [0, 1],
  [SOUTH]: [1, 0],
  [WEST]: [0, -1],
};

export const opposite = (side: Side): Side => (side === NORTH ? SOUTH : side === SOUTH ? NORTH : side === EAST ? WEST : EAST);
/** The side to the left and to the right of one faced: facing north, west is left. */
export const leftOf = (side: Side): Side => (side === NORTH ? WEST : side === WEST ? SOUTH : side === SOUTH ? EAST : NORTH);
export const rightOf = (side: Side): Side => opposite(leftOf(side));

/** A rectangle of cells and its passages. */
export class Maze {
  readonly rows: number;
  readonly cols: number;
  /** Open sides of each cell (bits), row by row. */
  readonly open: Uint8Array;

  constructor(rows: number, cols: number, open?: ArrayLike<number>) {
    this.rows = rows;
    this.cols = cols;
    this.open = open ? Uint8Array.from(open) : new Uint8Array(rows * cols);
  }

  static of(open: readonly (readonly number[])[]): Maze {
    return new Maze(open.length, open[0]?.length ?? 0, open.flat());
  }

  get size(): number {
    return this.rows * this.cols;
  }

  cell(row: number, col: number): number {
    return row * this.cols + col;
  }

  rowOf(cell: number): number {
    return Math.floor(cell / this.cols);
  }

  colOf(cell: number): number {
    return cell % this.cols;
  }

  /** The cell beyond `side`, or -1 past the edge. */
  next(cell: number, side: Side): number {
    const [dr, dc] = STEP[side];
    const r = this.rowOf(cell) + dr;
    const c = this.colOf(cell) + dc;
    return r < 0 || r >= this.rows || c < 0 || c >= this.cols ? -1 : r * this.cols + c;
  }

  /** Whether `side` of `cell` is open to a cell of the maze (an opening to the outside is not a passage). */
  passes(cell: number, side: Side): boolean {
    return (this.open[cell]! & side) !== 0 && this.next(cell, side) >= 0;
  }

  /** Opens the wall on `side` of `cell`, on both sides of it (or to the outside at the edge). */
  carve(cell: number, side: Side): void {
    this.open[cell]! |= side;
    const beyond = this.next(cell, side);
    if (beyond >= 0) this.open[beyond]! |= opposite(side);
  }

  /** Closes the wall on `side` of `cell`, on both sides of it. */
  close(cell: number, side: Side): void {
    this.open[cell]! &= ~side;
    const beyond = this.next(cell, side);
    if (beyond >= 0) this.open[beyond]! &= ~opposite(side);
  }

  /** The sides of `cell` that face outside the grid. */
  outside(cell: number): Side[] {
    return SIDES.filter((side) => this.next(cell, side) < 0);
  }

  /** The side `b` lies on from `a`, when they are neighbours; else null. */
  sideTo(a: number, b: number): Side | null {
    for (const side of SIDES) if (this.next(a, side) === b) return side;
    return null;
  }

  /** Passages out of a cell, as many as it has. */
  degree(cell: number): number {
    let n = 0;
    for (const side of SIDES) if (this.passes(cell, side)) n++;
    return n;
  }

  rowsOfOpen(): number[][] {
    return Array.from({ length: this.rows }, (_, r) => Array.from(this.open.subarray(r * this.cols, (r + 1) * this.cols)));
  }
}
