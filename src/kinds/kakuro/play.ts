import type { GridRules } from '../../play/grid.ts';
import { groupsOf, mistakeOf } from './check.ts';
import type { KakuroPuzzle, KakuroSolution } from './schema.ts';
import { stepper } from './steps.ts';
import { hintWords } from './say.ts';

/** Kakuro's game as the grid player (src/play/grid.ts) reads it: its white squares, its runs, its hints and its answer check. Pure: tests compute what the page does. */
export const rules: GridRules<KakuroPuzzle, KakuroSolution> = {
  rows: (p) => p.rows,
  cols: (p) => p.cols,
  givens: (p) => p.cells.map((row) => row.map(() => 0)),
  open: (p, r, c) => p.cells[r]?.[c] === null,
  answer: (s) => s.grid.map((row) => row.map((v) => v ?? 0)),
  digits: () => [1, 2, 3, 4, 5, 6, 7, 8, 9],
  groups: groupsOf,
  stepper,
  hintWords,
  mistake: (p, grid) => mistakeOf(p, { grid }),
};
