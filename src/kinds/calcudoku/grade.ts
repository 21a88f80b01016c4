import * as z from 'zod/mini';
import '../../engine/zod-config.ts';
import { gradingOf } from '../../engine/define.ts';
import { Board } from '../../engine/grid/board.ts';
import { gridMeasure } from '../../engine/grid/make.ts';
import { count } from '../../engine/schema-helpers.ts';
import { type Bounds, EXPERT_LEAST, ladderGrade } from '../../engine/steps.ts';
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
 * spread of each level's scores over the puzzles src/kinds/calcudoku/bench.ts makes (2026-11; its medians
 * are in docs/kinds/calcudoku.md) so that the medians rise band by band. From 7×7 up, set again
 * (issue 86) so that they rise without a wall: a 9×9 medium took every level-2 puzzle up to
 * 560, its median 455 (76 minutes) over easy's 98 (17), where hard's 626 was only a third more.
 * Now a medium is the lower part of level 2's spread (cut as easy is from 8×8, `cutFor`), and
 * hard begins where it ends: at 9×9 the medians are 98, 221, 509 and 643, each band about twice
 * the one below and expert a quarter more than hard, as at 6×6.
 */
const BOUNDS: Record<number, Bounds> = {
  3: [Infinity, Infinity, Infinity],
  4: [24, 45, Infinity],
  5: [35, 90, 140],
  6: [55, 170, 230],
  7: [80, 200, 320],
  8: [110, 250, 420],
  9: [130, 320, 540],
};

export const bounds = (puzzle: Pick<CalcudokuPuzzle, 'size'>): Bounds => BOUNDS[puzzle.size] ?? BOUNDS[9]!;

/** Calcudoku's grading: the schema, `measure` and `bounds` above; the band follows from them and the ladder. */
export const grading = gradingOf<CalcudokuPuzzle, CalcudokuGrade, Pick<CalcudokuPuzzle, 'size'>>(stepper, { schema: gradeSchema, measure, bounds, least: EXPERT_LEAST });
