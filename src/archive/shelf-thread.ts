import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { threadId } from 'node:worker_threads';
import { join } from 'node:path';
import { render, stored } from '../pipeline/pipeline.ts';
import '../book/language.ts';
import type { BookFile } from '../book/bookfile-schema.ts';
import { bookSchema } from '../book/bookfile-schema.ts';
import { printedArchive, puzzleCode } from '../book/code.ts';
import { bookOfText } from '../book/files.ts';
import { readBookText, readText } from '../book/read.ts';
import { languageOf } from '../book/spec.ts';
import { checkBook, type Failure, type Regraded } from '../book/verify.ts';
import { UserError } from '../engine/errors.ts';
import type { Language } from '../engine/language.ts';
import { VERSION } from '../version.ts';
import { type ArchiveBook, type ListingPuzzle, listingBookOf } from './model.ts';
import { carryFiles, checkFiles, type FilesRecord, filesUnder, sha256 } from './manifest.ts';

/**
 * The work of publishing a shelf of books that can go on any thread (shelf.ts): reading a book
 * file, proving its puzzles a slice at a time, hashing the files an archive holds of it. A
 * task names its book by path and the hash of the bytes it was read as, and each thread keeps
 * the last book it read, so slices of one book do not read it again.
 */

/** Grades this code measures otherwise, by puzzle index (as the manifest keeps them). */
export type Grades = Record<string, Record<string, unknown>>;

export type ShelfTask =
  /**
   * Read and validate a book file; with `known` (the hashes manifests record of it), say
   * whether it is one of those books; with `cache`, a folder where what a scan finds is kept
   * by the file's hash (`scanCache`), and the grades this code measured of a book of another version.
   */
  | { scan: string; known?: string[]; cache?: string }
  /** Prove puzzles `from` to `to` (exclusive) of the book read as `hash`. */
  | { verify: string; hash: string; from: number; to: number }
  /** The listing of the book with `regraded` put in. */
  | { listing: string; hash: string; regraded: Grades }
  /** The book with `regraded` put in, as the site's pages read it, written to `to`. */
  | { write: string; hash: string; regraded: Grades; to: string }
  /** The record of the files of `folders` under `root` (`checkFiles`), read again unless their disk record is `recorded`'s. */
  | { files: string; folders: string[]; recorded?: FilesRecord }
  /** A book's files under `folders` in the archive `carry`, linked into the archive `into` (copied where they cannot be): true where all were linked. */
  | { carry: string; into: string; folders: string[] }
  /** Files and folders to remove, each with all it holds. */
  | { remove: string[] }
  /** Both PDFs of the book at `pdfs` (as the site reads it), as `build` renders them, written into `folder`; `where` names it in a refusal. */
  | { pdfs: string; where: string; folder: string };

export interface Scanned {
  hash: string;
  slug: string;
  title: string;
  /** The version of puzzlebook that made it, if it says. */
  version?: string;
  count: number;
  lang: Language;
  /** The spec's `archive`: the address its printed codes lead to. */
  archive?: string;
  ids: string[];
  /** Its puzzles' printed short codes, where it prints them. */
  codes: string[];
  /** True where the file is one of the `known` books, its grades put in. */
  same: boolean;
  /** Where it is the same: the grades this code measures otherwise (a book of another version), as this code kept them. */
  regraded: Grades;
  /** Its listing, with the known grades where it is the known book. */
  listing: ArchiveBook<ListingPuzzle>;
}

export interface Verified {
  failures: Failure[];
  regraded: Regraded[];
}

let last: { path: string; hash: string; book: BookFile } | undefined;

/**
 * The book at `path`, read once per thread while its bytes hash as `hash`: a book's slices are
 * proved one after another, after its scan read it (`scan` keeps it here). Read afresh
 * otherwise, as the thread may be this process itself (`--jobs 1`), publishing again.
 */
function bookAt(path: string, hash: string): { book: BookFile; hash: string } {
  if (last && last.path === path && last.hash === hash) return last;
  const { text, book } = readBookText(path);
  const read = { path, hash: sha256(text), book };
  if (read.hash !== hash) throw new UserError(`${path} changed while the archive was being published; nothing was published, so publish again`, [], 'conflict');
  last = read;
  return read;
}

/** The book with other grades put in, checked against the book file's schema: a grade that does not fit is refused. */
export function regrade(book: BookFile, regraded: Grades): BookFile {
  const indices = Object.keys(regraded);
  if (indices.length === 0) return book;
  const puzzles = [...book.puzzles];
  for (const i of indices) {
    const record = puzzles[Number(i)];
    if (!record) throw new Error(`no puzzle ${i}`);
    puzzles[Number(i)] = { ...record, grade: regraded[i] } as never;
  }
  return bookSchema.parse({ ...book, puzzles });
}

/** What a scan finds of a book file before any grade is put in: the same for the same bytes, read by the same code. */
type Found = Omit<Scanned, 'same' | 'regraded'>;

/**
 * Where a scan of a book file is kept (`cache`/<hash of its bytes>.json), so a publish reads a
 * book the archive already holds without validating it and listing its puzzles again (about
 * 0.1 s a thousand puzzles each, 10 s in an archive of 100,000). The folder is the code's
 * (build.ts names it by the code's hash), so only these bytes read by this code are ever there.
 */
const cached = (cache: string, hash: string) => join(cache, `${hash}.json`);

