import type { Oracle } from '../../engine/oracle.ts';
import type { FutoshikiPuzzle, FutoshikiSolution } from './schema.ts';

/**
 * Every filling of the empty cells, row by row, each digit tried where its row and column
 * above do not have it and the signs to the cells before it (left and above) hold; a full
 * grid kept where every sign holds. Shares nothing with the kit's counter.
 */
export const oracle: Oracle<FutoshikiPuzzle, FutoshikiSolution> = (p, cap = Infinity) => {
  const { size } = p;
  const grid = p.givens.map((row) => [...row]);
  const out: FutoshikiSolution[] = [];
  const at = (r: number, c: number) => r * size + c;
  // The signs, by the later of their two cells in reading order: checked once both are written.
  const signs = Array.from({ length: size * size }, () => [] as [number, number, number, number][]);
  for (const { a, b } of p.less) signs[Math.max(at(...a), at(...b))]!.push([...a, ...b]);
  const holds = (i: number) => signs[i]!.every(([r1, c1, r2, c2]) => grid[r1]![c1]! < grid[r2]![c2]!);
  const clash = (r: number, c: number, v: number) => grid[r]!.some((x, j) => j !== c && x === v) || grid.some((row, i) => i !== r && row[c] === v);
  const go = (i: number): void => {
    if (out.length >= cap) return;
    if (i === size * size) {
      out.push({ grid: grid.map((row) => [...row]) });
      return;
    }
    const [r, c] = [Math.floor(i / size), i % size];
    if (p.givens[r]![c]) {
      if (!clash(r, c, p.givens[r]![c]!) && holds(i)) go(i + 1);
      return;
    }
    for (let v = 1; v <= size; v++) {
      if (grid[r]!.slice(0, c).includes(v) || grid.slice(0, r).some((row) => row[c] === v)) continue;
      grid[r]![c] = v;
      if (!clash(r, c, v) && holds(i)) go(i + 1);
    }
    grid[r]![c] = 0;
  };
  go(0);
  return out;
};
