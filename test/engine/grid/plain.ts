/**
 * What the grid kit's tests hold it to, written from Sudoku's rules alone and sharing nothing
 * with the kit: a plain backtracking counter (each empty cell may take a digit its row, column
 * and box do not hold; the cell with fewest such digits is tried first), a random full grid
 * made by the same search with the digits shuffled, the rules' check of a full grid, and the
 * published puzzles of `test/fixtures/sudoku.json` read as cells.
 */
import { readFileSync } from 'node:fs';
import type { Rng } from '../../../src/engine/random.ts';

/** A Sudoku's size and box, [columns, rows] of one box. */
export interface Sized {
  size: number;
  box: readonly [number, number];
}

export const SIZES: readonly Sized[] = [
  { size: 4, box: [2, 2] },
  { size: 6, box: [3, 2] },
  { size: 9, box: [3, 3] },
];

const boxOf = ({ size, box: [w, h] }: Sized, r: number, c: number) => Math.floor(r / h) * (size / w) + Math.floor(c / w);

/**
 * Every completion of `givens` (0 for an empty cell, row by row), at most `cap`, each as its
 * cells joined with commas. With `allowed`, an empty cell may take only the digits of its mask
 * (bit d for digit d): a board's candidates. With `rng`, digits are tried in a random order.
 * Givens that already clash have none.
 */
export function plainSolutions(sized: Sized, givens: ArrayLike<number>, cap: number, allowed?: ArrayLike<number>, rng?: Rng): string[] {
  const { size } = sized;
  const grid = Array.from(givens);
  const rows = new Array<number>(size).fill(0);
  const cols = new Array<number>(size).fill(0);
  const boxes = new Array<number>(size).fill(0);
  for (let i = 0; i < size * size; i++) {
    const v = grid[i]!;
    if (!v) continue;
    const [r, c] = [Math.floor(i / size), i % size];
    const bit = 1 << v;
    const b = boxOf(sized, r, c);
    if ((rows[r]! | cols[c]! | boxes[b]!) & bit) return [];
    rows[r]! |= bit;
    cols[c]! |= bit;
    boxes[b]! |= bit;
  }
  const all = (1 << (size + 1)) - 2;
  const out: string[] = [];
  const go = (): void => {
    let best = -1;
    let free = 0;
    let fewest = Infinity;
    for (let i = 0; i < size * size && fewest > 0; i++) {
      if (grid[i]) continue;
      const [r, c] = [Math.floor(i / size), i % size];
      let m = all & ~(rows[r]! | cols[c]! | boxes[boxOf(sized, r, c)]!);
      if (allowed) m &= allowed[i]!;
      let n = 0;
      for (let x = m; x; x &= x - 1) n++;
      if (n < fewest) [best, free, fewest] = [i, m, n];
    }
    if (best < 0) {
      out.push(grid.join(','));
      return;
    }
    const [r, c] = [Math.floor(best / size), best % size];
    const b = boxOf(sized, r, c);
    const digits = Array.from({ length: size }, (_, i) => i + 1).filter((v) => free & (1 << v));
    if (rng) rng.shuffle(digits);
    for (const v of digits) {
      if (out.length >= cap) return;
      const bit = 1 << v;
      grid[best] = v;
      rows[r]! |= bit;
      cols[c]! |= bit;
      boxes[b]! |= bit;
      go();
      grid[best] = 0;
      rows[r]! &= ~bit;
      cols[c]! &= ~bit;
      boxes[b]! &= ~bit;
    }
  };
  go();
  return out;
}

/** A random full grid: the first completion of the empty grid, digits tried in a random order. */
export function plainFull(sized: Sized, rng: Rng): number[] {
  return plainSolutions(sized, new Array<number>(sized.size * sized.size).fill(0), 1, undefined, rng)[0]!.split(',').map(Number);
}

/** A full grid's cells as `plainSolutions` writes them. */
export const keyOf = (cells: ArrayLike<number>): string => Array.from(cells).join(',');

/** Whether `cells` is a full grid by the rules: digits 1 to the size, each once in every row, column and box. */
export function isFullGrid(sized: Sized, cells: ArrayLike<number>): boolean {
  const { size } = sized;
  if (cells.length !== size * size) return false;
  const seen = new Set<string>();
  for (let i = 0; i < size * size; i++) {
    const v = cells[i]!;
    const [r, c] = [Math.floor(i / size), i % size];
    if (!Number.isInteger(v) || v < 1 || v > size) return false;
    for (const key of [`r${r}:${v}`, `c${c}:${v}`, `b${boxOf(sized, r, c)}:${v}`]) {
      if (seen.has(key)) return false;
      seen.add(key);
    }
  }
  return true;
}

/** Whether some digit of `givens` (0 for an empty cell) is twice in a row, a column or a box. */
export function clashes(sized: Sized, givens: ArrayLike<number>): boolean {
  const { size } = sized;
  const seen = new Set<string>();
  for (let i = 0; i < size * size; i++) {
    const v = givens[i]!;
    if (!v) continue;
    const [r, c] = [Math.floor(i / size), i % size];
    for (const key of [`r${r}:${v}`, `c${c}:${v}`, `b${boxOf(sized, r, c)}:${v}`]) {
      if (seen.has(key)) return true;
      seen.add(key);
    }
  }
  return false;
}

/** Whether full grid `cells` keeps every given of `givens`. */
export const keepsGivens = (givens: ArrayLike<number>, cells: ArrayLike<number>): boolean => Array.from(givens).every((v, i) => v === 0 || cells[i] === v);

/** A published 9×9 puzzle, as the fixture stores it, with its cells read. */
export interface Published {
  name: string;
  givens: number[];
  /** "1", or "2 or more". */
  solutions: string;
  solution: number[] | null;
  about: string;
}

/** The published puzzles of test/fixtures/sudoku.json, by name. */
export function published(): Map<string, Published> {
  const file = JSON.parse(readFileSync(new URL('../../fixtures/sudoku.json', import.meta.url), 'utf8')) as {
    puzzles: { name: string; givens: string; solutions: string; solution: string | null; about: string }[];
  };
  const cells = (s: string) => [...s].map((ch) => (ch === '.' ? 0 : Number(ch)));
  return new Map(file.puzzles.map((p) => [p.name, { ...p, givens: cells(p.givens), solution: p.solution === null ? null : cells(p.solution) }]));
}
