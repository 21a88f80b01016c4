import type { PuzzleKind, Solved } from '../../kind.ts';
import { checkExpression } from './check.ts';
import { draw, drawAnswer, workingLines } from './draw.ts';
import { show } from './expr.ts';
import { generate, refusal } from './generate.ts';
import { bandOf, type CountdownGrade, gradeSchema, measure } from './grade.ts';
import {
  type CountdownOptions,
  type CountdownOptionsInput,
  type CountdownPuzzle,
  type CountdownSolution,
  optionsSchema,
  puzzleSchema,
  solutionSchema,
} from './schema.ts';
import { Countdown } from './solver.ts';
import { stepper } from './steps.ts';
import { unlike } from './unlike.ts';
import { words } from './words.ts';

/**
 * Every distinct solution, simplest first, up to `limit`; `total` counts them all, `closest` is
 * there when none exists. Always complete: the costliest game the schema takes (six cards near
 * 1000) is a small fraction of a second, so no budget is needed; its work is reported.
 */
function solve(puzzle: CountdownPuzzle, limit: number): Solved<CountdownSolution> {
  const solver = new Countdown(puzzle.numbers);
  const all = solver.solutions(puzzle.target);
  const details: Record<string, number> = { total: all.length };
  if (all.length === 0) details.closest = solver.closest(puzzle.target);
  return { solutions: all.slice(0, limit).map((e) => ({ expression: show(e) })), complete: true, details, work: solver.work };
}

function check(puzzle: CountdownPuzzle, solution: CountdownSolution): string | null {
  return checkExpression(puzzle, solution.expression);
}

function text(puzzle: CountdownPuzzle, solution?: CountdownSolution): string {
  const head = words.heading({ target: puzzle.target, numbers: puzzle.numbers.join(' ') });
  if (!solution) return head;
  const { steps, others } = workingLines(puzzle, solution);
  return [head, ...steps, solution.expression, others].join('\n');
}

export const kind: PuzzleKind<CountdownOptions, CountdownPuzzle, CountdownSolution, CountdownGrade, CountdownOptionsInput> = {
  // Read at each use, in the language of the book (src/engine/language.ts).
  get title() {
    return words.title;
  },
  options: optionsSchema,
  puzzle: puzzleSchema,
  solution: solutionSchema,
  grade: gradeSchema,
  proof: 'solvable',
  generate,
  refuses: refusal,
  solve,
  check,
  draw,
  drawAnswer,
  text,
  regrade: (puzzle) => measure(puzzle),
  band: bandOf,
  unlike,
  words: {
    rules: (puzzle) => words.rules({ count: words.count[puzzle.numbers.length]! }),
    instruction: (puzzle) => words.instruction({ count: words.count[puzzle.numbers.length]! }),
    measures: words.measures,
  },
  stepper,
  example: {},
};
