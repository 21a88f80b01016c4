import { SECONDS_PER_POINT } from '../engine/steps.ts';
import { siteWords } from '../templates/archive/words.ts';

/**
 * How long a puzzle takes, roughly, for the archive's friendly line ("about 15 min").
 *
 * This is an estimate, not a measurement: nobody was timed. It reads the grade's score, the
 * work the whole solve asks in points of about ten seconds (`effortOf` in engine/steps.ts:
 * each step by its technique's level, 1, 2, 4 or 8 points, plus a point for each alternative
 * it writes out and tests), and adds a little for reading the rules and the grid. It puts
 * puzzles in a sensible order and the right ballpark, which is all a reader choosing what to
 * play needs; the bands' medians per kind are in docs/kinds (from `npm run bench`). A kind whose
 * points are not ten seconds each says its own (`PuzzleKind.seconds`: Word Search's words are
 * seen in a few seconds, not reasoned out).
 */

/** Reading the rules and taking in the puzzle before the first step. */
export const READING_SECONDS = 30;

/** Seconds to solve a puzzle whose grade scores `score`; a score below 0 (none is) counts as 0. */
export function estimateSeconds(score: number): number {
  return READING_SECONDS + Math.max(0, score) * SECONDS_PER_POINT;
}

/** Seconds as whole minutes, at least 1. */
export const wholeMinutes = (seconds: number): number => Math.max(1, Math.round(seconds / 60));

/** The estimate in whole minutes, at least 1. */
export function estimateMinutes(score: number): number {
  return wholeMinutes(estimateSeconds(score));
}

/** `about 15 min`, in the language of the work under way. */
export const aboutMinutes = (minutes: number): string => siteWords.grade.about({ minutes });
