import * as z from 'zod/mini';
import '../../engine/zod-config.ts';
import { SYMMETRIES } from '../../engine/grid/remove.ts';
import { intIn } from '../../engine/schema-helpers.ts';

/**
 * The sizes made, each with its box as [columns, rows]: a 4×4 for children, a 6×6 of 3×2 boxes,
 * the classic 9×9, and the large 12×12 of 4×3 boxes and 16×16 of 4×4 boxes, filled with the
 * numbers 1 to 12 and 1 to 16 (as the step sentences say them; letters would make a sentence say
 * "16" where the grid shows "G").
 */
export const BOXES = { 4: [2, 2], 6: [3, 2], 9: [3, 3], 12: [4, 3], 16: [4, 4] } as const satisfies Record<number, readonly [number, number]>;
export type Size = keyof typeof BOXES;
export const SIZES = Object.keys(BOXES).map(Number) as Size[];

/** A size made (4, 6, 9, 12 or 16): a number, and one of those (the check does not narrow the type, so the type says it). */
const size = z
  .number({ error: 'must be a number' })
  .check(z.refine((n) => SIZES.includes(n as Size), { error: `must be ${new Intl.ListFormat('en', { type: 'disjunction' }).format(SIZES.map(String))}` })) as unknown as z.ZodMiniType<Size, number>;

export const optionsSchema = z.strictObject({
  size: z
    ._default(size, 9)
    .check(z.meta({ description: 'Cells a side: 4 (2×2 boxes, for children), 6 (boxes of 3 columns by 2 rows), 9 (3×3 boxes), 12 (boxes of 4 columns by 3 rows, numbers 1 to 12) or 16 (4×4 boxes, numbers 1 to 16).' })),
  symmetry: z
    ._default(z.enum(SYMMETRIES), 'rotational')
    .check(z.meta({ description: 'How the givens mirror each other: rotational (about the centre, as published puzzles do), mirror (left to right) or none.' })),
});
export type SudokuOptions = z.output<typeof optionsSchema>;
export type SudokuOptionsInput = z.input<typeof optionsSchema>;

const side = intIn(4, 16);

/** A square of `size` rows of `size` whole numbers from `low` to the size. */
function square(ctx: z.core.$RefinementCtx, grid: number[][], size: number, key: string, low: number): void {
  if (grid.length !== size) return void ctx.addIssue({ code: 'custom', path: [key], message: `must have ${size} rows, not ${grid.length}` });
  grid.forEach((row, r) => {
    if (row.length !== size) return void ctx.addIssue({ code: 'custom', path: [key, r], message: `must have ${size} cells, not ${row.length}` });
    row.forEach((v, c) => {
      if (v < low || v > size) ctx.addIssue({ code: 'custom', path: [key, r, c], message: `must be between ${low} and ${size}${low === 0 ? ' (0 for a cell to fill)' : ''}` });
    });
  });
}

const cells = z.array(z.array(z.number({ error: 'must be a number' }).check(z.int({ error: 'must be a whole number' }))));

export const puzzleSchema = z
  .object({
    size: side,
    box: z.tuple([intIn(1, 16), intIn(1, 16)], { error: 'must be [columns, rows] of one box' }),
    givens: cells,
  })
  .check(z.superRefine((p, ctx) => {
    const [w, h] = p.box;
    if (w * h !== p.size) ctx.addIssue({ code: 'custom', path: ['box'], message: `a box of ${w}×${h} holds ${w * h} cells, not ${p.size}` });
    square(ctx, p.givens, p.size, 'givens', 0);
  }));
export type SudokuPuzzle = z.output<typeof puzzleSchema>;

export const solutionSchema = z.object({ grid: cells });
export type SudokuSolution = z.output<typeof solutionSchema>;

/** The solution's shape, checked against its puzzle (the answer check names what is wrong with its digits). */
export const solutionFits = (p: SudokuPuzzle, s: SudokuSolution) => s.grid.length === p.size && s.grid.every((row) => row.length === p.size);
