import type { PuzzleKind } from '../../kind.ts';
import { digitsSizing } from '../../sizing.ts';
import { draw, drawAnswer } from './draw.ts';
import { generate, makingWork } from './generate.ts';
import { bounds, gradeSchema, measure, type SecretNumberGrade } from './grade.ts';
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
import { check, solve } from './solve.ts';
import { stepper } from './steps.ts';
import { text } from './text.ts';
import { unlike } from './unlike.ts';
import { playWordsSet } from './play-words.ts';
import { words, wordsSet } from './words.ts';

export const kind: PuzzleKind<SecretNumberOptions, SecretNumberPuzzle, SecretNumberSolution, SecretNumberGrade, SecretNumberOptionsInput> = {
  // Read at each use, in the language of the book (src/engine/language.ts).
  get title() {
    return words.title;
  },
  options: optionsSchema,
  puzzle: puzzleSchema,
  solution: solutionSchema,
  grade: gradeSchema,
  proof: 'unique',
  generate,
  makingWork,
  sizing: digitsSizing('digits', MIN_DIGITS),
  solve,
  check,
  draw,
  drawAnswer,
  text,
  regrade: (puzzle) => measure(puzzle),
  bounds,
  unlike,
  likeness,
  translations: { words: wordsSet, play: playWordsSet },
  words: {
    rules: (puzzle) => words.rules({ digits: puzzle.digits }),
    instruction: (puzzle) => words.instruction({ digits: puzzle.digits }),
    measures: words.measures,
  },
  stepper,
  example: { digits: 3 },
};
