import * as z from 'zod/mini';
import '../../engine/zod-config.ts';
import { intIn } from '../../engine/schema-helpers.ts';

/** The sizes made: 4×4 to 9×9. */
export const MIN_SIZE = 4;
export const MAX_SIZE = 9;

export const optionsSchema = z.strictObject({
  size: z._default(intIn(MIN_SIZE, MAX_SIZE), 5).check(z.meta({ description: 'Cells a side, 4 to 9: each row and column holds 1 to the size once.' })),
});
export type FutoshikiOptions = z.output<typeof optionsSchema>;
export type FutoshikiOptionsInput = z.input<typeof optionsSchema>;

const cell = z.tuple([intIn(0, MAX_SIZE - 1), intIn(0, MAX_SIZE - 1)]);
const digits = z.array(z.array(intIn(0, MAX_SIZE)));

/** A sign between two neighbouring cells: the digit at `a` is smaller than the digit at `b`. */
export const lessSchema = z.object({ a: cell, b: cell });
export type Less = z.output<typeof lessSchema>;

/** `givens`: 0 for a cell to fill; `less`: the signs, each between two neighbours, [row, column] from 0. */
export const puzzleSchema = z.object({ size: intIn(MIN_SIZE, MAX_SIZE), givens: digits, less: z.array(lessSchema).check(z.maxLength(2 * MAX_SIZE * MAX_SIZE)) }).check(
  z.superRefine((p, ctx) => {
    const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });
    if (p.givens.length !== p.size || p.givens.some((row) => row.length !== p.size || row.some((v) => v > p.size))) issue(['givens'], `must be ${p.size} rows of ${p.size} digits from 0 to ${p.size}`);
    const seen = new Set<string>();
    p.less.forEach(({ a: [r1, c1], b: [r2, c2] }, i) => {
      if (Math.abs(r1 - r2) + Math.abs(c1 - c2) !== 1 || Math.max(r1, r2, c1, c2) >= p.size) issue(['less', i], 'must be two neighbouring cells of the grid');
      const pair = [r1 * p.size + c1, r2 * p.size + c2].sort((x, y) => x - y).join();
      if (seen.has(pair)) issue(['less', i], 'is a second sign between the same two cells');
      seen.add(pair);
    });
  }),
);
export type FutoshikiPuzzle = z.output<typeof puzzleSchema>;

export const solutionSchema = z.object({ grid: digits });
export type FutoshikiSolution = z.output<typeof solutionSchema>;
