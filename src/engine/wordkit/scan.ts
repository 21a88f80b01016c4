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
  /** Letters in the alphabet: a node's children are `size` slots, one a letter code. */
  readonly size: number;
  /** Each node's child by letter (`node * size + code`), -1 where none; read by the walks below. */
  children: Int32Array;
  /** The id of the pattern ending at each node, -1 where none ends. */
  ends: Int32Array;
  private nodes = 1;
  /** The longest pattern, in letters. */
  longest = 0;

  constructor(alphabetSize: number, room = 64) {
    this.size = alphabetSize;
    this.children = new Int32Array(room * alphabetSize).fill(-1);
    this.ends = new Int32Array(room).fill(-1);
  }

  /** Adds a pattern as id `id`; false where the same letters are a pattern already (the first keeps them). */
  add(codes: readonly number[], id: number): boolean {
    const node = this.nodeOf(codes);
    if (this.ends[node]! >= 0) return false;
    this.ends[node] = id;
    this.longest = Math.max(this.longest, codes.length);
    return true;
  }

  /** The id of the pattern spelled `codes`, or -1 where none is. */
  idAt(codes: readonly number[]): number {
    let node = 0;
    for (const code of codes) {
      if (code >= this.size) return -1;
      node = this.children[node * this.size + code]!;
      if (node < 0) return -1;
    }
    return this.ends[node]!;
  }

  /** The node `codes` ends at, made where it is missing. */
  private nodeOf(codes: readonly number[]): number {
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
    return node;
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
   * A letter code past the tree's alphabet (a grid letter no pattern holds) ends a walk.
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
          if (code >= size) break;
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

/**
 * Every reading of a pattern of either tree, as `Trie.scan` finds them, in one walk: `which` is 0
 * for `first`'s patterns, 1 for `second`'s. A language's offensive list is one tree, built once,
 * and a word list the other: nothing is copied or built again for each list or grid.
 */
export function scanBoth(
  grid: LetterGrid,
  dirs: readonly number[],
  first: Trie,
  second: Trie,
  found: (which: 0 | 1, id: number, start: number, dir: number, length: number) => void,
): void {
  const { rows, cols, cells } = grid;
  const [aChildren, aEnds, aSize] = [first.children, first.ends, first.size];
  const [bChildren, bEnds, bSize] = [second.children, second.ends, second.size];
  for (let start = 0; start < rows * cols; start++) {
    const r0 = (start / cols) | 0;
    const c0 = start - r0 * cols;
    for (const d of dirs) {
      const dr = DR[d]!;
      const dc = DC[d]!;
      let a = 0;
      let b = 0;
      let r = r0;
      let c = c0;
      let length = 0;
      while (r >= 0 && r < rows && c >= 0 && c < cols) {
        const code = cells[r * cols + c]!;
        a = a >= 0 && code < aSize ? aChildren[a * aSize + code]! : -1;
        b = b >= 0 && code < bSize ? bChildren[b * bSize + code]! : -1;
        if (a < 0 && b < 0) break;
        length++;
        if (a >= 0 && aEnds[a]! >= 0) found(0, aEnds[a]!, start, d, length);
        if (b >= 0 && bEnds[b]! >= 0) found(1, bEnds[b]!, start, d, length);
        r += dr;
        c += dc;
      }
    }
  }
}

/** Every direction's index. */
export const ALL_DIRECTIONS: readonly number[] = [0, 1, 2, 3, 4, 5, 6, 7];

/** The cell `step` letters on from `start` in direction d. */
export const cellAlong = (cols: number, start: number, dir: number, step: number): number => start + (DR[dir]! * cols + DC[dir]!) * step;

/**
 * How a person looks for one word: from every cell holding its first letter, in each direction
 * of `dirs`, how many of its letters read there in order before one does not (its length where
 * the whole word reads), told as (start cell, direction, letters read). Walks that read only the
 * first letter are not told.
 */
export function followWord(grid: LetterGrid, word: readonly number[], dirs: readonly number[], told: (start: number, dir: number, read: number) => void): void {
  const { rows, cols, cells } = grid;
  const first = word[0];
  const n = word.length;
  for (let start = 0; start < rows * cols; start++) {
    if (cells[start] !== first) continue;
    const r0 = (start / cols) | 0;
    const c0 = start - r0 * cols;
    for (const d of dirs) {
      const dr = DR[d]!;
      const dc = DC[d]!;
      let read = 1;
      let r = r0 + dr;
      let c = c0 + dc;
      while (read < n && r >= 0 && r < rows && c >= 0 && c < cols && cells[r * cols + c] === word[read]) {
        read++;
        r += dr;
        c += dc;
      }
      if (read >= 2 || n === 1) told(start, d, read);
    }
  }
}
