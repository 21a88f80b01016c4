import * as z from 'zod/mini';
import '../../engine/zod-config.ts';
import { gradingOf } from '../../engine/define.ts';
import { count } from '../../engine/schema-helpers.ts';
import { type Bounds, effortOf, ladderFigures, ladderGrade, round1 } from '../../engine/steps.ts';
import { readCipher } from './answers.ts';
import type { CryptogramPuzzle } from './schema.ts';
import { solveSteps, stepper } from './steps.ts';
import { ladder } from './words.ts';

/** What a Cryptogram record's grade holds: the figures `measure` finds. */
export const gradeSchema = z.object({
  score: z.number(),
  ...ladderGrade,
  /** Code letters to find: those in the cipher less those given. */
  letters: count,
  /** Letters given. */
  given: count,
});
export type CryptogramGrade = z.output<typeof gradeSchema>;

/** Code letters in the cipher, and those of them left to find. */
export function lettersToFind(puzzle: CryptogramPuzzle): { used: number; open: number } {
  const read = readCipher(puzzle);
  const used = new Set<number>();
  for (const g of read.glyphs) if ('letter' in g) used.add(g.letter);
  const open = [...used].filter((c) => read.start.plain[c]! < 0).length;
  return { used: used.size, open };
}

/**
 * Measures a puzzle by the step solver: each word read a step by what makes it stand out, the
 * level the hardest needed; null where the ladder does not solve it. Score: the steps' work
 * (`effortOf`: 1, 2, 4 and 8 points a step by its level).
 */
export function measure(puzzle: CryptogramPuzzle): CryptogramGrade | null {
  const log = solveSteps(puzzle, 4, [], false);
  if (!log.solved) return null;
  let level = 1;
  for (const s of log.steps) level = Math.max(level, ladder[s.technique as keyof typeof ladder]!.level);
  const open = lettersToFind(puzzle).open;
  return {
    score: round1(effortOf(ladder, log.steps)),
    ...ladderFigures(ladder, level, log.steps),
    // A step is a placement: each code letter found and written in, several where one word gives them.
    steps: open,
    letters: open,
    given: Object.keys(puzzle.given).length,
  };
}

/**
 * Where medium, hard and expert begin, by points a code letter of the cipher: a cryptogram's work
 * is its words read, each by its level, and a longer saying has more to read. Measured in
 * docs/kinds/cryptogram.md: the median points a code letter at each level are about 0.33 (easy),
 * 0.43, 0.67 and 1.3 (expert), and these bounds sit between them.
 */
export const PER_LETTER = [0.36, 0.52, 0.95] as const;

/** Scores where medium, hard and expert begin for this cipher's code letters (`PuzzleKind.bounds`). */
export function bounds(puzzle: CryptogramPuzzle): Bounds {
  const n = Math.max(1, lettersToFind(puzzle).used);
  return PER_LETTER.map((b) => round1(b * n)) as unknown as Bounds;
}

/** The Cryptogram's grading: the schema, `measure` and `bounds` above; the band follows from them and the ladder. */
export const grading = gradingOf<CryptogramPuzzle, CryptogramGrade>(stepper, { schema: gradeSchema, measure, bounds });
