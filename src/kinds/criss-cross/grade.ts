import * as z from 'zod/mini';
import '../../engine/zod-config.ts';
import { gradingOf } from '../../engine/define.ts';
import { count } from '../../engine/schema-helpers.ts';
import { type Bounds, effortOf, ladderFigures, ladderGrade, round1 } from '../../engine/steps.ts';
import { crossingsOf } from '../../engine/wordkit/slots.ts';
import { gridOf } from '../../engine/wordkit/slot-puzzle.ts';
import type { CrissCrossPuzzle } from './schema.ts';
import { solveSteps, stepper } from './steps.ts';
import { ladder } from './words.ts';

/** What a Criss-Cross record's grade holds: the figures `measure` finds. */
export const gradeSchema = z.object({
  score: z.number(),
  ...ladderGrade,
  /** Words to write in. */
  words: count,
  /** Squares where an across and a down cross. */
  crossings: count,
  /** 1 where the answers are printed as a bank, 0 where the clues alone give them. */
  bank: z.number().check(z.int(), z.minimum(0), z.maximum(1)),
});
export type CrissCrossGrade = z.output<typeof gradeSchema>;

/**
 * Measures a puzzle by the step solver: its answers written in one a step, each by the easiest
 * technique that places one (engine/wordkit/fill-steps.ts), the level the hardest needed; null
 * where the ladder does not fill it. Score: the steps' work (`effortOf`: each by its
 * technique's level, and a point for each word or slot checked and dropped); without a bank
 * each step is a level up (steps.ts), and weighs so.
 */
export function measure(puzzle: CrissCrossPuzzle): CrissCrossGrade | null {
  const log = solveSteps(puzzle, 4, [], false);
  if (!log.solved) return null;
  let level = 1;
  for (const s of log.steps) level = Math.max(level, ladder[s.technique as keyof typeof ladder]!.level);
  const figures = ladderFigures(ladder, level, log.steps);
  const score = effortOf(ladder, log.steps);
  return { score: round1(score), ...figures, words: puzzle.slots.length, crossings: crossingsOf(gridOf(puzzle)), bank: puzzle.printBank ? 1 : 0 };
}

/**
 * Where medium, hard and expert begin for a puzzle of ten words, growing with the words (a longer
 * list is more steps and more words checked each). Measured at each band's defaults (30 seeds a
 * band, docs/kinds/criss-cross.md), a word's share of the score ran 1 at easy (every word by its
 * length), 1.5 to 2.4 at medium, 2.9 to 4.5 at hard and 4.9 to 6.8 at expert: each bound lies
 * between one band's most and the next one's least, so the level a puzzle needs sets its band
 * and the score only keeps out a puzzle far from its band's work.
 */
const AT_10: Bounds = [10.5, 25, 47];

/** Scores where medium, hard and expert begin for this many words (`PuzzleKind.bounds`). */
export function bounds(puzzle: Pick<CrissCrossPuzzle, 'slots'>): Bounds {
  const scale = puzzle.slots.length / 10;
  return AT_10.map((b) => round1(b * scale)) as unknown as Bounds;
}

/** Criss-Cross's grading: the schema, `measure` and `bounds` above; the band follows from them and the ladder. */
export const grading = gradingOf<CrissCrossPuzzle, CrissCrossGrade, Pick<CrissCrossPuzzle, 'slots'>>(stepper, { schema: gradeSchema, measure, bounds });
