import { z } from 'zod';
import { DIFFICULTIES, type Difficulty } from '../../kind.ts';
import { ladderFigures, ladderGrade } from '../../steps.ts';
import { count, share } from '../../schema-helpers.ts';
import { stepsFor } from './steps.ts';
import { type NumbrixTechnique, words } from './words.ts';

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

const round1 = (x: number) => Math.round(x * 10) / 10;

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
    // Bands first, then within a band: fewer clues and more steps at the band's own level.
    const top = log.steps.filter((s) => words.ladder[s.technique as NumbrixTechnique].level === level).length;
    const score = (level - 1) * 20 + (1 - clueShare) * 10 + Math.log2(1 + top) * 2;
    return {
      score: round1(score),
      ...ladderFigures(words.ladder, level, log.steps),
      stretch: stretchOf(givens),
      clues,
      cells: n,
      clueShare: Math.round(clueShare * 1000) / 1000,
    };
  }
  return null;
}

/** The band a measured grade falls in: its level, 1 easy … 4 expert. */
export function bandOf(grade: NumbrixGrade): Difficulty {
  return DIFFICULTIES[grade.level - 1]!;
}
