import { type GridRules, latinSquare } from '../../play/grid.ts';
import { groupsOf, mistakeOf } from './check.ts';
import type { CalcudokuPuzzle, CalcudokuSolution } from './schema.ts';
import { givensOf, stepper } from './steps.ts';
import { hintWords } from './say.ts';

/** Calcudoku's game as the grid player (src/play/grid.ts) reads it: its rows and columns, its printed one-cell cages, its digits, hints and answer check. Pure: tests compute what the page does. */
export const rules: GridRules<CalcudokuPuzzle, CalcudokuSolution> = {
  ...latinSquare,
  givens: (p) => {
    const flat = givensOf(p);
    return Array.from({ length: p.size }, (_, r) => flat.slice(r * p.size, r * p.size + p.size));
  },
  groups: groupsOf,
  stepper,
  hintWords,
  mistake: (p, grid) => mistakeOf(p, { grid }),
};
