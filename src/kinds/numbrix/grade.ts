import * as z from 'zod/mini';
import '../../engine/zod-config.ts';
import { gradingOf } from '../../engine/define.ts';
import type { Likeness } from '../../engine/kind.ts';
import { type Bounds, effortOf, ladderFigures, ladderGrade, round1 } from '../../engine/steps.ts';
import { count, share } from '../../engine/schema-helpers.ts';
import type { NumbrixPuzzle } from './schema.ts';
import { stepper, stepsFor } from './steps.ts';
import { ladder } from './words.ts';

/**
 * Work budget of the proof solver, in its cost units (cell and word visits, `Work.cost`):
 * 1–3 s on a 30×30 grid, where a sparse one ran for minutes when runs were counted. Generated
 * puzzles need far less: the most measured was 36 million (25×25 expert; a 30×30 expert 24
 * million, 20×20 7 million, 12×12 0.3 million).
 */
export const PROOF_BUDGET = 400_000_000;

/** What a Numbrix record's grade holds: what a person meets solving it, and the clue layout. */
export const gradeSchema = z.object({
  score: z.number(),
  ...ladderGrade,
  /** Longest run of numbers between consecutive givens, counting the ends: the classic "stretch". */
  stretch: count,
  clues: count,
  cells: count,
  /** clues / cells, rounded for reading. */
  clueShare: share,
});

export type NumbrixGrade = z.output<typeof gradeSchema>;

/** The longest gap between consecutive given numbers, the path's ends included. */
export function stretchOf(givens: ArrayLike<number>): number {
  const n = givens.length;
  const sorted = Array.from(givens).filter((v) => v > 0).sort((a, b) => a - b);
  if (sorted.length === 0) return n;
  let stretch = Math.max(sorted[0]! - 1, n - sorted.at(-1)!);
  for (let k = 1; k < sorted.length; k++) stretch = Math.max(stretch, sorted[k]! - sorted[k - 1]! - 1);
  return stretch;
}

/**
 * Measures a puzzle by the step solver: the lowest level whose techniques solve it, the
 * hardest technique and how often each was used at that level, the steps, the stretch and
 * the clue share. Null when no level solves it: it needs trial and error.
 */
export function measure(width: number, height: number, givens: ArrayLike<number>): NumbrixGrade | null {
  const stepper = stepsFor(width, height);
  for (const level of [1, 2, 3, 4] as const) {
    const log = stepper.solve(givens, level, false);
    if (!log.solved) continue;
    const n = width * height;
    let clues = 0;
    for (let i = 0; i < n; i++) if (givens[i]! > 0) clues++;
    const clueShare = clues / n;
    return {
      score: round1(effortOf(ladder, log.steps)),
      ...ladderFigures(ladder, level, log.steps),
      stretch: stretchOf(givens),
      clues,
      cells: n,
      clueShare: Math.round(clueShare * 1000) / 1000,
    };
  }
  return null;
}

/**
 * Scores where medium, hard and expert begin, by the grid's squares n (`PuzzleKind.bounds`).
 * Every square not given is a step of a point or more, so a band's score grows with n: easy
 * scores the squares it leaves, at most about 0.62 n (it keeps 38% of them); medium's medians
 * measure 0.74–0.80 n, its longest solves about 0.94 n; hard's medians 1.1–1.4 n, its longest
 * about 1.75 n, and hard's removal stops at expert's start; expert's, with listings of six
 * routes at most and stopping at its first expert removal (issue 65), 1.9–2.3 n (30 seeds a
 * band at 5×5 to 12×12, 10 at 15×15; docs/kinds/numbrix.md).
 */
export function bounds(puzzle: Pick<NumbrixPuzzle, 'width' | 'height'>): Bounds {
  const n = puzzle.width * puzzle.height;
  return [Math.ceil(0.65 * n), Math.round(0.97 * n), Math.round(1.8 * n)];
}

/**
 * Numbrix's grading: the schema, `measure` (of a stored puzzle's givens) and `bounds` above.
 * The band follows from them and the ladder: a puzzle whose hardest technique is the only
 * route, a forced move (`Technique.forced`: a medium puzzle whose medium steps are all only
 * routes needs no medium technique), is in none.
 */
export const grading = gradingOf<NumbrixPuzzle, NumbrixGrade, Pick<NumbrixPuzzle, 'width' | 'height'>>(stepper, {
  schema: gradeSchema,
  measure: (puzzle) => measure(puzzle.width, puzzle.height, puzzle.givens.flat()),
  bounds,
});

/**
 * Bridges' share of an easy puzzle's steps from which it reads as a puzzle of bridges: the
 * generator's two kinds of easy puzzle measure 65–100% and 42–60%, rarely a little more (7×7
 * to 12×12).
 */
export const BRIDGE_LED = 0.6;

/**
 * What makes puzzles of a section alike (`PuzzleKind.likeness`): easy ones all filled by
 * bridges, or all walked along single exits; either may take three in four of a section. The
 * generator makes half of each, so a remake is rare. Harder bands vary their techniques by
 * themselves (docs/kinds/numbrix.md), and expert is route listing by definition.
 */
export function likeness(_puzzle: unknown, grade: NumbrixGrade): Likeness[] {
  if (grade.level !== 1) return [];
  const bridges = (grade.uses.bridge ?? 0) >= BRIDGE_LED * grade.steps;
  return [{ key: bridges ? 'easy: mostly bridges' : 'easy: mostly single exits', share: 0.75 }];
}
