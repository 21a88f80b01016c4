import * as z from 'zod/mini';
import '../../engine/zod-config.ts';
import type { Difficulty } from '../../engine/kind.ts';
import { intIn, sizeOrSides } from '../../engine/schema-helpers.ts';
import { slotsProblem } from '../../engine/wordkit/slot-puzzle.ts';

/** The most rows and columns a criss-cross may spread over: 7 (a child's few words) to 21 (a page's width of letters). */
export const MIN_SIDE = 7;
export const MAX_SIDE = 21;
/** Words a puzzle lists, at least and at most. */
export const LEAST_COUNT = 4;
export const MOST_COUNT = 20;
/** An author's list: at most this many lines, each word and each clue at most this long as written. */
export const MAX_WORDS = 40;
export const MAX_WORD = 21;
export const MAX_CLUE = 80;

/**
 * What a band asks when the options leave it: words a puzzle lists, the most rows and columns they
 * spread over, and whether the answers are printed as a bank. Easy and medium print the bank (a
 * child fits the words by their lengths and letters); hard and expert give the clues alone, on more
 * words in a wider grid. Measured in docs/kinds/criss-cross.md.
 */
export const BAND_DEFAULTS: Readonly<Record<Difficulty, { count: number; side: number; bank: boolean }>> = {
  easy: { count: 6, side: 9, bank: true },
  medium: { count: 8, side: 13, bank: true },
  hard: { count: 10, side: 15, bank: false },
  expert: { count: 12, side: 15, bank: false },
};

