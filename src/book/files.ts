import { readFileSync } from 'node:fs';
import { parseDocument } from 'yaml';
import type { z } from 'zod';
import { describeIssues, shown, UserError } from '../engine/errors.ts';
import { errnoText } from './write.ts';
import { type BookFile, bookSchema } from './bookfile-schema.ts';
import { type BookSpec, specSchema } from './spec.ts';

/** Largest spec or book file read; anything bigger is refused before parsing. */
const MAX_BYTES = 64 * 1024 * 1024;

/** A file's text, or with `-` standard input (read by `stdin`). */
export function readText(path: string, stdin: () => string = () => readFileSync(0, 'utf8')): string {
  let text: string;
  try {
    text = path === '-' ? stdin() : readFileSync(path, 'utf8');
  } catch (error) {
    throw new UserError(`cannot read ${path}: ${errnoText(error)}`);
  }
  if (text.length > MAX_BYTES) throw new UserError(`${path}: larger than ${MAX_BYTES / 1024 / 1024} MB`);
  return text;
}

/** Parses JSON or YAML (YAML is a superset), naming the file and line on a syntax error. */
export function parseData(text: string, where: string, yaml: boolean): unknown {
  try {
    return yaml ? parseYamlStrictly(text, where) : JSON.parse(text);
  } catch (error) {
    if (error instanceof UserError) throw error;
    const message = ((error as Error).message ?? String(error)).split('\n')[0]!;
    throw new UserError(`${where}: not valid ${yaml ? 'YAML' : 'JSON'}: ${shown(message)}`);
  }
}

/**
 * YAML with its warnings (an unknown tag, an unsupported version) refused like errors,
 * naming the line, rather than printed by Node as process warnings around a build that
 * then carries on.
 */
function parseYamlStrictly(text: string, where: string): unknown {
  // maxAliasCount guards against alias bombs ("billion laughs").
  const doc = parseDocument(text, { logLevel: 'silent' });
  const problem = doc.errors[0] ?? doc.warnings[0];
  if (problem) {
    const line = problem.linePos?.[0]?.line;
    const first = problem.message.split('\n')[0]!;
    throw new UserError(`${where}: not valid YAML${line ? ` (line ${line})` : ''}: ${shown(first)}`);
  }
  return doc.toJS({ maxAliasCount: 100 });
}

export function validate<T>(schema: z.ZodType<T, any>, data: unknown, where: string): T {
  const result = schema.safeParse(data);
  if (!result.success) throw new UserError(describeIssues(where, result.error));
  return result.data;
}

export function readSpec(path: string, stdin?: () => string): BookSpec {
  return validate(specSchema, parseData(readText(path, stdin), path, true), path);
}

export function readBook(path: string, stdin?: () => string): BookFile {
  return validate(bookSchema, parseData(readText(path, stdin), path, false), path);
}

/** The answer key's file name, or null where the answers are at the back of the book. */
export function answersName(book: Pick<BookFile, 'slug' | 'spec'>): string | null {
  return book.spec.answers === 'separate' ? `${book.slug}-answers.pdf` : null;
}

/** A book file's text: stable key order and a final newline, so the same book gives the same bytes. */
export function bookJson(book: BookFile): string {
  return `${JSON.stringify(book, null, 2)}\n`;
}
