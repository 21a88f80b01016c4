import { z } from 'zod';
import type { Difficulty } from '../../kind.ts';
import { count, share } from '../../schema-helpers.ts';
import { solverFor } from './solver.ts';

/** Work budget for grading and proofs, in propagation runs; generous next to what real puzzles need. */
export const PROOF_BUDGET = 200_000;

/** Clue share at or above which a puzzle solvable by forced deductions alone is `easy`. */
export const EASY_SHARE = 0.28;
/**
 * Lookahead strikes per cell from which a puzzle that needs lookahead is `expert`
 * (60 on a 9×9): bigger grids need more strikes for the same local difficulty.
 */
export const EXPERT_STRIKES_PER_CELL = 0.75;

/** What a Numbrix record's grade holds: the figures `measure` finds. */
export const gradeSchema = z.object({
  score: z.number(),
  /** 1 forced deductions suffice, 2 lookahead needed, 3 search needed. */
  level: z.number().int().min(1).max(3),
  /** Cells lookahead had to strike by trying them. */
  strikes: count,
  /** Cells a plain search (forced deductions, then guessing) tried: the classic "choice count". */
  guesses: count,
  /** Longest run of numbers between consecutive givens, counting the ends: the classic "stretch". */
  stretch: count,
  clues: count,
  cells: count,
  /** clues / cells, rounded for reading; bands compare the exact counts. */
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
 * Measures a puzzle already known to be unique: the solver level it needs, lookahead
 * strikes, plain-search guesses, stretch and clue share. Null if the budget ran out.
 */
export function measure(width: number, height: number, givens: ArrayLike<number>): NumbrixGrade | null {
  const solver = solverFor(width, height);
  const levels = solver.count(givens, 2, PROOF_BUDGET, true);
  if (!levels.complete || levels.solutions.length !== 1) return null;
  const { level, strikes } = levels.work;
  const plain = solver.count(givens, 2, PROOF_BUDGET, false);
  if (!plain.complete) return null;
  const guesses = plain.work.guesses;
  const n = width * height;
  let clues = 0;
  for (let i = 0; i < n; i++) if (givens[i]! > 0) clues++;
  const clueShare = clues / n;
  const score = (1 - clueShare) * 10 + (level - 1) * 10 + Math.log2(1 + strikes) * 2 + Math.log2(1 + guesses);
  return {
    score: round1(score),
    level,
    strikes,
    guesses,
    stretch: stretchOf(givens),
    clues,
    cells: n,
    clueShare: Math.round(clueShare * 1000) / 1000,
  };
}

/** The band a measured grade falls in. */
export function bandOf(grade: NumbrixGrade): Difficulty {
  if (grade.level === 1) return grade.clues >= EASY_SHARE * grade.cells ? 'easy' : 'medium';
  if (grade.level === 3 || grade.strikes >= EXPERT_STRIKES_PER_CELL * grade.cells) return 'expert';
  return 'hard';
}
