import * as z from 'zod/mini';
import '../../engine/zod-config.ts';
import { intIn } from '../../engine/schema-helpers.ts';

/** The sizes made: a 3×3 for a first try to a 9×9. */
export const MIN_SIZE = 3;
export const MAX_SIZE = 9;

/** The operations a cage may show, as options and records write them. */
export const OPS = ['+', '-', '*', '/'] as const;
export type Op = (typeof OPS)[number];

export const optionsSchema = z.strictObject({
  size: z._default(intIn(MIN_SIZE, MAX_SIZE), 6).check(z.meta({ description: 'Cells a side, 3 to 9: each row and column holds 1 to the size once.' })),
  ops: z
    ._default(
      z
        .string({ error: 'must be a string of operations, such as "+-" or "+-*/"' })
        .check(
          z.regex(/^[-+*/]+$/, { error: 'must be made of +, -, * and / only, such as "+-" for young children' }),
          z.refine((s) => new Set(s).size === s.length, { error: 'must name each operation once' }),
        ),
      '+-*/',
    )
    .check(z.meta({ description: 'The operations cages may show: any of + - * /. "+-" gives sums and differences only, for young children.' })),
});
export type CalcudokuOptions = z.output<typeof optionsSchema>;
export type CalcudokuOptionsInput = z.input<typeof optionsSchema>;

const cell = z.tuple([intIn(0, MAX_SIZE - 1), intIn(0, MAX_SIZE - 1)]);

const cageSchema = z.object({
  /** Its cells as [row, column] from 0, in reading order: the clue is printed in the first. */
  cells: z.array(cell).check(z.minLength(1, { error: 'must have at least one cell' }), z.maxLength(MAX_SIZE, { error: `must have at most ${MAX_SIZE} cells (a larger cage's total tells a solver too little)` })),
  op: z.enum(['+', '-', '*', '/', '='], { error: 'must be +, -, *, / or =' }),
  target: z.number({ error: 'must be a number' }).check(z.int({ error: 'must be a whole number' }), z.minimum(1, { error: 'must be at least 1' }), z.maximum(9 ** 9, { error: 'is too large' })),
});
export type Cage = z.output<typeof cageSchema>;

export const puzzleSchema = z
  .object({
    size: intIn(MIN_SIZE, MAX_SIZE),
    cages: z.array(cageSchema).check(z.minLength(1), z.maxLength(MAX_SIZE * MAX_SIZE)),
  })
  .check(
    z.superRefine((p, ctx) => {
      const owner = new Map<string, number>();
      p.cages.forEach((cage, i) => {
        const { cells, op } = cage;
        cells.forEach(([r, c], j) => {
          const key = `${r},${c}`;
          if (r >= p.size || c >= p.size) ctx.addIssue({ code: 'custom', path: ['cages', i, 'cells', j], message: `must be a cell of the ${p.size}×${p.size} grid` });
          else if (owner.get(key) === i) ctx.addIssue({ code: 'custom', path: ['cages', i, 'cells', j], message: 'is listed twice in this cage' });
          else if (owner.has(key)) ctx.addIssue({ code: 'custom', path: ['cages', i, 'cells', j], message: `is also in cages[${owner.get(key)}]: every cell is in one cage` });
          else owner.set(key, i);
        });
        if ((op === '-' || op === '/') && cells.length !== 2) ctx.addIssue({ code: 'custom', path: ['cages', i, 'op'], message: `${op} is for two-cell cages only` });
        if (op === '=' && cells.length !== 1) ctx.addIssue({ code: 'custom', path: ['cages', i, 'op'], message: '= is for one-cell cages only' });
        if (op !== '=' && cells.length === 1) ctx.addIssue({ code: 'custom', path: ['cages', i, 'op'], message: 'a one-cell cage shows its digit, with =' });
        if (!connected(cells)) ctx.addIssue({ code: 'custom', path: ['cages', i, 'cells'], message: 'must be connected, each cell beside another of the cage' });
      });
      if (owner.size !== p.size * p.size) ctx.addIssue({ code: 'custom', path: ['cages'], message: `must cover all ${p.size * p.size} cells, not ${owner.size}` });
    }),
  );
export type CalcudokuPuzzle = z.output<typeof puzzleSchema>;

const digits = z.array(z.array(z.number({ error: 'must be a number' }).check(z.int({ error: 'must be a whole number' }))));
export const solutionSchema = z.object({ grid: digits });
export type CalcudokuSolution = z.output<typeof solutionSchema>;

/** Whether cells, as [row, column], join up side to side. */
function connected(cells: readonly (readonly [number, number])[]): boolean {
  const keys = new Set(cells.map(([r, c]) => `${r},${c}`));
  const seen = new Set([`${cells[0]![0]},${cells[0]![1]}`]);
  const todo = [cells[0]!];
  while (todo.length > 0) {
    const [r, c] = todo.pop()!;
    for (const [dr, dc] of [[0, 1], [1, 0], [0, -1], [-1, 0]] as const) {
      const key = `${r + dr},${c + dc}`;
      if (keys.has(key) && !seen.has(key)) {
        seen.add(key);
        todo.push([r + dr, c + dc]);
      }
    }
  }
  return seen.size === keys.size;
}
