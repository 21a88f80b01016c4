import { z } from 'zod';
import type { Difficulty } from '../../kind.ts';
import { count } from '../../schema-helpers.ts';
import type { NumberMindPuzzle } from './schema.ts';
import { NumberMindSolver } from './solver.ts';

export const PROOF_BUDGET = 2_000_000;

/** What a Number Mind record's grade holds: the figures `measure` finds. */
export const gradeSchema = z.object({
  score: z.number(),
  length: count,
  guesses: count,
  /** Ways the solver tried, and how deep it had to go: 0 and 0 when deduction alone finds the secret. */
  branches: count,
  depth: count,
});

export type NumberMindGrade = z.output<typeof gradeSchema>;

/** Measures a puzzle known to be unique; null if the budget ran out or it is not unique. */
export function measure(puzzle: NumberMindPuzzle): NumberMindGrade | null {
  const r = new NumberMindSolver(puzzle.length, puzzle.guesses).count(2, PROOF_BUDGET);
  if (!r.complete || r.secrets.length !== 1) return null;
  const { branches, depth } = r.work;
  const score = puzzle.length / 2 + puzzle.guesses.length / 4 + Math.log2(1 + branches) * 2 + depth;
  return { score: Math.round(score * 10) / 10, length: puzzle.length, guesses: puzzle.guesses.length, branches, depth };
}

/**
 * Bands from the solver's work, scaled by the length (a longer secret is more to keep in
 * mind for the same search): none; up to one way tried per digit; up to length²; more.
 */
export function bandOf(g: NumberMindGrade): Difficulty {
  if (g.branches === 0) return 'easy';
  if (g.branches <= g.length) return 'medium';
  if (g.branches <= g.length * g.length) return 'hard';
  return 'expert';
}
