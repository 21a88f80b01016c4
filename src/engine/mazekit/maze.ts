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

/**
 * A round maze's fifth side (round.ts): the second cell outward, where the ring beyond has twice
 * the cells (north is then the first of the two, counter-clockwise).
 */
export const OUTER = 16;

/** The four sides of a square, clockwise from north, as bits. */
export const SIDES = [NORTH, EAST, SOUTH, WEST] as const;
export type Side = (typeof SIDES)[number] | typeof OUTER;

/** Each side's step in rows and columns. */
export const STEP: Readonly<Record<Side, readonly [dr: number, dc: number]>> = {
  [NORTH]: [-1, 0],
  [OUTER]: [-1, 0],
  [EAST]: [0, 1],
  [SOUTH]: [1, 0],
  [WEST]: [0, -1],
};

/** The side opposite: inward is opposite either side outward (a round maze's outer side is north's twin). */
export const opposite = (side: Side): Side => (side === NORTH || side === OUTER ? SOUTH : side === SOUTH ? NORTH : side === EAST ? WEST : EAST);
/** The side to the left and to the right of one faced: facing north, west is left. */
export const leftOf = (side: Side): Side => (side === NORTH || side === OUTER ? WEST : side === WEST ? SOUTH : side === SOUTH ? EAST : NORTH);
export const rightOf = (side: Side): Side => opposite(leftOf(side));

/**
 * A rectangle of cells and its passages (and the kit's cell graph: a round maze, round.ts, is
 * the same numbering and bits with its own `next`, `back`, `sides` and `outside`); with a mask (shapes.ts: a heart), only the cells the
 * mask holds are the maze's, and the rest are as the outside past the grid's edge: no step
 * leads into one (`next` is -1), so a carver, the walker and the proof pass them by, and a side
 * facing one is on the border.
 */
export class Maze {
  readonly rows: number;
  readonly cols: number;
  /** Open sides of each cell (bits), row by row. */
  readonly open: Uint8Array;
  /** 1 for each cell inside the outline, row by row; null where every cell is (a rectangle). */
  readonly mask: Uint8Array | null;
  /** The cells inside, counted. */
  readonly count: number;

  constructor(rows: number, cols: number, open?: ArrayLike<number>, mask: Uint8Array | null = null) {
    this.rows = rows;
    this.cols = cols;
    this.open = open ? Uint8Array.from(open) : new Uint8Array(rows * cols);
    this.mask = mask;
    this.count = mask ? mask.reduce((n, m) => n + m, 0) : rows * cols;
  }

  static of(open: readonly (readonly number[])[], mask: Uint8Array | null = null): Maze {
    return new Maze(open.length, open[0]?.length ?? 0, open.flat(), mask);
  }

  /** The sides a cell can have, in the order every search tries them: a square's four, clockwise from north. */
  get sides(): readonly Side[] {
    return SIDES;
  }

  /** The same grid and outline with other passages (a copy to carve in: a round maze's is round). */
  copy(open: ArrayLike<number> = this.open): Maze {
    return new Maze(this.rows, this.cols, open, this.mask);
  }

  /** The side of the cell beyond `side` of `cell` that faces back to it: on a square grid, the opposite. */
  back(_cell: number, side: Side): Side {
    return opposite(side);
  }

  /** How near `cell` is to `goal` (a square, or the place beyond the exit), as a solver heading there judges: squares across and down. */
  nearness(cell: number, goal: readonly [number, number]): number {
    return Math.abs(goal[0] - this.rowOf(cell)) + Math.abs(goal[1] - this.colOf(cell));
  }

  /** The place beyond `side` of a border cell (a door's outside, where the walker heads for an exit): the square past the edge. */
  beyond(cell: number, side: Side): [number, number] {
    return [this.rowOf(cell) + STEP[side][0], this.colOf(cell) + STEP[side][1]];
  }

  /** Cells numbered across the whole grid, inside the outline or not: `count` are the maze's. */
  get size(): number {
    return this.rows * this.cols;
  }

  /** Whether a cell is the maze's: inside its outline (every cell of a rectangle). */
  inside(cell: number): boolean {
    return !this.mask || this.mask[cell] === 1;
  }

  /** The maze's cells, in order (0 … size − 1 in a rectangle). */
  cells(): number[] {
    const out: number[] = [];
    for (let cell = 0; cell < this.size; cell++) if (this.inside(cell)) out.push(cell);
    return out;
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

  /** The cell beyond `side`, or -1 past the edge or outside the outline. */
  next(cell: number, side: Side): number {
    const [dr, dc] = STEP[side];
    const r = this.rowOf(cell) + dr;
    const c = this.colOf(cell) + dc;
    if (r < 0 || r >= this.rows || c < 0 || c >= this.cols) return -1;
    const beyond = r * this.cols + c;
    return this.mask && !this.mask[beyond] ? -1 : beyond;
  }

  /** Whether `side` of `cell` is open to a cell of the maze (an opening to the outside is not a passage). */
  passes(cell: number, side: Side): boolean {
    return (this.open[cell]! & side) !== 0 && this.next(cell, side) >= 0;
  }

  /** Opens the wall on `side` of `cell`, on both sides of it (or to the outside at the edge). */
  carve(cell: number, side: Side): void {
    this.open[cell]! |= side;
    const beyond = this.next(cell, side);
    if (beyond >= 0) this.open[beyond]! |= this.back(cell, side);
  }

  /** Closes the wall on `side` of `cell`, on both sides of it. */
  close(cell: number, side: Side): void {
    this.open[cell]! &= ~side;
    const beyond = this.next(cell, side);
    if (beyond >= 0) this.open[beyond]! &= ~this.back(cell, side);
  }

  /** The sides of `cell` that face outside the grid (or its outline). */
  outside(cell: number): Side[] {
    return this.sides.filter((side) => this.next(cell, side) < 0);
  }

  /** The side `b` lies on from `a`, when they are neighbours; else null. */
  sideTo(a: number, b: number): Side | null {
    for (const side of this.sides) if (this.next(a, side) === b) return side;
    return null;
  }

  /** Passages out of a cell, as many as it has. */
  degree(cell: number): number {
    let n = 0;
    for (const side of this.sides) if (this.passes(cell, side)) n++;
    return n;
  }

  rowsOfOpen(): number[][] {
    return Array.from({ length: this.rows }, (_, r) => Array.from(this.open.subarray(r * this.cols, (r + 1) * this.cols)));
  }
}
