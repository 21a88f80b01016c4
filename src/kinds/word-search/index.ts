import { defineKind } from '../../engine/define.ts';
import { block } from './block.ts';
import { mistakeOf } from './check.ts';
import { draw, drawAnswer, text } from './draw.ts';
import { themeChoices } from '../../engine/wordkit/lexicon.ts';
import { generate, lexiconLacks, offensiveInList, refusal } from './generate.ts';
import { grading, seconds, type WordSearchGrade } from './grade.ts';
import { likeness } from './likeness.ts';
import { plannedAnswer } from './planned.ts';
import { playWordsSet } from './play-words.ts';
import {
  optionsSchema,
  puzzleSchema,
  solutionSchema,
  type WordSearchOptions,
  type WordSearchOptionsInput,
  type WordSearchPuzzle,
  type WordSearchSolution,
} from './schema.ts';
import { solve, unfit } from './solve.ts';
import { standIns } from './stand-ins.ts';
import { stepper } from './steps.ts';
import { unlike } from './unlike.ts';
import { directionsSaid, type Told, wordsSet } from './words.ts';
import costs from './costs.json' with { type: 'json' };

export const kind = defineKind<WordSearchOptions, WordSearchPuzzle, WordSearchSolution, WordSearchGrade, WordSearchOptionsInput, Told>({
  words: wordsSet,
  playWords: playWordsSet,
  lacks: lexiconLacks,
  told: (puzzle) => ({ count: puzzle.words.length, directions: directionsSaid(puzzle.directions) }),
  options: optionsSchema,
  sizeOption: { name: 'size', square: true },
  worksheetPerPage: 1,
  puzzle: puzzleSchema,
  solution: solutionSchema,
  grading,
  seconds,
  generate,
  refuses: refusal,
  costs,
  lists: { themes: themeChoices, offensive: offensiveInList },
  solve,
  unfit,
  block,
  mistake: mistakeOf,
  draw,
  drawAnswer,
  plannedAnswer,
  text,
  likeness,
  unlike,
  stepper,
  example: { size: 8 },
  standIns,
  print: { regular: [6, 13], large: [7.5, 16] },
});
