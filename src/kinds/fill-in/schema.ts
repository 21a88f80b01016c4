import * as z from 'zod/mini';
import '../../engine/zod-config.ts';
import type { Difficulty } from '../../engine/kind.ts';
import { intIn, sizeOrSides } from '../../engine/schema-helpers.ts';
import { slotGrid } from '../../engine/wordkit/slots.ts';

/** The sides a fill-in is made at: 5 (a child's first) to 15 (a magazine's page; 13 is the usual). */
export const MIN_SIDE = 5;
export const MAX_SIDE = 15;

/**
 * What a band asks when the options leave it: the grid's side. Larger grids list more words of
 * each length, so more of them are told apart by their crossings; the band itself is the ladder's
 * level the puzzle needs (generate.ts), measured in docs/kinds/fill-in.md.
 */
export const BAND_DEFAULTS: Readonly<Record<Difficulty, { side: number }>> = {
  easy: { side: 7 },
  medium: { side: 9 },
  hard: { side: 11 },
  expert: { side: 13 },
};

const side = intIn(MIN_SIDE, MAX_SIDE);

const optionFields = z
  .strictObject({
    size: z.optional(side).check(z.meta({ description: `The grid's rows and columns, ${MIN_SIDE} to ${MAX_SIDE}; by default 7 easy, 9 medium, 11 hard, 13 expert.` })),
    rows: z.optional(side).check(z.meta({ description: 'The rows, with cols, instead of size.' })),
    cols: z.optional(side).check(z.meta({ description: 'The columns, with rows.' })),
    alphabet: z.optional(z.enum(['letters', 'digits'], { error: 'must be letters or digits' })).check(
      z.meta({ description: "`letters` (the default): the book language's words; `digits`: numbers in place of words, for a maths class and for any language." }),
    ),
  })
  .check(z.superRefine((o, ctx) => sizeOrSides(o, ['rows', 'cols'], ctx)));

export const optionsSchema = z.pipe(
  optionFields,
  z.transform((o: z.output<typeof optionFields>) => ({ rows: o.size ?? o.rows, cols: o.size ?? o.cols, alphabet: o.alphabet ?? ('letters' as const) })),
);
export type FillInOptions = z.output<typeof optionsSchema>;
export type FillInOptionsInput = z.input<typeof optionsSchema>;

/** A band's grid with these options: the options' sides, else the band's. */
export function planOf(o: FillInOptions, difficulty: Difficulty): { rows: number; cols: number } {
  const band = BAND_DEFAULTS[difficulty].side;
  return { rows: o.rows ?? band, cols: o.cols ?? band };
}

/** The largest side a stored puzzle may have: larger than any made, for grids someone else made. */
const MOST = 25;
/** The longest word a stored list may hold, as written. */
export const MAX_WORD = 40;
/** The most words a stored list may hold: a 25×25 grid's slots at most. */
const MOST_WORDS = 400;

/** One grid letter (upper case, with its marks where the language keeps them) or one digit. */
const cellLetter = z.string({ error: 'must be one letter or digit' }).check(z.regex(/^(?:\p{Lu}|\p{N})$/u, 'must be one letter or digit, upper case'));
const word = z.string({ error: 'must be a word' }).check(z.minLength(2), z.maxLength(MAX_WORD), z.regex(/^[\p{Lu}\p{N}][\p{Lu}\p{M}\p{N}\s\-‐‑'’ʼ]*$/u, 'must be upper-case letters (or digits), with spaces, hyphens or apostrophes between them'));

export const puzzleSchema = z
  .object({
    rows: intIn(2, MOST),
    cols: intIn(2, MOST),
    /** Row by row, true where a cell is a block. */
    blocks: z.array(z.array(z.boolean({ error: 'must be true (a block) or false' }))),
    /** The list, as printed: grid letters (or digit strings), each once, by length and then in the language's order. */
    words: z.array(word).check(z.minLength(2, 'needs at least two words'), z.maxLength(MOST_WORDS)),
    alphabet: z.enum(['letters', 'digits'], { error: 'must be letters or digits' }),
    /** Letters printed in the grid to start from, row by row, null elsewhere. */
    givens: z.optional(z.array(z.array(z.nullable(cellLetter)))),
  })
  .check(
    z.superRefine((p, ctx) => {
      const rowsOk = (grid: unknown[][], path: string) => {
        if (grid.length !== p.rows) return void ctx.addIssue({ code: 'custom', path: [path], message: `must have ${p.rows} rows, not ${grid.length}` });
        const bad = grid.findIndex((row) => row.length !== p.cols);
        if (bad >= 0) return void ctx.addIssue({ code: 'custom', path: [path, bad], message: `must have ${p.cols} cells, not ${grid[bad]!.length}` });
        return true;
      };
      if (!rowsOk(p.blocks, 'blocks')) return;
      const open = Uint8Array.from(p.blocks.flat(), (b) => (b ? 0 : 1));
      const grid = slotGrid(p.rows, p.cols, open);
      for (let cell = 0; cell < open.length; cell++) {
        if (open[cell] && grid.across[cell]! < 0 && grid.down[cell]! < 0) {
          ctx.addIssue({ code: 'custom', path: ['blocks', Math.floor(cell / p.cols), cell % p.cols], message: 'is a white cell in no word: every white cell is in a run of two or more' });
          return;
        }
      }
      if (p.words.length !== grid.slots.length) ctx.addIssue({ code: 'custom', path: ['words'], message: `must have one word a slot (${grid.slots.length}), not ${p.words.length}` });
      if (p.alphabet === 'digits') {
        const w = p.words.findIndex((x) => !/^\d+$/.test(x));
        if (w >= 0) ctx.addIssue({ code: 'custom', path: ['words', w], message: 'must be digits, as the alphabet is digits' });
      }
      if (p.givens && rowsOk(p.givens, 'givens')) {
        p.givens.forEach((row, r) =>
          row.forEach((g, c) => {
            if (g !== null && !open[r * p.cols + c]) ctx.addIssue({ code: 'custom', path: ['givens', r, c], message: 'is on a block' });
          }),
        );
      }
    }),
  );
export type FillInPuzzle = z.output<typeof puzzleSchema>;

export const solutionSchema = z.object({ grid: z.array(z.array(z.nullable(cellLetter))) });
export type FillInSolution = z.output<typeof solutionSchema>;
