import * as z from 'zod/mini';
import '../../engine/zod-config.ts';
import { intIn } from '../../engine/schema-helpers.ts';

/** The sizes made: 4×4 to 6×6. */
export const MIN_SIZE = 4;
export const MAX_SIZE = 6;

export const optionsSchema = z.strictObject({
  size: z._default(intIn(MIN_SIZE, MAX_SIZE), 5).check(z.meta({ description: 'Cells a side, 4 to 6: each row and column holds 1 to the size once.' })),
});
export type FutoshikiOptions = z.output<typeof optionsSchema>;
export type FutoshikiOptionsInput = z.input<typeof optionsSchema>;

const cell = z.tuple([intIn(0, MAX_SIZE - 1), intIn(0, MAX_SIZE - 1)]);
const digits = z.array(z.array(intIn(0, MAX_SIZE)));

export const puzzleSchema = z
  .object({
    size: intIn(MIN_SIZE, MAX_SIZE),
    /** 0 for a cell to fill. */
    givens: digits,
    /** Signs between neighbours, each [smaller, larger] as [row, column] from 0. */
    less: z.array(z.tuple([cell, cell])).check(z.maxLength(2 * MAX_SIZE * MAX_SIZE)),
  })
  .check(z.superRefine((p, ctx) => {
    if (p.givens.length !== p.size || p.givens.some((row) => row.length !== p.size)) ctx.addIssue({ code: 'custom', path: ['givens'], message: `must be ${p.size} rows of ${p.size} digits` });
    p.less.forEach(([[r1, c1], [r2, c2]], i) => {
      if (Math.abs(r1 - r2) + Math.abs(c1 - c2) !== 1 || Math.max(r1, r2, c1, c2) >= p.size) ctx.addIssue({ code: 'custom', path: ['less', i], message: 'must be two neighbouring cells of the grid' });
    });
  }));
export type FutoshikiPuzzle = z.output<typeof puzzleSchema>;

export const solutionSchema = z.object({ grid: digits });
export type FutoshikiSolution = z.output<typeof solutionSchema>;
