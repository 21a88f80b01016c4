import { readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import Tinypool from 'tinypool';
import { failedPuzzles, type Failure, type Regraded, regradedNote } from '../book/verify.ts';
import type { BookFile } from '../book/bookfile-schema.ts';
import { oneScreen, UserError } from '../engine/errors.ts';
import type { Language } from '../engine/language.ts';
import { sibling } from '../sibling.ts';
import { THREAD_LIMITS } from '../thread-limits.ts';
import { VERSION } from '../version.ts';
import type { Manifest } from './manifest.ts';
import type { ArchiveBook, ListingPuzzle } from './model.ts';
import run, { type Done, type Grades, keepGrades, type Scanned, type ShelfTask, type Verified } from './shelf-thread.ts';

/** Puzzles proved in one task: small enough that the threads share a book's work evenly. */
const SLICE = 200;

/**
 * Threads a publish proves and draws its books on by default: one per core but the one this
 * thread needs, as it builds the pages meanwhile (Astro, with its bundler's own threads). So on
 * two cores, none: each thread reads again every book it is given work of and loads the engine,
 * fonts and words, and measured on two cores, publishing here rather than on two threads took
 * less time and less CPU at every size tried (100 puzzles 1.9 s against 2.4 s, 1,000 puzzles
 * 5.5 s against 6.3 s, 5,000 puzzles 22.6 s against 25.7 s), and one thread was slower still.
 */
export const defaultShelfJobs = () => Math.max(1, availableParallelism() - 1);

/**
 * The threads a publish works on (`site --jobs N`): each task's result depends only on the
 * task, and results are gathered in the books' order, so the archive is the same bytes
 * whatever N. With one job, the work runs on this thread and no pool is started.
 */
export class ShelfPool {
  private pool: Tinypool | undefined;
  readonly jobs: number;
  constructor(jobs: number) {
    this.jobs = jobs;
  }

  async run<T>(task: ShelfTask): Promise<T> {
    let result: Done<unknown>;
    if (this.jobs <= 1) {
      // Each task in a turn of its own, so what waits on the last (progress, other work) runs between them.
      await new Promise((next) => setImmediate(next));
      result = await run(task);
    } else {
      this.pool ??= new Tinypool({ filename: sibling('./shelf-thread', import.meta.url).href, minThreads: 1, maxThreads: this.jobs, resourceLimits: THREAD_LIMITS });
      result = (await this.pool.run(task)) as Done<unknown>;
    }
    if ('refused' in result) throw new UserError(result.refused, [], 'invalid-book');
    return result.done as T;
  }

  async close(): Promise<void> {
    await this.pool?.destroy();
    this.pool = undefined;
  }
}

/** A book of the shelf being published, as far as the archive needs it beside its file. */
export interface ShelfBook {
  /** Its file, and that file's name in the books folder. */
  file: string;
  name: string;
  /** SHA-256 of the file's text, as read and checked. */
  hash: string;
  slug: string;
  title: string;
  lang: Language;
  archive?: string;
  /** Grades this code measures otherwise than the file, by puzzle index: the archive publishes these. */
  regraded: Grades;
  /** Whether this run proved it (its file is new or changed since the manifest), or the manifest's record of it held. */
  proved: boolean;
  listing: ArchiveBook<ListingPuzzle>;
}

/** The book files (`*.json`) of a folder, by name: refused in one line where there is none. */
export function bookFiles(dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir).filter((name) => name.endsWith('.json') && !name.startsWith('.')).sort();
  } catch (error) {
    // A book file named where its folder should be: "no such folder" sent the user looking for one.
    const file = (error as NodeJS.ErrnoException).code === 'ENOTDIR';
    const what = (make: string) => (file ? 'is a file, not a folder of book files: name the folder that holds them' : `no such folder of book files (make one with${make})`);
    throw new UserError(`${dir}: ${what(': puzzlebook build <spec>')}`, [{ path: ['books'], code: 'invalid-options', values: {}, message: `${dir}: ${what(' buildBook')}` }], 'invalid-options');
  }
  if (names.length === 0) {
    throw new UserError(`${dir}: no book files (*.json) to publish (make one with: puzzlebook build <spec>)`, [{ path: ['books'], code: 'invalid-options', values: {}, message: `${dir}: no book files (*.json) to publish (make one with buildBook)` }], 'invalid-options');
  }
  return names;
}

