import { defineKind } from '../../engine/define.ts';
import type { Solved } from '../../engine/kind.ts';
import { gridSizing } from '../../engine/sizing.ts';
import { mistakeOf } from './check.ts';
import { draw, drawAnswer } from './draw.ts';
import { plannedAnswer } from './planned.ts';
import { generate, makingWork } from './generate.ts';
import { grading, likeness, type NumbrixGrade, PROOF_BUDGET } from './grade.ts';
import {
  MIN_SIDE,
  type NumbrixOptions,
  type NumbrixOptionsInput,
  type NumbrixPuzzle,
  type NumbrixSolution,
  optionsSchema,
  puzzleSchema,
  solutionSchema,
} from './schema.ts';
import { solverFor } from './solver.ts';
import { stepper } from './steps.ts';
import { text } from './text.ts';
import { unlike } from './unlike.ts';
import { playWordsSet } from './play-words.ts';
import { wordsSet } from './words.ts';
import { standIns } from './stand-ins.ts';
import costs from './costs.json' with { type: 'json' };

function solve(puzzle: NumbrixPuzzle, limit: number, budget = PROOF_BUDGET): Solved<NumbrixSolution> {
  const { width, height } = puzzle;
  const result = solverFor(width, height).count(puzzle.givens.flat(), limit, Math.min(budget, PROOF_BUDGET));
  const solutions = result.solutions.map((cellOf) => {
    const grid = Array.from({ length: height }, () => new Array<number>(width).fill(0));
    cellOf.forEach((cell, v) => (grid[Math.floor(cell / width)]![cell % width] = v + 1));
    return { grid };
  });
  return { solutions, complete: result.complete, work: result.work.cost };
}

export const kind = defineKind<NumbrixOptions, NumbrixPuzzle, NumbrixSolution, NumbrixGrade, NumbrixOptionsInput, { last: number }>({
  words: wordsSet,
  playWords: playWordsSet,
  // The path's last number, which the rules name.
  told: (puzzle) => ({ last: puzzle.width * puzzle.height }),
  options: optionsSchema,
  sizeOption: { name: 'size', square: true },
  puzzle: puzzleSchema,
  solution: solutionSchema,
  grading,
  generate,
  makingWork,
  costs,
  sizing: gridSizing(MIN_SIDE, (o) => [o.width, o.height], (o, width, height) => ({ ...o, width, height }), ['width', 'height']),
  solve,
  mistake: mistakeOf,
  draw,
  drawAnswer,
  plannedAnswer,
  text,
  likeness,
  unlike,
  stepper,
  example: { size: 4 },
  standIns,
  print: { regular: [8, 11], large: [12, 17] },
});
