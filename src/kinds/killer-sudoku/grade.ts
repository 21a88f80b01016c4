import * as z from 'zod/mini';
import '../../engine/zod-config.ts';
import { gradingOf } from '../../engine/define.ts';
import { Board } from '../../engine/grid/board.ts';
import { gridMeasure } from '../../engine/grid/make.ts';
import { count } from '../../engine/schema-helpers.ts';
import { type Bounds, ladderGrade } from '../../engine/steps.ts';
import type { KillerPuzzle } from './schema.ts';
import { givensOf, RUNGS, shapeFor, stepper } from './steps.ts';

/** What a Killer Sudoku record's grade holds: the figures `measure` finds. */
export const gradeSchema = z.object({
  score: z.number(),
  ...ladderGrade,
  /** Cages drawn. */
  cages: count,
});
export type KillerGrade = z.output<typeof gradeSchema>;

/**
 * Measures a puzzle by the step solver (the kit's `gridMeasure`): the lowest level whose
 * techniques solve it and, at that level, the solve a person makes, easiest technique first;
 * and its cages. Null when no level solves it. `level`: the level, where the generator found it.
 */
export function measure(puzzle: KillerPuzzle, level?: 1 | 2 | 3 | 4): KillerGrade | null {
  const measured = gridMeasure(new Board(shapeFor(puzzle)), RUNGS, stepper.ladder, givensOf(puzzle), level);
  return measured && { ...measured, cages: puzzle.cages.length };
}

/**
 * Scores where medium, hard and expert begin, by size: set from each level's spread of scores
 * over the puzzles the generator makes (2026-11, docs/kinds/killer-sudoku.md) so that the medians
 * rise band by band. A killer's levels overlap more than a Sudoku's (a cage listing is long
 * work at every level): at 9×9 hard and expert take the lower and the upper part of levels 3
 * and 4's spreads, which overlap (650–1100 both), so an expert is both past colouring and longer.
 */
const BOUNDS: Record<number, Bounds> = {
  6: [90, 150, 240],
  9: [300, 700, 820],
};

export const bounds = (puzzle: Pick<KillerPuzzle, 'size'>): Bounds => BOUNDS[puzzle.size] ?? BOUNDS[9]!;

/** Killer Sudoku's grading: the schema, `measure` and `bounds` above; the band follows from them and the ladder. */
export const grading = gradingOf<KillerPuzzle, KillerGrade, Pick<KillerPuzzle, 'size'>>(stepper, { schema: gradeSchema, measure, bounds });
