import { defineKind } from '../../engine/define.ts';
import { lacks } from './answers.ts';
import costs from './costs.json' with { type: 'json' };
import { block } from './block.ts';
import { mistakeOf } from './check.ts';
import { draw, drawAnswer, text } from './draw.ts';
import { themeChoices } from '../../engine/wordkit/lexicon.ts';
import { generate, refusal } from './generate.ts';
import { grading, type WordScrambleGrade } from './grade.ts';
import { plannedAnswer } from './planned.ts';
import { playWordsSet } from './play-words.ts';
import { optionsSchema, puzzleSchema, solutionSchema, type WordScrambleOptions, type WordScrambleOptionsInput, type WordScramblePuzzle, type WordScrambleSolution } from './schema.ts';
import { solve } from './solve.ts';
import { standIns } from './stand-ins.ts';
import { stepper } from './steps.ts';
import { unfit } from './unfit.ts';
import { unlike } from './unlike.ts';
import { type Told, wordsSet } from './words.ts';

export const kind = defineKind<WordScrambleOptions, WordScramblePuzzle, WordScrambleSolution, WordScrambleGrade, WordScrambleOptionsInput, Told>({
  words: wordsSet,
  playWords: playWordsSet,
  lacks,
  told: (puzzle) => ({ context: puzzle.final ? 'final' : 'plain' }),
  options: optionsSchema,
  sizeOption: { name: 'count', square: false },
  lists: { themes: themeChoices },
  puzzle: puzzleSchema,
  solution: solutionSchema,
  grading,
  generate,
  refuses: refusal,
  solve,
  block,
  mistake: mistakeOf,
  unfit,
  draw,
  drawAnswer,
  plannedAnswer,
  text,
  unlike,
  stepper,
  example: { count: 6 },
  costs,
  standIns,
  print: { regular: [5.5, 8], large: [8.5, 11] },
});
