import * as z from 'zod/mini';
import '../../engine/zod-config.ts';
import type { Difficulty } from '../../engine/kind.ts';
import { intIn } from '../../engine/schema-helpers.ts';

/** A section's words a puzzle: 3 (a child's short sheet) to 15 (a page of them). */
export const MIN_COUNT = 3;
export const MAX_COUNT = 15;
/** A word's letters: 3 to 12 (a longer word is no scramble a person unpicks). */
export const SHORTEST = 3;
export const LONGEST = 12;
/** An author's list: at most this many words, each at most this many characters as written. */
export const MAX_WORDS = 60;
const MAX_WRITTEN = 40;

/**
 * What a band takes where the options leave it: how many words, how long, and whether a final
 * answer is made of circled letters. The band itself is the ladder's level the puzzle needs
 * (grade.ts), set by each word's letters left to place: first letters are printed where a word
 * would otherwise have two answers, and at easy on every word, as children's sheets print them.
 */
export const BAND_DEFAULTS: Readonly<Record<Difficulty, { count: number; lengths: readonly [number, number]; final: boolean; first: boolean }>> = {
  easy: { count: 6, lengths: [3, 5], final: false, first: true },
  medium: { count: 8, lengths: [4, 6], final: false, first: false },
  hard: { count: 8, lengths: [5, 8], final: true, first: false },
  expert: { count: 8, lengths: [7, 10], final: true, first: false },
};

