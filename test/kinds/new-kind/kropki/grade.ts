import * as z from 'zod/mini';
import '../../engine/zod-config.ts';
import { gradingOf } from '../../engine/define.ts';
import { Board } from '../../engine/grid/board.ts';
import { gridMeasure } from '../../engine/grid/make.ts';
import { count } from '../../engine/schema-helpers.ts';
import { type Bounds, ladderGrade } from '../../engine/steps.ts';
import type { KropkiPuzzle } from './schema.ts';
import { RUNGS, shapeFor, stepper } from './steps.ts';

export const gradeSchema = z.object({
  score: z.number(),
  ...ladderGrade,
  givens: count,
  dots: count,
});
export type KropkiGrade = z.output<typeof gradeSchema>;

/** The kit's measure (level, score, ladder figures), and the digits and dots printed. */
export function measure(puzzle: KropkiPuzzle): KropkiGrade | null {
  const givens = puzzle.givens.flat();
  const measured = gridMeasure(new Board(shapeFor(puzzle)), RUNGS, stepper.ladder, givens);
  return measured && { ...measured, givens: givens.filter((v) => v > 0).length, dots: puzzle.white.length + puzzle.black.length };
}

/** Easy only (`refusal`): no score ranges to set. */
export const bounds = (_: Pick<KropkiPuzzle, 'size'>): Bounds => [Infinity, Infinity, Infinity];

export const grading = gradingOf<KropkiPuzzle, KropkiGrade, Pick<KropkiPuzzle, 'size'>>(stepper, { schema: gradeSchema, measure, bounds });
