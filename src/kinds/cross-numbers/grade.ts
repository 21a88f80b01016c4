import * as z from 'zod/mini';
import '../../engine/zod-config.ts';
import { gradingOf } from '../../engine/define.ts';
import { count, share } from '../../engine/schema-helpers.ts';
import { type Bounds, effortOf, ladderFigures, ladderGrade, round1, type Step } from '../../engine/steps.ts';
import type { CrossNumbersPuzzle } from './schema.ts';
import { CrossSteps, stepper } from './steps.ts';

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

const round3 = (x: number) => Math.round(x * 1000) / 1000;

/**
 * Measures a puzzle by the step solver: the lowest level whose techniques fill it, the
 * hardest technique and how often each was used at that level, the steps, the pairs and
 * fillings written out, the blanks and the share of × and ÷. Null when no level fills it: it
 * needs trial and error (or has no single answer, which the step solver, never guessing,
 * cannot fill either).
 *
 * Score: the work of the whole solve as a person takes it (`effortOf`, points of about ten
 * seconds): each step by its technique's level, each pair or filling written out one more.
 * The steps are the ones a log, a hint and `explain` show, taken without their sentences.
 */
export function measure(puzzle: CrossNumbersPuzzle): CrossNumbersGrade | null {
  const cells = puzzle.cells.flat();
  const solver = new CrossSteps(puzzle);
  let found: { level: 1 | 2 | 3 | 4; steps: Step[] } | null = null;
  for (const level of [1, 2, 3, 4] as const) {
    const log = solver.solve(cells, level, false, true);
    if (log.solved) {
      found = { level, steps: log.steps };
      break;
    }
  }
  if (!found) return null;
  const { level, steps } = found;
  const n = puzzle.rows * puzzle.cols;
  const blanks = cells.filter((v) => v === null).length;
  const ops = [...puzzle.rowOps.flat(), ...puzzle.colOps.flat()];
  const hard = ops.filter((op) => op === '*' || op === '/').length / ops.length;
  return {
    score: round1(effortOf(stepper.ladder, steps)),
    ...ladderFigures(stepper.ladder, level, steps),
    blanks,
    blankShare: round3(blanks / n),
    hardOps: round3(hard),
  };
}

/** Most × and ÷ among an easy puzzle's operators. */
export const EASY_HARD_OPS = 0.25;

/**
 * Scores where medium, hard and expert begin (`PuzzleKind.bounds`), set from the measured
 * spread of each level's scores (bench/bands.ts) so that each band keeps most of the puzzles
 * its techniques make, and the medians of score and steps rise band by band. Easy is one
 * point a blank, so medium begins at the rows and columns together (one more than easy's
 * most blanks); hard grows a little slower than the boxes (n^0.6: a larger grid has more of
 * its boxes given at every band). Expert grows with the grid's side, 42.5 points a side less
 * 67.5 (60 at 3×3, 145 at 5×5, 315 at 9×9), so that from 4×4 up it keeps the level-4 puzzles
 * that take clearly more steps than hard ones (issue 65: at n^0.73, 127 at 5×5, the median
 * 5×5 expert took one step more than hard); 3×3 stays at 60, as a higher start raises hard's
 * top with it. With fewer digits to choose from (base 2, 3 …) there are fewer pairs and
 * fillings to write, so hard and expert scale down, never below half. A grid whose lines are
 * all shorter than three stops at medium, which has no top.
 */
export function bounds(puzzle: Pick<CrossNumbersPuzzle, 'rows' | 'cols' | 'digits' | 'distinct'>): Bounds {
  const { rows, cols } = puzzle;
  const n = rows * cols;
  if (Math.max(rows, cols) < 3) return [rows + cols, Infinity, Infinity];
  const digits = puzzle.digits[1] - puzzle.digits[0] + 1;
  const scale = Math.max(0.5, Math.sqrt(Math.min(digits, 9) / 9));
  // With no repeats in rows and columns (or the grid) a line's fillings are few and listing
  // adds little: expert's work is nearer hard's, and begins lower.
  const latin = puzzle.distinct === 'lines' || puzzle.distinct === 'grid' ? 0.8 : 1;
  return [rows + cols, Math.round(scale * 8 * n ** 0.6), Math.round(latin * scale * (42.5 * Math.sqrt(n) - 67.5))];
}

/** Cross Numbers' grading: the schema, `measure` and `bounds` above; the band follows from them and the ladder. */
export const grading = gradingOf<CrossNumbersPuzzle, CrossNumbersGrade, Pick<CrossNumbersPuzzle, 'rows' | 'cols' | 'digits' | 'distinct'>>(stepper, { schema: gradeSchema, measure, bounds });

/**
 * How an easy grid's blanks lie: how many, and in how many rounds they open up (a row or
 * column with one blank is filled in a round; the blanks it leaves alone in their other line
 * wait for the next). Blanks the distinct rule must fill count as one round more.
 */
export function easyShape(puzzle: Pick<CrossNumbersPuzzle, 'rows' | 'cols' | 'cells'>): { blanks: number; rounds: number } {
  const { rows, cols } = puzzle;
  const open = puzzle.cells.flat().map((v) => v === null);
  const blanks = open.filter(Boolean).length;
  const lines = [
    ...Array.from({ length: rows }, (_, r) => Array.from({ length: cols }, (_, c) => r * cols + c)),
    ...Array.from({ length: cols }, (_, c) => Array.from({ length: rows }, (_, r) => r * cols + c)),
  ];
  let rounds = 0;
  for (;;) {
    const alone = new Set(lines.map((line) => line.filter((i) => open[i])).flatMap((left) => (left.length === 1 ? left : [])));
    if (alone.size === 0) break;
    rounds++;
    for (const i of alone) open[i] = false;
  }
  return { blanks, rounds: rounds + (open.some(Boolean) ? 1 : 0) };
}

/** Most of a section one easy shape (`easyShape`) may take: a section of easy grids is not one pattern of blanks. */
export const EASY_SHAPE_SHARE = 0.5;
