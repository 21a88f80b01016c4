import type { Difficulty, Grade } from '../../kind.ts';
import { type Expr, type Step, working } from './expr.ts';

export interface CountdownGrade extends Grade {
  /** Distinct solutions. */
  solutions: number;
  /** Cards the simplest solution uses, and its steps. */
  cards: number;
  steps: number;
  /** Largest intermediate of the simplest solution, as a multiple of the target. */
  stray: number;
}

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
