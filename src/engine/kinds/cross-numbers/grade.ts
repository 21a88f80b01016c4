import { z } from 'zod';
import { DIFFICULTIES, type Difficulty } from '../../kind.ts';
import { count, share } from '../../schema-helpers.ts';
import { ladderFigures, ladderGrade, levelOf } from '../../steps.ts';
import type { CrossNumbersPuzzle } from './schema.ts';
import { stepper } from './steps.ts';

/**
 * Work budget of the proof solver (`solve`), in its cost units (`Work.cost`): about 2 s on
 * the costliest 9×9 grids (lines of products worked left to right). Generated puzzles need
 * at most 14 million (measured over 144 option sets and bands); the step solver needs none,
 * it never guesses.
 */
export const PROOF_BUDGET = 400_000_000;

/** What a Cross Numbers record's grade holds: the figures `measure` finds. */
export const gradeSchema = z.object({
  score: z.number(),
  ...ladderGrade,
  blanks: count,
  blankShare: share,
  /** Share of operators that are × or ÷. */
  hardOps: share,
});

export type CrossNumbersGrade = z.output<typeof gradeSchema>;

const round1 = (x: number) => Math.round(x * 10) / 10;
const round3 = (x: number) => Math.round(x * 1000) / 1000;

/**
 * Measures a puzzle by the step solver: the lowest level whose techniques fill it, the
 * hardest technique and how often each was used at that level, the steps, the blanks and
 * the share of × and ÷. Null when no level fills it: it needs trial and error (or has no
 * single answer, which the step solver, never guessing, cannot fill either).
 *
 * Score: 10 per level above easy, then up to 6 for the share of boxes blank and up to 3
 * for the steps (steps / (steps + cells): 1.5 when there are as many steps as cells). The
 * two within-band parts add up to less than 10, so the score orders puzzles by level
 * first, then mostly by blanks, then by steps.
 */
export function measure(puzzle: CrossNumbersPuzzle): CrossNumbersGrade | null {
  const found = levelOf(stepper, puzzle);
  if (!found) return null;
  const { level, log } = found;
  const cells = puzzle.rows * puzzle.cols;
  const blanks = puzzle.cells.flat().filter((v) => v === null).length;
  const ops = [...puzzle.rowOps.flat(), ...puzzle.colOps.flat()];
  const hard = ops.filter((op) => op === '*' || op === '/').length / ops.length;
  const blankShare = blanks / cells;
  const figures = ladderFigures(stepper.ladder, level, log.steps);
  const { steps } = figures;
  const score = (level - 1) * 10 + blankShare * 6 + (steps / (steps + cells)) * 3;
  return {
    score: round1(score),
    ...figures,
    blanks,
    blankShare: round3(blankShare),
    hardOps: round3(hard),
  };
}

/** Most blanks, as a share of cells, in an easy puzzle; and most × and ÷ among its operators. */
export const EASY_BLANKS = 0.5;
export const EASY_HARD_OPS = 0.25;

/** The band a measured grade falls in: its level, 1 easy … 4 expert. */
export function bandOf(g: Pick<CrossNumbersGrade, 'level'>): Difficulty {
  return DIFFICULTIES[g.level - 1]!;
}
