import { Carver } from '../../engine/grid/carve.ts';
import { filledGrid, GridCounter } from '../../engine/grid/count.ts';
import { makeGrid } from '../../engine/grid/make.ts';
import { orbitsOf } from '../../engine/grid/remove.ts';
import type { Difficulty, Made } from '../../engine/kind.ts';
import type { Rng } from '../../engine/random.ts';
import { rowsOf } from '../../engine/steps.ts';
import { related } from './dots.ts';
import { type KropkiGrade, grading, measure } from './grade.ts';
import type { KropkiOptions, KropkiPuzzle, KropkiSolution } from './schema.ts';
import { RUNGS, shapeFor } from './steps.ts';

type Pair = [[number, number], [number, number]];

/**
 * A random Latin square and every dot its digits make (a 1 beside a 2 is both consecutive and
 * double: it takes the black dot), then the kit's generator carves its digits away while it
 * stays unique and solved by the band's techniques.
 */
export function generate(rng: Rng, options: KropkiOptions, difficulty: Difficulty): Made<KropkiPuzzle, KropkiSolution, KropkiGrade> | null {
  const { size } = options;
  const square = shapeFor({ size, white: [], black: [] });
  const full = filledGrid(square, rng, new GridCounter(square))!;
  const value = ([r, c]: [number, number]) => full[r * size + c]!;
  const white: Pair[] = [];
  const black: Pair[] = [];
  for (let r = 0; r < size; r++) {
    for (let c = 0; c < size; c++) {
      for (const pair of [c + 1 < size && ([[r, c], [r, c + 1]] as Pair), r + 1 < size && ([[r, c], [r + 1, c]] as Pair)]) {
        if (!pair) continue;
        if (related(true, value(pair[0]), value(pair[1]))) black.push(pair);
        else if (related(false, value(pair[0]), value(pair[1]))) white.push(pair);
      }
    }
  }
  return makeGrid<KropkiPuzzle, KropkiSolution, KropkiGrade>(rng, difficulty, {
    carver: new Carver(shapeFor({ size, white, black }), RUNGS),
    orbits: orbitsOf(size, size, 'none'),
    attempts: 1,
    full: () => full,
    made(givens) {
      const puzzle = { size, givens: rowsOf(Array.from(givens), size), white, black };
      return { puzzle, solution: { grid: rowsOf(Array.from(full), size) }, grade: measure(puzzle) };
    },
    band: grading.band,
  });
}

/** An example kind: it makes easy puzzles only (docs/kinds/kropki.md says why). */
export const refusal = (_: KropkiOptions, difficulty: Difficulty): string | null =>
  difficulty === 'easy' ? null : `this Kropki is an example kind and makes easy puzzles only, not ${difficulty}`;
