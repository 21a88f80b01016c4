import * as z from 'zod/mini';
import '../../engine/zod-config.ts';

/** A saying's letters: enough words to read it by, few enough for a page. */
export const FEWEST_LETTERS = 12;
export const MOST_LETTERS = 160;
/** Characters of a text as written (spaces and punctuation among them). */
export const MOST_CHARACTERS = 240;
/** A line of the text as printed, in boxes: at least this many, wider where a word is longer. */
export const LINE = 12;

const optionFields = z.strictObject({
  text: z.optional(z.string({ error: 'must be a text' }).check(z.trim(), z.minLength(1, 'must not be empty'), z.maxLength(MOST_CHARACTERS, `must be at most ${MOST_CHARACTERS} characters`))).check(
    z.meta({ description: `Your own saying, in the book's language, ${FEWEST_LETTERS} to ${MOST_LETTERS} letters: its words are enciphered, spaces and punctuation kept. Left out: each puzzle draws a proverb of the language from its seed.` }),
  ),
  source: z.optional(z.string({ error: 'must be a text' }).check(z.trim(), z.minLength(1, 'must not be empty'), z.maxLength(60, 'must be at most 60 characters'))).check(
    z.meta({ description: 'Who or what the saying is from, printed under it as written (not enciphered); a proverb drawn by the seed is credited as the language\'s word for a proverb.' }),
  ),
});

export const optionsSchema = z.pipe(optionFields, z.transform((o: z.output<typeof optionFields>) => ({ text: o.text, source: o.source })));
export type CryptogramOptions = z.output<typeof optionsSchema>;
export type CryptogramOptionsInput = z.input<typeof optionsSchema>;

const LETTER = /^\p{Lu}$/u;
const letter = (what: string) => z.string({ error: `must be ${what}` }).check(z.regex(LETTER, `must be ${what}`));

/** Pairs of letters by their first, in the order of their code units: a record is written so, whatever order it was made in. */
export const sortedPairs = (pairs: Readonly<Record<string, string>>): Record<string, string> => Object.fromEntries(Object.entries(pairs).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
const pairsOf = () => z.pipe(z.record(letter('one upper-case letter'), letter('one upper-case letter')), z.transform(sortedPairs));

export const puzzleSchema = z
  .object({
    /** The saying with each letter replaced, as printed: upper-case grid letters, other characters as in the saying. */
    cipher: z.string({ error: 'must be a text' }).check(z.minLength(1, 'must not be empty'), z.maxLength(MOST_CHARACTERS * 2, `must be at most ${MOST_CHARACTERS * 2} characters`)),
    /** The pairs printed as a start: cipher letter → the letter it stands for. */
    given: pairsOf(),
    /** Who or what it is from, printed under it, not enciphered. */
    source: z.optional(z.string().check(z.maxLength(60, 'must be at most 60 characters'))),
  })
  .check(
    z.superRefine((p, ctx) => {
      if (!/\p{Lu}/u.test(p.cipher)) ctx.addIssue({ code: 'custom', path: ['cipher'], message: 'must have letters to decipher' });
      if (/\p{Ll}/u.test(p.cipher)) ctx.addIssue({ code: 'custom', path: ['cipher'], message: 'must be upper case' });
      const taken = new Set<string>();
      for (const [c, l] of Object.entries(p.given)) {
        if (!p.cipher.includes(c)) ctx.addIssue({ code: 'custom', path: ['given', c], message: `must be a letter of the cipher` });
        if (c === l) ctx.addIssue({ code: 'custom', path: ['given', c], message: 'no letter stands for itself' });
        if (taken.has(l)) ctx.addIssue({ code: 'custom', path: ['given', c], message: `${l} is given for two letters` });
        taken.add(l);
      }
    }),
  );
export type CryptogramPuzzle = z.output<typeof puzzleSchema>;

export const solutionSchema = z
  .object({
    /** The saying as written: its case and accents. */
    text: z.string().check(z.minLength(1), z.maxLength(MOST_CHARACTERS)),
    /** Every cipher letter used, and the letter it stands for. */
    key: pairsOf(),
  })
  .check(
    z.superRefine((s, ctx) => {
      const taken = new Set<string>();
      for (const [c, l] of Object.entries(s.key)) {
        if (c === l) ctx.addIssue({ code: 'custom', path: ['key', c], message: 'no letter stands for itself' });
        if (taken.has(l)) ctx.addIssue({ code: 'custom', path: ['key', c], message: `${l} stands for two letters` });
        taken.add(l);
      }
    }),
  );
export type CryptogramSolution = z.output<typeof solutionSchema>;
