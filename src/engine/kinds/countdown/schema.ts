import { z } from 'zod';
import { intIn } from '../../schema-helpers.ts';

export const LARGE = [25, 50, 75, 100] as const;
export const SMALL = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

export const optionsSchema = z.strictObject({
  large: intIn(0, 4)
    .optional()
    .meta({ description: 'Large cards (25, 50, 75, 100) among the six; by default the classic mix: one, or two one time in five.' }),
});
export type CountdownOptions = z.output<typeof optionsSchema>;
export type CountdownOptionsInput = z.input<typeof optionsSchema>;

export const puzzleSchema = z.object({
  numbers: z
    .array(intIn(1, 1000), { error: 'must be a list of six numbers' })
    .length(6, { error: 'must be exactly six numbers' }),
  target: intIn(1, 9999),
});
export type CountdownPuzzle = z.output<typeof puzzleSchema>;

export const solutionSchema = z.object({
  expression: z.string().min(1, 'must not be empty').max(200),
});
export type CountdownSolution = z.output<typeof solutionSchema>;
