import * as z from 'zod/mini';
import '../../engine/zod-config.ts';
import type { Difficulty } from '../../engine/kind.ts';
import { intIn, sizeOrSides } from '../../engine/schema-helpers.ts';

export const MIN_SIDE = 2;
export const MAX_SIDE = 9;
export const OPS = ['+', '-', '*', '/'] as const;
export type Op = (typeof OPS)[number];
export const DISTINCT = ['none', 'rows', 'lines', 'grid'] as const;
export type Distinct = (typeof DISTINCT)[number];
/** `precedence`: × and ÷ before + and −; `left-to-right`: strictly in reading order, as some publishers print them. */
export const ORDERS = ['precedence', 'left-to-right'] as const;
export type Order = (typeof ORDERS)[number];

const side = intIn(MIN_SIDE, MAX_SIDE);
const digit = intIn(0, 9);
const digitRange = z
  .tuple([digit, digit], { error: 'must be [lowest, highest], two digits' })
  .check(z.refine(([lo, hi]) => lo < hi, { error: 'the lowest digit must be below the highest' }));

/**
 * The side of a band's grid when the options name no size (issue 65): at 3×3 an expert has the
 * same nine boxes as a hard one, all blank or nearly, and its median is only two steps past
 * hard's; at 4×4 it has sixteen, and clearly more to do (docs/kinds/cross-numbers.md, measured).
 * A size asked for is kept in every band.
 */
export const DEFAULT_SIDE: Readonly<Record<Difficulty, number>> = { easy: 3, medium: 3, hard: 3, expert: 4 };

/** The side every band can fall back to: the distinct rule is checked against it when no size is given. */
const LEAST_SIDE = 3;

/**
 * The grid a band's puzzles have with these options: the size asked for, else the band's
 * default (`DEFAULT_SIDE`), or 3×3 where the distinct rule has too few digits for the default
 * (no digit twice in the grid needs 16 at 4×4).
 */
export function gridOf(o: Pick<CrossNumbersOptions, 'rows' | 'cols' | 'digits' | 'distinct'>, difficulty: Difficulty): { rows: number; cols: number } {
  if (o.rows !== undefined && o.cols !== undefined) return { rows: o.rows, cols: o.cols };
  const side = DEFAULT_SIDE[difficulty];
  const fits = digitsNeeded(o.distinct, side, side) <= o.digits[1] - o.digits[0] + 1;
  return fits ? { rows: side, cols: side } : { rows: LEAST_SIDE, cols: LEAST_SIDE };
}

/** How many different digits the distinct rule needs, for a grid of `rows` × `cols`. */
export function digitsNeeded(distinct: Distinct, rows: number, cols: number): number {
  if (distinct === 'grid') return rows * cols;
  if (distinct === 'lines') return Math.max(rows, cols);
  if (distinct === 'rows') return cols;
  return 1;
}

/** The ways a sign may be written in a spec or on the command line, and the sign each means. */
const SIGN_SPELLINGS: Record<string, Op> = { '+': '+', '-': '-', '−': '-', '*': '*', '×': '*', x: '*', '/': '/', '÷': '/' };

/**
 * `operators`: a list of signs (`["+", "-"]`) or one text of them (`"+-"`, `"+ −"`, which YAML
 * and a command line take without quoting each sign), each at most once, in the order + − × ÷.
 */
const operators = z.pipe(
  z.transform((v: unknown) => (typeof v === 'string' ? [...v.replace(/[\s,]/g, '')] : v)),
  z.pipe(
    z
      .array(z.string().check(z.refine((s) => s in SIGN_SPELLINGS, { error: 'must be one of + - × ÷ (or * /)' })), { error: 'must be signs, such as "+-" or ["+", "-"]' })
      .check(z.minLength(1, 'needs at least one sign')),
    z.transform((signs: string[]) => OPS.filter((op) => signs.some((s) => SIGN_SPELLINGS[s] === op))),
  ),
);

/** 1 to 9, or to base − 1 in a smaller base; bases 2 and 3 need 0 to have two digits at all. */
const defaultDigits = (base: number): [number, number] => [base <= 3 ? 0 : 1, Math.min(9, base - 1)];

