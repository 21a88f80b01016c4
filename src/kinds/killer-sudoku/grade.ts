import * as z from 'zod/mini';
import '../../engine/zod-config.ts';
import { gradingOf } from '../../engine/define.ts';
import { Board } from '../../engine/grid/board.ts';
import { gridMeasure } from '../../engine/grid/make.ts';
import { count } from '../../engine/schema-helpers.ts';
import { type Bounds, EXPERT_LEAST, ladderGrade } from '../../engine/steps.ts';
import type { KillerPuzzle } from './schema.ts';
import { givensOf, RUNGS, shapeFor, stepper } from './steps.ts';

/** What a Killer Sudoku record's grade holds: the figures `measure` finds. */
export const gradeSchema = z.object({ score: z.number(), ...ladderGrade, cages: count });
export type KillerGrade = z.output<typeof gradeSchema>;
/** Measures a puzzle by the step solver (the kit's `gridMeasure`: its level and the solve a person makes), and its cages; null when no level solves it. `level`: where the generator found it. */
export function measure(puzzle: KillerPuzzle, level?: 1 | 2 | 3 | 4): KillerGrade | null {
  const measured = gridMeasure(new Board(shapeFor(puzzle)), RUNGS, stepper.ladder, givensOf(puzzle), level);
  return measured && { ...measured, cages: puzzle.cages.length };
}
/**
 * Scores where medium, hard and expert begin, by size, from each level's measured spread
 * (docs/kinds/killer-sudoku.md) so the medians rise band by band. Levels 3 and 4 overlap at 9×9
 * (650–1100 both): hard takes the lower part of its level's, expert the upper part of its own.
 */
const BOUNDS: Record<number, Bounds> = { 6: [90, 150, 240], 9: [300, 700, 820] };
export const bounds = (puzzle: Pick<KillerPuzzle, 'size'>): Bounds => BOUNDS[puzzle.size] ?? BOUNDS[9]!;
/** Killer Sudoku's grading: the schema, `measure` and `bounds` above; the band follows from them and the ladder. */
export const grading = gradingOf<KillerPuzzle, KillerGrade, Pick<KillerPuzzle, 'size'>>(stepper, { schema: gradeSchema, measure, bounds, least: EXPERT_LEAST });
