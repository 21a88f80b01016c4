import { defineKind } from '../../engine/define.ts';
import { block } from './block.ts';
import { mistakeOf } from './check.ts';
import { draw, drawAnswer, text } from './draw.ts';
import { generate, lacks, refusal } from './generate.ts';
import { type FillInGrade, grading } from './grade.ts';
import { plannedAnswer } from './planned.ts';
import { playWordsSet } from './play-words.ts';
import { type FillInOptions, type FillInOptionsInput, type FillInPuzzle, type FillInSolution, optionsSchema, puzzleSchema, solutionSchema } from './schema.ts';
import { solve } from './solve.ts';
import { standIns } from './stand-ins.ts';
import { stepper } from './steps.ts';
import { unlike } from './unlike.ts';
import { type Told, wordsSet } from './words.ts';

export const kind = defineKind<FillInOptions, FillInPuzzle, FillInSolution, FillInGrade, FillInOptionsInput, Told>({
  words: wordsSet,
  playWords: playWordsSet,
  lacks,
  told: (puzzle) => ({ context: puzzle.alphabet }),
  options: optionsSchema,
  sizeOption: { name: 'size', square: true },
  puzzle: puzzleSchema,
  solution: solutionSchema,
  grading,
  generate,
  refuses: refusal,
  solve,
  block,
  mistake: mistakeOf,
  draw,
  drawAnswer,
  plannedAnswer,
  text,
  unlike,
  stepper,
  example: { size: 7 },
  standIns,
  print: { regular: [7, 8.8], large: [9.5, 11.8] },
});
