import * as z from 'zod/mini';
import '../engine/zod-config.ts';
import { DIFFICULTIES } from '../engine/kind.ts';
import type { KindName, KindOf } from './registry.ts';

/** Puzzle ids and book slugs: lowercase letters, digits and dashes, safe in paths and URLs. */
export const ID = /^[a-z0-9][a-z0-9-]*$/;

export const difficultySchema = z.enum(DIFFICULTIES);

/**
 * The schema of a kind's records: the puzzle, solution, options and grade are checked against
 * the kind's own schemas, so errors name e.g. `puzzle.givens[2][4]`. Apart from record.ts,
 * whose union of every kind's needs the registry, so that one kind's entry
 * (`puzzlebook/kinds/sudoku`) reads its records without the other kinds.
 */
export function recordFor<K extends KindName>(name: K, kind: KindOf<K>) {
  return z.object({
    // A slug (60), a section key (40), a number and two dashes fit in 120.
    id: z.string().check(z.maxLength(120), z.regex(ID, 'must be lowercase letters, digits and dashes')),
    kind: z.literal(name),
    difficulty: difficultySchema,
    // The book's seed (200), its section key, band and number, and a retry.
    seed: z.string().check(z.minLength(1), z.maxLength(400)),
    options: kind.options,
    puzzle: kind.puzzle,
    solution: kind.solution,
    grade: kind.grade,
  });
}
