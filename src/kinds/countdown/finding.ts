import { LEVEL_POINTS } from '../../engine/steps.ts';
import type { CountdownPuzzle } from './schema.ts';
import { log2 } from '../../engine/portable-math.ts';

/**
 * How hard a Countdown way is to find: Countdown's work is the search, not its lines of
 * working (grade.ts turns this into the score). Pure arithmetic on the grade's figures, so
 * the generator can tell a target's score from the solutions it lists anyway.
 */

/** The product of two cards nearest the target (×1 is no step), and how far off it is; the smaller on a tie. */
export function nearestProduct(puzzle: CountdownPuzzle): { a: number; b: number; from: [number, number]; product: number; gap: number } | null {
  const { numbers, target } = puzzle;
  let best: { a: number; b: number; from: [number, number]; product: number; gap: number } | null = null;
  for (let i = 0; i < numbers.length; i++) {
    for (let j = i + 1; j < numbers.length; j++) {
      const [a, b] = [numbers[i]!, numbers[j]!];
      if (a === 1 || b === 1) continue;
      const product = a * b;
      const gap = Math.abs(product - target);
      if (!best || gap < best.gap || (gap === best.gap && product < best.product)) best = { a: Math.max(a, b), b: Math.min(a, b), from: [i, j], product, gap };
    }
  }
  return best;
}

/** The distance from the target to the nearest product of two cards (the whole target when no two cards multiply). */
export const nearOf = (puzzle: CountdownPuzzle): number => nearestProduct(puzzle)?.gap ?? puzzle.target;

/**
 * The combinations a person tries before one works, about: the search space of the way's
 * methods over the ways through it.
 *  - the level's points (1, 2, 4, 8: LEVEL_POINTS): a harder method has more shapes to try;
 *  - doubled for each card the way uses beyond two (each one more to fit in);
 *  - fewer with fewer cards dealt: × (dealt − 2) / 4, so a whole for six cards, a half for four;
 *  - more when no product of two cards lands near the target, nothing to start from:
 *    × (1 + ½ log2(1 + 20 × gap / target)), so ×1.5 when the nearest is 5% away, ×2 at 15%
 *    (not for one step or three cards, which a person sees without starting anywhere);
 *  - shared among the ways at the level: one way in five is found five times sooner.
 */
export function triesOf(level: number, cards: number, dealt: number, near: number, target: number, ways: number): number {
  const points = LEVEL_POINTS[Math.min(4, Math.max(1, level)) as 1 | 2 | 3 | 4];
  const start = level <= 1 ? 1 : 1 + log2(1 + (20 * near) / Math.max(1, target)) / 2;
  return (points * 2 ** (cards - 2) * ((dealt - 2) / 4) * start) / Math.max(1, ways);
}

/** Points for the finding: three for each doubling of the tries (one try: 3; three: 6; seven: 9; fifteen: 12). */
export const FINDING_POINTS = 3;
export const findingOf = (tries: number): number => FINDING_POINTS * log2(1 + tries);

/**
 * The combinations written out and tested, as a step's `paper`: the tries, rounded, at most 12
 * (beyond that a person stops listing and thinks again: the score still counts them); a way
 * found at the first try is seen, not tested, and writes out nothing.
 */
export const PAPER_MOST = 12;
export function paperOf(tries: number): number {
  const n = Math.round(tries);
  return n < 2 ? 0 : Math.min(PAPER_MOST, n);
}
