import { z } from 'zod';
import type { Difficulty } from '../../kind.ts';
import { count, share } from '../../schema-helpers.ts';
import type { CrossNumbersPuzzle } from './schema.ts';
import { CrossSolver, shapeOf } from './solver.ts';

export const PROOF_BUDGET = 100_000;

/** What a Cross Numbers record's grade holds: the figures `measure` finds. */
export const gradeSchema = z.object({
  score: z.number(),
  /** 1: each line fills itself; 2: lines need what crossing lines rule out; 3: search. */
  level: z.number().int().min(1).max(3),
  guesses: count,
  blanks: count,
  blankShare: share,
  /** Share of operators that are × or ÷. */
  hardOps: share,
});

export type CrossNumbersGrade = z.output<typeof gradeSchema>;

const round3 = (x: number) => Math.round(x * 1000) / 1000;

/** Measures a puzzle known to be unique; null if the budget ran out or it is not unique. */
export function measure(puzzle: CrossNumbersPuzzle): CrossNumbersGrade | null {
  const solver = new CrossSolver(shapeOf(puzzle));
  const r = solver.count(puzzle.cells.flat(), 2, PROOF_BUDGET, true);
  if (!r.complete || r.solutions.length !== 1) return null;
  const cells = puzzle.rows * puzzle.cols;
  const blanks = puzzle.cells.flat().filter((v) => v === null).length;
  const ops = [...puzzle.rowOps.flat(), ...puzzle.colOps.flat()];
  const hard = ops.filter((op) => op === '*' || op === '/').length / ops.length;
  const blankShare = blanks / cells;
  const { level, guesses } = r.work;
  const score = blankShare * 10 + hard * 5 + (level - 1) * 8 + Math.log2(1 + guesses) * 2;
  return { score: Math.round(score * 10) / 10, level, guesses, blanks, blankShare: round3(blankShare), hardOps: round3(hard) };
}

/** Most blanks, as a share of cells, in an easy puzzle; and most × and ÷ among its operators. */
export const EASY_BLANKS = 0.5;
export const EASY_HARD_OPS = 0.25;

export function bandOf(g: CrossNumbersGrade, cells: number): Difficulty {
  if (g.level === 3) return 'expert';
  if (g.level === 2) return 'hard';
  return g.blanks <= EASY_BLANKS * cells && g.hardOps <= EASY_HARD_OPS ? 'easy' : 'medium';
}
