import * as z from 'zod/mini';
import '../../engine/zod-config.ts';
import { gradingOf } from '../../engine/define.ts';
import { Board } from '../../engine/grid/board.ts';
import { gridMeasure } from '../../engine/grid/make.ts';
import { count } from '../../engine/schema-helpers.ts';
import { type Bounds, EXPERT_LEAST, ladderGrade } from '../../engine/steps.ts';
import type { SudokuPuzzle } from './schema.ts';
import { RUNGS, shapeFor, stepper } from './steps.ts';

/** What a Sudoku record's grade holds: the figures `measure` finds. */
export const gradeSchema = z.object({
  score: z.number(),
  ...ladderGrade,
  /** Digits printed. */
  givens: count,
});
export type SudokuGrade = z.output<typeof gradeSchema>;

/**
 * Measures a puzzle by the step solver (the kit's `gridMeasure`): the lowest level whose
 * techniques solve it, and at that level the solve a person makes, easiest technique first:
 * its score, hardest technique, uses, steps and the pencil marks its harder steps read; and the
 * digits given. Null when no level solves it. `level`: the level, where the generator has just
 * found it.
 */
export function measure(puzzle: SudokuPuzzle, level?: 1 | 2 | 3 | 4): SudokuGrade | null {
  const givens = puzzle.givens.flat();
  const measured = gridMeasure(new Board(shapeFor(puzzle.size, puzzle.box)), RUNGS, stepper.ladder, givens, level);
  return measured && { ...measured, givens: givens.filter((v) => v > 0).length };
}

/**
 * Scores where medium, hard and expert begin (`PuzzleKind.bounds`), for each size made: set
 * from the spread of each level's scores over carved puzzles (2026-11; src/kinds/sudoku/bench.ts keeps
 * each band's medians in docs/kinds/sudoku.md) so that the medians rise band by band. A solve
 * is mostly its singles (about 55 steps at 9×9 whatever the band), so the levels' scores
 * overlap. At 9×9 hard keeps nine in ten of the puzzles its techniques make (scores 66–119); a
 * puzzle past colouring is expert from 120, where it takes a median four steps of expert's
 * techniques (one chain or wing past colouring alone is not an expert's work: the cut keeps
 * seven in ten). A 4×4 is only ever easy; a 6×6 never medium nor expert (`refusal`). A 12×12
 * the same way (300 a level): medium about half its level's puzzles, hard from 126 (its level's
 * median is about 150), expert from 160 (a median of about 380, nine steps past colouring); a
 * 16×16's hard from 240 (median about 270), and no expert (`refusal`).
 */
const BOUNDS: Record<number, Bounds> = {
  4: [13, Infinity, Infinity],
  6: [27, 31, Infinity],
  9: [56, 66, 120],
  12: [96, 126, 160],
  16: [170, 240, Infinity],
};

export const bounds = (puzzle: Pick<SudokuPuzzle, 'size'>): Bounds => BOUNDS[puzzle.size] ?? BOUNDS[9]!;

/** Sudoku's grading: the schema, `measure` and `bounds` above; the band follows from them and the ladder. */
export const grading = gradingOf<SudokuPuzzle, SudokuGrade, Pick<SudokuPuzzle, 'size'>>(stepper, { schema: gradeSchema, measure, bounds, least: EXPERT_LEAST });