/** The books of a folder as read, before any is proved: enough to check the flags and the archive's address against. */
export interface Scan {
  dir: string;
  names: string[];
  scanned: Scanned[];
  /** Where this code keeps what it found of books (`scanCache`), if it can. */
  cache?: string;
}

/**
 * Every book of `dir`, read and validated on the pool's threads, each one's file hashed and
 * compared with the manifest's record (a book the manifest knows is read from `cache` where its
 * scan is kept there: shelf-thread.ts). Refused, naming the book and puzzle, where two books
 * share a slug, a puzzle id or a printed short code.
 */
export async function scanShelf(dir: string, manifests: readonly Manifest[], pool: ShelfPool, cache?: string, tick: Tick = () => {}): Promise<Scan> {
  const names = bookFiles(dir);
  // The hashes the manifests record of each file, by name: the one that matches it is the book as proved.
  const known = new Map<string, string[]>();
  for (const { file, hash } of manifests.flatMap((m) => m.books)) known.set(file, [...(known.get(file) ?? []), hash]);
  let read = 0;
  tick(0, names.length);
  const scanned = await inOrder(
    names.map(async (name) => {
      const found = await pool.run<Scanned>({ scan: join(dir, name), known: known.get(name) ?? [], ...(cache ? { cache } : {}) });
      tick(++read, names.length);
      return found;
    }),
  );
  refuseDuplicates(names.map((name) => join(dir, name)), scanned);
  return { dir, names, scanned, ...(cache ? { cache } : {}) };
}

/** A book's file and what its spec says of the archive: what `siteAddress` reads. */
export const addressesOf = ({ dir, names, scanned }: Scan) => scanned.map((s, b) => ({ file: join(dir, names[b]!), archive: s.archive }));

/**
 * The books scanned, each one whose file is not the one the manifest records proved as
 * `verify` proves it: every puzzle solved again, every grade measured again, on the pool's
 * threads. Refused, naming each puzzle and field, where any puzzle fails; `note` hears what a
 * book of another version is graded otherwise.
 */
export async function proveShelf(
  { dir, names, scanned, cache }: Scan,
  pool: ShelfPool,
  note: (text: string) => void,
  log: (line: string) => void,
  mine: (slug: string) => boolean = () => true,
  tick: Tick = () => {},
): Promise<ShelfBook[]> {
  // Books of another part (`site --part`) are left to it: not proved here.
  const toProve = scanned.flatMap((s, b) => (s.same || !mine(s.slug) ? [] : [b]));
  const provedHere = new Set(toProve);
  const proving = toProve.reduce((n, b) => n + scanned[b]!.count, 0);
  const unchanged = scanned.filter((s) => s.same).length;
  const others = scanned.filter((s) => !s.same && !mine(s.slug)).length;
  const aside = [...(unchanged > 0 ? [`${unchanged} books unchanged since the last publish`] : []), ...(others > 0 ? [`${others} left to other parts`] : [])].join(', ');
  log(`checking ${proving} puzzles${aside ? ` (${aside})` : ''}`);
  let proved = 0;
  tick(0, proving);
  const checked = await inOrder(
    toProve.map(async (b) => {
      const { hash, count } = scanned[b]!;
      const file = join(dir, names[b]!);
      const slices: Promise<Verified>[] = [];
      for (let from = 0; from < count; from += SLICE) {
        const to = Math.min(count, from + SLICE);
        slices.push(
          pool.run<Verified>({ verify: file, hash, from, to }).then((verified) => {
            tick((proved += to - from), proving);
            return verified;
          }),
        );
      }
      const done = await inOrder(slices);
      return { failures: done.flatMap((d) => d.failures), regraded: done.flatMap((d) => d.regraded) };
    }),
  );
  const failures: Failure[][] = checked.map((c) => c.failures);
  if (failures.some((f) => f.length > 0)) {
    const puzzles = failures.reduce((n, f) => n + failedPuzzles(f), 0);
    throw new UserError(`${oneScreen(failures.flat().map((f) => f.line))}\n${puzzles} puzzles failed; nothing was published`, [], 'not-proved');
  }

  const books: ShelfBook[] = scanned.map((s, b) => ({
    file: join(dir, names[b]!),
    name: names[b]!,
    hash: s.hash,
    slug: s.slug,
    title: s.title,
    lang: s.lang,
    ...(s.archive ? { archive: s.archive } : {}),
    regraded: s.regraded,
    proved: provedHere.has(b),
    listing: s.listing,
  }));
  for (const [i, b] of toProve.entries()) {
    const regraded: Regraded[] = checked[i]!.regraded;
    const book = books[b]!;
    const { version, count } = scanned[b]!;
    book.regraded = Object.fromEntries(regraded.flatMap((r) => (r.grade ? [[String(r.puzzle), r.grade as unknown as Record<string, unknown>]] : [])));
    // What this code measured of a book of another version is kept where only this code writes, for the next publish (scan).
    if (cache && version !== VERSION) keepGrades(cache, book.hash, book.regraded);
    if (regraded.length === 0) continue;
    const text = regradedNote({ version, puzzles: { length: count } } as unknown as BookFile, book.file, regraded);
    if (text) note(text);
    if (Object.keys(book.regraded).length > 0) book.listing = await pool.run({ listing: book.file, hash: book.hash, regraded: book.regraded });
  }
  return books;
}

