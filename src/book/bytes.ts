import { isUtf8 } from 'node:buffer';
import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs';

/*
 * Bytes read within a cap, as text, and file errors in words: nothing parsed here, so a
 * command's thread, which reads standard input through this, loads neither the YAML parser
 * nor the schemas (read.ts parses and checks what it reads, and re-exports these).
 */

/** Largest spec, book file or request read; reading stops here, so endless input costs no more. */
export const MAX_BYTES = 64 * 1024 * 1024;

/** Input over the cap: the reading stopped at it. */
export class TooLarge extends Error {
  constructor(limit: number) {
    super(`larger than ${limit / 1024 / 1024} MB`);
  }
}

/** Input that is not a file: a device, pipe or socket named as a path. */
export class NotAFile extends Error {}

const CHUNK = 1 << 20;

/** Blocks this thread for `ms` without a busy loop: the readers and writers here are synchronous. */
export const pause = (ms: number) => void Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * Everything `fd` holds up to `limit` bytes; TooLarge past it. Read into one buffer of the
 * expected size (a file's), grown by doubling when a stream turns out longer, so a large
 * file costs its own size once, not chunks and a copy of them.
 */
function readUpTo(fd: number, limit: number, expected = CHUNK): Buffer {
  let buffer = Buffer.allocUnsafe(Math.min(limit, expected) + 1);
  let total = 0;
  for (;;) {
    if (total === buffer.length) {
      if (total > limit) throw new TooLarge(limit);
      const larger = Buffer.allocUnsafe(Math.min(limit + 1, buffer.length * 2));
      buffer.copy(larger, 0, 0, total);
      buffer = larger;
    }
    let n: number;
    try {
      n = readSync(fd, buffer, total, buffer.length - total, null);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EAGAIN') {
        pause(5); // a non-blocking stdin with nothing in it yet
        continue;
      }
      if (code === 'EOF') break;
      throw error;
    }
    if (n === 0) break;
    total += n;
    if (total > limit) throw new TooLarge(limit);
  }
  return buffer.subarray(0, total);
}

/** UTF-8 text without the byte-order mark some editors put first. */
const text = (bytes: Buffer) => {
  if (!isUtf8(bytes)) throw new NotUtf8(bytes);
  return bytes.toString('utf8').replace(/^\uFEFF/, '');
};

/**
 * Input that is not UTF-8 text (a file saved as Latin-1 or UTF-16, a binary): refused, as
 * decoding it would print U+FFFD in its place. `line` is the first line that is not.
 */
export class NotUtf8 extends Error {
  readonly line: number;
  constructor(bytes: Buffer) {
    super('is not UTF-8 text');
    // A newline byte is never inside a character, so a line is whole or not on its own.
    let [line, from] = [1, 0];
    for (let at = bytes.indexOf(10); at !== -1 && isUtf8(bytes.subarray(from, at)); at = bytes.indexOf(10, from)) [line, from] = [line + 1, at + 1];
    this.line = line;
  }
}

/**
 * A regular file's text, up to `limit` bytes. Opened without blocking and checked before
 * anything is read, so a FIFO with no writer or a device such as /dev/zero is refused at
 * once (NotAFile) rather than waited on or read for ever.
 */
export function readFileBounded(path: string, limit = MAX_BYTES): string {
  const fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
  try {
    const stat = fstatSync(fd);
    if (stat.isDirectory()) throw Object.assign(new Error(`${path} is a folder`), { code: 'EISDIR' });
    if (!stat.isFile()) throw new NotAFile(path);
    if (stat.size > limit) throw new TooLarge(limit);
    return text(readUpTo(fd, limit, stat.size));
  } finally {
    closeSync(fd);
  }
}

/** Standard input's text, up to `limit` bytes: `yes | puzzlebook solve` stops at the cap. */
export function readStdinBounded(limit = MAX_BYTES): string {
  return text(readUpTo(0, limit));
}

/** A file-system error in words, for a one-line refusal. */
export function errnoText(error: unknown): string {
  const code = (error as NodeJS.ErrnoException)?.code;
  if (code === 'ENOENT') return 'no such file';
  if (code === 'EISDIR') return 'it is a folder, not a file';
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  if (code === 'ENOSPC' || code === 'EDQUOT') return 'the disk is full';
  if (code === 'EROFS') return 'the disk is read-only';
  if (code === 'ENOTDIR') return 'part of the path is a file, not a folder';
  if (code === 'EEXIST') return 'it is a file, not a folder';
  if (code === 'ENAMETOOLONG') return 'a name in the path is too long for the file system';
  if (code === 'ELOOP') return 'a symbolic link in the path leads round in a loop';
  return (error as Error)?.message ?? String(error);
}
