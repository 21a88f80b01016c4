import * as z from 'zod/mini';
import '../../engine/zod-config.ts';
import { intIn } from '../../engine/schema-helpers.ts';

/** The sizes made: 4×4 to 9×9, as Tatham's Towers and the published books print them. */
export const MIN_SIZE = 4;
export const MAX_SIZE = 9;
export const optionsSchema = z.strictObject({
  size: z._default(intIn(MIN_SIZE, MAX_SIZE), 5).check(z.meta({ description: 'Cells a side, 4 to 9: each row and column holds one building of each height from 1 to the size.' })),
});
export type SkyscrapersOptions = z.output<typeof optionsSchema>;
export type SkyscrapersOptionsInput = z.input<typeof optionsSchema>;
/** The four sides' clues, each looking into the grid: `top[c]` down column c, `left[r]` along row r from the left. */
export const SIDES = ['top', 'bottom', 'left', 'right'] as const;
export type Side = (typeof SIDES)[number];
const clues = z.array(intIn(0, MAX_SIZE));
const digits = z.array(z.array(intIn(0, MAX_SIZE)));
export const puzzleSchema = z
  // Clues 0 for none; heights printed in the grid 0 for a cell to fill, absent where none are.
  .object({ size: intIn(MIN_SIZE, MAX_SIZE), top: clues, bottom: clues, left: clues, right: clues, givens: z.optional(digits) })
  .check(
    z.superRefine((p, ctx) => {
      for (const side of SIDES) {
        if (p[side].length !== p.size) ctx.addIssue({ code: 'custom', path: [side], message: `must be ${p.size} clues (0 for none)` });
        p[side].forEach((v, i) => v > p.size && ctx.addIssue({ code: 'custom', path: [side, i], message: `must be 0 to ${p.size}` }));
      }
      if (p.givens && (p.givens.length !== p.size || p.givens.some((row) => row.length !== p.size || row.some((v) => v > p.size)))) ctx.addIssue({ code: 'custom', path: ['givens'], message: `must be ${p.size} rows of ${p.size} heights from 0 to ${p.size}` });
    }),
  );
export type SkyscrapersPuzzle = z.output<typeof puzzleSchema>;
export const solutionSchema = z.object({ grid: digits });
export type SkyscrapersSolution = z.output<typeof solutionSchema>;
/** The printed heights, row by row (0 empty): none where the record has no `givens`. */
export const givensOf = (p: Pick<SkyscrapersPuzzle, 'size' | 'givens'>): number[][] => p.givens ?? Array.from({ length: p.size }, () => new Array<number>(p.size).fill(0));
