import { defineKind } from '../../engine/define.ts';
import { digitsSizing } from '../../engine/sizing.ts';
import { draw, drawAnswer } from './draw.ts';
import { generate, makingWork } from './generate.ts';
import { grading, type SecretNumberGrade } from './grade.ts';
import { likeness } from './likeness.ts';
import {
  MIN_DIGITS,
  optionsSchema,
  puzzleSchema,
  type SecretNumberOptions,
  type SecretNumberOptionsInput,
  type SecretNumberPuzzle,
  type SecretNumberSolution,
  solutionSchema,
} from './schema.ts';
import { mistakeOf } from './check.ts';
import { solve } from './solve.ts';
import { stepper } from './steps.ts';
import { text } from './text.ts';
import { unlike } from './unlike.ts';
import { playWordsSet } from './play-words.ts';
import { wordsSet } from './words.ts';

export const kind = defineKind<SecretNumberOptions, SecretNumberPuzzle, SecretNumberSolution, SecretNumberGrade, SecretNumberOptionsInput, { digits: number }>({
  words: wordsSet,
  playWords: playWordsSet,
  told: (puzzle) => ({ digits: puzzle.digits }),
  options: optionsSchema,
  puzzle: puzzleSchema,
  solution: solutionSchema,
  grading,
  generate,
  makingWork,
  sizing: digitsSizing('digits', MIN_DIGITS),
  solve,
  mistake: mistakeOf,
  draw,
  drawAnswer,
  text,
  unlike,
  likeness,
  stepper,
  example: { digits: 3 },
});
