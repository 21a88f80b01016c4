import { defineKind } from '../../engine/define.ts';
import { GridCounter } from '../../engine/grid/count.ts';
import { gridWordsSet } from '../../engine/grid/words.ts';
import { aicWordsSet } from '../../engine/grid/aic/words.ts';
import { alsWordsSet } from '../../engine/grid/als/index.ts';
import { cellChainWordsSet } from '../../engine/grid/cell-chains/words.ts';
import type { Solved } from '../../engine/kind.ts';
import { rowsOf } from '../../engine/steps.ts';
import { mistakeOf } from './check.ts';
import { draw, drawAnswer, text } from './draw.ts';
import { plannedAnswer } from './planned.ts';
import { generate, makingWork, PROOF_BUDGET, refusal } from './generate.ts';
import { type CalcudokuGrade, grading } from './grade.ts';
import { playWordsSet } from './play-words.ts';
import { type CalcudokuOptions, type CalcudokuOptionsInput, type CalcudokuPuzzle, type CalcudokuSolution, optionsSchema, puzzleSchema, solutionSchema } from './schema.ts';
import { givensOf, shapeFor, stepper } from './steps.ts';
import { unlike } from './unlike.ts';
import { opsSaid } from './say.ts';
import { type Told, wordsSet } from './words.ts';
import { standIns } from './stand-ins.ts';
import costs from './costs.json' with { type: 'json' };

/** The proof: the kit's counter on the rows, columns and cages, every solution up to the limit. */
function solve(puzzle: CalcudokuPuzzle, limit: number, budget = PROOF_BUDGET): Solved<CalcudokuSolution> {
  const r = new GridCounter(shapeFor(puzzle)).count(givensOf(puzzle), limit, Math.min(budget, PROOF_BUDGET));
  return { solutions: r.solutions.map((cells) => ({ grid: rowsOf(Array.from(cells), puzzle.size) })), complete: r.complete, work: r.work };
}

/**
 * A class's sheet (issue 91): sums and differences alone are a first-years' Calcudoku, and the
 * kind's default 6×6 printed one a page; a 4×4 prints four a page, as a class's sheet does.
 * A size asked for stands.
 */
function classSheet(asked: Readonly<Record<string, unknown>>) {
  if (asked.size !== undefined || typeof asked.ops !== 'string' || /[*/×÷x]/.test(asked.ops)) return null;
  return { options: { size: 4 }, said: 'Calcudoku of sums and differences alone, for young children: 4×4 grids, as a class uses (--size asks for another)' };
}

/** The order the rules name the operations in: sums and products first, then what only two cells may show. */
const ORDER = ['+', '*', '-', '/'];

export const kind = defineKind<CalcudokuOptions, CalcudokuPuzzle, CalcudokuSolution, CalcudokuGrade, CalcudokuOptionsInput, Told>({
  words: wordsSet,
  playWords: playWordsSet,
  shared: [gridWordsSet, cellChainWordsSet, aicWordsSet, alsWordsSet],
  told: (p) => ({ size: p.size, ops: opsSaid(ORDER.filter((op) => p.cages.some((cage) => cage.op === op))) }),
  options: optionsSchema,
  sizeOption: { name: 'size', square: true },
  classSheet,
  puzzle: puzzleSchema,
  solution: solutionSchema,
  grading,
  generate,
  refuses: refusal,
  makingWork,
  costs,
  solve,
  mistake: mistakeOf,
  draw,
  drawAnswer,
  plannedAnswer,
  text,
  unlike,
  stepper,
  example: { size: 4, ops: '+-' },
  standIns,
  print: { regular: [9, 12], large: [12, 16] },
});
