import * as z from 'zod/mini';
import '../../engine/zod-config.ts';
import { intIn, sizeOrSides } from '../../engine/schema-helpers.ts';

export const MIN_SIDE = 4;
export const MAX_SIDE = 30;

/** Which clue patterns the generator keeps: any, or symmetric under a half turn or a mirror. */
export const SYMMETRIES = ['none', 'rotational', 'mirror'] as const;

const side = intIn(MIN_SIDE, MAX_SIDE);

/** `size` makes a square; `width` and `height` a rectangle. Parsed to `{ width, height, symmetry }`. */
const optionFields = z
  .strictObject({
    size: z.optional(side).check(z.meta({ description: 'A square grid of this side (7 unless width and height are given).' })),
    width: z.optional(side).check(z.meta({ description: 'A rectangle: its width, with height, instead of size.' })),
    height: z.optional(side).check(z.meta({ description: 'A rectangle: its height, with width.' })),
    symmetry: z
      ._default(z.enum(SYMMETRIES), 'rotational')
      .check(z.meta({ description: 'Which clue patterns the generator keeps: symmetric under a half turn (the default, as published Numbrix grids are), mirrored left to right, or any.' })),
  })
  .check(z.superRefine((o, ctx) => sizeOrSides(o, ['width', 'height'], ctx)));

export const optionsSchema = z.pipe(
  optionFields,
  z.transform((o: z.output<typeof optionFields>) => ({
    width: o.size ?? o.width ?? 7,
    height: o.size ?? o.height ?? 7,
    symmetry: o.symmetry,
  })),
);

export type NumbrixOptions = z.output<typeof optionsSchema>;
export type NumbrixOptionsInput = z.input<typeof optionsSchema>;

const gridRows = (what: string) => z.array(z.array(z.number({ error: `${what} must be numbers` }).check(z.int())));

/** Checks that a grid has H rows of W entries, each in [lo, W·H], with no number twice. */
function gridShape(grid: number[][], width: number, height: number, lo: number, ctx: z.core.$RefinementCtx, key: string) {
  if (grid.length !== height) {
    ctx.addIssue({ code: 'custom', path: [key], message: `must have ${height} rows, not ${grid.length}` });
    return;
  }
  const seen = new Map<number, string>();
  const last = width * height;
  grid.forEach((row, r) => {
    if (row.length !== width) {
      ctx.addIssue({ code: 'custom', path: [key, r], message: `must have ${width} cells, not ${row.length}` });
      return;
    }
    row.forEach((v, c) => {
      if (v < lo || v > last) {
        ctx.addIssue({ code: 'custom', path: [key, r, c], message: `must be between ${lo} and ${last}` });
      } else if (v !== 0) {
        const before = seen.get(v);
        if (before) ctx.addIssue({ code: 'custom', path: [key, r, c], message: `${v} is already at ${before}` });
        else seen.set(v, `[${r}][${c}]`);
      }
    });
  });
}

export const puzzleSchema = z
  .object({
    width: side,
    height: side,
    givens: gridRows('givens'),
  })
  .check(z.superRefine((p, ctx) => gridShape(p.givens, p.width, p.height, 0, ctx, 'givens')));

export type NumbrixPuzzle = z.output<typeof puzzleSchema>;

export const solutionSchema = z.object({ grid: gridRows('grid') }).check(z.superRefine((s, ctx) => {
  const height = s.grid.length;
  const width = s.grid[0]?.length ?? 0;
  gridShape(s.grid, width, height, 1, ctx, 'grid');
}));

export type NumbrixSolution = z.output<typeof solutionSchema>;
