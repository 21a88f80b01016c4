import * as z from 'zod/mini';
import '../../engine/zod-config.ts';
import { gradingOf } from '../../engine/define.ts';
import { Board } from '../../engine/grid/board.ts';
import { gridMeasure } from '../../engine/grid/make.ts';
import { count } from '../../engine/schema-helpers.ts';
import { type Bounds, ladderGrade } from '../../engine/steps.ts';
import type { CalcudokuPuzzle } from './schema.ts';
import { givensOf, RUNGS, shapeFor, stepper } from './steps.ts';

/** What a Calcudoku record's grade holds: the figures `measure` finds. */
export const gradeSchema = z.object({
  score: z.number(),
  ...ladderGrade,
  /** Cages drawn. */
  cages: count,
});
export type CalcudokuGrade = z.output<typeof gradeSchema>;

/**
 * Measures a puzzle by the step solver (the kit's `gridMeasure`): the lowest level whose
 * techniques solve it, and at that level the solve a person makes, easiest technique first:
 * its score, hardest technique, uses, steps and the pencil marks its harder steps read; and its
 * cages. Null when no level solves it. `level`: the level, where the generator has just found it.
 */
export function measure(puzzle: CalcudokuPuzzle, level?: 1 | 2 | 3 | 4): CalcudokuGrade | null {
  const measured = gridMeasure(new Board(shapeFor(puzzle)), RUNGS, stepper.ladder, givensOf(puzzle), level);
  return measured && { ...measured, cages: puzzle.cages.length };
}

/**
 * Scores where medium, hard and expert begin (`PuzzleKind.bounds`), by size: set from the
 * spread of each level's scores over the puzzles bench/calcudoku.ts makes (2026-11; its medians
 * are in docs/kinds/calcudoku.md) so that the medians rise band by band.
 */
const BOUNDS: Record<number, Bounds> = {
  3: [Infinity, Infinity, Infinity],
  4: [24, 45, Infinity],
  5: [35, 90, 140],
  6: [55, 170, 230],
  7: [90, 260, 330],
  8: [150, 400, 480],
  9: [150, 560, 660],
};

export const bounds = (puzzle: Pick<CalcudokuPuzzle, 'size'>): Bounds => BOUNDS[puzzle.size] ?? BOUNDS[9]!;

/** Calcudoku's grading: the schema, `measure` and `bounds` above; the band follows from them and the ladder. */
export const grading = gradingOf<CalcudokuPuzzle, CalcudokuGrade, Pick<CalcudokuPuzzle, 'size'>>(stepper, { schema: gradeSchema, measure, bounds });
