import * as z from 'zod/mini';
import '../../engine/zod-config.ts';
import { intIn } from '../../engine/schema-helpers.ts';

export const LARGE = [25, 50, 75, 100] as const;
export const SMALL = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

/** Number cards a game deals: four to six; six is the classic game. */
export const FEWEST_CARDS = 4;
export const MOST_CARDS = 6;
export const CLASSIC_CARDS = 6;
/** The classic game's targets: 101 to 999. */
export const CLASSIC_TARGET: readonly [number, number] = [101, 999];
/** The largest target a puzzle may have (the puzzle schema's bound). */
export const HIGHEST_TARGET = 9999;

const target = intIn(1, HIGHEST_TARGET);

/**
 * `target`: [lowest, highest], or one text such as `10-50` (also `10–50`, `10,50`, `10 to 50`),
 * which a command line (`--target 10-50`) and YAML take as it is.
 */
const targetRange = z.pipe(
  z.transform((v: unknown) => {
    const m = typeof v === 'string' ? /^\s*(\d+)\s*(?:-|–|,|to)\s*(\d+)\s*$/.exec(v) : null;
    return m ? [Number(m[1]), Number(m[2])] : v;
  }),
  z
    .tuple([target, target], { error: 'must be [lowest, highest], two whole numbers, such as [10, 50] or 10-50' })
    .check(z.refine(([lo, hi]) => lo < hi, { error: 'the lowest target must be below the highest' })),
);

export const optionsSchema = z.strictObject({
  large: z
    .optional(intIn(0, 4))
    .check(z.meta({
      description:
        'How many of the cards are large ones (25, 50, 75, 100); the rest are small, 1 to 10. By default the classic mix: one, or two one time in five. `0` deals small cards only, the friendliest for young children.',
    })),
  cards: z
    .optional(intIn(FEWEST_CARDS, MOST_CARDS))
    .check(z.meta({
      description: 'How many number cards each puzzle has, 4 to 6; by default 6, the classic game. Fewer cards are fewer to keep in mind: 4 suits young children.',
    })),
  target: z.optional(targetRange).check(z.meta({
    description:
      '[lowest, highest] target to reach, from 1 to 9999; by default [101, 999], the classic game. `[10, 50]` (or `10-50`) keeps the sums small for young children. A target is never one of the cards.',
  })),
});
export type CountdownOptions = z.output<typeof optionsSchema>;
export type CountdownOptionsInput = z.input<typeof optionsSchema>;

/** The cards a game deals and its target range, the classic game's where the options say nothing. */
export const cardsOf = (o: CountdownOptions): number => o.cards ?? CLASSIC_CARDS;
export const targetsOf = (o: CountdownOptions): readonly [number, number] => o.target ?? CLASSIC_TARGET;

export const puzzleSchema = z.object({
  numbers: z
    .array(intIn(1, 1000), { error: 'must be a list of four to six numbers' })
    .check(z.minLength(FEWEST_CARDS, { error: 'must be four to six numbers' }), z.maxLength(MOST_CARDS, { error: 'must be four to six numbers' })),
  target: target,
});
export type CountdownPuzzle = z.output<typeof puzzleSchema>;

export const solutionSchema = z.object({
  expression: z.string().check(z.minLength(1, 'must not be empty'), z.maxLength(200)),
});
export type CountdownSolution = z.output<typeof solutionSchema>;
