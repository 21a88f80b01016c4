import * as z from 'zod/mini';
import '../../engine/zod-config.ts';
import { gradingOf } from '../../engine/define.ts';
import { Board } from '../../engine/grid/board.ts';
import { gridMeasure } from '../../engine/grid/make.ts';
import { count } from '../../engine/schema-helpers.ts';
import { type Bounds, EXPERT_LEAST, ladderGrade } from '../../engine/steps.ts';
import type { KakuroPuzzle } from './schema.ts';
import { RUNGS, shapeFor, stepper } from './steps.ts';

/** What a Kakuro record's grade holds: the figures `measure` finds. */
export const gradeSchema = z.object({
  score: z.number(),
  ...ladderGrade,
  /** White squares to fill. */
  squares: count,
  /** Runs, each with its clue. */
  runs: count,
});
export type KakuroGrade = z.output<typeof gradeSchema>;

/**
 * Measures a puzzle by the step solver (the kit's `gridMeasure`, from the empty grid): the
 * lowest level whose techniques solve it, and at that level the solve a person makes, easiest
 * technique first. Null when no level solves it. `level`: where the generator has just found it.
 */
export function measure(puzzle: KakuroPuzzle, level?: 1 | 2 | 3 | 4): KakuroGrade | null {
  const shape = shapeFor(puzzle);
  const measured = gridMeasure(new Board(shape), RUNGS, stepper.ladder, new Uint8Array(shape.size), level);
  return measured && { ...measured, squares: shape.open.reduce((n: number, v) => n + v, 0), runs: shape.groups.length };
}

/**
 * Scores where medium, hard and expert begin, by the larger side (`PuzzleKind.bounds`): set from
 * the spread of each level's scores over unique fills (src/kinds/kakuro/bench.ts; each band's medians in
 * docs/kinds/kakuro.md), between an easier level's upper scores and a harder one's lower, so that
 * the medians rise band by band. A solve is one step a white square and a few more, so easy
 * scores sit just over the squares; a run's combinations listed add their pencil marks, an
 * area's sum its clues. Measured at 6×6 to 12×12 (400, 800, 120, 80, 40, 60 and 60 fills):
 * level 3's median scores 72, 128, 151, 164, 200, 250, 275 and level 4's 131, 176, 260, 230,
 * 374, 372, 518. No expert 5×5 (`refusal`).
 */
const BOUNDS: Record<number, Bounds> = {
  5: [20, 50, Infinity],
  6: [27, 60, 110],
  7: [40, 75, 160],
  8: [52, 95, 170],
  9: [64, 110, 190],
  10: [80, 160, 240],
  11: [100, 200, 320],
  12: [120, 230, 380],
};

export const bounds = (puzzle: Pick<KakuroPuzzle, 'rows' | 'cols'>): Bounds => BOUNDS[Math.min(12, Math.max(5, puzzle.rows, puzzle.cols))]!;

/** Kakuro's grading: the schema, `measure` and `bounds` above; the band follows from them and the ladder. */
export const grading = gradingOf<KakuroPuzzle, KakuroGrade, Pick<KakuroPuzzle, 'rows' | 'cols'>>(stepper, { schema: gradeSchema, measure, bounds, least: EXPERT_LEAST });