/** What a written answer may hold: letters (with their marks), spaces, hyphens and apostrophes; a letter first. */
const WRITTEN = /^[\p{L}][\p{L}\p{M}\s\-‐‑'’ʼ]*$/u;

/** One line of an author's list: `word: clue`. */
export interface OwnWord {
  word: string;
  clue: string;
}

/** A line `word: clue` read, or an error naming what is wrong with it. */
function lineOf(line: string): OwnWord | string {
  const colon = line.indexOf(':');
  if (colon < 0) return 'must be a word and its clue, as "lion: a big cat with a mane"';
  const word = line.slice(0, colon).trim();
  const clue = line.slice(colon + 1).trim();
  if (!word) return 'needs a word before the ":"';
  if (!clue) return `needs a clue after "${word}:"`;
  if ([...word].length > MAX_WORD) return `its word must be at most ${MAX_WORD} characters`;
  if (!WRITTEN.test(word)) return `its word "${word}" must be letters, with spaces, hyphens or apostrophes between them`;
  if ([...clue].length > MAX_CLUE) return `its clue must be at most ${MAX_CLUE} characters`;
  return { word, clue };
}

/**
 * An author's list: `word: clue` lines, as a list or one text of lines (a command line's
 * `--words "lion: a big cat; seal: it claps its flippers"` takes `;` between them too).
 */
const ownList = z.pipe(
  z.transform((v: unknown) =>
    typeof v === 'string'
      ? v.split(/[\n;]/).map((w) => w.trim()).filter(Boolean)
      : // A list read before (`{ word, clue }`, as the options hold it) reads again as its lines.
        Array.isArray(v)
        ? v.map((line: unknown) => (typeof line === 'object' && line !== null && typeof (line as OwnWord).word === 'string' && typeof (line as OwnWord).clue === 'string' ? `${(line as OwnWord).word}: ${(line as OwnWord).clue}` : line))
        : v,
  ),
  z.pipe(
    z
      .array(z.string({ error: 'must be a line "word: clue"' }), { error: 'must be a list of "word: clue" lines, such as ["lion: a big cat with a mane"]' })
      .check(
        z.minLength(LEAST_COUNT, `needs at least ${LEAST_COUNT} words`),
        z.maxLength(MAX_WORDS, `must be at most ${MAX_WORDS} words`),
        z.superRefine((lines, ctx) =>
          lines.forEach((line, i) => {
            const read = lineOf(line);
            if (typeof read === 'string') ctx.addIssue({ code: 'custom', path: [i], message: read });
          }),
        ),
      ),
    z.transform((lines: string[]) => lines.map((line) => lineOf(line) as OwnWord)),
  ),
);

const side = intIn(MIN_SIDE, MAX_SIDE);

const optionFields = z
  .strictObject({
    theme: z.optional(z.string({ error: 'must be a text' }).check(z.trim(), z.minLength(1, 'must not be empty'), z.maxLength(60, 'must be at most 60 characters'))).check(
      z.meta({
        description:
          "A theme of the book's language by its id (`animals`, `space`: the kind's page lists the twelve with clues), whose words and clues the puzzles take; with `words`, only the heading printed over the clues. Left out: each puzzle draws a theme of its own from its seed.",
      }),
    ),
    words: z.optional(ownList).check(
      z.meta({
        description: `Your own list: up to ${MAX_WORDS} lines \`word: clue\` (a class's vocabulary, the week's spelling words), each word up to ${MAX_WORD} characters and each clue up to ${MAX_CLUE}; each puzzle takes \`count\` of them, all of them by default where the list is no longer than ${MOST_COUNT}.`,
      }),
    ),
    count: z.optional(intIn(LEAST_COUNT, MOST_COUNT)).check(z.meta({ description: `Words a puzzle lists, ${LEAST_COUNT} to ${MOST_COUNT}; by default 6 easy, 8 medium, 10 hard, 12 expert (an own list of ${MOST_COUNT} or fewer: all of it).` })),
    size: z.optional(side).check(z.meta({ description: `The most rows and columns the words may spread over, ${MIN_SIDE} to ${MAX_SIDE}; by default 9 easy, 13 medium, 15 hard and expert across, and four fifths as many down. The grid printed is as small as the words' layout.` })),
    rows: z.optional(side).check(z.meta({ description: 'The most rows, with cols, instead of size.' })),
    cols: z.optional(side).check(z.meta({ description: 'The most columns, with rows.' })),
    bank: z.optional(z.boolean({ error: 'must be true or false' })).check(z.meta({ description: 'Whether the answers are printed as a word bank under the clues; by default at easy and medium, not at hard and expert.' })),
  })
  .check(z.superRefine((o, ctx) => sizeOrSides(o, ['rows', 'cols'], ctx)));

export const optionsSchema = z.pipe(
  optionFields,
  z.transform((o: z.output<typeof optionFields>) => ({ theme: o.theme, words: o.words, count: o.count, rows: o.size ?? o.rows, cols: o.size ?? o.cols, bank: o.bank })),
);
export type CrissCrossOptions = z.output<typeof optionsSchema>;
export type CrissCrossOptionsInput = z.input<typeof optionsSchema>;

/**
 * A band's most rows, where the options give no size, as a share of its columns: a page is taller
 * than it is wide and its clues go under the grid, so a grid as wide as the page and four fifths
 * as tall leaves them room (a 15×15 with ten clues printed under 7 mm on a 6×9 page).
 */
export const TALL = 0.8;

/** Columns an author's longest word leaves free beside it where the options give no size: room for others to cross it. */
const ROOM_BESIDE = 3;

/**
 * What a band's puzzles are with these options: the options' figures, else the band's; an
 * author's list with no size asked is given a grid its longest word fits with room beside it (a
 * teacher's ELEPHANT on an easy 9×7 left nothing to cross it).
 */
export function planOf(o: CrissCrossOptions, difficulty: Difficulty): { count: number; rows: number; cols: number; bank: boolean } {
  const band = BAND_DEFAULTS[difficulty];
  const own = o.words && o.words.length <= MOST_COUNT ? o.words.length : undefined;
  const longest = Math.max(0, ...(o.words ?? []).map((w) => [...w.word.matchAll(/\p{L}/gu)].length));
  const side = Math.min(MAX_SIDE, Math.max(band.side, longest + ROOM_BESIDE));
  return { count: o.count ?? own ?? band.count, rows: o.rows ?? Math.round(side * TALL), cols: o.cols ?? side, bank: o.bank ?? band.bank };
}

/** The largest side a stored puzzle may have: larger than any made, for grids someone else made. */
const MOST = 40;

const written = z.string({ error: 'must be a word' }).check(z.minLength(1), z.maxLength(MAX_WORD), z.regex(WRITTEN, 'must be letters, with spaces, hyphens or apostrophes between them'));

const slot = z.object({
  number: intIn(1, MOST * MOST),
  row: intIn(0, MOST - 1),
  col: intIn(0, MOST - 1),
  dir: z.enum(['across', 'down'], { error: 'must be across or down' }),
  length: intIn(2, MOST),
  clue: z.string({ error: 'must be a text' }).check(z.minLength(1), z.maxLength(MAX_CLUE)),
});
export type Slot = z.output<typeof slot>;

export const puzzleSchema = z
  .object({
    rows: intIn(2, MOST),
    cols: intIn(2, MOST),
    slots: z.array(slot).check(z.minLength(2, 'needs at least two slots'), z.maxLength(MAX_WORDS)),
    /** The answers as printed, in the language's order: what the proof fills the slots with, printed as a word bank where `printBank`. */
    bank: z.array(written).check(z.maxLength(MAX_WORDS)),
    printBank: z.boolean(),
    theme: z.optional(z.string().check(z.minLength(1), z.maxLength(60))),
  })
  .check(
    z.superRefine((p, ctx) => {
      let outside = false;
      p.slots.forEach((s, i) => {
        const [endRow, endCol] = s.dir === 'across' ? [s.row, s.col + s.length - 1] : [s.row + s.length - 1, s.col];
        if (endRow >= p.rows || endCol >= p.cols) {
          outside = true;
          ctx.addIssue({ code: 'custom', path: ['slots', i], message: `runs outside the ${p.rows}×${p.cols} grid` });
        }
      });
      if (p.bank.length !== p.slots.length) ctx.addIssue({ code: 'custom', path: ['bank'], message: `must have one word a slot (${p.slots.length}), not ${p.bank.length}` });
      // Inside the grid, the slots must be those its squares make, numbered as a crossword's.
      if (outside) return;
      const problem = slotsProblem(p);
      if (problem) ctx.addIssue({ code: 'custom', path: [problem.path], message: problem.message });
    }),
  );
export type CrissCrossPuzzle = z.output<typeof puzzleSchema>;

export const solutionSchema = z.object({ words: z.array(written).check(z.maxLength(MAX_WORDS)) });
export type CrissCrossSolution = z.output<typeof solutionSchema>;
