import type { Rng } from '../../engine/random.ts';
import { boardFor } from './board.ts';

/**
 * A random Hamiltonian path through a W×H grid, as the cell of each step.
 *
 * Starts from a snake and applies backbite moves: pick an end, pick one of its neighbours
 * on the path, join them and reverse the piece in between, so the old neighbour's partner
 * becomes the new end. Many moves give well-mixed paths; a random walk with restarts is
 * biased towards long straight runs.
 */
export function randomPath(rng: Rng, width: number, height: number): Int32Array {
  const board = boardFor(width, height);
  const n = board.cells;
  const path = new Int32Array(n);
  const at = new Int32Array(n);
  for (let r = 0, k = 0; r < height; r++) {
    for (let c = 0; c < width; c++, k++) path[k] = r * width + (r % 2 === 0 ? c : width - 1 - c);
  }
  for (let k = 0; k < n; k++) at[path[k]!] = k;

  const reverse = (i: number, j: number) => {
    for (; i < j; i++, j--) {
      const t = path[i]!;
      path[i] = path[j]!;
      path[j] = t;
      at[path[i]!] = i;
      at[path[j]!] = j;
    }
  };

  const moves = 20 * n;
  for (let m = 0; m < moves; m++) {
    const fromStart = rng.chance(0.5);
    const end = fromStart ? path[0]! : path[n - 1]!;
    const next = board.neighbours[end * 4 + rng.int(4)]!;
    if (next < 0) continue;
    const k = at[next]!;
    if (fromStart) {
      if (k > 1) reverse(0, k - 1);
    } else if (k < n - 2) {
      reverse(k + 1, n - 1);
    }
  }
  return path;
}
