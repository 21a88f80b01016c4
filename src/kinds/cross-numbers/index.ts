import { defineKind } from '../../engine/define.ts';
import type { Solved } from '../../engine/kind.ts';
import { gridSizing } from '../../engine/sizing.ts';
import { mistakeOf } from './check.ts';
import { draw, drawAnswer, inBase } from './draw.ts';
import { plannedAnswer } from './planned.ts';
import { generate, makingWork, refusal } from './generate.ts';
import { type CrossNumbersGrade, EASY_SHAPE_SHARE, easyShape, grading, PROOF_BUDGET } from './grade.ts';
import {
  type CrossNumbersOptions,
  type CrossNumbersOptionsInput,
  type CrossNumbersPuzzle,
  type CrossNumbersSolution,
  gridOf,
  MIN_SIDE,
  optionsSchema,
  puzzleSchema,
  solutionSchema,
} from './schema.ts';
import { CrossSolver, shapeOf } from './solver.ts';
import { stepper } from './steps.ts';
import { unlike } from './unlike.ts';
import { playWordsSet } from './play-words.ts';
import { wordsSet } from './words.ts';
import { standIns } from './stand-ins.ts';
import costs from './costs.json' with { type: 'json' };

function solve(puzzle: CrossNumbersPuzzle, limit: number, budget = PROOF_BUDGET): Solved<CrossNumbersSolution> {
  const { rows, cols } = puzzle;
  const r = new CrossSolver(shapeOf(puzzle)).count(puzzle.cells.flat(), limit, Math.min(budget, PROOF_BUDGET));
  const solutions = r.solutions.map((flat) => ({
    cells: Array.from({ length: rows }, (_, i) => Array.from(flat.subarray(i * cols, i * cols + cols))),
  }));
  return { solutions, complete: r.complete, work: r.work.cost };
}

const SIGN: Record<string, string> = { '+': '+', '-': '-', '*': 'x', '/': '/' };

/** The grid as text: cells (`_` blank) and operators, `=` and the totals. */
function text(p: CrossNumbersPuzzle, s?: CrossNumbersSolution): string {
  const show = (v: number | null) => (v === null ? '_' : inBase(v, p.base));
  const lines: string[] = [];
  for (let r = 0; r < p.rows; r++) {
    const cells = p.cells[r]!.map((v, c) => show(s ? s.cells[r]![c]! : v));
    lines.push(`${cells.map((v, c) => (c ? `${SIGN[p.rowOps[r]![c - 1]!]} ${v}` : v)).join(' ')} = ${inBase(p.rowTotals[r]!, p.base)}`);
    if (r < p.rows - 1) lines.push(p.colOps.map((ops) => SIGN[ops[r]!]).join('   '));
  }
  lines.push(p.colTotals.map(() => '=').join('   '));
  lines.push(p.colTotals.map((t) => inBase(t, p.base)).join('   '));
  return lines.join('\n');
}

export const kind = defineKind<CrossNumbersOptions, CrossNumbersPuzzle, CrossNumbersSolution, CrossNumbersGrade, CrossNumbersOptionsInput>({
  words: wordsSet,
  playWords: playWordsSet,
  options: optionsSchema,
  sizeOption: { name: 'size', square: true },
  puzzle: puzzleSchema,
  solution: solutionSchema,
  grading,
  generate,
  refuses: refusal,
  makingWork,
  costs,
  // Options naming no size are sized at the largest band default (expert's): the sizing knows
  // no band, and only the slowest band is ever too slow.
  sizing: gridSizing(
    MIN_SIDE,
    (o) => {
      const { rows, cols } = gridOf(o, 'expert');
      return [cols, rows];
    },
    (o, cols, rows) => ({ ...o, cols, rows }),
    ['cols', 'rows'],
  ),
  solve,
  mistake: mistakeOf,
  draw,
  drawAnswer,
  plannedAnswer,
  text,
  // Easy grids vary how many blanks they have and how they open up (generate.ts draws both); this keeps a section from one pattern.
  likeness(puzzle, grade) {
    if (grade.level !== 1) return [];
    const { blanks, rounds } = easyShape(puzzle);
    return [{ key: `easy: ${blanks} blanks in ${rounds} rounds`, share: EASY_SHAPE_SHARE }];
  },
  unlike,
  stepper,
  example: { size: 2 },
  standIns,
  print: { regular: [8, 11], large: [12, 16] },
});