const optionFields = z
  .strictObject({
    size: z.optional(side).check(z.meta({
      description:
        'A square grid of this many cells a side; a 9×9 prints as an 18×18 grid. By default 3, and 4 at expert (3 where the distinct rule has too few digits for 4): at 3×3 an expert is barely more work than a hard puzzle.',
    })),
    rows: z.optional(side).check(z.meta({ description: 'A rectangle: its rows, with cols, instead of size.' })),
    cols: z.optional(side).check(z.meta({ description: 'A rectangle: its columns, with rows.' })),
    digits: z
      .optional(digitRange)
      .check(z.meta({ description: '[lowest, highest] digit to write; by default 1 to 9, or 1 to base − 1 (0 to base − 1 in bases 2 and 3).' })),
    distinct: z._default(z.enum(DISTINCT), 'none').check(z.meta({ description: 'No digit twice in a row (rows), in a row or column (lines), or in the grid.' })),
    order: z
      ._default(z.enum(ORDERS), 'precedence')
      .check(z.meta({ description: 'precedence: × and ÷ before + and −; left-to-right: strictly in reading order, as some publishers print them.' })),
    base: z._default(intIn(2, 16), 10).check(z.meta({ description: 'Totals and givens are printed in this base (the book file stays decimal).' })),
    operators: z.optional(operators).check(z.meta({
      description: 'The signs the grid may use, such as `"+-"` for children who add and subtract only (also `["+", "-"]`); by default all four, + − × ÷.',
    })),
    noNegatives: z._default(z.boolean(), false).check(z.meta({ description: 'No line goes below zero as it is worked out, not even on the way to its total (so 1 − 4 + 3 is never asked).' })),
    maxTotal: z.optional(intIn(1, 1_000_000)).check(z.meta({ description: 'The largest total a row or column may have, such as 20 for young children.' })),
  })
  .check(z.superRefine((o, ctx) => {
    sizeOrSides(o, ['rows', 'cols'], ctx);
    // With no size, every band can fall back to 3×3 (`gridOf`): that is what must have digits enough.
    const rows = o.size ?? o.rows ?? LEAST_SIDE;
    const cols = o.size ?? o.cols ?? LEAST_SIDE;
    const digits = o.digits ?? defaultDigits(o.base);
    if (digits[1] >= o.base) {
      ctx.addIssue({ code: 'custom', path: ['digits'], message: `in base ${o.base} a digit is at most ${o.base - 1}` });
    }
    const need = digitsNeeded(o.distinct, rows, cols);
    const have = digits[1] - digits[0] + 1;
    // A reversed range is already refused as such; counting its digits would say "has -7".
    if (digits[0] < digits[1] && need > have) {
      ctx.addIssue({ code: 'custom', path: ['distinct'], message: `${o.distinct} needs ${need} different digits, but ${digits[0]}–${digits[1]} has ${have}` });
    }
  }));

export const optionsSchema = z.pipe(
  optionFields,
  // No size is left as none: the band decides it (`gridOf`), and the options are read before the band is known.
  z.transform((o: z.output<typeof optionFields>) => ({
    rows: o.size ?? o.rows,
    cols: o.size ?? o.cols,
    digits: o.digits ?? defaultDigits(o.base),
    distinct: o.distinct,
    order: o.order,
    base: o.base,
    operators: o.operators ?? [...OPS],
    noNegatives: o.noNegatives,
    maxTotal: o.maxTotal,
  })),
);

export type CrossNumbersOptions = z.output<typeof optionsSchema>;
export type CrossNumbersOptionsInput = z.input<typeof optionsSchema>;

/** Options with the grid's size settled for a band (`sizedFor`): what the generator works from. */
export type SizedOptions = CrossNumbersOptions & { rows: number; cols: number };

/** The options with the band's grid written in (`gridOf`). */
export const sizedFor = (o: CrossNumbersOptions, difficulty: Difficulty): SizedOptions => ({ ...o, ...gridOf(o, difficulty) });

const op = z.enum(OPS, { error: 'must be one of + - * /' });
const whole = z.number({ error: 'must be a number' }).check(z.int({ error: 'must be a whole number' }));

function shape(ctx: z.core.$RefinementCtx, grid: unknown[][], rows: number, cols: number, key: string): void {
  if (grid.length !== rows) return void ctx.addIssue({ code: 'custom', path: [key], message: `must have ${rows} rows, not ${grid.length}` });
  grid.forEach((row, r) => {
    if (row.length !== cols) ctx.addIssue({ code: 'custom', path: [key, r], message: `must have ${cols} entries, not ${row.length}` });
  });
}

export const puzzleSchema = z
  .object({
    rows: side,
    cols: side,
    cells: z.array(z.array(z.union([digit, z.null()], { error: 'must be a digit or null (a cell to fill)' }))),
    rowOps: z.array(z.array(op)),
    colOps: z.array(z.array(op)),
    rowTotals: z.array(whole),
    colTotals: z.array(whole),
    digits: digitRange,
    distinct: z.enum(DISTINCT),
    order: z._default(z.enum(ORDERS), 'precedence'),
    base: z._default(intIn(2, 16), 10),
  })
  .check(z.superRefine((p, ctx) => {
    shape(ctx, p.cells, p.rows, p.cols, 'cells');
    shape(ctx, p.rowOps, p.rows, p.cols - 1, 'rowOps');
    shape(ctx, p.colOps, p.cols, p.rows - 1, 'colOps');
    if (p.rowTotals.length !== p.rows) ctx.addIssue({ code: 'custom', path: ['rowTotals'], message: `must have ${p.rows} totals` });
    if (p.colTotals.length !== p.cols) ctx.addIssue({ code: 'custom', path: ['colTotals'], message: `must have ${p.cols} totals` });
    if (p.digits[1] >= p.base) {
      ctx.addIssue({ code: 'custom', path: ['digits'], message: `in base ${p.base} a digit is at most ${p.base - 1}` });
    }
    const need = digitsNeeded(p.distinct, p.rows, p.cols);
    if (p.digits[0] < p.digits[1] && need > p.digits[1] - p.digits[0] + 1) {
      ctx.addIssue({ code: 'custom', path: ['distinct'], message: `${p.distinct} needs ${need} different digits, but ${p.digits[0]}–${p.digits[1]} has ${p.digits[1] - p.digits[0] + 1}` });
    }
    p.cells.forEach((row, r) =>
      row.forEach((v, c) => {
        if (v !== null && (v < p.digits[0] || v > p.digits[1])) {
          ctx.addIssue({ code: 'custom', path: ['cells', r, c], message: `must be between ${p.digits[0]} and ${p.digits[1]}` });
        }
      }),
    );
  }));

export type CrossNumbersPuzzle = z.output<typeof puzzleSchema>;

export const solutionSchema = z.object({ cells: z.array(z.array(digit)) });
export type CrossNumbersSolution = z.output<typeof solutionSchema>;
