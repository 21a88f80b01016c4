import * as z from 'zod/mini';
import '../../engine/zod-config.ts';
import { gradingOf } from '../../engine/define.ts';
import { exp, ln } from '../../engine/portable-math.ts';
import { count } from '../../engine/schema-helpers.ts';
import { type Bounds, effortOf, ladderFigures, ladderGrade, round1 } from '../../engine/steps.ts';
import { gridOf } from '../../engine/wordkit/slot-puzzle.ts';
import { crossingsOf } from '../../engine/wordkit/slots.ts';
import type { FillInPuzzle } from './schema.ts';
import { solveSteps, stepper } from './steps.ts';
import { viewOf } from './view.ts';
import { ladder } from './words.ts';

/** What a Fill-In record's grade holds: the figures `measure` finds. */
export const gradeSchema = z.object({
  score: z.number(),
  ...ladderGrade,
  /** Words to fit in. */
  words: count,
  /** Squares where an across and a down cross. */
  crossings: count,
  /** White squares. */
  cells: count,
});
export type FillInGrade = z.output<typeof gradeSchema>;

/**
 * Measures a puzzle by the step solver: its words written in one a step, each by the easiest
 * technique that places one (engine/wordkit/fill-steps.ts), the level the hardest needed; null
 * where the ladder does not fill it. Score: the steps' work (`effortOf`: each by its technique's
 * level, and a point for each word or slot checked and dropped).
 */
export function measure(puzzle: FillInPuzzle): FillInGrade | null {
  const log = solveSteps(puzzle, 4, [], false);
  if (!log.solved) return null;
  let level = 1;
  for (const s of log.steps) level = Math.max(level, ladder[s.technique as keyof typeof ladder]!.level);
  const grid = gridOf(viewOf(puzzle));
  return {
    score: round1(effortOf(ladder, log.steps)),
    ...ladderFigures(ladder, level, log.steps),
    words: puzzle.words.length,
    crossings: crossingsOf(grid),
    cells: grid.open.reduce((n: number, o) => n + o, 0),
  };
}

/**
 * Where medium, hard and expert begin for a puzzle of thirty words, growing a little with the
 * words. A fill-in's work is mostly its size (each crossing step checks the words of its length),
 * and the bands' default grids grow band by band, so their scores overlap at the edges: measured
 * at each band's defaults (docs/kinds/fill-in.md), these bounds keep four puzzles of five of
 * each band and its medians rising, and the level a puzzle needs sets its band.
 */
const AT_30: Bounds = [95, 150, 330];
const GROWTH = 0.2;

/** Scores where medium, hard and expert begin for this many words (`PuzzleKind.bounds`). */
export function bounds(puzzle: Pick<FillInPuzzle, 'words'>): Bounds {
  // Through portable-math: the same bounds, to the last bit, in every engine a book is made in.
  const scale = exp(ln(puzzle.words.length / 30) * GROWTH);
  return AT_30.map((b) => round1(b * scale)) as unknown as Bounds;
}

/** Fill-In's grading: the schema, `measure` and `bounds` above; the band follows from them and the ladder. */
export const grading = gradingOf<FillInPuzzle, FillInGrade, Pick<FillInPuzzle, 'words'>>(stepper, { schema: gradeSchema, measure, bounds });
