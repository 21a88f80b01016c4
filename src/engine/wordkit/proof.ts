import { DC, DR, reverseOf } from './directions.ts';
import type { Lexicon } from './lexicon.ts';
import { offensiveTrie, offensiveWithEnglish } from './offensive.ts';
import { ALL_DIRECTIONS, cellAlong, type LetterGrid, scanBoth, Trie } from './scan.ts';

/** Where a listed word lies: its first letter's cell, its direction (index into DIRECTIONS), its length. */
export interface Placed {
  row: number;
  col: number;
  dir: number;
  length: number;
}

/** A reading found in a grid: the same shape as a placement. */
export type Reading = Placed;

/** What a letter grid shows of its word list: the proof that each word reads once, and the grid clean. */
export interface GridProof {
  /** Each listed word's readings, every one (a palindrome's two ways over the same cells counted once). */
  readings: Reading[][];
  /** Offensive words read where no listed word's own letters hold them: the entry's letters and where. */
  offensive: { letters: string; at: Reading }[];
  /** Listed words whose only reading lies inside another listed word's cells: word, and the word it is inside. */
  inside: { word: number; within: number }[];
}

/** Whether a proof shows the grid fit to print: each word once, nothing offensive, no word inside another. */
export const proved = (proof: GridProof): boolean =>
  proof.readings.every((r) => r.length === 1) && proof.offensive.length === 0 && proof.inside.length === 0;

/** The cells of a placement, first letter first. */
export function cellsOf(cols: number, p: Placed): number[] {
  const start = p.row * cols + p.col;
  return Array.from({ length: p.length }, (_, i) => cellAlong(cols, start, p.dir, i));
}

/** A placement read from its other end: the same cells, the reverse direction. */
export const reversed = (p: Placed): Placed => ({ row: p.row + DR[p.dir]! * (p.length - 1), col: p.col + DC[p.dir]! * (p.length - 1), dir: reverseOf(p.dir), length: p.length });

/** Whether two placements take the same cells, either way round (a palindrome read from its other end is itself). */
export function sameCells(a: Placed, b: Placed): boolean {
  if (a.length !== b.length) return false;
  if (a.row === b.row && a.col === b.col && a.dir === b.dir) return true;
  const r = reversed(b);
  return a.row === r.row && a.col === r.col && a.dir === r.dir;
}

/** Whether the cells of `inner` all lie among those of `outer` (on its line, between its ends). */
export function within(inner: Placed, outer: Placed): boolean {
  if (inner.dir !== outer.dir && inner.dir !== reverseOf(outer.dir)) return false;
  const on = (row: number, col: number) => {
    const [dr, dc] = [DR[outer.dir]!, DC[outer.dir]!];
    const t = dr !== 0 ? (row - outer.row) / dr : (col - outer.col) / dc;
    return Number.isInteger(t) && t >= 0 && t < outer.length && outer.row + dr * t === row && outer.col + dc * t === col;
  };
  const endRow = inner.row + DR[inner.dir]! * (inner.length - 1);
  const endCol = inner.col + DC[inner.dir]! * (inner.length - 1);
  return on(inner.row, inner.col) && on(endRow, endCol);
}

/**
 * The proof of one word list in any grid of its letters: a tree of its words, walked beside the
 * language's offensive list's (built once a lexicon), so a maker proving grid after grid of one
 * list builds nothing again.
 */
export class GridProver {
  private readonly words: readonly (readonly number[])[];
  private readonly lexicon: Lexicon;
  private readonly trie: Trie;
  private readonly palindrome: boolean[];
  /** Where a word is listed twice (or two fold to the same letters): the first listing of its letters; -1 elsewhere. */
  private readonly twin: number[];

  constructor(words: readonly (readonly number[])[], lexicon: Lexicon) {
    this.words = words;
    this.lexicon = lexicon;
    this.trie = new Trie(lexicon.alphabet.letters.length);
    this.palindrome = words.map((w) => w.every((code, i) => code === w[w.length - 1 - i]));
    this.twin = words.map(() => -1);
    words.forEach((w, i) => {
      if (!this.trie.add(w, i)) this.twin[i] = this.trie.idAt(w);
    });
  }

  /**
   * Reads the grid for the listed words and the offensive words, in all eight directions, in
   * one walk. An offensive entry read wholly inside a listed word's placement (`ASS` in
   * `GRASS`) is that word's own letters, which its list chose, and is not reported: the
   * placements are `placed` where given (the maker's), else every reading of a listed word.
   */
  prove(grid: LetterGrid, placed?: readonly Placed[]): GridProof {
    const { words, palindrome } = this;
    const readings: Reading[][] = words.map(() => []);
    const found: Reading[] = [];
    const foundIds: number[] = [];
    const { cols } = grid;
    scanBoth(grid, ALL_DIRECTIONS, this.trie, offensiveTrie(this.lexicon), (which, id, start, dir, length) => {
      const at: Reading = { row: (start / cols) | 0, col: start % cols, dir, length };
      if (which === 0) {
        // A palindrome reads both ways over the same cells: counted from the end with the lower number.
        if (palindrome[id]) {
          const end = cellAlong(cols, start, dir, length - 1);
          if (end * 8 + reverseOf(dir) < start * 8 + dir) return;
        }
        readings[id]!.push(at);
        return;
      }
      found.push(at);
      foundIds.push(id);
    });
    const own = placed ?? readings.flat();
    const codes = found.length ? offensiveWithEnglish(this.lexicon) : [];
    const offensive: { letters: string; at: Reading }[] = [];
    found.forEach((at, k) => {
      if (own.some((p) => within(at, p))) return;
      offensive.push({ letters: codes[foundIds[k]!]!.map((c) => this.lexicon.alphabet.letters[c]).join(''), at });
    });
    this.twin.forEach((first, i) => {
      if (first >= 0) readings[i] = readings[first] = readings[first]!.concat(readings[first]!);
    });
    const inside: { word: number; within: number }[] = [];
    readings.forEach((r, i) => {
      if (r.length !== 1) return;
      const other = readings.findIndex((o, j) => j !== i && o.length === 1 && within(r[0]!, o[0]!));
      if (other >= 0) inside.push({ word: i, within: other });
    });
    return { readings, offensive, inside };
  }
}

/** One proof of one grid (`GridProver` for a list proved once). */
export function proveGrid(grid: LetterGrid, words: readonly (readonly number[])[], lexicon: Lexicon, placed?: readonly Placed[]): GridProof {
  return new GridProver(words, lexicon).prove(grid, placed);
}
