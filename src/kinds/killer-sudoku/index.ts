import { defineKind } from '../../engine/define.ts';
import { GridCounter } from '../../engine/grid/count.ts';
import { gridWordsSet } from '../../engine/grid/words.ts';
import { aicWordsSet } from '../../engine/grid/aic/words.ts';
import { alsWordsSet } from '../../engine/grid/als/index.ts';
import { cellChainWordsSet } from '../../engine/grid/cell-chains/words.ts';
import { digitChainsWordSet } from '../../engine/grid/digit-chains/words.ts';
import type { Solved } from '../../engine/kind.ts';
import { rowsOf } from '../../engine/steps.ts';
import { mistakeOf, unlike } from './check.ts';
import { draw, drawAnswer, plannedAnswer, standIns, text } from './draw.ts';
import { generate, makingWork, PROOF_BUDGET, refusal } from './generate.ts';
import { grading, type KillerGrade } from './grade.ts';
import { type KillerOptions, type KillerOptionsInput, type KillerPuzzle, type KillerSolution, optionsSchema, puzzleSchema, solutionSchema } from './schema.ts';
import { givensOf, shapeFor, stepper } from './steps.ts';
import { playWordsSet, type Told, wordsSet } from './words.ts';
import costs from './costs.json' with { type: 'json' };

/** The proof: the kit's counter on the rows, columns, boxes and cages, every solution up to the limit. */
function solve(puzzle: KillerPuzzle, limit: number, budget = PROOF_BUDGET): Solved<KillerSolution> {
  const r = new GridCounter(shapeFor(puzzle)).count(givensOf(puzzle), limit, Math.min(budget, PROOF_BUDGET));
  return { solutions: r.solutions.map((cells) => ({ grid: rowsOf(Array.from(cells), puzzle.size) })), complete: r.complete, work: r.work };
}
export const kind = defineKind<KillerOptions, KillerPuzzle, KillerSolution, KillerGrade, KillerOptionsInput, Told>({
  words: wordsSet, playWords: playWordsSet,
  shared: [gridWordsSet, digitChainsWordSet, cellChainWordsSet, aicWordsSet, alsWordsSet],
  told: (p) => ({ size: p.size, width: p.box[0], height: p.box[1] }),
  options: optionsSchema, sizeOption: { name: 'size', square: true }, puzzle: puzzleSchema, solution: solutionSchema,
  grading, generate, refuses: refusal, makingWork, costs, solve, mistake: mistakeOf, stepper, unlike,
  draw, drawAnswer, plannedAnswer, text, standIns,
  example: { size: 6 },
  print: { regular: [9, 12], large: [12, 17] },
});
