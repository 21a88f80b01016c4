import type { GridRules } from '../../play/grid.ts';
import { groupsOf, mistakeOf } from './check.ts';
import type { CalcudokuPuzzle, CalcudokuSolution } from './schema.ts';
import { givensOf, stepper } from './steps.ts';
import { hintWords } from './say.ts';

/** Calcudoku's game as the grid player (src/play/grid.ts) reads it: its rows and columns, its printed one-cell cages, its digits, hints and answer check. Pure: tests compute what the page does. */
export const rules: GridRules<CalcudokuPuzzle, CalcudokuSolution> = {
  rows: (p) => p.size,
  cols: (p) => p.size,
  givens: (p) => {
    const flat = givensOf(p);
    return Array.from({ length: p.size }, (_, r) => flat.slice(r * p.size, r * p.size + p.size));
  },
  answer: (s) => s.grid,
  digits: (p) => Array.from({ length: p.size }, (_, i) => i + 1),
  // A Latin square: each digit once in each row.
  perDigit: (p) => p.size,
  groups: groupsOf,
  stepper,
  hintWords,
  mistake: (p, grid) => mistakeOf(p, { grid }),
};
