import { describe, expect, it } from 'vitest';
import { PROOF_BUDGET } from '../../../src/kinds/cross-numbers/grade.ts';
import { kind as crossNumbers } from '../../../src/kinds/cross-numbers/index.ts';
import { evaluate } from '../../../src/kinds/cross-numbers/lines.ts';
import type { CrossNumbersPuzzle, Op } from '../../../src/kinds/cross-numbers/schema.ts';
import { Rng } from '../../../src/engine/random.ts';

/**
 * Issue 23, finding 5: the proof's budget counted nodes, and a 9×9 line of products worked
 * left to right costs millions of value pairs where a line of sums costs hundreds. The
 * budget now counts cell visits and pairs tried; these tests bound that count, never seconds.
 */

/** A 9×9, every box blank, digits 0–9, lines of the operator pattern, totals of a random filling (one row's bumped when asked). */
function open(pattern: string, order: CrossNumbersPuzzle['order'], bump: boolean): CrossNumbersPuzzle {
  const rng = new Rng(`cross-budget/${pattern}/${order}`);
  const grid = Array.from({ length: 9 }, () => Array.from({ length: 9 }, () => 1 + rng.int(9)));
  const ops = () => Array.from({ length: 8 }, (_, i) => pattern[i % pattern.length] as Op);
  const rowOps = grid.map(ops);
  const colOps = grid.map(ops);
  const rowTotals = grid.map((row, r) => evaluate(row, rowOps[r]!, order)!);
  const colTotals = grid.map((_, c) => evaluate(grid.map((row) => row[c]!), colOps[c]!, order)!);
  if (bump) rowTotals[0]! += 1;
  return { rows: 9, cols: 9, cells: grid.map((row) => row.map(() => null)), rowOps, colOps, rowTotals, colTotals, digits: [0, 9], distinct: 'none', order, base: 10 };
}

/** One line support of nine cells costs at most about 30 million here (3.4 million pairs). */
const ONE_LINE = 40_000_000;

describe('cross-numbers proof budget', () => {
  it('lines of products left to right: stopped inside the first propagation, unknown', () => {
    const solved = crossNumbers.solve(open('**+', 'left-to-right', false), 2);
    expect(solved.complete).toBe(false);
    expect(solved.work).toBeGreaterThan(PROOF_BUDGET);
    expect(solved.work).toBeLessThan(PROOF_BUDGET + ONE_LINE);
  });

  it('sums whose rows and columns cannot agree: a search of cheap nodes, stopped at the budget', () => {
    const solved = crossNumbers.solve(open('+', 'precedence', true), 2, 100_000_000);
    expect(solved).toMatchObject({ complete: false, solutions: [] });
    expect(solved.work).toBeLessThan(100_000_000 + ONE_LINE);
  });
});
