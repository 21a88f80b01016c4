import { DC, DR, reverseOf } from './directions.ts';
import type { Lexicon } from './lexicon.ts';
import { offensiveCodes } from './offensive.ts';
import { ALL_DIRECTIONS, cellAlong, type LetterGrid, Trie } from './scan.ts';

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
 * Reads a letter grid for its listed words (each as letter codes) and the language's
 * offensive words, in all eight directions, in one walk. `placed`, where given, are the
 * placements the maker meant: an offensive entry read wholly inside one of them (`ASS` in
 * `GRASS`) is that word's own letters, which its list chose, and is not reported.
 */
export function proveGrid(grid: LetterGrid, words: readonly (readonly number[])[], lexicon: Lexicon, placed?: readonly Placed[]): GridProof {
  const trie = new Trie(lexicon.alphabet.letters.length);
  const palindrome = words.map((w) => w.every((code, i) => code === w[w.length - 1 - i]));
  // A word listed twice, or two that fold to the same letters, cannot each read once.
  const twin: number[] = words.map(() => -1);
  words.forEach((w, i) => {
    if (!trie.add(w, i)) twin[i] = words.findIndex((v) => v.length === w.length && v.every((code, k) => code === w[k]));
  });
  const offensive = offensiveCodes(lexicon);
  offensive.forEach((o, i) => trie.add(o, words.length + i));
  const readings: Reading[][] = words.map(() => []);
  const rude: { letters: string; at: Reading }[] = [];
  const { cols } = grid;
  trie.scan(grid, ALL_DIRECTIONS, (id, start, dir, length) => {
    const at: Reading = { row: (start / cols) | 0, col: start % cols, dir, length };
    if (id < words.length) {
      // A palindrome reads both ways over the same cells: counted from the end with the lower number.
      if (palindrome[id]) {
        const end = cellAlong(cols, start, dir, length - 1);
        if (end * 8 + reverseOf(dir) < start * 8 + dir) return;
      }
      readings[id]!.push(at);
      return;
    }
    if (placed?.some((p) => within(at, p))) return;
    rude.push({ letters: offensive[id - words.length]!.map((c) => lexicon.alphabet.letters[c]).join(''), at });
  });
  twin.forEach((first, i) => {
    if (first >= 0) readings[i] = readings[first] = readings[first]!.concat(readings[first]!);
  });
  const inside: { word: number; within: number }[] = [];
  readings.forEach((r, i) => {
    if (r.length !== 1) return;
    const other = readings.findIndex((o, j) => j !== i && o.length === 1 && within(r[0]!, o[0]!));
    if (other >= 0) inside.push({ word: i, within: other });
  });
  return { readings, offensive: rude, inside };
}
