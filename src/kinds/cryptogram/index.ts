import { defineKind } from '../../engine/define.ts';
import { lacks } from './answers.ts';
import costs from './costs.json' with { type: 'json' };
import { block } from './block.ts';
import { mistakeOf } from './check.ts';
import { draw, drawAnswer, text } from './draw.ts';
import { generate, refusal } from './generate.ts';
import { type CryptogramGrade, grading } from './grade.ts';
import { plannedAnswer } from './planned.ts';
import { playWordsSet } from './play-words.ts';
import { type CryptogramOptions, type CryptogramOptionsInput, type CryptogramPuzzle, type CryptogramSolution, optionsSchema, puzzleSchema, solutionSchema } from './schema.ts';
import { solve } from './solve.ts';
import { standIns } from './stand-ins.ts';
import { stepper } from './steps.ts';
import { unlike } from './unlike.ts';

const sameKey = (a: Record<string, string>, b: Record<string, string>) => Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([c, l]) => b[c] === l);
import { type Told, wordsSet } from './words.ts';

export const kind = defineKind<CryptogramOptions, CryptogramPuzzle, CryptogramSolution, CryptogramGrade, CryptogramOptionsInput, Told>({
  words: wordsSet,
  playWords: playWordsSet,
  lacks,
  told: (puzzle) => ({ context: Object.keys(puzzle.given).length > 0 ? 'given' : 'plain' }),
  options: optionsSchema,
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
  // A solver finds the key, and the text it reads in grid letters; the record keeps the saying as written.
  sameAnswer: (found, stored) => sameKey(found.key, stored.key),
  stepper,
  example: {},
  costs,
  standIns,
  print: { regular: [5.5, 8], large: [8.5, 11] },
});
