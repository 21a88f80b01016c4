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

/** The kit's measure (level, score, ladder figures), and the digits and signs printed. */
export function measure(puzzle: FutoshikiPuzzle): FutoshikiGrade | null {
  const givens = puzzle.givens.flat();
  const measured = gridMeasure(new Board(shapeFor(puzzle)), RUNGS, stepper.ladder, givens);
  return measured && { ...measured, givens: givens.filter((v) => v > 0).length, signs: puzzle.less.length };
}

/** Easy only (`refusal`): its singles and signs solve almost every grid carved (bench/futoshiki.ts). */
export const bounds = (_: Pick<FutoshikiPuzzle, 'size'>): Bounds => [Infinity, Infinity, Infinity];

export const grading = gradingOf<FutoshikiPuzzle, FutoshikiGrade, Pick<FutoshikiPuzzle, 'size'>>(stepper, { schema: gradeSchema, measure, bounds });
