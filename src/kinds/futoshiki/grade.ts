import * as z from 'zod/mini';
import '../../engine/zod-config.ts';
import { gradingOf } from '../../engine/define.ts';
import { Board } from '../../engine/grid/board.ts';
import { gridMeasure } from '../../engine/grid/make.ts';
import { count } from '../../engine/schema-helpers.ts';
import { type Bounds, EXPERT_LEAST, ladderGrade } from '../../engine/steps.ts';
import type { FutoshikiPuzzle } from './schema.ts';
import { RUNGS, shapeFor, stepper } from './steps.ts';

/** The kit's ladder figures, and the digits and signs printed. */
export const gradeSchema = z.object({ score: z.number(), ...ladderGrade, givens: count, signs: count });
export type FutoshikiGrade = z.output<typeof gradeSchema>;

/** The kit's measure (level, score, ladder figures), and the digits and signs printed. `level`: found already (the generator's). */
export function measure(puzzle: FutoshikiPuzzle, level?: 1 | 2 | 3 | 4): FutoshikiGrade | null {
  const givens = puzzle.givens.flat();
  const measured = gridMeasure(new Board(shapeFor(puzzle)), RUNGS, stepper.ladder, givens, level);
  return measured && { ...measured, givens: givens.filter((v) => v > 0).length, signs: puzzle.less.length };
}

/** Scores where medium, hard and expert begin, by size: from each level's scores over grids carved at every level (2026-11, 80 a
 * level to 7×7, 30 at 8×8 and 9×9), each cut where one level's upper scores meet the next one's lower: each band's median above the one below. */
const BOUNDS: Record<number, Bounds> = { 4: [27, Infinity, Infinity], 5: [47, 58, 75], 6: [72, 92, 130], 7: [110, 135, 180], 8: [160, 200, 250], 9: [215, 290, 350] };
export const bounds = (puzzle: Pick<FutoshikiPuzzle, 'size'>): Bounds => BOUNDS[puzzle.size] ?? BOUNDS[9]!;

export const grading = gradingOf<FutoshikiPuzzle, FutoshikiGrade, Pick<FutoshikiPuzzle, 'size'>>(stepper, { schema: gradeSchema, measure, bounds, least: EXPERT_LEAST });
