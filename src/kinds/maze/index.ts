import { defineKind } from '../../engine/define.ts';
import { gridSizing } from '../../engine/sizing.ts';
import { mistakeOf } from './check.ts';
import { draw, drawAnswer } from './draw.ts';
import { generate, refusal } from './generate.ts';
import { grading, type MazeGrade } from './grade.ts';
import { plannedAnswer } from './planned.ts';
import { playWordsSet } from './play-words.ts';
import { leastSide, MIN_SIDE, type MazeOptions, type MazeOptionsInput, type MazePuzzle, type MazeSolution, optionsSchema, puzzleSchema, solutionSchema } from './schema.ts';
import { solve, unfit } from './solve.ts';
import { standIns } from './stand-ins.ts';
import { stepper } from './steps.ts';
import { text } from './text.ts';
import { unlike } from './unlike.ts';
import { type Told, wordsSet } from './words.ts';
import costs from './costs.json' with { type: 'json' };

const sides = gridSizing<MazeOptions>(MIN_SIDE, (o) => [o.rows, o.cols], (o, rows, cols) => ({ ...o, rows, cols }), ['rows', 'cols']);

export const kind = defineKind<MazeOptions, MazePuzzle, MazeSolution, MazeGrade, MazeOptionsInput, Told>({
  words: wordsSet,
  playWords: playWordsSet,
  options: optionsSchema,
  sizeOption: { name: 'size', square: true },
  bookPerPage: 1,
  puzzle: puzzleSchema,
  solution: solutionSchema,
  grading,
  generate,
  refuses: refusal,
  costs,
  sizing: {
    ...sides,
    // An outline smaller than it is drawn in is no smaller maze to offer.
    smaller: (o) => {
      const less = sides.smaller(o);
      return less && Math.min(less.rows, less.cols) < leastSide(less.shape) ? null : less;
    },
  },
  solve,
  unfit,
  mistake: mistakeOf,
  draw,
  drawAnswer,
  plannedAnswer,
  text,
  unlike,
  told: (puzzle) => ({ context: puzzle.shape === 'round' ? `round-${puzzle.picture ?? 'none'}` : (puzzle.picture ?? 'none') }),
  stepper,
  example: { size: 8 },
  standIns,
  print: { regular: [3, 18], large: [5, 24] },
});
