import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import type { z } from 'zod';
import { describeIssues, UserError } from '../engine/errors.ts';
import { type BookFile, bookSchema } from './bookfile-schema.ts';
import { type BookSpec, specSchema } from './spec.ts';

/** Largest spec or book file read; anything bigger is refused before parsing. */
const MAX_BYTES = 64 * 1024 * 1024;

function errnoText(error: unknown): string {
  const code = (error as NodeJS.ErrnoException)?.code;
  if (code === 'ENOENT') return 'no such file';
  if (code === 'EISDIR') return 'it is a folder, not a file';
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  return (error as Error)?.message ?? String(error);
}

export function readText(path: string): string {
  let text: string;
  try {
    text = path === '-' ? readFileSync(0, 'utf8') : readFileSync(path, 'utf8');
  } catch (error) {
    throw new UserError(`cannot read ${path}: ${errnoText(error)}`);
  }
  if (text.length > MAX_BYTES) throw new UserError(`${path}: larger than ${MAX_BYTES / 1024 / 1024} MB`);
  return text;
}

/** Parses JSON or YAML (YAML is a superset), naming the file and line on a syntax error. */
export function parseData(text: string, where: string, yaml: boolean): unknown {
  try {
    // maxAliasCount guards against alias bombs ("billion laughs").
    return yaml ? parseYaml(text, { maxAliasCount: 100 }) : JSON.parse(text);
  } catch (error) {
    const message = ((error as Error).message ?? String(error)).split('\n')[0];
    throw new UserError(`${where}: not valid ${yaml ? 'YAML' : 'JSON'}: ${message}`);
  }
}

export function validate<T>(schema: z.ZodType<T, any>, data: unknown, where: string): T {
  const result = schema.safeParse(data);
  if (!result.success) throw new UserError(describeIssues(where, result.error));
  return result.data;
}

export function readSpec(path: string): BookSpec {
  return validate(specSchema, parseData(readText(path), path, true), path);
}

export function readBook(path: string): BookFile {
  return validate(bookSchema, parseData(readText(path), path, false), path);
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
 * Writes every output or none: each goes to a temporary file beside its target, and the
 * temporaries are renamed into place only once all were written. A failure removes them,
 * leaving any earlier files untouched.
 */
export function writeAll(dir: string, outputs: Output[]): string[] {
  const tag = process.pid;
  const temps: string[] = [];
  try {
    mkdirSync(dir, { recursive: true });
    for (const output of outputs) {
      const temp = join(dir, `.${output.name}.${tag}.tmp`);
      temps.push(temp);
      writeFileSync(temp, output.data);
    }
    return outputs.map((output, i) => {
      const target = join(dir, output.name);
      renameSync(temps[i]!, target);
      return target;
    });
  } catch (error) {
    for (const temp of temps) rmSync(temp, { force: true });
    throw new UserError(`cannot write to ${dir}: ${errnoText(error)}`);
  }
}
