import { DIFFICULTIES, type Difficulty, type Grade } from '../engine/kind.ts';
import { type Levels, rangeOf, stepsAt, thinExpert } from '../engine/steps.ts';
import { WORK_PER_SECOND } from '../engine/work.ts';
import type { KindName, KindOf } from './registry.ts';

/*
 * Solving a checked puzzle within a budget, as `solve`, `explain` and the library do: apart from
 * request.ts, whose checks of a request's items read every kind, so that one kind's entry
 * (`puzzlebook/kinds/sudoku`) solves without the other kinds.
 */

/**
 * Counted work (engine/work.ts) one request may spend across its items: about 6 seconds, two
 * or three of the costliest proofs, so a request ends within 10 s on a slower or busy machine.
 * Each item also keeps to its kind's own proof budget; items left when it is spent are not
 * solved, and answer `complete: false`, unknown. `explain` shares it the same way.
 */
export const REQUEST_BUDGET = 6 * WORK_PER_SECOND;

/** A checked item: its kind and parsed puzzle. */
export interface Checked {
  kind: KindOf<KindName>;
  puzzle: unknown;
}

/** Solves a checked item within `budget` of counted work; `work` is what it spent (not printed). */
export function solveChecked({ kind, puzzle }: Checked, limit: number, budget: number) {
  if (budget <= 0) return { result: { count: 0, complete: false, solutions: [] as unknown[] }, work: 0 };
  const { solutions, complete, details, work } = kind.solve(puzzle as never, limit, budget);
  return { result: { count: solutions.length, complete, solutions: solutions as unknown[], ...details }, work: work ?? 0 };
}

/**
 * Whether a puzzle the steps did not finish has a solution at all, as `solve` finds it within
 * `budget` of counted work: false when its search is complete and finds none (`explain` says so
 * rather than that reasoning stopped), true when it finds one, null when the budget ran out
 * first. `work` is what it spent.
 */
export function solvable(kind: Checked['kind'], puzzle: unknown, budget: number): { solvable: boolean | null; work: number } {
  if (budget <= 0) return { solvable: null, work: 0 };
  const { solutions, complete, work } = kind.solve(puzzle as never, 1, budget);
  return { solvable: solutions.length > 0 ? true : complete ? false : null, work: work ?? 0 };
}

/**
 * Why a puzzle's grade puts it in no band (issue 113): it needs `band`'s techniques but asks less
 * work than the band's least score (`under`, `limit` its first score) or as much as the next
 * band's first (`over`, `limit` that score), or its hardest step is a forced move (`forced`), or
 * it is an expert's on fewer of the top level's steps than the kind asks (`thin`, `least`).
 */
export type Unbanded = { why: 'under' | 'over'; band: Difficulty; limit: number } | { why: 'forced'; band: Difficulty } | { why: 'thin'; band: Difficulty; steps: number; least: number };

/** A puzzle's band as its grade gives it, the one a book prints: null, with why, where it is in none. */
export interface GradedBand {
  band: Difficulty | null;
  /** The grade's score (points of about ten seconds: `Grade.score`). */
  score: number;
  /** The band whose techniques it needs (the grade's level): the band when it is in one. */
  needs: Difficulty;
  unbanded: Unbanded | null;
}

/**
 * The band `explain` shows, the grade's, so it is never one the grade does not give: `grade` as
 * a book stores it (proved equal to the measured one), or measured again here (the step solver's
 * run, as the generator grades); null when no level of the ladder solves the puzzle.
 */
export function gradedBand({ kind, puzzle }: Checked, grade: Grade | null = kind.regrade(puzzle as never)): GradedBand | null {
  if (!grade) return null;
  const needs = DIFFICULTIES[grade.level - 1]!;
  const band = kind.band(grade as never, puzzle as never);
  if (band !== null) return { band, score: grade.score, needs, unbanded: null };
  const ladder = kind.stepper.ladder as Levels;
  if (ladder[grade.hardest]?.forced) return { band, score: grade.score, needs, unbanded: { why: 'forced', band: needs } };
  if (thinExpert(ladder, grade, kind.least)) return { band, score: grade.score, needs, unbanded: { why: 'thin', band: needs, steps: stepsAt(ladder, grade.uses, 4), least: kind.least } };
  const [lo, hi] = rangeOf(needs, kind.bounds(puzzle as never));
  const unbanded: Unbanded = grade.score < lo ? { why: 'under', band: needs, limit: lo } : { why: 'over', band: needs, limit: hi };
  return { band, score: grade.score, needs, unbanded };
}
