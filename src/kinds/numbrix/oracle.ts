import type { Oracle } from '../../engine/oracle.ts';
import type { NumbrixPuzzle, NumbrixSolution } from './schema.ts';

/**
 * Every Hamiltonian path through the grid, numbered 1..W·H, that puts each given on its cell:
 * a plain depth-first walk from every cell. The only pruning is the obvious one: a given g
 * still ahead of step k must lie within Manhattan distance g − k of the walk's end.
 */
export const oracle: Oracle<NumbrixPuzzle, NumbrixSolution> = (p, cap = Infinity) => {
  const { width: W, height: H } = p;
  const N = W * H;
  const givenAt = new Map<number, [number, number]>();
  for (let r = 0; r < H; r++) for (let c = 0; c < W; c++) if (p.givens[r]![c]! > 0) givenAt.set(p.givens[r]![c]!, [r, c]);
  const givenValues = [...givenAt.keys()].sort((a, b) => a - b);
  const grid: number[][] = Array.from({ length: H }, () => new Array<number>(W).fill(0));
  const out: NumbrixSolution[] = [];

  const fits = (r: number, c: number, step: number): boolean => {
    const g = p.givens[r]![c]!;
    if (g !== 0 && g !== step) return false;
    if (g === 0 && givenAt.has(step)) return false;
    for (const v of givenValues) {
      if (v <= step) continue;
      const [gr, gc] = givenAt.get(v)!;
      if (Math.abs(gr - r) + Math.abs(gc - c) > v - step) return false;
    }
    return true;
  };

  const walk = (r: number, c: number, step: number): void => {
    if (out.length >= cap) return;
    grid[r]![c] = step;
    if (step === N) {
      out.push({ grid: grid.map((row) => [...row]) });
    } else {
      for (const [dr, dc] of [
        [1, 0],
        [-1, 0],
        [0, 1],
        [0, -1],
      ] as const) {
        const nr = r + dr;
        const nc = c + dc;
        if (nr < 0 || nr >= H || nc < 0 || nc >= W || grid[nr]![nc] !== 0) continue;
        if (fits(nr, nc, step + 1)) walk(nr, nc, step + 1);
      }
    }
    grid[r]![c] = 0;
  };

  for (let r = 0; r < H; r++) for (let c = 0; c < W; c++) if (fits(r, c, 1)) walk(r, c, 1);
  return out;
};
