import type { Oracle } from '../../engine/oracle.ts';
import type { FutoshikiPuzzle, FutoshikiSolution } from './schema.ts';

/** Every filling of the empty cells, row by row, each digit tried where its row and column above do not have it; kept where every sign holds. */
export const oracle: Oracle<FutoshikiPuzzle, FutoshikiSolution> = (p, cap = Infinity) => {
  const { size } = p;
  const grid = p.givens.map((row) => [...row]);
  const out: FutoshikiSolution[] = [];
  const holds = () =>
    grid.every((row, r) => row.every((v, c) => row.indexOf(v) === c && grid.findIndex((other) => other[c] === v) === r)) &&
    p.less.every(({ a, b }) => grid[a[0]]![a[1]]! < grid[b[0]]![b[1]]!);
  const go = (i: number): void => {
    if (out.length >= cap) return;
    if (i === size * size) {
      if (holds()) out.push({ grid: grid.map((row) => [...row]) });
      return;
    }
    const [r, c] = [Math.floor(i / size), i % size];
    if (p.givens[r]![c]) return go(i + 1);
    for (let v = 1; v <= size; v++) {
      if (grid[r]!.slice(0, c).includes(v) || grid.slice(0, r).some((row) => row[c] === v)) continue;
      grid[r]![c] = v;
      go(i + 1);
    }
    grid[r]![c] = 0;
  };
  go(0);
  return out;
};
