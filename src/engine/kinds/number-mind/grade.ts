import { z } from 'zod';
import { DIFFICULTIES, type Difficulty } from '../../kind.ts';
import { count } from '../../schema-helpers.ts';
import { ladderFigures, ladderGrade, levelOf } from '../../steps.ts';
import type { NumberMindPuzzle } from './schema.ts';
import { NumberMindSolver } from './solver.ts';
import { stepper } from './steps.ts';

/**
 * Work budget of the proof solver (`solve`), in its cost units (`Work.cost`): 1–2 s at the
 * largest puzzle the schema takes (40 digits, 100 guesses). Project Euler 185 needs 33
 * million; the step solver needs none, it never guesses.
 */
export const PROOF_BUDGET = 400_000_000;

/** What a Number Mind record's grade holds: the figures `measure` finds. */
export const gradeSchema = z.object({
  score: z.number(),
  ...ladderGrade,
  length: count,
  guesses: count,
  /** Guesses with none right. */
  zeros: count,
});

export type NumberMindGrade = z.output<typeof gradeSchema>;

const round1 = (x: number) => Math.round(x * 10) / 10;

/**
 * Measures a puzzle by the step solver: the lowest level whose techniques find the secret,
 * the hardest technique and how often each was used at that level, the steps, the length,
 * the guesses and how many score 0. Null when no level finds it (trial and error needed),
 * or when the proof solver does not prove it unique (which, the steps being sound, would
 * be a bug).
 *
 * Score: 10 per level above easy, then within the band up to 5 for the length (3 digits 0,
 * 20 digits 5), up to 2.5 for few guesses next to the length, and up to 2 for the steps
 * (steps / (steps + 2·length)). The within-band parts add up to less than 10, so the
 * score orders puzzles by level first.
 */
export function measure(puzzle: NumberMindPuzzle): NumberMindGrade | null {
  const found = levelOf(stepper, puzzle);
  if (!found) return null;
  const proof = new NumberMindSolver(puzzle.length, puzzle.guesses).count(2, PROOF_BUDGET);
  if (!proof.complete || proof.secrets.length !== 1) return null;
  const { level, log } = found;
  const { length } = puzzle;
  const guesses = puzzle.guesses.length;
  const figures = ladderFigures(stepper.ladder, level, log.steps);
  const { steps } = figures;
  const score = (level - 1) * 10 + (5 * (length - 3)) / 17 + (2.5 * length) / (length + guesses) + (2 * steps) / (steps + 2 * length);
  return {
    score: round1(score),
    ...figures,
    length,
    guesses,
    zeros: puzzle.guesses.filter((g) => g.correct === 0).length,
  };
}

/** The band a measured grade falls in: its level, 1 easy … 4 expert. */
export function bandOf(g: Pick<NumberMindGrade, 'level'>): Difficulty {
  return DIFFICULTIES[g.level - 1]!;
}
