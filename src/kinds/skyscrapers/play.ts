import type { GridRules } from '../../play/grid.ts';
import { groupsOf, mistakeOf } from './check.ts';
import { givensOf, type SkyscrapersPuzzle, type SkyscrapersSolution } from './schema.ts';
import { stepper } from './steps.ts';
import { hintWords } from './words.ts';

/** What the kit's grid player is told of a Skyscrapers grid: its rows and columns, its printed heights, its answer check. */
export const rules: GridRules<SkyscrapersPuzzle, SkyscrapersSolution> = {
  rows: (p) => p.size,
  cols: (p) => p.size,
  givens: givensOf,
  answer: (s) => s.grid,
  digits: (p) => Array.from({ length: p.size }, (_, i) => i + 1),
  groups: groupsOf,
  stepper,
  hintWords,
  mistake: (p, grid) => mistakeOf(p, { grid }),
};
