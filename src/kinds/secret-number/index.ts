import { defineKind } from '../../engine/define.ts';
import { digitsSizing, type Sizing } from '../../engine/sizing.ts';
import { draw, drawAnswer } from './draw.ts';
import { plannedAnswer } from './planned.ts';
import { generate, makingWork } from './generate.ts';
import { grading, type SecretNumberGrade } from './grade.ts';
import { likeness } from './likeness.ts';
import {
  DEFAULT_DIGITS,
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
import { standIns } from './stand-ins.ts';
import costs from './costs.json' with { type: 'json' };

/**
 * `--digits N`, down to 2. Options naming no digits are sized at the largest band default
 * (expert's 4): the sizing knows no band, and only the slowest band is ever too slow.
 */
const byDigits = digitsSizing<{ digits: number }, 'digits'>('digits', MIN_DIGITS);
const sized = (o: SecretNumberOptions) => ({ ...o, digits: o.digits ?? Math.max(...Object.values(DEFAULT_DIGITS)) });
const sizing: Sizing<SecretNumberOptions> = {
  label: (o) => byDigits.label(sized(o)),
  flags: (o) => byDigits.flags(sized(o)),
  smaller: (o) => byDigits.smaller(sized(o)),
};

export const kind = defineKind<SecretNumberOptions, SecretNumberPuzzle, SecretNumberSolution, SecretNumberGrade, SecretNumberOptionsInput, { digits: number }>({
  words: wordsSet,
  playWords: playWordsSet,
  told: (puzzle) => ({ digits: puzzle.digits }),
  options: optionsSchema,
  sizeOption: { name: 'digits', square: false },
  puzzle: puzzleSchema,
  solution: solutionSchema,
  grading,
  generate,
  makingWork,
  costs,
  sizing,
  solve,
  mistake: mistakeOf,
  draw,
  drawAnswer,
  plannedAnswer,
  text,
  unlike,
  likeness,
  stepper,
  example: { digits: 3 },
  standIns,
  print: { regular: [4.8, 5.7], large: [6.4, 7.5] },
});
