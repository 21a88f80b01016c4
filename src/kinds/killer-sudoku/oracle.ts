import type { Oracle } from '../../engine/oracle.ts';
import type { KillerPuzzle, KillerSolution } from './schema.ts';

/**
 * Plain backtracking from the rules alone: cells in reading order, each tried with every digit
 * its row, column, box and cage do not hold yet (and its printed digit only, where it has one),
 * each cage's sum checked once its last cell is written. Shares nothing with the kit.
 */
export const oracle: Oracle<KillerPuzzle, KillerSolution> = (p, cap = Infinity) => {
  const { size } = p;
  const [w, h] = p.box;
  const grid = Array.from({ length: size }, () => new Array<number>(size).fill(0));
  const cageAt = Array.from({ length: size }, () => new Array<number>(size).fill(0));
  p.cages.forEach((cage, i) => cage.cells.forEach(([r, c]) => (cageAt[r]![c] = i)));
  const last = p.cages.map((cage) => Math.max(...cage.cells.map(([r, c]) => r * size + c)));
  const out: KillerSolution[] = [];
  const go = (k: number): void => {
    if (out.length >= cap) return;
    if (k === size * size) return void out.push({ grid: grid.map((row) => [...row]) });
    const [r, c] = [Math.floor(k / size), k % size];
    const cage = p.cages[cageAt[r]![c]!]!;
    const given = p.givens?.[r]?.[c] ?? 0;
    for (let v = 1; v <= size; v++) {
      if (given && v !== given) continue;
      let free = true;
      for (let i = 0; i < size && free; i++) free = grid[r]![i] !== v && grid[i]![c] !== v;
      const [top, left] = [r - (r % h), c - (c % w)];
      for (let i = 0; i < size && free; i++) free = grid[top + Math.floor(i / w)]![left + (i % w)] !== v;
      for (const [a, b] of cage.cells) free &&= grid[a]![b] !== v;
      if (!free) continue;
      grid[r]![c] = v;
      if (last[cageAt[r]![c]!] !== k || cage.cells.reduce((t, [a, b]) => t + grid[a]![b]!, 0) === cage.sum) go(k + 1);
      grid[r]![c] = 0;
    }
  };
  go(0);
  return out;
};
