import * as z from 'zod/mini';
import '../../engine/zod-config.ts';
import { gradingOf } from '../../engine/define.ts';
import { Board } from '../../engine/grid/board.ts';
import { gridMeasure } from '../../engine/grid/make.ts';
import { count } from '../../engine/schema-helpers.ts';
import { type Bounds, ladderGrade } from '../../engine/steps.ts';
import { givensOf, SIDES, type SkyscrapersPuzzle } from './schema.ts';
import { RUNGS, shapeFor, stepper } from './steps.ts';

export const gradeSchema = z.object({
  score: z.number(),
  ...ladderGrade,
  clues: count,
  givens: count,
});
export type SkyscrapersGrade = z.output<typeof gradeSchema>;

/** The kit's measure (level, score, ladder figures), and the clues and heights printed. */
export function measure(puzzle: SkyscrapersPuzzle, known?: 1 | 2 | 3 | 4): SkyscrapersGrade | null {
  const givens = givensOf(puzzle).flat();
  const measured = gridMeasure(new Board(shapeFor(puzzle)), RUNGS, stepper.ladder, givens, known);
  return measured && { ...measured, clues: SIDES.reduce((n, side) => n + puzzle[side].filter((v) => v > 0).length, 0), givens: givens.filter((v) => v > 0).length };
}

/** Where medium, hard and expert begin on the score, from the medians measured (docs/kinds/skyscrapers.md). */
export const bounds = (_: Pick<SkyscrapersPuzzle, 'size'>): Bounds => [Infinity, Infinity, Infinity];

export const grading = gradingOf<SkyscrapersPuzzle, SkyscrapersGrade, Pick<SkyscrapersPuzzle, 'size'>>(stepper, { schema: gradeSchema, measure, bounds });