function readCached(cache: string, hash: string): Found | undefined {
  try {
    const found = JSON.parse(readFileSync(cached(cache, hash), 'utf8')) as Found;
    return found.hash === hash ? found : undefined;
  } catch {
    return undefined;
  }
}

function writeCached(cache: string, found: Found): void {
  try {
    // Whole or not at all: two runs may scan one book at once.
    const temp = `${cached(cache, found.hash)}.${process.pid}.${threadId}.tmp`;
    writeFileSync(temp, JSON.stringify(found));
    renameSync(temp, cached(cache, found.hash));
  } catch {
    // A cache that cannot be written only costs the next publish the scan.
  }
}

function scan(path: string, known: readonly string[] = [], cache?: string): Scanned {
  // Read afresh every time: a scan is what finds out whether the file changed.
  const text = readText(path);
  const hash = sha256(text);
  const same = known.includes(hash);
  // A book the manifest knows whose scan is kept: its bytes were validated and listed by this
  // code before, and proved; it is not validated again.
  let found = same && cache ? readCached(cache, hash) : undefined;
  const bookOf = () => (last?.hash === hash && last.path === path ? last.book : (last = { path, hash, book: bookOfText(text, path) }).book);
  if (!found) {
    found = scanned(bookOf(), hash);
    if (cache) writeCached(cache, found);
  }
  if (!same) return { ...found, same: false, regraded: {} };
  if (found.version === VERSION) return { ...found, same: true, regraded: {} };
  // A book of another version publishes the grades this code measures of it: those this code
  // kept when it proved the book, never a manifest's (anyone can write one). None kept: proved again.
  const regraded = cache ? readGrades(cache, hash) : undefined;
  if (!regraded) return { ...found, same: false, regraded: {} };
  if (Object.keys(regraded).length === 0) return { ...found, same: true, regraded };
  try {
    return { ...found, same: true, regraded, listing: listingBookOf(regrade(bookOf(), regraded)) };
  } catch {
    return { ...found, same: false, regraded: {} };
  }
}

/** Where the grades this code measured of a book of another version are kept, by its file's hash (`.grades.json`: `forgetScans` keeps both files of a hash). */
const gradesFile = (cache: string, hash: string) => join(cache, `${hash}.grades.json`);

function readGrades(cache: string, hash: string): Grades | undefined {
  try {
    const kept = JSON.parse(readFileSync(gradesFile(cache, hash), 'utf8')) as { hash: string; regraded: Grades };
    return kept.hash === hash && kept.regraded && typeof kept.regraded === 'object' ? kept.regraded : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps what proving a book of another version measured of its grades (none where they are as its file says), for the next publish. */
export function keepGrades(cache: string, hash: string, regraded: Grades): void {
  try {
    const temp = `${gradesFile(cache, hash)}.${process.pid}.${threadId}.tmp`;
    writeFileSync(temp, JSON.stringify({ hash, regraded }));
    renameSync(temp, gradesFile(cache, hash));
  } catch {
    // Not kept: the next publish proves the book again.
  }
}

function scanned(book: BookFile, hash: string): Found {
  return {
    hash,
    slug: book.slug,
    title: book.title,
    ...(book.version ? { version: book.version } : {}),
    count: book.puzzles.length,
    lang: languageOf(book.spec),
    ...(book.spec.archive ? { archive: book.spec.archive } : {}),
    ids: book.puzzles.map((p) => p.id),
    codes: printedArchive(book.spec) ? book.puzzles.map((p) => puzzleCode(p.id)) : [],
    listing: listingBookOf(book),
  };
}

/** A task's result, or the one-line refusal of a book file that cannot be published (a UserError, which a thread cannot pass on as one). */
export type Done<T> = { done: T } | { refused: string };

async function work(task: ShelfTask): Promise<Scanned | Verified | ArchiveBook<ListingPuzzle> | FilesRecord | boolean | null> {
  if ('scan' in task) return scan(task.scan, task.known, task.cache);
  if ('verify' in task) {
    const { book } = bookAt(task.verify, task.hash);
    const only = new Set<number>();
    for (let i = task.from; i < task.to; i++) only.add(i);
    return checkBook(book, task.verify, only);
  }
  if ('listing' in task) return listingBookOf(regrade(bookAt(task.listing, task.hash).book, task.regraded));
  if ('write' in task) {
    writeFileSync(task.to, JSON.stringify(regrade(bookAt(task.write, task.hash).book, task.regraded)));
    return null;
  }
  if ('remove' in task) {
    for (const path of task.remove) rmSync(path, { recursive: true, force: true });
    return null;
  }
  if ('carry' in task) return carryFiles(task.carry, task.into, filesUnder(task.carry, task.folders));
  if ('pdfs' in task) {
    const book = JSON.parse(readFileSync(task.pdfs, 'utf8')) as BookFile;
    // Not with its parents: a run folder removed by a stop is not made again (build.ts makes `pdfs/`).
    mkdirSync(task.folder);
    const { files } = await render(stored(book, { where: task.where }));
    for (const { name, data } of files) if (name.endsWith('.pdf')) writeFileSync(join(task.folder, name), data);
    return null;
  }
  return checkFiles(task.files, task.folders, task.recorded);
}

export default async function run(task: ShelfTask): Promise<Done<Awaited<ReturnType<typeof work>>>> {
  try {
    return { done: await work(task) };
  } catch (error) {
    if (error instanceof UserError) return { refused: error.message };
    throw error;
  }
}
