import * as z from 'zod/mini';
import '../../engine/zod-config.ts';
import { gradingOf } from '../../engine/define.ts';
import { Board } from '../../engine/grid/board.ts';
import { gridMeasure } from '../../engine/grid/make.ts';
import { count } from '../../engine/schema-helpers.ts';
import { type Bounds, ladderGrade } from '../../engine/steps.ts';
import type { FutoshikiPuzzle } from './schema.ts';
import { RUNGS, shapeFor, stepper } from './steps.ts';

export const gradeSchema = z.object({
  score: z.number(),
  ...ladderGrade,
  givens: count,
  signs: count,
});
export type FutoshikiGrade = z.output<typeof gradeSchema>;

/** The kit's measure (level, score, ladder figures), and the digits and signs printed. `level`: found already (the generator's). */
export function measure(puzzle: FutoshikiPuzzle, level?: 1 | 2 | 3 | 4): FutoshikiGrade | null {
  const givens = puzzle.givens.flat();
  const measured = gridMeasure(new Board(shapeFor(puzzle)), RUNGS, stepper.ladder, givens, level);
  return measured && { ...measured, givens: givens.filter((v) => v > 0).length, signs: puzzle.less.length };
}

/** Scores where medium, hard and expert begin, by size: none yet (the level alone sets the band). */
const BOUNDS: Record<number, Bounds> = {};

export const bounds = (puzzle: Pick<FutoshikiPuzzle, 'size'>): Bounds => BOUNDS[puzzle.size] ?? [Infinity, Infinity, Infinity];

export const grading = gradingOf<FutoshikiPuzzle, FutoshikiGrade, Pick<FutoshikiPuzzle, 'size'>>(stepper, { schema: gradeSchema, measure, bounds });
