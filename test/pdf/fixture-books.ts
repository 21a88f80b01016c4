/**
 * The books the PDF and book tests print, each section's puzzles made once a run and shared:
 * within a worker through memory, and between workers through the run's folder
 * (test/global/books.ts), where the first worker to need a section makes it and the others
 * wait for it, or make another section meanwhile. A book is assembled from its sections'
 * records as `makeBook` assembles it: a puzzle depends only on its job (its book's seed, its
 * section's key, band, options and language), and variety only on its section's puzzles
 * before it (src/book/variety.ts), so a section made for one book is that section in any
 * other. The PDFs printed of a book are shared the same way (`printed`).
 *
 * The pool: every kind at every band at its default options, five of each, from the seed
 * `POOL_SEED` (the seed of test/pdf/tools.ts `bookOf`): a section of fewer of them, at that
 * seed, takes the pool's first puzzles (as `makeBook` takes another book's, `reuse`), varied
 * for its own count. So "every kind at every band", "each kind easy" and "each kind's hardest"
 * books across the files are one set of puzzles, made once.
 */
import { createHash } from 'node:crypto';
import { closeSync, existsSync, openSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';
import { defaultSection, optionsAt } from '../../bench/defaults.ts';
import { assemble, makeRecords } from '../../src/book/book.ts';
import type { BookFile } from '../../src/book/bookfile-schema.ts';
import type { Maker } from '../../src/book/maker.ts';
import { type Job, plan } from '../../src/book/plan.ts';
import { type BookSpec, specSchema } from '../../src/book/spec.ts';
import { formatPath } from '../../src/engine/errors.ts';
import { DIFFICULTIES, type Difficulty } from '../../src/engine/kind.ts';
import type { PuzzleRecord } from '../../src/kinds/record.ts';
import { getKind, KIND_NAMES, type KindName } from '../../src/kinds/registry.ts';
import { rowsOf } from '../cases.ts';
import { ONE_KIND } from '../matrix.ts';

/** The seed of the pool, and of every book `bookOf` makes. */
export const POOL_SEED = 'pdf-features';
/** Puzzles of each kind at each band in the pool. */
export const POOL_COUNT = 5;

/**
 * A section of a kind at a band at its default options (what a spec asking nothing gets), or
 * where the kind refuses the band at its defaults, at its worked example's options where those
 * allow it; none where neither does (bench/defaults.ts).
 */
export function atDefaults(kind: KindName, count: number, difficulty: Difficulty): { kind: KindName; count: number; difficulty: Difficulty; options?: object }[] {
  const options = optionsAt(kind, difficulty, 'defaults');
  if (!options) return [];
  return [Object.keys(options).length ? { kind, count, difficulty, options } : { kind, count, difficulty }];
}

/** Sections of every kind of the registry at each of `bands`, `count` each, at their defaults (`atDefaults`): the kinds in registry order, each kind's bands together. */
export function everyKind(count: number, bands: readonly Difficulty[] = DIFFICULTIES, kinds: readonly KindName[] = KIND_NAMES) {
  return kinds.flatMap((kind) => bands.flatMap((band) => atDefaults(kind, count, band)));
}

/**
 * `everyKind`, but a kind that makes none of `bands` (the new-kind check's Kropki makes easy
 * only) is still in the book, once, at the first band its defaults or example allow: a test of
 * every kind's print needs every kind on its pages, and a book of no section is refused.
 */
export function everyKindOnce(count: number, bands: readonly Difficulty[], kinds: readonly KindName[] = KIND_NAMES) {
  return kinds.flatMap((kind) => {
    const sections = bands.flatMap((band) => atDefaults(kind, count, band));
    return sections.length ? sections : [defaultSection(kind, count, bands[0], 'defaults')];
  });
}

/**
 * The ramp of issues 39 and 66, the print-on-demand book the PDF tests read back page by page
 * (live-area.test.ts, room.test.ts): 6×9 with bleed, the pool whole (every kind at every band,
 * five of each, each band of every kind in turn), worked answers at the back. Printed once a
 * run (`printed`, named `live-area.pdf`).
 */
export const RAMP = {
  title: 'Live Area',
  page: { size: '6x9', bleed: true },
  answers: 'back',
  worked: true,
  sections: DIFFICULTIES.flatMap((difficulty) => everyKind(POOL_COUNT, [difficulty])),
};

/**
 * Issue 66's 5×8 book with bleed, two of every kind at every band, the grids at the largest
 * sizes a 5×8 page takes (Numbrix 7 to 9, Calcudoku 6, Kakuro 7 to 10; the rest at their
 * defaults, the pool's), worked answers at the back (live-area.test.ts, room.test.ts).
 */
export const POCKET = {
  title: 'Pocket',
  page: { size: '5x8', bleed: true },
  answers: 'back',
  worked: true,
  sections: KIND_NAMES.flatMap((kind) => {
    const sizes: Partial<Record<KindName, number[]>> = { numbrix: [7, 8, 9, 9], calcudoku: [6, 6, 6, 6], kakuro: [7, 8, 9, 10] };
    // Every kind at every band it makes (a kind added in a copy of the project may make fewer).
    return DIFFICULTIES.flatMap((difficulty, d) => atDefaults(kind, 2, difficulty).map((s) => (sizes[kind] ? { ...s, options: { size: sizes[kind]![d] } } : s)));
  }),
};

/**
 * The print-on-demand books of every kind at every band, each read back whole, page by page
 * (live-area.matrix.test.ts, room.matrix.test.ts), a matrix of books: npm test reads the 5×8
 * pocket book, CI's release run the 6×9 ramp (test/cases.ts `rowsOf`, issue 106). Each is printed
 * once a run (`printed`, named by `name`). `sharedKey`: whether its worked key's pages are held
 * to holding several kinds (three in four), as a 6×9 page's are; a 5×8 page's worked answers,
 * steps and all, fill it a kind at a time (its compact key's pages are held to it).
 */
export const EVERY_BAND_BOOKS = [
  { name: 'pocket', about: 'issue 66’s 5×8 book with bleed, two of every kind at every band, the largest grids its page takes', fields: POCKET, sharedKey: false, npmTest: true },
  { name: 'live-area', about: 'the 6×9 ramp with bleed, five of every kind at every band', fields: RAMP, sharedKey: true, npmTest: false },
] as const;

/**
 * The books of EVERY_BAND_BOOKS this run prints and reads: npm test the pocket book, CI's release
 * run the ramp. A run on one kind alone (PUZZLEBOOK_KIND, the new-kind check) takes the pocket
 * book only: the kind at every band on the smallest page, its key packed with every other kind's.
 * Printing the ramp again for a kind, 360 puzzles more, tells nothing the pocket book does not
 * about the kind; the whole run prints it once the kind is in.
 */
export const everyBandRows = () => (ONE_KIND ? EVERY_BAND_BOOKS.filter((row) => row.npmTest) : rowsOf(EVERY_BAND_BOOKS, (row) => row.npmTest));

/** The run's folder (test/global/books.ts), or none outside a run that set it up: then what is made is kept in memory alone. */
const folder: string | undefined = (() => {
  try {
    return inject('sharedBooks');
  } catch {
    return undefined;
  }
})();

/** A lock older than this is taken for one its maker left (a worker ended mid-making). */
const STALE = 20 * 60_000;

/** Waits on this thread, doing nothing: a worker waiting for another's section has nothing else to do. */
const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

const BUSY = Symbol('busy');
type Busy = typeof BUSY;

/**
 * What `name` holds in the run's folder: read if another made it, else made here under a lock
 * and written; BUSY while another worker holds its lock.
 */
function tryShared<T>(name: string, make: () => T, write: (path: string, value: T) => void, read: (path: string) => T): T | Busy {
  if (!folder) return make();
  const path = join(folder, name);
  if (existsSync(path)) return read(path);
  const lock = `${path}.lock`;
  try {
    closeSync(openSync(lock, 'wx'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    try {
      if (Date.now() - statSync(lock).mtimeMs > STALE) rmSync(lock, { force: true });
    } catch {
      // Gone meanwhile: its maker finished.
    }
    return BUSY;
  }
  try {
    // Made by another between the look and the lock.
    if (existsSync(path)) return read(path);
    const value = make();
    write(`${path}.part`, value);
    renameSync(`${path}.part`, path);
    return value;
  } finally {
    rmSync(lock, { force: true });
  }
}

const hashOf = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 24);

/** Records made or read in this worker, by their section's identity. */
const sections = new Map<string, PuzzleRecord[]>();

/** What a section's puzzles depend on: its jobs' seeds, kind, band, options and language (not the book's title, which only names them). */
const identity = (jobs: readonly Job[]) => JSON.stringify({ seeds: jobs.map((j) => j.seed), kind: jobs[0]!.kind, difficulty: jobs[0]!.difficulty, options: jobs[0]!.options, language: jobs[0]!.language });

/** A section's records, made once a run: from memory, the run's folder, or made here (BUSY while another worker makes them). */
function sectionRecords(jobs: readonly Job[], make: () => PuzzleRecord[]): PuzzleRecord[] | Busy {
  const id = identity(jobs);
  const known = sections.get(id);
  if (known) return known;
  const records = tryShared(
    `section-${hashOf(id)}.json`,
    // As another worker reads them: through JSON, so a book is the same whichever worker made its puzzles.
    () => JSON.parse(JSON.stringify(make())) as PuzzleRecord[],
    (path, value) => writeFileSync(path, JSON.stringify(value)),
    (path) => JSON.parse(readFileSync(path, 'utf8')) as PuzzleRecord[],
  );
  if (records !== BUSY) sections.set(id, records);
  return records;
}

/** The pool's section of a kind at a band in a language: its spec and jobs (jobs depend on the book's seed and the section's key alone). */
function poolSection(kind: KindName, difficulty: Difficulty, language: string) {
  const spec = specSchema.parse({ title: 'Pool', seed: POOL_SEED, ...(language === 'en' ? {} : { language }), sections: atDefaults(kind, POOL_COUNT, difficulty) });
  return { spec, jobs: plan(spec) };
}

/** The pool section whose first puzzles `jobs` (one section's) are, where they are: the same seeds, kind, band, options and language. */
function poolOf(jobs: readonly Job[]) {
  const [first] = jobs;
  if (!first || jobs.length >= POOL_COUNT || optionsAt(first.kind, first.difficulty, 'defaults') === null) return undefined;
  const pool = poolSection(first.kind, first.difficulty, first.language);
  const same = pool.jobs.length === POOL_COUNT && JSON.stringify(pool.jobs[0]!.options) === JSON.stringify(first.options) && jobs.every((job, i) => job.seed === pool.jobs[i]!.seed);
  return same ? pool : undefined;
}

/** The jobs of one section, numbered from the section's first, as a book of that section alone numbers them. */
const alone = (jobs: readonly Job[]): Job[] => jobs.map((job, i) => ({ ...job, index: i, section: 0 }));

/** One section's records, in its jobs' order under their ids (BUSY while another worker makes them). */
function recordsOf(jobs: readonly Job[], where: string, reuse: BookFile | undefined): PuzzleRecord[] | Busy {
  const pool = poolOf(jobs);
  let records: PuzzleRecord[] | Busy;
  if (pool) {
    const whole = sectionRecords(pool.jobs, () => makeRecords(alone(pool.jobs), () => where));
    if (whole === BUSY) return BUSY;
    const id = identity(jobs);
    records = sections.get(id) ?? sections.set(id, makeRecords(alone(jobs), () => where, { reuse: assemble(pool.spec, whole, pool.jobs) })).get(id)!;
  } else records = sectionRecords(jobs, () => makeRecords(alone(jobs), () => where, { reuse }));
  return records === BUSY ? BUSY : records.map((record, i) => ({ ...record, id: jobs[i]!.id }));
}

/**
 * The book file of `spec`, as `makeBook(spec)` makes it, each section's puzzles made once a run
 * (see above); `reuse` as `makeBook` takes it. Sections another worker is making are waited
 * for after the rest are made.
 */
export function madeBook(spec: BookSpec, reuse?: BookFile, jobs: readonly Job[] = plan(spec)): BookFile {
  const made: PuzzleRecord[] = [];
  let pending = spec.sections.map((_, s) => s);
  while (pending.length) {
    const waiting = pending.filter((s) => {
      const own = jobs.filter((job) => job.section === s);
      const records = recordsOf(own, formatPath(['sections', s]), reuse);
      if (records === BUSY) return true;
      own.forEach((job, i) => (made[job.index] = records[i]!));
      return false;
    });
    if (waiting.length === pending.length) sleep(100);
    pending = waiting;
  }
  return assemble(spec, made, jobs);
}

/** A maker for the pipeline (`build`, `make`) that takes its puzzles from the run's shared sections (`madeBook`). */
export const shared: Maker = {
  make: async (spec, _progress, reuse, jobs) => madeBook(spec, reuse, jobs),
  close: async () => {},
};

/** PDFs printed in this worker, by name. */
const pdfs = new Map<string, Promise<string>>();

/**
 * The path of a PDF printed once a run: `name` (a file name, `.pdf`) with the hash of what it is
 * printed from (`of`: the book file, and anything else the printing reads), printed by `print`
 * in the first worker to ask, read by the rest.
 */
export function printed(name: string, of: unknown, print: () => Promise<Uint8Array>): Promise<string> {
  const file = `${name.replace(/\.pdf$/, '')}-${hashOf(JSON.stringify(of))}.pdf`;
  let path = pdfs.get(file);
  if (!path) {
    path = (async () => {
      const where = folder ?? (await import('./tools.ts')).dir;
      if (!folder) {
        writeFileSync(join(where, file), await print());
        return join(where, file);
      }
      for (;;) {
        let bytes: Uint8Array | undefined;
        const lock = `${join(where, file)}.lock`;
        if (existsSync(join(where, file))) return join(where, file);
        try {
          closeSync(openSync(lock, 'wx'));
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
          await new Promise((resolve) => setTimeout(resolve, 100));
          continue;
        }
        try {
          if (!existsSync(join(where, file))) {
            bytes = await print();
            writeFileSync(`${join(where, file)}.part`, bytes);
            renameSync(`${join(where, file)}.part`, join(where, file));
          }
        } finally {
          rmSync(lock, { force: true });
        }
        return join(where, file);
      }
    })();
    pdfs.set(file, path);
  }
  return path;
}

/** Whether a kind plans its answers before they are made (`plannedAnswer`): a kind just added may not, and is left out of a plan's key. */
export const plansItsKey = (kind: string) => getKind(kind as KindName).plannedAnswer !== undefined;
