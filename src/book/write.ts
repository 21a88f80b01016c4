import { existsSync, linkSync, lstatSync, mkdirSync, readdirSync, readFileSync, readlinkSync, renameSync, rmdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { UserError } from '../engine/errors.ts';
import { enterCritical, outsideCritical, removeOnInterrupt } from './interrupt.ts';
import { removeMadeFolders } from './made-folders.ts';
import { errnoText, pause } from './read.ts';

/** A refusal whose words are already the user's (a file in the way, an input about to be replaced). */
const plain = (message: string) => Object.assign(new Error(message), { plain: true });

export interface Output {
  name: string;
  data: string | Uint8Array;
}

/** How long a writer waits for another one holding its folder (swaps take milliseconds). */
const LOCK_WAIT_MS = 30_000;

const LOCK_NAP_MS = 50;


/** Whether process `pid` is running (EPERM: it is, under another user). */
export function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the lock file `path` (created exclusively, holding this process's id) and gives the
 * function that lets it go. A lock whose process is gone (killed outright) is taken over,
 * after `stale` has seen what it held (to undo a half-done swap); one held by a running
 * process is waited for up to `waitMs`, then refused, naming it.
 */
export function takeLock(path: string, what: string, waitMs = LOCK_WAIT_MS, stale?: (held: string) => void): () => void {
  // Waited out in naps counted, not by the clock (no clock in src reaches a decision).
  let naps = Math.ceil(waitMs / LOCK_NAP_MS);
  for (;;) {
    // Made whole, then linked into place: a lock is never seen empty, and link fails if one exists.
    const mine = `${path}.${process.pid}.tmp`;
    writeFileSync(mine, `${process.pid}\n`);
    try {
      linkSync(mine, path);
      return () => rmSync(path, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      rmSync(mine, { force: true });
    }
    let holder = NaN;
    let held: string;
    try {
      held = readFileSync(path, 'utf8');
      holder = Number.parseInt(held, 10);
    } catch {
      continue; // let go between the two calls: try again
    }
    if (!Number.isInteger(holder) || !running(holder)) {
      stale?.(held);
      rmSync(path, { force: true });
      continue;
    }
    if (naps-- <= 0) {
      throw plain(`another puzzlebook (process ${holder}) is writing ${what}; try again when it has finished (or remove ${path} if no puzzlebook is running)`);
    }
    outsideCritical(() => pause(LOCK_NAP_MS));
  }
}

/** What a writer is swapping in: the outputs' names, and those that had no file before. */
interface Journal {
  swap: string[];
  fresh: string[];
}

/** A name this program writes into an output folder: a plain file name, never a path. */
const PLAIN_NAME = /^(?!\.\.?$)[^/\\\0]{1,255}$/;

/**
 * What a stale lock holds, read exactly as `writeAll` writes it: `<pid>\n`, then, once its
 * temporary files were written, the swap's journal as one JSON line. Anything else (a name
 * with a separator or `..`, an absolute path, a field too many) is not ours: a string saying
 * what is wrong, and recovery touches nothing.
 */
function readHeld(held: string): { pid: number; journal?: Journal } | string {
  const m = /^([1-9]\d{0,9})\n(?:(\{.*\})\n)?$/s.exec(held);
  if (!m) return 'it does not hold a process id and journal as puzzlebook writes them';
  const pid = Number(m[1]);
  if (m[2] === undefined) return { pid };
  let data: unknown;
  try {
    data = JSON.parse(m[2]);
  } catch {
    return 'its journal is not valid JSON';
  }
  const names = (v: unknown): v is string[] => Array.isArray(v) && v.every((name) => typeof name === 'string');
  const { swap, fresh, ...rest } = data as Record<string, unknown>;
  if (!names(swap) || !names(fresh) || Object.keys(rest).length > 0) return 'its journal is not the list of files puzzlebook writes';
  const stray = [...swap, ...fresh].find((name) => !PLAIN_NAME.test(name) || name !== basename(name));
  if (stray !== undefined) return `its journal names ${JSON.stringify(stray)}, which is not a file in the folder`;
  if (fresh.some((name) => !swap.includes(name))) return 'its journal names a new file it was not swapping in';
  return { pid, journal: { swap, fresh } };
}

/**
 * Undoes what a writer killed outright (SIGKILL, a power cut) left of its swap, from the lock
 * it held: `<pid>` alone (it was still writing temporary files) or with its journal. While
 * any temporary file is left the swap was not finished, so the files it placed go and the old
 * ones come back; once all were placed, only the old ones set aside are removed. Either way
 * the folder holds one writer's files, whole. Only names in `dir` itself are touched: a lock
 * that names anything else is refused (someone put it there), and nothing moves.
 */
function recover(dir: string, lock: string, held: string): void {
  const read = readHeld(held);
  if (typeof read === 'string') {
    throw plain(`${lock}: a lock left by a stopped writer, but ${read}\nnothing was changed; if no puzzlebook is writing that folder, check its files and remove the lock`);
  }
  const { pid, journal } = read;
  const names = readdirSync(dir);
  const temp = (name: string) => `.${name}.${pid}.tmp`;
  const old = (name: string) => `${name}.${pid}.old`;
  if (journal) {
    const { swap, fresh } = journal;
    const unfinished = swap.some((name) => names.includes(temp(name)));
    for (const name of swap) {
      const target = join(dir, name);
      if (unfinished && names.includes(old(name))) renameSync(join(dir, old(name)), target);
      else if (unfinished && fresh.includes(name) && !names.includes(temp(name))) rmSync(target, { force: true });
      else rmSync(join(dir, old(name)), { force: true });
    }
  }
  // Temporary files of that process, written before its journal or left by the swap.
  for (const name of names) if (name.startsWith('.') && name.endsWith(`.${pid}.tmp`)) rmSync(join(dir, name), { force: true });
}

/** Options of `writeAll`. */
export interface WriteOptions {
  /** Files the command read: an output may not replace one (unless its bytes are the same). */
  inputs?: readonly string[];
  /** The rename used for the swap; tests slow it, or act inside it, to race two writers. */
  rename?: (from: string, to: string) => void;
  /** How long to wait for another writer of the folder. */
  waitMs?: number;
}

/**
 * `dir` made with every folder above it that is missing, as `mkdirSync(dir, { recursive: true })`
 * makes it (giving the first folder made, if any), but failing for the real reason: Node's
 * recursive mkdir says "no such file" (ENOENT) for whatever stopped it, a read-only disk
 * included, so there the first missing folder is made alone, whose own error says why.
 */
export function makeFolders(dir: string): string | undefined {
  try {
    return mkdirSync(dir, { recursive: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    let first = resolve(dir);
    while (dirname(first) !== first && !existsSync(dirname(first))) first = dirname(first);
    try {
      mkdirSync(first);
    } catch (why) {
      // Made meanwhile by someone else: then the first error is the one to tell.
      throw (why as NodeJS.ErrnoException).code === 'EEXIST' ? error : why;
    }
    // Made after all (something changed meanwhile): it was this call's, empty, so it goes again.
    rmdirSync(first);
    throw error;
  }
}

/**
 * Refuses, before any work, an output folder `writeAll` would refuse only at the end: one that
 * is a file, one under a file, a symbolic link to nothing or round in a loop (a book of
 * thousands of puzzles was made in full, then told `--out` was a file). Makes nothing: a
 * folder not there yet is made by the write, and what only writing can tell (its rights, a
 * full disk) is told then.
 */
export function checkOut(dir: string): void {
  if (dir === '') throw new UserError('--out is empty: name a folder to write into');
  try {
    const found = statSync(dir, { throwIfNoEntry: false });
    if (found) {
      if (!found.isDirectory()) throw Object.assign(new Error('not a folder'), { code: 'EEXIST' });
      return;
    }
    const target = danglingLink(dir);
    if (target !== null) throw new UserError(`cannot write to ${dir}: it is a symbolic link to ${target}, where there is nothing`, [], 'cannot-write');
    // Not there yet: the nearest folder above it is where the write makes it.
    let up = dirname(resolve(dir));
    while (!existsSync(up) && dirname(up) !== up) up = dirname(up);
    if (!statSync(up).isDirectory()) throw Object.assign(new Error('not a folder'), { code: 'ENOTDIR' });
  } catch (error) {
    if (error instanceof UserError) throw error;
    throw new UserError(`cannot write to ${dir}: ${errnoText(error)}`, [], 'cannot-write');
  }
}

/** Where `path` leads, if it is a symbolic link to nothing (a folder moved away): "no such file" would not say why. */
function danglingLink(path: string): string | null {
  try {
    return lstatSync(path).isSymbolicLink() && !existsSync(path) ? readlinkSync(path) : null;
  } catch {
    return null;
  }
}

/** The lock file of an output folder: while it exists, one writer is swapping files in. */
export const LOCK_NAME = '.puzzlebook.lock';

const sameFile = (a: string, b: string) => {
  try {
    const [x, y] = [statSync(a), statSync(b)];
    return x.dev === y.dev && x.ino === y.ino;
  } catch {
    return false;
  }
};

const sameBytes = (path: string, data: string | Uint8Array) => Buffer.from(readFileSync(path)).equals(Buffer.from(data));

/**
 * Writes every output or none. Each goes to a temporary file beside its target; only once
 * all are written do old files step aside (renamed, not deleted) and the new ones take their
 * place. If anything fails, the new files go, the old ones come back, and a folder this call
 * created is removed: the folder is left exactly as it was.
 *
 * The swap holds the folder's lock, so two commands writing one folder at once land one after
 * the other, each whole (never a PDF of one beside the book file of the other). It is one
 * critical section (book/interrupt.ts): Ctrl-C or a kill lands before it or after it.
 */
export function writeAll(dir: string, outputs: Output[], options: WriteOptions = {}): string[] {
  if (dir === '') throw new UserError('--out is empty: name a folder to write into');
  const rename = options.rename ?? renameSync;
  const tag = process.pid;
  const temps: string[] = [];
  const moved: [target: string, old: string][] = [];
  const placed: string[] = [];
  let created: string | undefined;
  let release: (() => void) | undefined;
  // Not cut in half by Ctrl-C or a kill (book/interrupt.ts): a stop waits for the swap to land.
  const end = enterCritical();
  let forget = () => {};
  try {
    created = makeFolders(dir);
    // Gone again if the command is stopped while it waits for another writer's lock.
    if (created) forget = removeOnInterrupt(created, dir);
    const lock = join(dir, LOCK_NAME);
    release = takeLock(lock, dir, options.waitMs, (held) => recover(dir, lock, held));
    const targets = outputs.map((output) => join(dir, output.name));
    // An output landing on a file the command read: a spec named like its book, say.
    const unchanged = new Set<number>();
    targets.forEach((target, i) => {
      const input = options.inputs?.find((path) => sameFile(path, target));
      if (!input) return;
      if (sameBytes(target, outputs[i]!.data)) unchanged.add(i);
      else throw plain(`${target} would replace ${input}, which this command reads; choose another --out, or rename the file`);
    });
    for (const target of targets) {
      if (existsSync(target) && !lstatSync(target).isFile()) {
        throw plain(`${target} is in the way: it is a folder (or not a file) where the file ${basename(target)} should go`);
      }
    }
    outputs.forEach((output, i) => {
      if (unchanged.has(i)) return;
      const temp = join(dir, `.${output.name}.${tag}.tmp`);
      temps[i] = temp;
      writeFileSync(temp, output.data);
    });
    // The swap's journal, in the lock: if this process is killed outright during the swap,
    // the next writer reads it and puts the folder back as it was (recover, below).
    const journal: Journal = { swap: outputs.filter((_, i) => !unchanged.has(i)).map((o) => o.name), fresh: [] };
    journal.fresh = journal.swap.filter((name) => !existsSync(join(dir, name)));
    // Replaced whole (rename), so a reader never sees it half written.
    writeFileSync(`${lock}.${tag}.tmp`, `${tag}\n${JSON.stringify(journal)}\n`);
    renameSync(`${lock}.${tag}.tmp`, lock);
    targets.forEach((target, i) => {
      if (unchanged.has(i) || !existsSync(target)) return;
      const old = `${target}.${tag}.old`;
      rename(target, old);
      moved.push([target, old]);
    });
    targets.forEach((target, i) => {
      if (unchanged.has(i)) return;
      rename(temps[i]!, target);
      placed.push(target);
    });
    for (const [, old] of moved) rmSync(old, { force: true });
    return targets;
  } catch (error) {
    for (const target of placed) rmSync(target, { force: true });
    for (const [target, old] of moved) renameSync(old, target);
    for (const temp of temps) if (temp) rmSync(temp, { force: true });
    release?.();
    release = undefined;
    if (created) removeMadeFolders(dir, created);
    if ((error as { plain?: boolean }).plain) throw new UserError((error as Error).message, [], 'out-refused');
    const target = (error as NodeJS.ErrnoException).code === 'ENOENT' ? danglingLink(dir) : null;
    if (target !== null) throw new UserError(`cannot write to ${dir}: it is a symbolic link to ${target}, where there is nothing`, [], 'cannot-write');
    throw new UserError(`cannot write to ${dir}: ${errnoText(error)}`, [], 'cannot-write');
  } finally {
    release?.();
    forget();
    end();
  }
}
