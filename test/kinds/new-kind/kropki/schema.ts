import * as z from 'zod/mini';
import '../../engine/zod-config.ts';
import { intIn } from '../../engine/schema-helpers.ts';

/** The sizes made: 4×4 to 6×6. */
export const MIN_SIZE = 4;
export const MAX_SIZE = 6;

export const optionsSchema = z.strictObject({
  size: z._default(intIn(MIN_SIZE, MAX_SIZE), 5).check(z.meta({ description: 'Cells a side, 4 to 6: each row and column holds 1 to the size once.' })),
});
export type KropkiOptions = z.output<typeof optionsSchema>;
export type KropkiOptionsInput = z.input<typeof optionsSchema>;

const cell = z.tuple([intIn(0, MAX_SIZE - 1), intIn(0, MAX_SIZE - 1)]);
const pairs = z.array(z.tuple([cell, cell])).check(z.maxLength(2 * MAX_SIZE * MAX_SIZE));
const digits = z.array(z.array(intIn(0, MAX_SIZE)));

export const puzzleSchema = z
  .object({
    size: intIn(MIN_SIZE, MAX_SIZE),
    /** 0 for a cell to fill. */
    givens: digits,
    /** White dots: two neighbouring cells, [row, column] from 0, whose digits are consecutive. */
    white: pairs,
    /** Black dots: two neighbouring cells, one digit double the other. */
    black: pairs,
  })
  .check(
    z.superRefine((p, ctx) => {
      if (p.givens.length !== p.size || p.givens.some((row) => row.length !== p.size)) ctx.addIssue({ code: 'custom', path: ['givens'], message: `must be ${p.size} rows of ${p.size} digits` });
      const seen = new Set<string>();
      for (const colour of ['white', 'black'] as const) {
        p[colour].forEach(([[r1, c1], [r2, c2]], i) => {
          if (Math.abs(r1 - r2) + Math.abs(c1 - c2) !== 1 || Math.max(r1, r2, c1, c2) >= p.size) ctx.addIssue({ code: 'custom', path: [colour, i], message: 'must be two neighbouring cells of the grid' });
          // One dot at most between two cells, whichever colour and order.
          const key = [`${r1},${c1}`, `${r2},${c2}`].sort().join('|');
          if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [colour, i], message: 'is a second dot between the same two cells' });
          seen.add(key);
        });
      }
    }),
  );
export type KropkiPuzzle = z.output<typeof puzzleSchema>;

export const solutionSchema = z.object({ grid: digits });
export type KropkiSolution = z.output<typeof solutionSchema>;
