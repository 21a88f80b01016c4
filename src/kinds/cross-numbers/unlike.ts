import { evaluate } from './lines.ts';
import type { Difficulty } from '../../engine/kind.ts';
import { type CrossNumbersOptions, type CrossNumbersPuzzle, type CrossNumbersSolution, gridOf } from './schema.ts';

/** The puzzle's settings its options fix one for one. */
const COPIED = ['digits', 'distinct', 'order', 'base'] as const;

/** `[r][c]` of the first entry of `grid` that `bad` holds for, or null. */
function firstIn<T>(grid: readonly (readonly T[])[], bad: (value: T) => boolean): string | null {
  for (const [r, row] of grid.entries()) for (const [c, v] of row.entries()) if (bad(v)) return `[${r}][${c}]`;
  return null;
}

/**
 * What a stored Cross Numbers puzzle shows that its options could not have made: another
 * size (the one asked for, else its band's default: `gridOf`) or digits, a sign the options
 * leave out, a total above `maxTotal`, and (from its answer) a line that dips below zero on
 * the way where `noNegatives` rules that out.
 */
export function unlike(options: CrossNumbersOptions, puzzle: CrossNumbersPuzzle, solution: CrossNumbersSolution, difficulty?: Difficulty): string[] {
  // With no band given, any band's default size is one its options could have made.
  const grids = (difficulty ? [difficulty] : (['easy', 'medium', 'hard', 'expert'] as const)).map((d) => gridOf(options, d));
  if (!grids.some((g) => g.rows === puzzle.rows && g.cols === puzzle.cols)) {
    const { rows, cols } = grids[0]!;
    return [`puzzle: is ${puzzle.rows}×${puzzle.cols} but its options ask for ${rows}×${cols}`];
  }
  const out = COPIED.flatMap((key) =>
    JSON.stringify(puzzle[key]) === JSON.stringify(options[key]) ? [] : [`puzzle.${key}: is ${JSON.stringify(puzzle[key])} but options.${key} is ${JSON.stringify(options[key])}`],
  );
  const allowed = (op: string) => (options.operators as readonly string[]).includes(op);
  for (const key of ['rowOps', 'colOps'] as const) {
    const at = firstIn(puzzle[key], (op) => !allowed(op));
    if (at) out.push(`puzzle.${key}${at}: a sign options.operators (${options.operators.join(' ')}) leaves out`);
  }
  if (options.maxTotal !== undefined) {
    const most = options.maxTotal;
    for (const key of ['rowTotals', 'colTotals'] as const) {
      const i = puzzle[key].findIndex((total) => total > most);
      if (i >= 0) out.push(`puzzle.${key}[${i}]: ${puzzle[key][i]} is above options.maxTotal, ${most}`);
    }
  }
  const { rows, cols } = puzzle;
  const shaped = solution.cells.length === rows && solution.cells.every((row) => row.length === cols);
  if (options.noNegatives && shaped) {
    const lines = [
      ...solution.cells.map((values, r) => ({ at: `rowOps[${r}]`, values, ops: puzzle.rowOps[r]! })),
      ...Array.from({ length: cols }, (_, c) => ({ at: `colOps[${c}]`, values: solution.cells.map((row) => row[c]!), ops: puzzle.colOps[c]! })),
    ];
    const dips = lines.find(({ values, ops }) => {
      let lowest = 0;
      evaluate(values, ops, puzzle.order, (value) => (lowest = Math.min(lowest, value)));
      return lowest < 0;
    });
    if (dips) out.push(`puzzle.${dips.at}: the line goes below zero on the way to its total, which options.noNegatives rules out`);
  }
  return out;
}
