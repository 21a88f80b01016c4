import { defineKind } from '../../engine/define.ts';
import { GridCounter } from '../../engine/grid/count.ts';
import { gridWordsSet } from '../../engine/grid/words.ts';
import type { Solved } from '../../engine/kind.ts';
import { rowsOf } from '../../engine/steps.ts';
import { mistakeOf } from './check.ts';
import { draw, standIns, text } from './draw.ts';
import { generate, makingWork, PROOF_BUDGET, refusal } from './generate.ts';
import { grading, type SkyscrapersGrade } from './grade.ts';
import { givensOf, optionsSchema, puzzleSchema, type SkyscrapersOptions, type SkyscrapersOptionsInput, type SkyscrapersPuzzle, type SkyscrapersSolution, solutionSchema } from './schema.ts';
import { shapeFor, stepper } from './steps.ts';
import { playWordsSet, wordsSet } from './words.ts';
import costs from './costs.json' with { type: 'json' };

/** The proof: the kit's counter, narrowing each clued line by its fillings (`Skyline`). */
function solve(puzzle: SkyscrapersPuzzle, limit: number, budget = PROOF_BUDGET): Solved<SkyscrapersSolution> {
  const r = new GridCounter(shapeFor(puzzle)).count(givensOf(puzzle).flat(), limit, budget);
  return { solutions: r.solutions.map((cells) => ({ grid: rowsOf(Array.from(cells), puzzle.size) })), complete: r.complete, work: r.work };
}
export const kind = defineKind<SkyscrapersOptions, SkyscrapersPuzzle, SkyscrapersSolution, SkyscrapersGrade, SkyscrapersOptionsInput, { size: number }>({
  words: wordsSet, playWords: playWordsSet, shared: [gridWordsSet], told: (p) => ({ size: p.size }),
  options: optionsSchema, puzzle: puzzleSchema, solution: solutionSchema, grading, generate, refuses: refusal, makingWork, costs, sizeOption: { name: 'size', square: true },
  solve, mistake: mistakeOf, draw, text, stepper, example: { size: 5 }, standIns,
  unlike: (options, puzzle) => (puzzle.size === options.size ? [] : [`puzzle.size: is ${puzzle.size} but options.size is ${options.size}`]),
  // Published Skyscrapers grids (Conceptis', the newspapers' 4×4 to 7×7) print cells of 9 to 12 mm, as Sudoku's; large print as Sudoku's.
  print: { regular: [8, 12], large: [12, 17] },
});
