import type { GridRules } from '../../play/grid.ts';
import { groupsOf, mistakeOf } from './check.ts';
import type { SudokuPuzzle, SudokuSolution } from './schema.ts';
import { stepper } from './steps.ts';
import { hintWords } from './words.ts';

/** Sudoku's game as the grid player (src/play/grid.ts) reads it: its rows, columns and boxes, its digits, its hints and its answer check. Pure: tests compute what the page does. */
export const rules: GridRules<SudokuPuzzle, SudokuSolution> = {
  rows: (p) => p.size,
  cols: (p) => p.size,
  givens: (p) => p.givens,
  answer: (s) => s.grid,
  digits: (p) => Array.from({ length: p.size }, (_, i) => i + 1),
  // A Latin square: each digit once in each row.
  perDigit: (p) => p.size,
  groups: groupsOf,
  stepper,
  hintWords,
  mistake: (p, grid) => mistakeOf(p, { grid }),
};
