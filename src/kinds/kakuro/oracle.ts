import type { Oracle } from '../../engine/oracle.ts';
import type { KakuroPuzzle, KakuroSolution } from './schema.ts';

/**
 * Plain backtracking from the rules alone: the white squares in reading order, each tried with
 * every digit 1 to 9 that its across and down runs do not already hold and that keeps each
 * run's sum reachable (no more than its clue so far, exactly it when full). Its runs are found
 * here, by walking from each clue; it shares nothing with the kit or the kind's own code.
 */
export const oracle: Oracle<KakuroPuzzle, KakuroSolution> = (p, cap = Infinity) => {
  const grid: (number | null)[][] = p.cells.map((row) => row.map((cell) => (cell === null ? 0 : null)));
  // Each white square's two runs, as [sum, squares]; a square no clue reaches makes the puzzle unsolvable.
  const runs: { sum: number; squares: [number, number][] }[] = [];
  const of = new Map<string, number[]>();
  p.cells.forEach((row, r) =>
    row.forEach((cell, c) => {
      if (cell === null) return;
      for (const [sum, dr, dc] of [[cell.across, 0, 1], [cell.down, 1, 0]] as const) {
        const squares: [number, number][] = [];
        for (let [a, b] = [r + dr, c + dc]; p.cells[a]?.[b] === null; a += dr, b += dc) squares.push([a, b]);
        if (squares.length === 0) continue;
        runs.push({ sum: sum ?? -1, squares });
        for (const [a, b] of squares) of.set(`${a},${b}`, [...(of.get(`${a},${b}`) ?? []), runs.length - 1]);
      }
    }),
  );
  const empty: [number, number][] = [];
  grid.forEach((row, r) => row.forEach((v, c) => v === 0 && empty.push([r, c])));
  if (empty.some(([r, c]) => of.get(`${r},${c}`)?.length !== 2)) return [];
  const fits = (run: { sum: number; squares: [number, number][] }) => {
    const values = run.squares.map(([r, c]) => grid[r]![c]!).filter((v) => v > 0);
    const total = values.reduce((a, b) => a + b, 0);
    if (new Set(values).size !== values.length || total > run.sum) return false;
    return values.length < run.squares.length || total === run.sum;
  };
  const out: KakuroSolution[] = [];
  const go = (k: number): void => {
    if (out.length >= cap) return;
    if (k === empty.length) {
      out.push({ grid: grid.map((row) => [...row]) });
      return;
    }
    const [r, c] = empty[k]!;
    for (let v = 1; v <= 9; v++) {
      grid[r]![c] = v;
      if (of.get(`${r},${c}`)!.every((i) => fits(runs[i]!))) go(k + 1);
    }
    grid[r]![c] = 0;
  };
  go(0);
  return out;
};
