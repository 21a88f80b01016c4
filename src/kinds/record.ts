import * as z from 'zod/mini';
import '../engine/zod-config.ts';
import { DIFFICULTIES, type Difficulty } from '../engine/kind.ts';
import { type GradeOf, KIND_NAMES, KINDS, type KindName, type OptionsOf, type PuzzleOf, type SolutionOf } from './registry.ts';

/** Puzzle ids and book slugs: lowercase letters, digits and dashes, safe in paths and URLs. */
export const ID = /^[a-z0-9][a-z0-9-]*$/;

export const difficultySchema = z.enum(DIFFICULTIES);

/** One puzzle of kind K with its answer and how it was made (docs/formats.md). */
interface RecordShape<K extends KindName> {
  id: string;
  kind: K;
  difficulty: Difficulty;
  seed: string;
  options: OptionsOf<K>;
  puzzle: PuzzleOf<K>;
  solution: SolutionOf<K>;
  grade: GradeOf<K>;
}

/**
 * A record of kind K. Written as a mapped type indexed by K, so that for a union of kinds it
 * is the union of their records (checking `kind` narrows every other field), and for a K
 * known only as a type parameter it is still K's own record.
 */
export type RecordOf<K extends KindName> = { [P in K]: RecordShape<P> }[K];

/** A record of any kind. */
export type PuzzleRecord = RecordOf<KindName>;

/**
 * The schema of a kind's records: the puzzle, solution, options and grade are checked against
 * the kind's own schemas, so errors name e.g. `puzzle.givens[2][4]`.
 */
function recordFor<K extends KindName>(name: K) {
  const kind = KINDS[name];
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

const [first, ...rest] = KIND_NAMES.map(recordFor);

/**
 * A record of any registered kind, told apart by `kind`. zod builds the union from the
 * registry's list, which loses which puzzle goes with which kind; the type says it again
 * (each member checks its fields against its own kind's schemas, as recordFor made them).
 */
export const recordSchema = z.discriminatedUnion('kind', [first!, ...rest]) as unknown as z.ZodMiniType<PuzzleRecord, unknown>;

/** Whether a record is of kind K: narrows it to K's record (where a bare `kind ===` test on a type parameter cannot). */
export function isKind<K extends KindName>(record: PuzzleRecord, kind: K): record is Extract<PuzzleRecord, { kind: K }> {
  return record.kind === kind;
}

/** The record as one of kind K; throws (a programmer's error) if it is another kind's. */
export function asKind<K extends KindName>(record: PuzzleRecord, kind: K): Extract<PuzzleRecord, { kind: K }> {
  if (!isKind(record, kind)) throw new Error(`${record.id} is a ${record.kind} record, not ${kind}`);
  return record;
}
