/**
 * Skyscrapers worked plainly, for its tests: what a line shows, every permutation, a plain
 * backtracking counter sharing nothing with the kit, and random partial puzzles.
 */
import { rangeMask } from '../../../src/engine/grid/bits.ts';
import { filledGrid } from '../../../src/engine/grid/count.ts';
import { linesOf, shapeOf } from '../../../src/engine/grid/shape.ts';
import type { Rng } from '../../../src/engine/random.ts';
import { rowsOf } from '../../../src/engine/steps.ts';
import { SIDES, type SkyscrapersPuzzle } from '../../../src/kinds/skyscrapers/schema.ts';
import { cluesOf } from '../../../src/kinds/skyscrapers/skyline.ts';

/** How many a line of heights shows from its start, counted plainly. */
export const seen = (line: readonly number[]) => line.filter((h, i) => line.slice(0, i).every((b) => b < h)).length;

export function* permutations(n: number, prefix: number[] = []): Generator<number[]> {
  if (prefix.length === n) yield prefix;
  for (let v = 1; v <= n; v++) if (!prefix.includes(v)) yield* permutations(n, [...prefix, v]);
}

/** Every filling of an n×n grid with these clues and givens, up to `limit`: cell by cell, a row held to its clues as it is finished, the columns at the end. */
export function plainCount(p: SkyscrapersPuzzle, limit: number): number[][][] {
  const n = p.size;
  const grid = p.givens!.map((row) => [...row]);
  const out: number[][][] = [];
  const col = (c: number) => grid.map((row) => row[c]!);
  const go = (i: number): void => {
    if (out.length >= limit) return;
    if (i === n * n) {
      for (let c = 0; c < n; c++) if ((p.top[c] && seen(col(c)) !== p.top[c]) || (p.bottom[c] && seen(col(c).toReversed()) !== p.bottom[c])) return;
      out.push(grid.map((row) => [...row]));
      return;
    }
    const [r, c] = [Math.floor(i / n), i % n];
    const given = p.givens![r]![c]!;
    for (let v = 1; v <= n; v++) {
      if (given && v !== given) continue;
      if (grid[r]!.some((x, j) => j !== c && x === v && (j < c || p.givens![r]![j])) || grid.some((row, k) => k !== r && row[c] === v && (k < r || p.givens![k]![c]))) continue;
      grid[r]![c] = v;
      const row = grid[r]!;
      if (c === n - 1 && ((p.left[r] && seen(row) !== p.left[r]) || (p.right[r] && seen(row.toReversed()) !== p.right[r]))) continue;
      go(i + 1);
    }
    grid[r]![c] = given;
  };
  go(0);
  return out;
}

/** A random Latin square of size n, row by row. */
export const latin = (n: number, rng: Rng) => rowsOf(Array.from(filledGrid(shapeOf(n, n, rangeMask(1, n), linesOf(n, n)), rng)!), n);

/** A random partial puzzle: some of a Latin square's clues (one now and then changed at random, which may leave no answer) and some of its heights. */
export function randomPuzzle(n: number, rng: Rng, givenShare: number, clueShare: number): SkyscrapersPuzzle {
  const grid = latin(n, rng);
  const clues = cluesOf(grid);
  for (const side of SIDES) clues[side] = clues[side].map((v) => (rng.float() < clueShare ? v : 0));
  if (rng.float() < 0.25) clues[rng.pick([...SIDES])][rng.int(n)] = rng.range(1, n);
  return { size: n, ...clues, givens: grid.map((row) => row.map((v) => (rng.float() < givenShare ? v : 0))) };
}

export const key = (grid: readonly (readonly number[])[]) => grid.map((row) => row.join('')).join('/');
