/*
 * Data held to its schema, and records' text written through theirs: no parser here, so
 * `generate` prints records without loading YAML (files.ts parses, and re-exports these).
 */
import type * as z from 'zod/mini';
import { describeIssues, UserError } from '../engine/errors.ts';
import { getKind } from '../kinds/known.ts';
import type { PuzzleRecord } from '../kinds/record.ts';
import { recordFor } from '../kinds/record-schema.ts';
import type { KindName } from '../kinds/registry.ts';

/** `data` as `schema` reads it, or a refusal naming `where` and each thing wrong with it. */
export function validate<T>(schema: z.ZodMiniType<T, any>, data: unknown, where: string): T {
  const result = schema.safeParse(data);
  if (!result.success) throw new UserError(describeIssues(where, result.error));
  return result.data;
}

/** Each kind's record schema, made once: the one of its kind reads a record as record.ts's union of all would. */
const schemas = new Map<KindName, z.ZodMiniType<PuzzleRecord, unknown>>();
function schemaOf(name: KindName): z.ZodMiniType<PuzzleRecord, unknown> {
  let schema = schemas.get(name);
  if (!schema) schemas.set(name, (schema = recordFor(name, getKind(name)) as unknown as z.ZodMiniType<PuzzleRecord, unknown>));
  return schema;
}

/**
 * Puzzle records' text as `generate --json` prints them: canonical, as `bookJson` writes a book's.
 * Through each record's own kind, so that printing Sudoku's needs Sudoku alone loaded (known.ts), not the registry.
 */
export function recordsJson(records: readonly PuzzleRecord[]): string {
  return `${JSON.stringify(records.map((record, i) => validate(schemaOf(record.kind), record, `record ${i + 1} to write`)), null, 2)}\n`;
}