/** Told how much of a stage is done, of how much (stages.ts). */
export type Tick = (done: number, total: number) => void;

/** Every result, or the first failure in the order given (not the first to happen), so a refusal names the same book whatever the threads. */
export async function inOrder<T>(promises: readonly Promise<T>[]): Promise<T[]> {
  const settled = await Promise.allSettled(promises);
  const failed = settled.find((s) => s.status === 'rejected');
  if (failed) throw failed.reason;
  return settled.map((s) => (s as PromiseFulfilledResult<T>).value);
}

/**
 * The books of `dir` read and proved as `site` reads and proves them, with no archive to carry
 * anything from: what a caller that only checks a folder of books (a test, say) runs.
 */
export async function proveFolder(dir: string, note: (text: string) => void = () => {}): Promise<ShelfBook[]> {
  const pool = new ShelfPool(1);
  try {
    return await proveShelf(await scanShelf(dir, [], pool), pool, note, () => {});
  } finally {
    await pool.close();
  }
}

/**
 * Two books with one slug, one puzzle id in two books, or two printed short codes alike (40
 * bits of two ids' hashes: rare, but a QR code must lead to one page): each would publish an
 * empty or a wrong page without a word.
 */
export function refuseDuplicates(files: readonly string[], scanned: readonly Pick<Scanned, 'slug' | 'ids' | 'codes'>[]): void {
  const slugs = new Map<string, string>();
  const ids = new Map<string, string>();
  const codes = new Map<string, string>();
  scanned.forEach((book, b) => {
    const file = files[b]!;
    const other = slugs.get(book.slug);
    if (other) throw new UserError(`${file}: slug "${book.slug}" is also the slug of ${other}; each book needs its own`, [], 'invalid-book');
    slugs.set(book.slug, file);
    book.ids.forEach((id, p) => {
      const holder = ids.get(id);
      if (holder) throw new UserError(`${file}: puzzles[${p}].id "${id}" is also a puzzle of ${holder}`, [], 'invalid-book');
      ids.set(id, file);
      const code = book.codes[p];
      if (code === undefined) return;
      const same = codes.get(code);
      if (same) throw new UserError(`${file}: puzzles[${p}] ("${id}") prints the short code ${code}, as ${same} does; rename one book's slug to publish both`, [], 'invalid-book');
      codes.set(code, `${file}'s "${id}"`);
    });
  });
}
