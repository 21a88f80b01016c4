import { defineKind } from '../../engine/define.ts';
import { GridCounter } from '../../engine/grid/count.ts';
import { gridWordsSet } from '../../engine/grid/words.ts';
import type { Solved } from '../../engine/kind.ts';
import { gridSizing } from '../../engine/sizing.ts';
import { mistakeOf } from './check.ts';
import { draw, drawAnswer, text } from './draw.ts';
import { plannedAnswer } from './planned.ts';
import { generate, makingWork, PROOF_BUDGET, refusal } from './generate.ts';
import { grading, type KakuroGrade } from './grade.ts';
import { playWordsSet } from './play-words.ts';
import { type KakuroOptions, type KakuroOptionsInput, type KakuroPuzzle, type KakuroSolution, MIN_SIDE, optionsSchema, puzzleSchema, solutionSchema } from './schema.ts';
import { shapeFor, stepper } from './steps.ts';
import { unlike } from './unlike.ts';
import { wordsSet } from './words.ts';
import { standIns } from './stand-ins.ts';
import costs from './costs.json' with { type: 'json' };

/** The proof: the kit's counter on the runs, every solution up to the limit; the black squares (0 in its answers) are null. */
function solve(puzzle: KakuroPuzzle, limit: number, budget = PROOF_BUDGET): Solved<KakuroSolution> {
  const r = new GridCounter(shapeFor(puzzle)).count(new Uint8Array(puzzle.rows * puzzle.cols), limit, Math.min(budget, PROOF_BUDGET));
  const grid = (cells: Uint8Array) => puzzle.cells.map((row, r) => row.map((cell, c) => (cell === null ? cells[r * puzzle.cols + c]! : null)));
  return { solutions: r.solutions.map((cells) => ({ grid: grid(cells) })), complete: r.complete, work: r.work };
}

export const kind = defineKind<KakuroOptions, KakuroPuzzle, KakuroSolution, KakuroGrade, KakuroOptionsInput>({
  words: wordsSet,
  playWords: playWordsSet,
  shared: [gridWordsSet],
  options: optionsSchema,
  sizeOption: { name: 'size', square: true },
  puzzle: puzzleSchema,
  solution: solutionSchema,
  grading,
  generate,
  refuses: refusal,
  makingWork,
  costs,
  sizing: gridSizing(MIN_SIDE, (o) => [o.cols, o.rows], (o, cols, rows) => ({ ...o, cols, rows }), ['cols', 'rows']),
  solve,
  mistake: mistakeOf,
  draw,
  drawAnswer,
  plannedAnswer,
  text,
  unlike,
  stepper,
  example: { size: 5 },
  standIns,
  print: { regular: [8, 11], large: [12, 16] },
});
