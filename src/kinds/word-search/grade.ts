import * as z from 'zod/mini';
import '../../engine/zod-config.ts';
import { gradingOf } from '../../engine/define.ts';
import { count } from '../../engine/schema-helpers.ts';
import { type Bounds, effortOf, ladderFigures, ladderGrade, round1 } from '../../engine/steps.ts';
import { cellsOf } from '../../engine/wordkit/proof.ts';
import type { WordSearchPuzzle } from './schema.ts';
import { wordCount } from './sizing.ts';
import { placedOf, solveSteps, stepper } from './steps.ts';
import { ladder } from './words.ts';

/** What a Word Search record's grade holds: the figures `measure` finds. */
export const gradeSchema = z.object({
  score: z.number(),
  ...ladderGrade,
  /** Words to find. */
  words: count,
  /** Letters two words share (a crossing), which a person reads twice. */
  crossings: count,
});
export type WordSearchGrade = z.output<typeof gradeSchema>;

/**
 * Measures a puzzle by the step solver: every word found in list order, each by the technique
 * of its direction's class, the level the hardest class needed (the step solver at a lower level
 * finds the same words, all but those), and the near-misses passed over finding each (`paper`).
 * Null when a word is not found once in the puzzle's directions (no level solves it).
 *
 * Score: the work of the steps (`effortOf`): each word by its technique's level (1 along, 2
 * diagonally, 4 backwards, 8 backwards diagonally), and each near-miss letter followed, one point.
 */
export function measure(puzzle: WordSearchPuzzle): WordSearchGrade | null {
  const log = solveSteps(puzzle, 4, [], false);
  if (!log.solved) return null;
  let level = 1;
  for (const s of log.steps) level = Math.max(level, ladder[s.technique as keyof typeof ladder]!.level);
  const figures = ladderFigures(ladder, level, log.steps);
  // Cells of two words or more: a crossing.
  const taken = new Uint8Array(puzzle.rows * puzzle.cols);
  let crossings = 0;
  for (const s of log.steps) {
    const value = s.place[0]!.value;
    for (const cell of cellsOf(puzzle.cols, placedOf(puzzle.cols, value, s.from.length))) if (taken[cell]++ === 1) crossings++;
  }
  return { score: round1(effortOf(ladder, log.steps)), ...figures, words: puzzle.words.length, crossings };
}

/**
 * Where medium, hard and expert begin on a grid of a hundred letters, and how each grows with the
 * letters: a band's score grows faster than its grid (a larger grid lists more words, and each
 * has more near-misses around it). Set between the bands' medians, measured at 8×8 to 20×20
 * (docs/kinds/word-search.md): medium from 19.6 points at 10×10, hard from 39, expert from 70.
 */
const AT_100: Bounds = [19.6, 39, 70];
const GROWTH: Bounds = [1.38, 1.3, 1.21];
const ABOVE = ['medium', 'hard', 'expert'] as const;

/**
 * Scores where medium, hard and expert begin at this size (`PuzzleKind.bounds`), for the words
 * a band's grid of the size lists (sizing.ts `wordCount`, the band that begins there). A longer
 * list (an author's 40 words, a hidden message's spare words) is more finding, not harder
 * finding: each bound grows by the words past that count, so a band says how hard each word is
 * to find (its direction, its near-misses), not how many there are (issue 110). A shorter list
 * keeps the size's bounds: a band's least words is a refusal of its own (`words-few`).
 */
export function bounds(puzzle: Pick<WordSearchPuzzle, 'rows' | 'cols' | 'words'>): Bounds {
  const scale = (puzzle.rows * puzzle.cols) / 100;
  const listed = puzzle.words.length;
  return AT_100.map((b, i) => round1(b * scale ** GROWTH[i]! * Math.max(1, listed / wordCount(puzzle.rows, puzzle.cols, ABOVE[i]!)))) as unknown as Bounds;
}

/**
 * What a reader spends on a word search: the list read, then each word found, in 2 to 5 seconds
 * by how hard its direction is to see (along, diagonally, backwards, backwards diagonally: what
 * people take, as issue 110 measured them), and a glance at each near-miss passed over. The
 * score's points (a word's level, a near-miss letter one point) are not its ten seconds each:
 * a hard 15×15 of 19 words was "about 28 min", and takes about two.
 */
export const READ_LIST_SECONDS = 20;
export const SECONDS_A_WORD: Readonly<Record<1 | 2 | 3 | 4, number>> = { 1: 2, 2: 3, 3: 4, 4: 5 };
export const GLANCE_SECONDS = 0.5;

export function seconds(grade: WordSearchGrade): number {
  const found = Object.entries(grade.uses).reduce((s, [technique, n]) => s + n * SECONDS_A_WORD[ladder[technique as keyof typeof ladder]!.level as 1 | 2 | 3 | 4], 0);
  return READ_LIST_SECONDS + found + grade.paper * GLANCE_SECONDS;
}

/** Word Search's grading: the schema, `measure` and `bounds` above; the band follows from them and the ladder. */
export const grading = gradingOf<WordSearchPuzzle, WordSearchGrade, Pick<WordSearchPuzzle, 'rows' | 'cols' | 'words'>>(stepper, { schema: gradeSchema, measure, bounds });

