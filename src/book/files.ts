import { existsSync, lstatSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseDocument } from 'yaml';
import type { z } from 'zod';
import { describeIssues, shown, UserError } from '../engine/errors.ts';
import { type BookFile, bookSchema } from './bookfile-schema.ts';
import { type BookSpec, specSchema } from './spec.ts';

/** Largest spec or book file read; anything bigger is refused before parsing. */
const MAX_BYTES = 64 * 1024 * 1024;

function errnoText(error: unknown): string {
  const code = (error as NodeJS.ErrnoException)?.code;
  if (code === 'ENOENT') return 'no such file';
  if (code === 'EISDIR') return 'it is a folder, not a file';
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  if (code === 'ENOSPC' || code === 'EDQUOT') return 'the disk is full';
  if (code === 'EROFS') return 'the disk is read-only';
  if (code === 'ENOTDIR') return 'part of the path is a file, not a folder';
  return (error as Error)?.message ?? String(error);
}

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

export interface Output {
  name: string;
  data: string | Uint8Array;
}

/**
 * Writes every output or none. Each goes to a temporary file beside its target; only once
 * all are written do old files step aside (renamed, not deleted) and the new ones take their
 * place. If anything fails, the new files go, the old ones come back, and a folder this call
 * created is removed: the folder is left exactly as it was.
 */
export function writeAll(dir: string, outputs: Output[]): string[] {
  const tag = process.pid;
  const temps: string[] = [];
  const moved: [target: string, old: string][] = [];
  const placed: string[] = [];
  let created: string | undefined;
  try {
    created = mkdirSync(dir, { recursive: true });
    for (const output of outputs) {
      const temp = join(dir, `.${output.name}.${tag}.tmp`);
      temps.push(temp);
      writeFileSync(temp, output.data);
    }
    const targets = outputs.map((output) => join(dir, output.name));
    for (const target of targets) {
      if (existsSync(target) && !lstatSync(target).isFile()) {
        throw Object.assign(new Error(`${target} is in the way`), { code: 'EISDIR' });
      }
    }
    for (const target of targets) {
      if (!existsSync(target)) continue;
      const old = `${target}.${tag}.old`;
      renameSync(target, old);
      moved.push([target, old]);
    }
    targets.forEach((target, i) => {
      renameSync(temps[i]!, target);
      placed.push(target);
    });
    for (const [, old] of moved) rmSync(old, { force: true });
    return targets;
  } catch (error) {
    for (const target of placed) rmSync(target, { force: true });
    for (const [target, old] of moved) renameSync(old, target);
    for (const temp of temps) rmSync(temp, { force: true });
    if (created) rmSync(created, { recursive: true, force: true });
    throw new UserError(`cannot write to ${dir}: ${errnoText(error)}`);
  }
}