/** What a written word may hold: letters with their marks, a letter first (one word: no space). */
const WRITTEN = /^\p{L}[\p{L}\p{M}\-‐‑'’ʼ]*$/u;

/** An author's list: a list of words, or one text of them separated by commas (a command line's `--words "lion, tiger"`). */
const wordList = z.pipe(
  z.transform((v: unknown) => (typeof v === 'string' ? v.split(',').map((w) => w.trim()).filter(Boolean) : v)),
  z
    .array(
      z.string({ error: 'must be a word' }).check(z.trim(), z.minLength(1, 'must not be empty'), z.maxLength(MAX_WRITTEN, `must be at most ${MAX_WRITTEN} characters`), z.regex(WRITTEN, 'must be one word of letters (no spaces)')),
      { error: 'must be a list of words, such as ["lion", "tiger"]' },
    )
    .check(z.minLength(MIN_COUNT, `needs at least ${MIN_COUNT} words`), z.maxLength(MAX_WORDS, `must be at most ${MAX_WORDS} words`)),
);

const optionFields = z.strictObject({
  theme: z.optional(z.string({ error: 'must be a text' }).check(z.trim(), z.minLength(1, 'must not be empty'), z.maxLength(60, 'must be at most 60 characters'))).check(
    z.meta({ description: "A theme of the book's language by its id (`animals`, `fruit`), whose words are scrambled. Left out: each puzzle draws a theme of its own from its seed." }),
  ),
  words: z.optional(wordList).check(
    z.meta({ description: `Your own list, ${MIN_COUNT} to ${MAX_WORDS} words of the book's language, one word each: a puzzle scrambles as many of them as it takes (all, up to ${MAX_COUNT}), each a word of the language's dictionary with one answer.` }),
  ),
  count: z.optional(intIn(MIN_COUNT, MAX_COUNT)).check(z.meta({ description: `Words a puzzle, ${MIN_COUNT} to ${MAX_COUNT}; by default 6 easy, 8 from medium.` })),
  final: z.optional(z.boolean({ error: 'must be true or false' })).check(
    z.meta({ description: 'A final answer: a word whose letters are circled in the answers, to unscramble last, as a newspaper prints one; by default at hard and expert.' }),
  ),
});

export const optionsSchema = z.pipe(
  optionFields,
  z.transform((o: z.output<typeof optionFields>) => ({ theme: o.theme, words: o.words, count: o.count, final: o.final })),
);
export type WordScrambleOptions = z.output<typeof optionsSchema>;
export type WordScrambleOptionsInput = z.input<typeof optionsSchema>;

/** A band's plan with these options: its words' count and lengths, and whether it has a final answer. */
export function planOf(o: WordScrambleOptions, difficulty: Difficulty): { count: number; lengths: readonly [number, number]; final: boolean; first: boolean } {
  const band = BAND_DEFAULTS[difficulty];
  const count = o.count ?? (o.words ? Math.min(o.words.length, MAX_COUNT) : band.count);
  return { count, lengths: band.lengths, final: o.final ?? band.final, first: band.first };
}

/** Grid letters as printed: upper case, the language's own letters kept. */
const letters = (what: string) => z.string({ error: `must be ${what}` }).check(z.minLength(SHORTEST, `must have at least ${SHORTEST} letters`), z.maxLength(LONGEST * 2), z.regex(/^\p{Lu}+$/u, 'must be upper-case letters'));

const item = z
  .object({
    /** The answer's letters, shuffled. */
    scrambled: letters('letters'),
    /** The answer's first letter, printed in its first box: where the letters alone spell two words, or at easy. */
    first: z.optional(z.string({ error: 'must be a letter' }).check(z.regex(/^\p{Lu}$/u, 'must be one upper-case letter'))),
    /** The answer's places (from 0) whose letters are circled, for the final answer. */
    circles: z.optional(z.array(intIn(0, LONGEST * 2)).check(z.minLength(1), z.maxLength(LONGEST))),
  })
  .check(
    z.superRefine((it, ctx) => {
      const length = [...it.scrambled].length;
      if (it.first !== undefined && !it.scrambled.includes(it.first)) ctx.addIssue({ code: 'custom', path: ['first'], message: 'must be one of the scrambled letters' });
      const bad = it.circles?.findIndex((c) => c >= length) ?? -1;
      if (bad >= 0) ctx.addIssue({ code: 'custom', path: ['circles', bad], message: `must be a place in the answer, 0 to ${length - 1}` });
      if (it.circles && new Set(it.circles).size !== it.circles.length) ctx.addIssue({ code: 'custom', path: ['circles'], message: 'must name each place once' });
    }),
  );

export const puzzleSchema = z
  .object({
    items: z.array(item).check(z.minLength(1, 'needs at least one word'), z.maxLength(MAX_COUNT)),
    /** The final answer: its words' lengths (one word), and what it is (a theme's name). */
    final: z.optional(z.object({ lengths: z.array(intIn(SHORTEST, LONGEST)).check(z.minLength(1), z.maxLength(1, 'must be one word')), clue: z.optional(z.string().check(z.maxLength(60))) })),
    /** The theme's heading, printed over the words. */
    theme: z.optional(z.string().check(z.maxLength(60))),
  })
  .check(
    z.superRefine((p, ctx) => {
      const circled = p.items.reduce((n, it) => n + (it.circles?.length ?? 0), 0);
      if (p.final && circled !== p.final.lengths.reduce((a, b) => a + b, 0)) ctx.addIssue({ code: 'custom', path: ['final', 'lengths'], message: `must add up to the circled letters, ${circled}` });
      if (!p.final && circled > 0) ctx.addIssue({ code: 'custom', path: ['items'], message: 'circle letters only for a final answer' });
    }),
  );
export type WordScramblePuzzle = z.output<typeof puzzleSchema>;
export type WordScrambleItem = WordScramblePuzzle['items'][number];

export const solutionSchema = z.object({
  /** Each word's answer, as printed (grid letters), in item order. */
  words: z.array(z.string().check(z.regex(/^\p{Lu}+$/u, 'must be upper-case letters'))),
  /** The final answer, as printed. */
  final: z.optional(z.string().check(z.regex(/^\p{Lu}+$/u, 'must be upper-case letters'))),
});
export type WordScrambleSolution = z.output<typeof solutionSchema>;
