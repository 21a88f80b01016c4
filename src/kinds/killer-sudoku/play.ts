import { type GridRules, latinSquare } from '../../play/grid.ts';
import { groupsOf, mistakeOf } from './check.ts';
import type { KillerPuzzle, KillerSolution } from './schema.ts';
import { hintWords } from './words.ts';
import { stepper } from './steps.ts';

/** Killer Sudoku's game as the grid player (src/play/grid.ts) reads it: its rows, columns and boxes (a cage's repeat is said by the answer check), its digits, hints and answer check. Pure: tests compute what the page does. */
export const rules: GridRules<KillerPuzzle, KillerSolution> = {
  ...latinSquare,
  givens: (p) => p.givens ?? Array.from({ length: p.size }, () => new Array<number>(p.size).fill(0)),
  groups: groupsOf,
  // The chosen cell's cage lit with its houses, as the cage apps do.
  areas: (p) => p.cages.map((cage) => cage.cells),
  stepper,
  hintWords,
  mistake: (p, grid) => mistakeOf(p, { grid }),
};
