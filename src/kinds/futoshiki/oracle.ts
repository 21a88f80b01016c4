import type { Oracle } from '../../engine/oracle.ts';
import type { FutoshikiPuzzle, FutoshikiSolution } from './schema.ts';

/** Every filling of the empty cells, row by row, each digit tried where its row and column do not have it and every sign with both cells written holds. Shares nothing with the kit's counter. */
export const oracle: Oracle<FutoshikiPuzzle, FutoshikiSolution> = (p, cap = Infinity) => {
  const { size } = p;
  const grid = p.givens.map((row) => [...row]);
  const out: FutoshikiSolution[] = [];
  const holds = (r: number, c: number, v: number) =>
    grid[r]!.every((x, j) => j === c || x !== v) && grid.every((row, i) => i === r || row[c] !== v) && p.less.every(({ a, b }) => !grid[a[0]]![a[1]]! || !grid[b[0]]![b[1]]! || grid[a[0]]![a[1]]! < grid[b[0]]![b[1]]!);
  const go = (i: number): void => {
    if (out.length >= cap) return;
    if (i === size * size) return void out.push({ grid: grid.map((row) => [...row]) });
    const [r, c] = [Math.floor(i / size), i % size];
    if (p.givens[r]![c]) return void (holds(r, c, p.givens[r]![c]!) && go(i + 1));
    for (let v = 1; v <= size; v++) {
      grid[r]![c] = v;
      if (holds(r, c, v)) go(i + 1);
    }
    grid[r]![c] = 0;
  };
  go(0);
  return out;
};
