import type { Ladder, Technique } from '../engine/steps.ts';
import { siteWords } from '../site/words.ts';

/**
 * How long a puzzle takes, roughly, for the archive's friendly line ("about 15 min").
 *
 * This is an estimate, not a measurement: nobody was timed. It counts the steps the step
 * solver took (a grade's `uses`, technique by count) and gives each step a time by its
 * technique's level, plus a little for reading the rules and the grid. The figures say how
 * much more a harder step asks, including the looking for where it applies:
 *
 * - level 1 (easy), 10 s: a forced square seen at a glance, then written in;
 * - level 2 (medium), 25 s: two or three things compared, or a couple of cases tried;
 * - level 3 (hard), 60 s: a range or a fence held in mind across the grid;
 * - level 4 (expert), 120 s: cases listed one by one, usually on paper.
 *
 * They put puzzles in a sensible order and the right ballpark (a 6×6 easy Numbrix comes out
 * at about 4 minutes, a 9×9 hard one at about 25), which is all a reader choosing what to
 * play needs. The figures are exported so tests, and anyone tuning them, read them here.
 */
export const SECONDS_PER_USE: Readonly<Record<Technique['level'], number>> = { 1: 10, 2: 25, 3: 60, 4: 120 };

/** Reading the rules and taking in the puzzle before the first step. */
export const READING_SECONDS = 30;

/**
 * Seconds to solve, from how often each technique was used. A key the ladder does not know
 * (a record older than its kind's ladder) counts as a level 2 step, neither free nor the hardest.
 */
export function estimateSeconds(uses: Readonly<Record<string, number>>, ladder: Ladder): number {
  let seconds = READING_SECONDS;
  for (const [key, n] of Object.entries(uses)) seconds += Math.max(0, n) * SECONDS_PER_USE[ladder[key]?.level ?? 2];
  return seconds;
}

/** The estimate in whole minutes, at least 1. */
export function estimateMinutes(uses: Readonly<Record<string, number>>, ladder: Ladder): number {
  return Math.max(1, Math.round(estimateSeconds(uses, ladder) / 60));
}

/** `about 15 min`, in the language of the work under way. */
export const aboutMinutes = (minutes: number): string => siteWords.grade.about({ minutes });
