import * as z from 'zod/mini';
import '../../engine/zod-config.ts';
import { intIn } from '../../engine/schema-helpers.ts';

export const MIN_LENGTH = 3;
export const MAX_LENGTH = 20;

export const optionsSchema = z.strictObject({
  length: z
    ._default(intIn(MIN_LENGTH, MAX_LENGTH), 5)
    .check(z.meta({ description: "Digits in the secret code: 3–4 suits children, 16 is Project Euler 185's size." })),
});
export type NumberMindOptions = z.output<typeof optionsSchema>;
export type NumberMindOptionsInput = z.input<typeof optionsSchema>;

const digits = z.string({ error: 'must be a string of digits' }).check(z.regex(/^[0-9]+$/, 'must be digits 0-9 only'));

export const puzzleSchema = z
  .object({
    length: intIn(1, 40),
    guesses: z
      .array(z.object({ guess: digits, correct: z.number({ error: 'must be a number' }).check(z.minimum(0, { error: 'must be 0 or more', abort: true }), z.int({ error: 'must be a whole number' })) }))
      .check(z.minLength(1, 'needs at least one guess'), z.maxLength(100)),
  })
  .check(z.superRefine((p, ctx) => {
    p.guesses.forEach((g, i) => {
      if (g.guess.length !== p.length) {
        ctx.addIssue({ code: 'custom', path: ['guesses', i, 'guess'], message: `has ${g.guess.length} digits; the secret has ${p.length}` });
      }
      if (g.correct > p.length) {
        ctx.addIssue({ code: 'custom', path: ['guesses', i, 'correct'], message: `${g.correct} is more than the ${p.length} digits of a guess` });
      }
    });
  }));
export type NumberMindPuzzle = z.output<typeof puzzleSchema>;

export const solutionSchema = z.object({ secret: digits });
export type NumberMindSolution = z.output<typeof solutionSchema>;
