import type { Oracle } from '../../engine/oracle.ts';
import type { SudokuPuzzle, SudokuSolution } from './schema.ts';

/**
 * Plain backtracking from the rules alone: the empty cells in reading order, each tried with
 * every digit that its row, column and box do not already hold. Shares nothing with the kit.
 */
export const oracle: Oracle<SudokuPuzzle, SudokuSolution> = (p, cap = Infinity) => {
  const { size } = p;
  const [w, h] = p.box;
  const grid = p.givens.map((row) => [...row]);
  const empty: [number, number][] = [];
  grid.forEach((row, r) => row.forEach((v, c) => v === 0 && empty.push([r, c])));
  const fits = (r: number, c: number, v: number) => {
    for (let i = 0; i < size; i++) if (grid[r]![i] === v || grid[i]![c] === v) return false;
    const [top, left] = [r - (r % h), c - (c % w)];
    for (let i = 0; i < h; i++) for (let j = 0; j < w; j++) if (grid[top + i]![left + j] === v) return false;
    return true;
  };
  const out: SudokuSolution[] = [];
  const go = (k: number): void => {
    if (out.length >= cap) return;
    if (k === empty.length) {
      out.push({ grid: grid.map((row) => [...row]) });
      return;
    }
    const [r, c] = empty[k]!;
    for (let v = 1; v <= size; v++) {
      if (!fits(r, c, v)) continue;
      grid[r]![c] = v;
      go(k + 1);
      grid[r]![c] = 0;
    }
  };
  // Givens that already clash have no solution.
  const clash = grid.some((row, r) =>
    row.some((v, c) => {
      if (v === 0) return false;
      grid[r]![c] = 0;
      const fine = fits(r, c, v);
      grid[r]![c] = v;
      return !fine;
    }),
  );
  if (!clash) go(0);
  return out;
};
