import * as z from 'zod/mini';
import '../engine/zod-config.ts';
import type { Difficulty } from '../engine/kind.ts';
import { difficultySchema, ID, recordFor } from './record-schema.ts';
import { type GradeOf, KIND_NAMES, KINDS, type KindName, type OptionsOf, type PuzzleOf, type SolutionOf } from './registry.ts';

export { difficultySchema, ID };

/** One puzzle of kind K with its answer and how it was made (docs/formats.md). */
export interface RecordShape<K extends KindName> {
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

const [first, ...rest] = KIND_NAMES.map((name) => recordFor(name, KINDS[name]));

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
