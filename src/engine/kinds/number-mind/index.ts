import { defineKind } from '../../define.ts';
import type { Solved } from '../../kind.ts';
import { digitsSizing } from '../../sizing.ts';
import { draw, drawAnswer } from './draw.ts';
import { generate, makingWork } from './generate.ts';
import { grading, likeness, type NumberMindGrade, PROOF_BUDGET } from './grade.ts';
import {
  MIN_LENGTH,
  type NumberMindOptions,
  type NumberMindOptionsInput,
  type NumberMindPuzzle,
  type NumberMindSolution,
  optionsSchema,
  puzzleSchema,
  solutionSchema,
} from './schema.ts';
import { score } from './score.ts';
import { NumberMindSolver } from './solver.ts';
import { stepper } from './steps.ts';
import { unlike } from './unlike.ts';
import { playWordsSet } from './play-words.ts';
import { wordsSet } from './words.ts';

function solve(puzzle: NumberMindPuzzle, limit: number, budget = PROOF_BUDGET): Solved<NumberMindSolution> {
  const r = new NumberMindSolver(puzzle.length, puzzle.guesses).count(limit, Math.min(budget, PROOF_BUDGET));
  return { solutions: r.secrets.map((secret) => ({ secret })), complete: r.complete, work: r.work.cost };
}

/** Why a secret does not fit the guesses, or null if it does (scored directly, not by the solver). */
function check(puzzle: NumberMindPuzzle, solution: NumberMindSolution): string | null {
  if (solution.secret.length !== puzzle.length) return `the secret has ${solution.secret.length} digits, not ${puzzle.length}`;
  const i = puzzle.guesses.findIndex((g) => score(g.guess, solution.secret) !== g.correct);
  if (i < 0) return null;
  const g = puzzle.guesses[i]!;
  return `guess ${i + 1} (${g.guess}) would score ${score(g.guess, solution.secret)}, not ${g.correct}`;
}

function text(puzzle: NumberMindPuzzle, solution?: NumberMindSolution): string {
  const rows = puzzle.guesses.map((g) => `${g.guess}  ${g.correct}`);
  return [...rows, solution ? solution.secret : '_'.repeat(puzzle.length)].join('\n');
}

export const kind = defineKind<NumberMindOptions, NumberMindPuzzle, NumberMindSolution, NumberMindGrade, NumberMindOptionsInput, { length: number }>({
  words: wordsSet,
  playWords: playWordsSet,
  told: (puzzle) => ({ length: puzzle.length }),
  options: optionsSchema,
  puzzle: puzzleSchema,
  solution: solutionSchema,
  grading,
  generate,
  makingWork,
  sizing: digitsSizing('length', MIN_LENGTH),
  solve,
  check,
  draw,
  drawAnswer,
  text,
  likeness,
  unlike,
  stepper,
  example: { length: 3 },
});
