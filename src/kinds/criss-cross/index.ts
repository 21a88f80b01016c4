import { defineKind } from '../../engine/define.ts';
import { block } from './block.ts';
import { mistakeOf } from './check.ts';
import { draw, drawAnswer, text } from './draw.ts';
import { generate, lacks, refusal, themesOf } from './generate.ts';
import { type CrissCrossGrade, grading } from './grade.ts';
import { plannedAnswer } from './planned.ts';
import { playWordsSet } from './play-words.ts';
import { type CrissCrossOptions, type CrissCrossOptionsInput, type CrissCrossPuzzle, type CrissCrossSolution, optionsSchema, puzzleSchema, solutionSchema } from './schema.ts';
import { solve, unfit } from './solve.ts';
import { standIns } from './stand-ins.ts';
import { stepper } from './steps.ts';
import { unlike } from './unlike.ts';
import { type Told, wordsSet } from './words.ts';
import costs from './costs.json' with { type: 'json' };

export const kind = defineKind<CrissCrossOptions, CrissCrossPuzzle, CrissCrossSolution, CrissCrossGrade, CrissCrossOptionsInput, Told>({
  words: wordsSet,
  playWords: playWordsSet,
  lacks,
  told: (puzzle) => ({ context: puzzle.printBank ? 'bank' : 'clues' }),
  options: optionsSchema,
  sizeOption: { name: 'size', square: true },
  puzzle: puzzleSchema,
  solution: solutionSchema,
  grading,
  generate,
  refuses: refusal,
  costs,
  lists: { themes: themesOf, clued: true },
  solve,
  unfit,
  block,
  mistake: mistakeOf,
  draw,
  drawAnswer,
  plannedAnswer,
  text,
  unlike,
  stepper,
  example: { size: 9, count: 5 },
  standIns,
  print: { regular: [7, 8.8], large: [9.5, 11.8] },
});
