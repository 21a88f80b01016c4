import { defineKind } from '../../engine/define.ts';
import type { Solved } from '../../engine/kind.ts';
import { digitsSizing } from '../../engine/sizing.ts';
import { mistakeOf } from './check.ts';
import { draw, drawAnswer } from './draw.ts';
import { plannedAnswer } from './planned.ts';
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
import { NumberMindSolver } from './solver.ts';
import { standIns } from './stand-ins.ts';
import { stepper } from './steps.ts';
import { unlike } from './unlike.ts';
import { playWordsSet } from './play-words.ts';
import { wordsSet } from './words.ts';
import costs from './costs.json' with { type: 'json' };

function solve(puzzle: NumberMindPuzzle, limit: number, budget = PROOF_BUDGET): Solved<NumberMindSolution> {
  const r = new NumberMindSolver(puzzle.length, puzzle.guesses).count(limit, Math.min(budget, PROOF_BUDGET));
  return { solutions: r.secrets.map((secret) => ({ secret })), complete: r.complete, work: r.work.cost };
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
  sizeOption: { name: 'length', square: false },
  puzzle: puzzleSchema,
  solution: solutionSchema,
  grading,
  generate,
  makingWork,
  costs,
  sizing: digitsSizing('length', MIN_LENGTH),
  solve,
  mistake: mistakeOf,
  draw,
  drawAnswer,
  plannedAnswer,
  text,
  likeness,
  unlike,
  stepper,
  example: { length: 3 },
  standIns,
  print: { regular: [6, 8.5], large: [10, 12] },
});
