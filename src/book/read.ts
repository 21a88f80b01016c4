import { errnoText, MAX_BYTES, NotAFile, NotUtf8, readFileBounded, readStdinBounded, TooLarge } from './bytes.ts';
import { shown, UserError } from '../engine/errors.ts';
import type { BookFile } from './bookfile-schema.ts';
import { bookOfText, parseData, validate } from './files.ts';
import { type BookSpec, specSchema } from './spec.ts';

export { errnoText, MAX_BYTES, NotAFile, NotUtf8, pause, readFileBounded, readStdinBounded, TooLarge } from './bytes.ts';

/**
 * A file's text, or with `-` standard input (read by `stdin`), up to `limit` bytes: reading
 * stops at the cap, and a path that is not a regular file (a FIFO, /dev/zero) is refused
 * before anything is read.
 */
export function readText(path: string, stdin: (limit: number) => string = readStdinBounded, limit = MAX_BYTES): string {
  // `''` (an unset shell variable) named no file: "cannot read : no such file" did not say so.
  if (path === '') throw new UserError('the path of the file to read is empty: name a file, or - for standard input', [], 'cannot-read');
  let text: string;
  // A line break or an escape in a path is shown, not printed: it would break the line, or drive the terminal.
  const name = path === '-' ? 'standard input' : shown(path, Infinity);
  try {
    text = path === '-' ? stdin(limit) : readFileBounded(path, limit);
  } catch (error) {
    if (error instanceof TooLarge) throw new UserError(`${name}: ${error.message}; nothing was read past that`, [], 'cannot-read');
    if (error instanceof NotUtf8) throw new UserError(`${name}: line ${error.line} is not UTF-8 text; save it as UTF-8`, [], 'cannot-read');
    if (error instanceof NotAFile) throw new UserError(`${name}: not a regular file (a device, pipe or socket); name a file, or - for standard input`, [], 'cannot-read');
    throw new UserError(`cannot read ${name}: ${errnoText(error)}`, [], 'cannot-read');
  }
  if (Buffer.byteLength(text) > limit) throw new UserError(`${name}: ${new TooLarge(limit).message}`, [], 'cannot-read');
  return text;
}

/** How a refusal names what was read from `path`: `standard input` for `-` (not "-: is empty"). */
export const inputName = (path: string): string => (path === '-' ? 'standard input' : path);

export function readSpec(path: string, stdin?: (limit: number) => string): BookSpec {
  return validate(specSchema, parseData(readText(path, stdin), inputName(path), true), inputName(path));
}

export function readBook(path: string, stdin?: (limit: number) => string): BookFile {
  return readBookText(path, stdin).book;
}

/** `readBook`, with the text it was read from: what the archive's manifest hashes. */
export function readBookText(path: string, stdin?: (limit: number) => string): { text: string; book: BookFile } {
  const text = readText(path, stdin);
  return { text, book: bookOfText(text, inputName(path)) };
}
