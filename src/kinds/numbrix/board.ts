/**
 * Grid geometry as bitsets: cell i = row·W + col, one bit per cell in 32-bit words.
 * Sets of cells ("where can number k go?") are rows of a Uint32Array, so the solver's
 * core step — the cells next to any cell of a set — is a few shifts per word.
 */
export class Board {
  readonly width: number;
  readonly height: number;
  readonly cells: number;
  readonly words: number;
  /** All cells. */
  readonly full: Uint32Array;
  /** Cells not in the first or last column: where a left/right shift lands on a real neighbour. */
  private readonly notFirstCol: Uint32Array;
  private readonly notLastCol: Uint32Array;
  /** Four neighbour slots per cell, -1 where the grid ends. */
  readonly neighbours: Int32Array;

  constructor(width: number, height: number) {
    this.width = width;
    this.height = height;
    this.cells = width * height;
    this.words = (this.cells + 31) >>> 5;
    this.full = new Uint32Array(this.words);
    this.notFirstCol = new Uint32Array(this.words);
    this.notLastCol = new Uint32Array(this.words);
    this.neighbours = new Int32Array(this.cells * 4).fill(-1);
    for (let i = 0; i < this.cells; i++) {
      const c = i % width;
      const bit = 1 << (i & 31);
      this.full[i >>> 5]! |= bit;
      if (c !== 0) this.notFirstCol[i >>> 5]! |= bit;
      if (c !== width - 1) this.notLastCol[i >>> 5]! |= bit;
      const n = this.neighbours;
      if (i >= width) n[i * 4] = i - width;
      if (c !== width - 1) n[i * 4 + 1] = i + 1;
      if (i + width < this.cells) n[i * 4 + 2] = i + width;
      if (c !== 0) n[i * 4 + 3] = i - 1;
    }
  }

  /** dst = the cells with a neighbour in src[at .. at+words). */
  around(src: Uint32Array, at: number, dst: Uint32Array): void {
    const words = this.words;
    const q = this.width >>> 5;
    const r = this.width & 31;
    for (let i = 0; i < words; i++) {
      const s = src[at + i]!;
      const prev = i > 0 ? src[at + i - 1]! : 0;
      const next = i + 1 < words ? src[at + i + 1]! : 0;
      let x = (((s << 1) | (prev >>> 31)) & this.notFirstCol[i]!) | (((s >>> 1) | (next << 31)) & this.notLastCol[i]!);
      const a = i - q; // from the cell one row up: shift left by width
      if (a >= 0) x |= r === 0 ? src[at + a]! : (src[at + a]! << r) | (a > 0 ? src[at + a - 1]! >>> (32 - r) : 0);
      const b = i + q; // from the cell one row down: shift right by width
      if (b < words) x |= r === 0 ? src[at + b]! : (src[at + b]! >>> r) | (b + 1 < words ? src[at + b + 1]! << (32 - r) : 0);
      dst[i] = x & this.full[i]!;
    }
  }
}

const boards = new Map<number, Board>();

/** Boards are immutable, so one per size is shared. */
export function boardFor(width: number, height: number): Board {
  const key = width * 1000 + height;
  let board = boards.get(key);
  if (!board) boards.set(key, (board = new Board(width, height)));
  return board;
}
