import { defineKind } from '../../engine/define.ts';
import type { Likeness, Solved } from '../../engine/kind.ts';
import { mistakeOf } from './check.ts';
import { draw, drawAnswer, workingLines } from './draw.ts';
import { show } from './expr.ts';
import { generate, makingWork, refusal } from './generate.ts';
import { type CountdownGrade, grading } from './grade.ts';
import { patternOf, shapeOf } from './methods.ts';
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
import { provedNow, simplestWayAt, stepper } from './steps.ts';
import { unlike } from './unlike.ts';
import { playWordsSet } from './play-words.ts';
import { words, wordsSet } from './words.ts';

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

/**
 * What makes Countdown puzzles of a section alike: a target (each once in a section), and the
 * way the key shows: in easy its pattern (methods.ts `patternOf`: `L × s`, one large card
 * times one small one; `L + s + s`; …) in a third of a section at most; in medium and hard its
 * shape (`shapeOf`: a product and two single cards, a sum as the factor, …) in two thirds, so a
 * third or more show another. Expert's ways are the long way round or a division, each many
 * shapes in itself: its target alone.
 */
function likeness(puzzle: CountdownPuzzle, grade: CountdownGrade): Likeness[] {
  const keys: Likeness[] = [{ key: `target ${puzzle.target}`, share: 0 }];
  const share = SHAPE_SHARE[grade.level];
  const way = share === undefined ? undefined : simplestWayAt(puzzle, grade.level);
  if (way) keys.push({ key: grade.level === 1 ? `pattern: ${patternOf(way.e)}` : `shape: ${shapeOf(way.e, way.method)}`, share: share! });
  return keys;
}

/** The share of a section one shape of way may take, by level (none for expert). */
const SHAPE_SHARE: Record<number, number> = { 1: 1 / 3, 2: 2 / 3, 3: 2 / 3 };

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
  puzzle: puzzleSchema,
  solution: solutionSchema,
  grading,
  // A target has many ways: the solver proves it reachable, and the stored way right.
  proof: 'solvable',
  generate,
  refuses: refusal,
  makingWork,
  solve,
  mistake: mistakeOf,
  draw,
  drawAnswer,
  text,
  unlike,
  likeness,
  stepper,
  example: {},
});
