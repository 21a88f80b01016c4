import { z } from 'zod';
import { DIFFICULTIES } from './kind.ts';
import { KINDS } from './registry.ts';

/** Puzzle ids and book slugs: lowercase letters, digits and dashes, safe in paths and URLs. */
export const ID = /^[a-z0-9][a-z0-9-]*$/;

export const difficultySchema = z.enum(DIFFICULTIES);

export const gradeSchema = z
  .object({ score: z.number() })
  .catchall(z.union([z.number(), z.string(), z.boolean()]));

/**
 * One puzzle with its answer and how it was made (formats.md). The puzzle, solution and
 * options are checked against the kind's own schemas, so errors name e.g. `puzzle.givens[2][4]`.
 */
function recordFor(kind: (typeof KINDS)[keyof typeof KINDS] & {}) {
  return z.object({
    id: z.string().regex(ID, 'must be lowercase letters, digits and dashes'),
    kind: z.literal(kind.name),
    difficulty: difficultySchema,
    seed: z.string().min(1),
    options: kind.options,
    puzzle: kind.puzzle,
    solution: kind.solution,
    grade: gradeSchema,
  });
}

const recordSchemas = Object.values(KINDS).map((kind) => recordFor(kind!));

export const recordSchema = z.discriminatedUnion('kind', recordSchemas as [
  (typeof recordSchemas)[number],
  ...(typeof recordSchemas)[number][],
]);

export type PuzzleRecord = z.infer<typeof recordSchema>;
