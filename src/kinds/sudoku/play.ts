import { type GridRules, latinSquare } from '../../play/grid.ts';
import { groupsOf, mistakeOf } from './check.ts';
import type { SudokuPuzzle, SudokuSolution } from './schema.ts';
import { stepper } from './steps.ts';
import { hintWords } from './words.ts';

/** Sudoku's game as the grid player (src/play/grid.ts) reads it: its rows, columns and boxes, its digits, its hints and its answer check. Pure: tests compute what the page does. */
export const rules: GridRules<SudokuPuzzle, SudokuSolution> = {
  ...latinSquare,
  givens: (p) => p.givens,
  groups: groupsOf,
  stepper,
  hintWords,
  mistake: (p, grid) => mistakeOf(p, { grid }),
};
