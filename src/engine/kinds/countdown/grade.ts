import { z } from 'zod';
import { DIFFICULTIES, type Difficulty } from '../../kind.ts';
import { count } from '../../schema-helpers.ts';
import { ladderFigures, ladderGrade } from '../../steps.ts';
import { type Expr, type Step as Line, working } from './expr.ts';
import type { CountdownPuzzle } from './schema.ts';
import { logOf, methodsOf, simplestAt } from './steps.ts';
import { words } from './words.ts';

/** What a Countdown record's grade holds: the figures `measure` finds. */
export const gradeSchema = z.object({
  score: z.number(),
  ...ladderGrade,
  /** Distinct solutions, by any method. */
  solutions: count,
  /** Solutions by the methods of the puzzle's level or easier: how many a person trying those finds. */
  ways: count,
  /** Cards the working uses (the simplest solution of the puzzle's level). */
  cards: count,
  /** Largest number of the working, as a multiple of the target. */
  stray: z.number().min(0),
});

export type CountdownGrade = z.output<typeof gradeSchema>;

const round1 = (x: number) => Math.round(x * 10) / 10;

/**
 * Measures a puzzle by its methods: the lowest level at which one of its solutions is
 * reachable (the same as `levelOf(stepper, puzzle)`, from the solution list once), that
 * solution's working, and the ways. Null when the target cannot be reached.
 *
 * Score: 10 per level above easy, then within the band up to 4 for the cards the working
 * uses (2 to 6), up to 4 for few ways at the level (one way: 4; 16 or more: 0), and up to 1
 * for a largest number well above the target: less than 10 in all, so the level comes first.
 */
export function measure(puzzle: CountdownPuzzle, solutions?: readonly Expr[]): CountdownGrade | null {
  const methods = methodsOf(puzzle, solutions);
  if (methods.length === 0) return null;
  const level = Math.min(...methods.map((m) => m.level)) as 1 | 2 | 3 | 4;
  const at = simplestAt(methods, level)!;
  const steps = logOf(puzzle, at);
  const ways = methods.filter((m) => m.level <= level).length;
  const lines: Line[] = [];
  working(at.e, lines);
  const stray = Math.round((Math.max(puzzle.target, ...lines.map((l) => l.result)) / puzzle.target) * 100) / 100;
  const cards = at.e.size;
  const score = (level - 1) * 10 + Math.max(0, cards - 2) + Math.max(0, 4 - Math.log2(ways)) + Math.min(0.9, stray - 1);
  return {
    score: round1(score),
    ...ladderFigures(words.ladder, level, steps),
    solutions: methods.length,
    ways,
    cards,
    stray,
  };
}

/** The band a measured grade falls in: its level, 1 easy … 4 expert. */
export function bandOf(g: Pick<CountdownGrade, 'level'>): Difficulty {
  return DIFFICULTIES[g.level - 1]!;
}
