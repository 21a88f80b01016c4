import { type GridRules, latinSquare } from '../../play/grid.ts';
import { groupsOf, mistakeOf } from './check.ts';
import type { FutoshikiPuzzle, FutoshikiSolution } from './schema.ts';
import { stepper } from './steps.ts';
import { hintWords } from './words.ts';

/** Futoshiki's game as the grid player (src/play/grid.ts) reads it: its rows, columns, printed digits, steps and answer check (the chevrons are the figure's). Pure: tests compute what the page does. */
export const rules: GridRules<FutoshikiPuzzle, FutoshikiSolution> = {
  ...latinSquare,
  givens: (p) => p.givens,
  groups: groupsOf,
  stepper,
  hintWords,
  mistake: (p, grid) => mistakeOf(p, { grid }),
};
