import * as z from 'zod/mini';
import '../../engine/zod-config.ts';
import { gradingOf } from '../../engine/define.ts';
import { count } from '../../engine/schema-helpers.ts';
import { type Bounds, effortOf, ladderFigures, ladderGrade, round1 } from '../../engine/steps.ts';
import type { WordScramblePuzzle } from './schema.ts';
import { solveSteps, stepper } from './steps.ts';
import { lengthsOf } from './view.ts';
import { ladder } from './words.ts';

/** What a Word Scramble record's grade holds: the figures `measure` finds. */
export const gradeSchema = z.object({
  score: z.number(),
  ...ladderGrade,
  /** Words to unscramble, the final among them. */
  words: count,
  /** Letters to place in all. */
  letters: count,
});
export type WordScrambleGrade = z.output<typeof gradeSchema>;

/**
 * Measures a puzzle by the step solver: each word written in a step by the technique its letters
 * ask, the level the hardest needed; null where the ladder does not solve it (a scramble with two
 * answers). Score: the steps' work (`effortOf`: 1, 2, 4 and 8 points a word by its level).
 */
export function measure(puzzle: WordScramblePuzzle): WordScrambleGrade | null {
  const log = solveSteps(puzzle, 4, [], false);
  if (!log.solved) return null;
  let level = 1;
  for (const s of log.steps) level = Math.max(level, ladder[s.technique as keyof typeof ladder]!.level);
  return {
    score: round1(effortOf(ladder, log.steps)),
    ...ladderFigures(ladder, level, log.steps),
    words: lengthsOf(puzzle).length,
    letters: lengthsOf(puzzle).reduce((a, b) => a + b, 0),
  };
}

/**
 * Where medium, hard and expert begin, by a word's average points: a scramble's work is its words,
 * each by its level, so a band's bounds grow with them. Easy's words are all seen at a glance (1
 * a word); medium's average more than 1.1 (one word in ten of five or six letters); hard's from 2.5
 * (about half its words of seven or eight, the final among them); expert's from 4.5 (one word in
 * eight of nine letters or more). Measured in docs/kinds/word-scramble.md.
 */
const PER_WORD = [1.1, 2.5, 4.5] as const;

/** Scores where medium, hard and expert begin for this many words (`PuzzleKind.bounds`). */
export function bounds(puzzle: Pick<WordScramblePuzzle, 'items' | 'final'>): Bounds {
  const n = puzzle.items.length + (puzzle.final ? 1 : 0);
  return PER_WORD.map((b) => round1(b * n)) as unknown as Bounds;
}

/** Word Scramble's grading: the schema, `measure` and `bounds` above; the band follows from them and the ladder. */
export const grading = gradingOf<WordScramblePuzzle, WordScrambleGrade, Pick<WordScramblePuzzle, 'items' | 'final'>>(stepper, { schema: gradeSchema, measure, bounds });
