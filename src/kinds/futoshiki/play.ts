import type { GridRules } from '../../play/grid.ts';
import { groupsOf, mistakeOf } from './check.ts';
import type { FutoshikiPuzzle, FutoshikiSolution } from './schema.ts';
import { stepper } from './steps.ts';
import { hintWords } from './words.ts';

/** Futoshiki's game as the grid player (src/play/grid.ts) reads it: its rows, columns, printed digits, steps and answer check (the chevrons are the figure's). Pure: tests compute what the page does. */
export const rules: GridRules<FutoshikiPuzzle, FutoshikiSolution> = {
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
