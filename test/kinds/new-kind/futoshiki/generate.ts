import { Carver } from '../../engine/grid/carve.ts';
import { filledGrid, GridCounter } from '../../engine/grid/count.ts';
import { makeGrid } from '../../engine/grid/make.ts';
import { orbitsOf } from '../../engine/grid/remove.ts';
import type { Difficulty, Made } from '../../engine/kind.ts';
import type { Rng } from '../../engine/random.ts';
import { rowsOf } from '../../engine/steps.ts';
import { type FutoshikiGrade, grading, measure } from './grade.ts';
import type { FutoshikiOptions, FutoshikiPuzzle, FutoshikiSolution } from './schema.ts';
import { RUNGS, shapeFor } from './steps.ts';

/** Of the neighbouring pairs, the share printed with a sign. */
const SIGNS = 0.3;

/**
 * A random Latin square, a third of its neighbouring pairs given their sign, then the kit's
 * generator carves its digits away while it stays unique and solved by the band's techniques.
 */
export function generate(rng: Rng, options: FutoshikiOptions, difficulty: Difficulty): Made<FutoshikiPuzzle, FutoshikiSolution, FutoshikiGrade> | null {
  const { size } = options;
  const square = shapeFor({ size, less: [] });
  const full = filledGrid(square, rng, new GridCounter(square))!;
  const pairs: [[number, number], [number, number]][] = [];
  for (let r = 0; r < size; r++) {
    for (let c = 0; c < size; c++) {
      if (c + 1 < size) pairs.push([[r, c], [r, c + 1]]);
      if (r + 1 < size) pairs.push([[r, c], [r + 1, c]]);
    }
  }
  const value = ([r, c]: [number, number]) => full[r * size + c]!;
  const less = rng
    .shuffle(pairs)
    .slice(0, Math.round(pairs.length * SIGNS))
    .map(([a, b]) => (value(a) < value(b) ? [a, b] : [b, a]) as [[number, number], [number, number]]);
  return makeGrid<FutoshikiPuzzle, FutoshikiSolution, FutoshikiGrade>(rng, difficulty, {
    carver: new Carver(shapeFor({ size, less }), RUNGS),
    orbits: orbitsOf(size, size, 'none'),
    attempts: 1,
    full: () => full,
    made(givens) {
      const puzzle = { size, givens: rowsOf(Array.from(givens), size), less };
      return { puzzle, solution: { grid: rowsOf(Array.from(full), size) }, grade: measure(puzzle) };
    },
    band: grading.band,
  });
}

/** Carved grids with a third of their signs shown need more than singles and signs about one time in fifty: easy only. */
export const refusal = (_: FutoshikiOptions, difficulty: Difficulty): string | null =>
  difficulty === 'easy' ? null : `this Futoshiki is an example kind and makes easy puzzles only, not ${difficulty}`;
