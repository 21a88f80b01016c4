import { z } from 'zod';
import type { Difficulty } from '../../kind.ts';
import { count } from '../../schema-helpers.ts';
import { type Expr, type Step, working } from './expr.ts';

/** What a Countdown record's grade holds: the figures `measure` finds. */
export const gradeSchema = z.object({
  score: z.number(),
  /** Distinct solutions. */
  solutions: count,
  /** Cards the simplest solution uses, and its steps. */
  cards: count,
  steps: count,
  /** Largest intermediate of the simplest solution, as a multiple of the target. */
  stray: z.number().min(0),
});

export type CountdownGrade = z.output<typeof gradeSchema>;

/** Measures a puzzle from its solutions, simplest first. */
export function measure(target: number, solutions: readonly Expr[]): CountdownGrade {
  const simplest = solutions[0]!;
  const steps: Step[] = [];
  working(simplest, steps);
  const stray = Math.round((Math.max(target, ...steps.map((s) => s.result)) / target) * 100) / 100;
  const count = solutions.length;
  const score = (simplest.size - 1) * 2 + Math.max(0, 6 - Math.log2(1 + count)) * 1.5 + (stray - 1) * 2;
  return { score: Math.round(score * 10) / 10, solutions: count, cards: simplest.size, steps: steps.length, stray };
}

export function bandOf(g: CountdownGrade): Difficulty {
  if (g.cards <= 3 && g.solutions >= 10) return 'easy';
  if (g.cards <= 4 && g.solutions >= 4) return 'medium';
  if (g.cards >= 6 || g.solutions <= 2) return 'expert';
  return 'hard';
}
