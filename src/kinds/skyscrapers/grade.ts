import * as z from 'zod/mini';
import '../../engine/zod-config.ts';
import { gradingOf } from '../../engine/define.ts';
import { Board } from '../../engine/grid/board.ts';
import { gridMeasure } from '../../engine/grid/make.ts';
import { count } from '../../engine/schema-helpers.ts';
import { type Bounds, EXPERT_LEAST, ladderGrade } from '../../engine/steps.ts';
import { givensOf, SIDES, type SkyscrapersPuzzle } from './schema.ts';
import { RUNGS, shapeFor, stepper } from './steps.ts';

export const gradeSchema = z.object({ score: z.number(), ...ladderGrade, clues: count, givens: count });
export type SkyscrapersGrade = z.output<typeof gradeSchema>;
/** The kit's measure (level, score, ladder figures), and the clues and heights printed. */
export function measure(puzzle: SkyscrapersPuzzle, known?: 1 | 2 | 3 | 4): SkyscrapersGrade | null {
  const givens = givensOf(puzzle).flat();
  const measured = gridMeasure(new Board(shapeFor(puzzle)), RUNGS, stepper.ladder, givens, known);
  return measured && { ...measured, clues: SIDES.reduce((n, side) => n + puzzle[side].filter((v) => v > 0).length, 0), givens: givens.filter((v) => v > 0).length };
}
/** Scores where medium, hard and expert begin, by size: between the spreads of each level's scores (medians in docs/kinds/skyscrapers.md), so a band is its level's techniques. */
const BOUNDS: Record<number, Bounds> = { 4: [15, 25, 60], 5: [22, 50, 150], 6: [30, 80, 200], 7: [40, 120, 320], 8: [50, 150, 400], 9: [62, 180, 480] };
export const bounds = (puzzle: Pick<SkyscrapersPuzzle, 'size'>): Bounds => BOUNDS[puzzle.size] ?? BOUNDS[9]!;
export const grading = gradingOf<SkyscrapersPuzzle, SkyscrapersGrade, Pick<SkyscrapersPuzzle, 'size'>>(stepper, { schema: gradeSchema, measure, bounds, least: EXPERT_LEAST });
