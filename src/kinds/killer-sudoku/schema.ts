import * as z from 'zod/mini';
import '../../engine/zod-config.ts';
import { intIn } from '../../engine/schema-helpers.ts';

/** The sizes made, each with its box as [columns, rows], as Sudoku's: a 6×6 of 3×2 boxes and the classic 9×9. */
export const BOXES = { 6: [3, 2], 9: [3, 3] } as const satisfies Record<number, readonly [number, number]>;
export type Size = keyof typeof BOXES;
export const SIZES = Object.keys(BOXES).map(Number) as Size[];
const size = z.number({ error: 'must be a number' }).check(z.refine((n) => SIZES.includes(n as Size), { error: 'must be 6 or 9' })) as unknown as z.ZodMiniType<Size, number>;
export const optionsSchema = z.strictObject({ size: z._default(size, 9).check(z.meta({ description: 'Cells a side: 6 (boxes of 3 columns by 2 rows) or 9 (3×3 boxes).' })) });
export type KillerOptions = z.output<typeof optionsSchema>;
export type KillerOptionsInput = z.input<typeof optionsSchema>;
/** The largest side a record may have (a 4×4 of 2×2 boxes is read too: the tests' small grids). */
const MOST = 9;
const cell = z.tuple([intIn(0, MOST - 1), intIn(0, MOST - 1)]);
/** A cage: its cells as [row, column] from 0 (the sum is printed in the top left one), and its sum. */
const cells = z.array(cell).check(z.minLength(1, { error: 'must have at least one cell' }), z.maxLength(MOST, { error: `must have at most ${MOST} cells (its digits differ)` }));
const cageSchema = z.object({ cells, sum: intIn(1, 45) });
export type Cage = z.output<typeof cageSchema>;
const rows = z.array(z.array(z.number({ error: 'must be a number' }).check(z.int({ error: 'must be a whole number' }))));
const box = z.tuple([intIn(1, MOST), intIn(1, MOST)], { error: 'must be [columns, rows] of one box' });
export const puzzleSchema = z
  .object({ size: intIn(4, MOST), box, cages: z.array(cageSchema).check(z.minLength(1), z.maxLength(MOST * MOST)), givens: z.optional(rows) })
  .check(
    z.superRefine((p, ctx) => {
      const [w, h] = p.box;
      if (w * h !== p.size || p.size % w !== 0) ctx.addIssue({ code: 'custom', path: ['box'], message: `a box of ${w}×${h} does not tile a ${p.size}×${p.size} grid` });
      const owner = new Map<string, number>();
      p.cages.forEach(({ cells }, i) => {
        cells.forEach(([r, c], j) => {
          const key = `${r},${c}`;
          if (r >= p.size || c >= p.size) ctx.addIssue({ code: 'custom', path: ['cages', i, 'cells', j], message: `must be a cell of the ${p.size}×${p.size} grid` });
          else if (owner.has(key)) ctx.addIssue({ code: 'custom', path: ['cages', i, 'cells', j], message: owner.get(key) === i ? 'is listed twice in this cage' : `is also in cages[${owner.get(key)}]: every cell is in one cage` });
          else owner.set(key, i);
        });
        if (cells.length > p.size) ctx.addIssue({ code: 'custom', path: ['cages', i, 'cells'], message: `must have at most ${p.size} cells (its digits differ)` });
        if (!connected(cells)) ctx.addIssue({ code: 'custom', path: ['cages', i, 'cells'], message: 'must be connected, each cell beside another of the cage' });
      });
      if (owner.size !== p.size * p.size) ctx.addIssue({ code: 'custom', path: ['cages'], message: `must cover all ${p.size * p.size} cells, not ${owner.size}` });
      p.givens?.forEach((row, r) => {
        if (row.length !== p.size) ctx.addIssue({ code: 'custom', path: ['givens', r], message: `must have ${p.size} cells, not ${row.length}` });
        row.forEach((v, c) => (v < 0 || v > p.size) && ctx.addIssue({ code: 'custom', path: ['givens', r, c], message: `must be between 0 and ${p.size} (0 for a cell to fill)` }));
      });
      if (p.givens && p.givens.length !== p.size) ctx.addIssue({ code: 'custom', path: ['givens'], message: `must have ${p.size} rows, not ${p.givens.length}` });
    }),
  );
export type KillerPuzzle = z.output<typeof puzzleSchema>;
export const solutionSchema = z.object({ grid: rows });
export type KillerSolution = z.output<typeof solutionSchema>;
/** Whether cells, as [row, column], join up side to side: every cell reached from the first, a step at a time. */
function connected(cells: readonly (readonly [number, number])[]): boolean {
  const keys = new Set(cells.map(([r, c]) => r * 16 + c));
  const seen = new Set([keys.values().next().value!]);
  for (const k of seen) for (const n of [k + 1, k - 1, k + 16, k - 16]) if (keys.has(n)) seen.add(n);
  return seen.size === keys.size;
}
/** A cage's top left cell (the first in reading order), where its sum is printed and by which sentences name it. */
export const cornerOf = (cells: readonly (readonly [number, number])[]): readonly [number, number] => cells.reduce((a, b) => (b[0] < a[0] || (b[0] === a[0] && b[1] < a[1]) ? b : a));
