import type { Oracle } from '../../engine/oracle.ts';
import type { CalcudokuPuzzle, CalcudokuSolution } from './schema.ts';

/**
 * Plain backtracking from the rules alone: cells in reading order, each tried with every digit
 * its row and column do not hold yet, and each cage checked once its last cell is written.
 * Shares nothing with the kit.
 */
export const oracle: Oracle<CalcudokuPuzzle, CalcudokuSolution> = (p, cap = Infinity) => {
  const { size } = p;
  const grid = Array.from({ length: size }, () => new Array<number>(size).fill(0));
  // The cage each cell closes (its last in reading order), checked when that cell is written.
  const closes = new Map<number, CalcudokuPuzzle['cages'][number][]>();
  for (const cage of p.cages) {
    const last = Math.max(...cage.cells.map(([r, c]) => r * size + c));
    closes.set(last, [...(closes.get(last) ?? []), cage]);
  }
  const made = (cage: CalcudokuPuzzle['cages'][number]) => {
    const d = cage.cells.map(([r, c]) => grid[r]![c]!);
    if (cage.op === '=') return d[0] === cage.target;
    if (cage.op === '+') return d.reduce((a, b) => a + b, 0) === cage.target;
    if (cage.op === '*') return d.reduce((a, b) => a * b, 1) === cage.target;
    const [a, b] = d as [number, number];
    return cage.op === '-' ? Math.abs(a - b) === cage.target : Math.max(a, b) === Math.min(a, b) * cage.target;
  };
  const out: CalcudokuSolution[] = [];
  const go = (k: number): void => {
    if (out.length >= cap) return;
    if (k === size * size) {
      out.push({ grid: grid.map((row) => [...row]) });
      return;
    }
    const [r, c] = [Math.floor(k / size), k % size];
    for (let v = 1; v <= size; v++) {
      let free = true;
      for (let i = 0; i < size && free; i++) free = grid[r]![i] !== v && grid[i]![c] !== v;
      if (!free) continue;
      grid[r]![c] = v;
      if ((closes.get(k) ?? []).every(made)) go(k + 1);
      grid[r]![c] = 0;
    }
  };
  go(0);
  return out;
};
