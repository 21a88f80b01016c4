import { defineKind } from '../../engine/define.ts';
import { GridCounter } from '../../engine/grid/count.ts';
import type { Solved } from '../../engine/kind.ts';
import { rowsOf } from '../../engine/steps.ts';
import { mistakeOf } from './check.ts';
import { draw, drawAnswer, text } from './draw.ts';
import { plannedAnswer } from './planned.ts';
import { generate, makingWork, refusal } from './generate.ts';
import { grading, type SudokuGrade } from './grade.ts';
import { playWordsSet } from './play-words.ts';
import { optionsSchema, puzzleSchema, solutionSchema, type SudokuOptions, type SudokuOptionsInput, type SudokuPuzzle, type SudokuSolution } from './schema.ts';
import { shapeFor, stepper } from './steps.ts';
import { line } from './line.ts';
import { unlike } from './unlike.ts';
import { figuresOf, type Told, wordsSet } from './words.ts';
import { gridWordsSet } from '../../engine/grid/words.ts';
import { cellChainWordsSet } from '../../engine/grid/cell-chains/words.ts';
import { digitChainsWordSet } from '../../engine/grid/digit-chains/words.ts';
import { aicWordsSet } from '../../engine/grid/aic/words.ts';
import { alsWordsSet } from '../../engine/grid/als/index.ts';
import { uniquenessWordsSet } from '../../engine/grid/uniqueness/words.ts';
import { standIns } from './stand-ins.ts';
import costs from './costs.json' with { type: 'json' };

/** The proof's budget of counted work: a hard 9×9 takes well under a million; a 17-clue one a few million. */
const PROOF_BUDGET = 300_000_000;

/** The proof: the kit's counter, every solution up to the limit. */
function solve(puzzle: SudokuPuzzle, limit: number, budget = PROOF_BUDGET): Solved<SudokuSolution> {
  const r = new GridCounter(shapeFor(puzzle.size, puzzle.box)).count(puzzle.givens.flat(), limit, Math.min(budget, PROOF_BUDGET));
  return { solutions: r.solutions.map((cells) => ({ grid: rowsOf(Array.from(cells), puzzle.size) })), complete: r.complete, work: r.work };
}

export const kind = defineKind<SudokuOptions, SudokuPuzzle, SudokuSolution, SudokuGrade, SudokuOptionsInput, Told>({
  words: wordsSet,
  playWords: playWordsSet,
  shared: [gridWordsSet, uniquenessWordsSet, digitChainsWordSet, cellChainWordsSet, aicWordsSet, alsWordsSet],
  told: (p) => ({ context: figuresOf(p.size), size: p.size, width: p.box[0], height: p.box[1] }),
  options: optionsSchema,
  sizeOption: { name: 'size', square: true },
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
  line,
  unlike,
  stepper,
  example: { size: 4 },
  standIns,
  print: { regular: [8, 11], large: [12, 17] },
});
