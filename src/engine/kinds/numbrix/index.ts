import { defineKind } from '../../define.ts';
import type { Solved } from '../../kind.ts';
import { gridSizing } from '../../sizing.ts';
import { draw } from './draw.ts';
import { generate, makingWork } from './generate.ts';
import { grading, likeness, type NumbrixGrade, PROOF_BUDGET } from './grade.ts';
import {
  MIN_SIDE,
  type NumbrixOptions,
  type NumbrixOptionsInput,
  type NumbrixPuzzle,
  type NumbrixSolution,
  optionsSchema,
  puzzleSchema,
  solutionSchema,
} from './schema.ts';
import { solverFor } from './solver.ts';
import { stepper } from './steps.ts';
import { text } from './text.ts';
import { unlike } from './unlike.ts';
import { playWordsSet } from './play-words.ts';
import { wordsSet } from './words.ts';

function solve(puzzle: NumbrixPuzzle, limit: number, budget = PROOF_BUDGET): Solved<NumbrixSolution> {
  const { width, height } = puzzle;
  const result = solverFor(width, height).count(puzzle.givens.flat(), limit, Math.min(budget, PROOF_BUDGET));
  const solutions = result.solutions.map((cellOf) => {
    const grid = Array.from({ length: height }, () => new Array<number>(width).fill(0));
    cellOf.forEach((cell, v) => (grid[Math.floor(cell / width)]![cell % width] = v + 1));
    return { grid };
  });
  return { solutions, complete: result.complete, work: result.work.cost };
}

/** Why a filled grid does not solve the puzzle, or null if it does. */
function check(puzzle: NumbrixPuzzle, solution: NumbrixSolution): string | null {
  const { width, height, givens } = puzzle;
  const { grid } = solution;
  if (grid.length !== height || grid.some((row) => row.length !== width)) return `the answer is not a ${width}×${height} grid`;
  const at = new Map<number, [number, number]>();
  for (let r = 0; r < height; r++) {
    for (let c = 0; c < width; c++) {
      const v = grid[r]![c]!;
      const g = givens[r]![c]!;
      if (g !== 0 && g !== v) return `row ${r + 1}, column ${c + 1} should be the given ${g}, not ${v}`;
      at.set(v, [r, c]);
    }
  }
  for (let v = 1; v <= width * height; v++) {
    const here = at.get(v);
    if (!here) return `${v} is missing`;
    const next = at.get(v + 1);
    if (next && Math.abs(here[0] - next[0]) + Math.abs(here[1] - next[1]) !== 1) return `${v} and ${v + 1} do not touch`;
  }
  return null;
}

export const kind = defineKind<NumbrixOptions, NumbrixPuzzle, NumbrixSolution, NumbrixGrade, NumbrixOptionsInput, { last: number }>({
  words: wordsSet,
  playWords: playWordsSet,
  // The path's last number, which the rules name.
  told: (puzzle) => ({ last: puzzle.width * puzzle.height }),
  options: optionsSchema,
  puzzle: puzzleSchema,
  solution: solutionSchema,
  grading,
  generate,
  makingWork,
  sizing: gridSizing(MIN_SIDE, (o) => [o.width, o.height], (o, width, height) => ({ ...o, width, height }), ['width', 'height']),
  solve,
  check,
  draw,
  text,
  likeness,
  unlike,
  stepper,
  example: { size: 4 },
});
