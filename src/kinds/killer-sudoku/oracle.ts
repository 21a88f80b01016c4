import type { Oracle } from '../../engine/oracle.ts';
import type { KillerPuzzle, KillerSolution } from './schema.ts';

/** Plain backtracking from the rules alone, sharing nothing with the kit: cells in reading order, each tried with every digit its row, column, box and cage lack (its printed one only, where printed), a cage's sum checked at its last cell. */
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
      const [top, left] = [r - (r % h), c - (c % w)];
      const taken = (i: number) => grid[r]![i] === v || grid[i]![c] === v || grid[top + Math.floor(i / w)]![left + (i % w)] === v;
      if (Array.from({ length: size }, (_, i) => i).some(taken) || cage.cells.some(([a, b]) => grid[a]![b] === v)) continue;
      grid[r]![c] = v;
      if (last[cageAt[r]![c]!] !== k || cage.cells.reduce((t, [a, b]) => t + grid[a]![b]!, 0) === cage.sum) go(k + 1);
      grid[r]![c] = 0;
    }
  };
  go(0);
  return out;
};
