import { defineKind } from '../../engine/define.ts';
import { GridCounter } from '../../engine/grid/count.ts';
import { gridWordsSet } from '../../engine/grid/words.ts';
import type { Solved } from '../../engine/kind.ts';
import { rowsOf } from '../../engine/steps.ts';
import { mistakeOf } from './check.ts';
import { draw, standIns, text } from './draw.ts';
import { generate, makingWork, refusal } from './generate.ts';
import { type FutoshikiGrade, grading } from './grade.ts';
import { playWordsSet } from './play-words.ts';
import { type FutoshikiOptions, type FutoshikiOptionsInput, type FutoshikiPuzzle, type FutoshikiSolution, optionsSchema, puzzleSchema, solutionSchema } from './schema.ts';
import { shapeFor, stepper } from './steps.ts';
import { unlike } from './unlike.ts';
import { wordsSet } from './words.ts';
import costs from './costs.json' with { type: 'json' };

/** The proof: the kit's counter, which keeps the signs as inequalities. */
function solve(puzzle: FutoshikiPuzzle, limit: number, budget = 50_000_000): Solved<FutoshikiSolution> {
  const { solutions, complete, work } = new GridCounter(shapeFor(puzzle)).count(puzzle.givens.flat(), limit, budget);
  return { solutions: solutions.map((cells) => ({ grid: rowsOf(Array.from(cells), puzzle.size) })), complete, work };
}

export const kind = defineKind<FutoshikiOptions, FutoshikiPuzzle, FutoshikiSolution, FutoshikiGrade, FutoshikiOptionsInput, { size: number }>({
  words: wordsSet,
  playWords: playWordsSet,
  shared: [gridWordsSet],
  told: (p) => ({ size: p.size }),
  options: optionsSchema, puzzle: puzzleSchema, solution: solutionSchema,
  grading,
  generate,
  refuses: refusal,
  makingWork,
  costs,
  solve,
  mistake: mistakeOf,
  draw, text, unlike,
  stepper,
  example: { size: 5 },
  standIns,
  print: { regular: [8, 11], large: [12, 17] },
});
