import * as z from 'zod/mini';
import '../../engine/zod-config.ts';
import type { Difficulty } from '../../engine/kind.ts';
import { intIn, sizeOrSides } from '../../engine/schema-helpers.ts';
import { DIRECTIONS, type Direction } from '../../engine/wordkit/directions.ts';

/** Sides: 8 (a child's) to 20 (a large-print book's largest), letters a side. */
export const MIN_SIDE = 8;
export const MAX_SIDE = 20;
/** An author's list: at most this many words, each at most this many characters as written. */
export const MAX_WORDS = 60;
export const MAX_WORD = 40;
/** A hidden message: at most this many characters as written. */
export const MAX_MESSAGE = 120;

/** A hidden message's letters as written: its spaces and punctuation left out (the grid has none). */
export const messageLetters = (message: string) => message.replace(/[\s\p{P}]/gu, '');

/**
 * The side of a band's grid when the options name no size and no list of their own: 10 easy, 12
 * medium, 15 hard and expert, as published word searches step up (an author's list takes the
 * size its words need: sizing.ts `gridOf`). A size asked for is kept in every band.
 */
export const DEFAULT_SIDE: Readonly<Record<Difficulty, number>> = { easy: 10, medium: 12, hard: 15, expert: 15 };

/** The directions a band's words take when the options name none: along, then the diagonals forwards, then backwards along, then all eight. */
export const BAND_DIRECTIONS: Readonly<Record<Difficulty, readonly Direction[]>> = {
  easy: ['E', 'S'],
  medium: ['E', 'SE', 'S', 'NE'],
  hard: ['E', 'SE', 'S', 'W', 'N', 'NE'],
  expert: DIRECTIONS,
};

const side = intIn(MIN_SIDE, MAX_SIDE);

