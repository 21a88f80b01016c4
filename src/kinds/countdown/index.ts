import { defineKind } from '../../engine/define.ts';
import type { Solved } from '../../engine/kind.ts';
import { mistakeOf } from './check.ts';
import { draw, drawAnswer, workingLines } from './draw.ts';
import { plannedAnswer } from './planned.ts';
import { show } from './expr.ts';
import { generate, makingWork, refusal } from './generate.ts';
import { type CountdownGrade, grading } from './grade.ts';
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
import { provedNow, stepper } from './steps.ts';
import { unlike } from './unlike.ts';
import { likeness } from './variety.ts';
import { playWordsSet } from './play-words.ts';
import { words, wordsSet } from './words.ts';
import { standIns } from './stand-ins.ts';
import costs from './costs.json' with { type: 'json' };

/**
 * Every distinct solution, simplest first, up to `limit`; `total` counts them all, `closest` is
 * there when none exists. Always complete: the costliest game the schema takes (six cards near
 * 1000) is a small fraction of a second, so no budget is needed; its work is reported.
 */
function solve(puzzle: CountdownPuzzle, limit: number): Solved<CountdownSolution> {
  const solver = new Countdown(puzzle.numbers);
  const all = solver.solutions(puzzle.target);
  provedNow(puzzle, all);
  const details: Record<string, number> = { total: all.length };
  if (all.length === 0) details.closest = solver.closest(puzzle.target);
  return { solutions: all.slice(0, limit).map((e) => ({ expression: show(e) })), complete: true, details, work: solver.work };
}

function text(puzzle: CountdownPuzzle, solution?: CountdownSolution): string {
  const head = words.heading({ target: puzzle.target, numbers: puzzle.numbers.join(' ') });
  if (!solution) return head;
  const { steps, others } = workingLines(puzzle, solution);
  return [head, ...steps, solution.expression, others].join('\n');
}

export const kind = defineKind<CountdownOptions, CountdownPuzzle, CountdownSolution, CountdownGrade, CountdownOptionsInput, { count: string }>({
  words: wordsSet,
  playWords: playWordsSet,
  // How many cards, in words: "six numbers".
  told: (puzzle) => ({ count: words.count[puzzle.numbers.length as 4 | 5 | 6] }),
  options: optionsSchema,
  sizeOption: { name: 'cards', square: false },
  puzzle: puzzleSchema,
  solution: solutionSchema,
  grading,
  // A target has many ways: the solver proves it reachable, and the stored way right.
  proof: 'solvable',
  generate,
  refuses: refusal,
  makingWork,
  costs,
  solve,
  mistake: mistakeOf,
  draw,
  drawAnswer,
  plannedAnswer,
  text,
  unlike,
  likeness,
  stepper,
  example: {},
  standIns,
  print: { regular: [6, 8], large: [8.5, 11] },
});
