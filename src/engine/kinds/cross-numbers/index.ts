import { defineKind } from '../../define.ts';
import type { Solved } from '../../kind.ts';
import { gridSizing } from '../../sizing.ts';
import { draw, drawAnswer, inBase } from './draw.ts';
import { generate, makingWork, refusal } from './generate.ts';
import { type CrossNumbersGrade, EASY_SHAPE_SHARE, easyShape, grading, PROOF_BUDGET } from './grade.ts';
import { evaluate } from './lines.ts';
import {
  type CrossNumbersOptions,
  type CrossNumbersOptionsInput,
  type CrossNumbersPuzzle,
  type CrossNumbersSolution,
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

function solve(puzzle: CrossNumbersPuzzle, limit: number, budget = PROOF_BUDGET): Solved<CrossNumbersSolution> {
  const { rows, cols } = puzzle;
  const r = new CrossSolver(shapeOf(puzzle)).count(puzzle.cells.flat(), limit, Math.min(budget, PROOF_BUDGET));
  const solutions = r.solutions.map((flat) => ({
    cells: Array.from({ length: rows }, (_, i) => Array.from(flat.subarray(i * cols, i * cols + cols))),
  }));
  return { solutions, complete: r.complete, work: r.work.cost };
}

/** Why a filling does not solve the puzzle, checked directly from the rules (not by the solver). */
function check(p: CrossNumbersPuzzle, s: CrossNumbersSolution): string | null {
  const { rows, cols } = p;
  if (s.cells.length !== rows || s.cells.some((row) => row.length !== cols)) return `the answer is not ${rows}×${cols}`;
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const v = s.cells[r]![c]!;
      const g = p.cells[r]![c];
      if (g !== null && g !== undefined && g !== v) return `row ${r + 1}, column ${c + 1} should be the given ${g}, not ${v}`;
      if (v < p.digits[0] || v > p.digits[1]) return `row ${r + 1}, column ${c + 1}: ${v} is outside ${p.digits[0]}–${p.digits[1]}`;
    }
  }
  const col = (c: number) => s.cells.map((row) => row[c]!);
  for (let r = 0; r < rows; r++) {
    if (evaluate(s.cells[r]!, p.rowOps[r]!, p.order) !== p.rowTotals[r]) return `row ${r + 1} does not make ${p.rowTotals[r]}`;
  }
  for (let c = 0; c < cols; c++) {
    if (evaluate(col(c), p.colOps[c]!, p.order) !== p.colTotals[c]) return `column ${c + 1} does not make ${p.colTotals[c]}`;
  }
  const repeats = (xs: number[]) => new Set(xs).size !== xs.length;
  const all = s.cells.flat();
  if (p.distinct === 'grid' && repeats(all)) return 'a digit appears twice in the grid';
  if (p.distinct !== 'none' && p.distinct !== 'grid') {
    const r = s.cells.findIndex(repeats);
    if (r >= 0) return `row ${r + 1} repeats a digit`;
  }
  if (p.distinct === 'lines') {
    const c = Array.from({ length: cols }, (_, k) => col(k)).findIndex(repeats);
    if (c >= 0) return `column ${c + 1} repeats a digit`;
  }
  return null;
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
  puzzle: puzzleSchema,
  solution: solutionSchema,
  grading,
  generate,
  refuses: refusal,
  makingWork,
  sizing: gridSizing(MIN_SIDE, (o) => [o.cols, o.rows], (o, cols, rows) => ({ ...o, cols, rows }), ['cols', 'rows']),
  solve,
  check,
  draw,
  drawAnswer,
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
});