/** What a written word may hold: letters (with their marks), spaces, hyphens, apostrophes and full stops; a letter first. */
const WRITTEN = /^[\p{L}][\p{L}\p{M}\s\-‐‑'’ʼ.]*$/u;
const written = (most: number, what: string) =>
  z.string({ error: `must be a text: ${what}` }).check(
    z.trim(),
    z.minLength(1, `must not be empty: ${what}`),
    z.maxLength(most, `must be at most ${most} characters`),
    z.regex(WRITTEN, 'must be letters, with spaces, hyphens or apostrophes between them'),
  );

/** Directions as a list (`["E", "S"]`) or one text of them (`"E S SE"`, `"E,S"`), which a command line takes unquoted. */
const directions = z.pipe(
  z.transform((v: unknown) => (typeof v === 'string' ? v.split(/[\s,]+/).filter(Boolean).map((d) => d.toUpperCase()) : v)),
  z.pipe(
    z
      .array(z.enum(DIRECTIONS, { error: `must be directions, each one of ${DIRECTIONS.join(' ')}` }), { error: `must be directions, such as "E S" or ["E", "S"]` })
      .check(z.minLength(1, 'needs at least one direction')),
    // Each once, in the record's order (E SE S SW W NW N NE).
    z.transform((given: Direction[]) => DIRECTIONS.filter((d) => given.includes(d))),
  ),
);

/** An author's list: a list of words, or one text of them separated by commas (a command line's `--words "lion, tiger"`). */
const wordList = z.pipe(
  z.transform((v: unknown) => (typeof v === 'string' ? v.split(',').map((w) => w.trim()).filter(Boolean) : v)),
  z.array(written(MAX_WORD, 'a word'), { error: 'must be a list of words, such as ["lion", "tiger"]' }).check(z.minLength(1, 'needs at least one word'), z.maxLength(MAX_WORDS, `must be at most ${MAX_WORDS} words`)),
);

const optionFields = z
  .strictObject({
    theme: z.optional(z.string({ error: 'must be a text' }).check(z.trim(), z.minLength(1, 'must not be empty'), z.maxLength(60, 'must be at most 60 characters'))).check(
      z.meta({
        description:
          "A theme of the book's language by its id (`animals`, `space`: the kind's page lists them), whose words the puzzles take; with `words`, only the heading printed over the list. Left out: each puzzle draws a theme of its own from its seed, so a section varies.",
      }),
    ),
    words: z.optional(wordList).check(z.meta({ description: `Your own list, up to ${MAX_WORDS} words of up to ${MAX_WORD} characters, as they are written (spaces, hyphens and apostrophes are left out of the grid); every puzzle of the section hides all of them.` })),
    size: z.optional(side).check(z.meta({ description: `A square grid of this many letters a side, ${MIN_SIDE} (a child's) to ${MAX_SIDE}; by default 10 easy, 12 medium, 15 hard and expert, and for your own list the size its words take (12 words: 13 easy, 12 medium and hard, 10 expert).` })),
    rows: z.optional(side).check(z.meta({ description: 'A rectangle: its rows, with cols, instead of size.' })),
    cols: z.optional(side).check(z.meta({ description: 'A rectangle: its columns, with rows.' })),
    directions: z.optional(directions).check(
      z.meta({
        description:
          'The directions words may run, of E (left to right), SE, S (down), SW, W (right to left), NW, N (up) and NE, such as `"E S"` for young children; by default E and S at easy, the diagonals forwards from medium, backwards along from hard, all eight at expert.',
      }),
    ),
    message: z
      .optional(
        z.string({ error: 'must be a text' }).check(
          z.trim(),
          z.minLength(1, 'must not be empty'),
          z.maxLength(MAX_MESSAGE, `must be at most ${MAX_MESSAGE} characters`),
          z.refine((m) => /\p{L}/u.test(m) && /^[\p{L}\p{M}\s\p{P}]+$/u.test(m), 'must be words: letters, with spaces and punctuation'),
        ),
      )
      .check(
      z.meta({
        description:
          "A hidden message: the letters no word takes spell it, in reading order (spaces and punctuation left out); a theme's spare words fill the rest, beside your own list too, and with no size the grid is the one it fits.",
      }),
    ),
    keepOffensive: z.optional(z.boolean({ error: 'must be true or false' })).check(
      z.meta({
        description:
          "Print a word of your own list that a list of offensive words holds (the book's language's, English's, or the project's own): a worksheet refuses such a word unless this is set, and a book prints it with a warning. Grids are always proved free of every other.",
      }),
    ),
  })
  .check(z.superRefine((o, ctx) => sizeOrSides(o, ['rows', 'cols'], ctx)));

export const optionsSchema = z.pipe(
  optionFields,
  // No size is left as none: the band decides it (`gridOf`), and the options are read before the band is known.
  z.transform((o: z.output<typeof optionFields>) => ({
    theme: o.theme,
    words: o.words,
    rows: o.size ?? o.rows,
    cols: o.size ?? o.cols,
    directions: o.directions,
    message: o.message,
    keepOffensive: o.keepOffensive,
  })),
);
export type WordSearchOptions = z.output<typeof optionsSchema>;
export type WordSearchOptionsInput = z.input<typeof optionsSchema>;


/** One letter of a grid as printed: a single upper-case letter (`A`, `Ñ`, `Ä`). */
const letter = z.string({ error: 'must be a letter' }).check(z.regex(/^\p{Lu}$/u, 'must be one upper-case letter'));
/** A word as printed in the list. */
const word = z.string({ error: 'must be a word' }).check(z.minLength(1), z.maxLength(MAX_WORD), z.regex(WRITTEN, 'must be letters, with spaces, hyphens or apostrophes between them'));
const direction = z.enum(DIRECTIONS, { error: `must be one of ${DIRECTIONS.join(' ')}` });
/** The largest side a stored puzzle may have: larger than any made, for grids someone else made. */
const MOST = 40;

export const puzzleSchema = z
  .object({
    rows: intIn(2, MOST),
    cols: intIn(2, MOST),
    letters: z.array(z.array(letter)).check(z.maxLength(MOST)),
    words: z.array(word).check(z.minLength(1, 'needs at least one word'), z.maxLength(MAX_WORDS * 2)),
    directions: z.array(direction).check(z.minLength(1, 'needs at least one direction'), z.maxLength(8)),
    theme: z.optional(z.string().check(z.minLength(1), z.maxLength(60))),
    message: z.optional(z.object({ length: intIn(1, MOST * MOST) })),
  })
  .check(
    z.superRefine((p, ctx) => {
      if (p.letters.length !== p.rows) return void ctx.addIssue({ code: 'custom', path: ['letters'], message: `must have ${p.rows} rows, not ${p.letters.length}` });
      for (const [r, row] of p.letters.entries()) {
        if (row.length !== p.cols) return void ctx.addIssue({ code: 'custom', path: ['letters', r], message: `must have ${p.cols} letters, not ${row.length}` });
      }
      const seen = new Set<string>();
      p.directions.forEach((d, i) => {
        if (seen.has(d)) ctx.addIssue({ code: 'custom', path: ['directions', i], message: `${d} is given twice` });
        seen.add(d);
      });
    }),
  );
export type WordSearchPuzzle = z.output<typeof puzzleSchema>;

const placement = z.object({ word, row: intIn(0, MOST - 1), col: intIn(0, MOST - 1), dir: direction });
export type WordPlacement = z.output<typeof placement>;

export const solutionSchema = z.object({
  placements: z.array(placement).check(z.maxLength(MAX_WORDS * 2)),
  message: z.optional(z.string().check(z.maxLength(MOST * MOST))),
});
export type WordSearchSolution = z.output<typeof solutionSchema>;
