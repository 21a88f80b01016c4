import { DC, DR } from './directions.ts';

/** A letter grid: each cell's letter code, row by row (`EMPTY` where no letter is written yet). */
export interface LetterGrid {
  rows: number;
  cols: number;
  cells: Uint8Array;
}

/** A cell with no letter yet (a grid being made). */
export const EMPTY = 255;

/**
 * Patterns of letter codes in a tree, so one walk from each cell in each direction reads every
 * pattern there at once: a 15×15 grid's 1,800 walks check twenty listed words and a few hundred
 * offensive ones in a few microseconds each, stopping where no pattern goes on.
 */
export class Trie {
  private readonly size: number;
  private children: Int32Array;
  private ends: Int32Array;
  private nodes = 1;
  /** The longest pattern, in letters. */
  longest = 0;

  constructor(alphabetSize: number) {
    this.size = alphabetSize;
    this.children = new Int32Array(64 * alphabetSize).fill(-1);
    this.ends = new Int32Array(64).fill(-1);
  }

  /** Adds a pattern as id `id`; false where the same letters are a pattern already (the first keeps them). */
  add(codes: readonly number[], id: number): boolean {
    let node = 0;
    for (const code of codes) {
      const at = node * this.size + code;
      let next = this.children[at]!;
      if (next < 0) {
        next = this.nodes++;
        if (next >= this.ends.length) this.grow();
        this.children[at] = next;
      }
      node = next;
    }
    if (this.ends[node]! >= 0) return false;
    this.ends[node] = id;
    this.longest = Math.max(this.longest, codes.length);
    return true;
  }

  private grow(): void {
    const children = new Int32Array(this.children.length * 2).fill(-1);
    children.set(this.children);
    const ends = new Int32Array(this.ends.length * 2).fill(-1);
    ends.set(this.ends);
    this.children = children;
    this.ends = ends;
  }

  /**
   * Every reading of a pattern in the grid: from every cell, in each direction of `dirs`, the
   * letters read so far that spell a pattern, told as (pattern id, start cell, direction, length).
   */
  scan(grid: LetterGrid, dirs: readonly number[], found: (id: number, start: number, dir: number, length: number) => void): void {
    const { rows, cols, cells } = grid;
    const { children, ends, size } = this;
    for (let start = 0; start < rows * cols; start++) {
      const r0 = (start / cols) | 0;
      const c0 = start - r0 * cols;
      for (const d of dirs) {
        const dr = DR[d]!;
        const dc = DC[d]!;
        let node = 0;
        let r = r0;
        let c = c0;
        let length = 0;
        while (r >= 0 && r < rows && c >= 0 && c < cols) {
          const code = cells[r * cols + c]!;
          if (code === EMPTY) break;
          node = children[node * size + code]!;
          if (node < 0) break;
          length++;
          const id = ends[node]!;
          if (id >= 0) found(id, start, d, length);
          r += dr;
          c += dc;
        }
      }
    }
  }
}

/** Every direction's index. */
export const ALL_DIRECTIONS: readonly number[] = [0, 1, 2, 3, 4, 5, 6, 7];

/** The cell `step` letters on from `start` in direction d. */
export const cellAlong = (cols: number, start: number, dir: number, step: number): number => start + (DR[dir]! * cols + DC[dir]!) * step;
