/*
 * Data held to its schema, and records' text written through theirs: no parser here, so
 * `generate` prints records without loading YAML (files.ts parses, and re-exports these).
 */
import type * as z from 'zod/mini';
import { describeIssues, UserError } from '../engine/errors.ts';
import { type PuzzleRecord, recordSchema } from '../kinds/record.ts';

/** `data` as `schema` reads it, or a refusal naming `where` and each thing wrong with it. */
export function validate<T>(schema: z.ZodMiniType<T, any>, data: unknown, where: string): T {
  const result = schema.safeParse(data);
  if (!result.success) throw new UserError(describeIssues(where, result.error));
  return result.data;
}

/** Puzzle records' text as `generate --json` prints them: canonical, as `bookJson` writes a book's. */
export function recordsJson(records: readonly PuzzleRecord[]): string {
  return `${JSON.stringify(records.map((record, i) => validate(recordSchema, record, `record ${i + 1} to write`)), null, 2)}\n`;
}
