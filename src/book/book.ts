import { formatPath } from '../engine/errors.ts';
import type { Difficulty } from '../engine/kind.ts';
import type { Language } from '../engine/language.ts';
import type { PuzzleRecord, RecordOf } from '../kinds/record.ts';
import type { KindName, OptionsOf } from '../kinds/registry.ts';
import { VERSION } from '../version.ts';
import type { BookFile } from './bookfile-schema.ts';
import { jobSeedOf, makeFrom, makeJob, tryOf } from './make.ts';
import { bookSpecOf, type Job, type JobOf, namedSpec, plan, puzzleSeed, sectionKeys } from './plan.ts';
import { slugify } from './slug.ts';
import type { BookSpec } from './spec.ts';
import { varied } from './variety.ts';

export type Progress = (done: number, total: number) => void;


/**
 * Records of `earlier` by job seed, for another book of the same spec to take rather than
 * make again. Found by seed, not position: a ramped section holds its records in score order.
 */
function bySeed(earlier?: BookFile): Map<string, PuzzleRecord> {
  const seeds = new Set(earlier ? plan(bookSpecOf(earlier)).map((job) => job.seed) : []);
  return new Map((earlier?.puzzles ?? []).filter((r) => seeds.has(jobSeedOf(r))).map((r) => [jobSeedOf(r), r]));
}

/**
 * A section's records easiest first by their measured score (ties keep the order they were
 * made in), each taking the id of the place it lands in: puzzle 01 is the first printed.
 */
function ramped(jobs: readonly Job[], records: PuzzleRecord[]): PuzzleRecord[] {
  const order = records.map((record, i) => ({ record, i })).sort((a, b) => a.record.grade.score - b.record.grade.score || a.i - b.i);
  return order.map(({ record }, i) => ({ ...record, id: jobs[i]!.id }));
}

/** How `collect` gets each job's record. */
export interface Sources {
  /** A book of the same spec whose records are taken, by job seed, instead of made again. */
  reuse?: BookFile | undefined;
  /** The record of a job `reuse` has none for: made here, or collected from worker threads. */
  recordOf: (job: Job) => PuzzleRecord;
  progress?: Progress | undefined;
}

/** Each job's record, in book order: taken from `reuse` where it has one (under this book's id), else from `recordOf`. */
export function collect(jobs: readonly Job[], { reuse, recordOf, progress }: Sources): PuzzleRecord[] {
  const reusable = bySeed(reuse);
  return jobs.map((job) => {
    const reused = reusable.get(job.seed);
    const record = reused ? { ...reused, id: job.id } : recordOf(job);
    progress?.(job.index + 1, jobs.length);
    return record;
  });
}

/** The book file of a spec from its jobs' records (in plan order, varied): ramped sections put easiest first. `jobs` is `plan(spec)`, where the caller has it. */
export function assemble(spec: BookSpec, made: readonly PuzzleRecord[], jobs: readonly Job[] = plan(spec)): BookFile {
  const puzzles = spec.ramp
    ? spec.sections.flatMap((_, s) => {
        const own = jobs.filter((job) => job.section === s);
        return ramped(own, own.map((job) => made[job.index]!));
      })
    : [...made];
  // The spec is stored with each section named by its key, so the file says which seeds and ids
  // it used, and any later version plans it the same.
  return { title: spec.title, slug: spec.slug, seed: spec.seed, version: VERSION, spec: namedSpec(spec, sectionKeys(spec)), puzzles };
}

/** The jobs of `spec` that `reuse` has no record for. */
export function jobsToMake(spec: BookSpec, reuse?: BookFile, jobs: readonly Job[] = plan(spec)): Job[] {
  const reusable = bySeed(reuse);
  return jobs.filter((job) => !reusable.has(job.seed));
}

/** Records made on this thread for these jobs, each section then varied (variety.ts). */
export function makeRecords(jobs: readonly Job[], where: (job: Job) => string, sources: Omit<Sources, 'recordOf'> = {}): PuzzleRecord[] {
  const made = collect(jobs, { ...sources, recordOf: (job) => makeJob(job, where(job)) });
  const rounds = varied(jobs, made);
  let round = rounds.next();
  while (!round.done) round = rounds.next(round.value.map(({ job, from }) => makeFrom(job, from)));
  return round.value;
}

/**
 * Generates, proves and grades every puzzle of a spec on this thread: the book file, the
 * source of everything printed. `reuse` holds records already made for another book of the
 * same spec (a puzzle depends on its seed, kind, options and difficulty, and on the puzzles
 * before it in its section only where they are too alike: variety.ts).
 */
export function makeBook(spec: BookSpec, progress?: Progress, reuse?: BookFile, jobs: readonly Job[] = plan(spec)): BookFile {
  return assemble(spec, makeRecords(jobs, (job) => formatPath(['sections', job.section]), { reuse, progress }), jobs);
}

/**
 * Puzzles that came from a retry seed (their own could not reach the band, or made one too
 * like the rest of its section: variety.ts), by section
 * path: `sections[1]` → 2. Builds report these; the book file records each seed used.
 */
export function retries(book: BookFile, jobs: readonly Job[] = plan(bookSpecOf(book))): Map<string, number> {
  const out = new Map<string, number>();
  jobs.forEach((job, i) => {
    if (tryOf(book.puzzles[i]!) === 0) return;
    const where = formatPath(['sections', job.section]);
    out.set(where, (out.get(where) ?? 0) + 1);
  });
  return out;
}

/** The jobs of a request for `count` puzzles of a kind (`generate`): puzzle n from the seed `<seed>/<kind>/<difficulty>/<n>`, as the n-th of a book's first section of the kind. */
function requestJobs<K extends KindName>(kind: K, options: OptionsOf<K>, seed: string, difficulty: Difficulty, count: number, language: Language): Job[] {
  const width = Math.max(2, String(count).length);
  const seedLabel = slugify(seed, 'seed');
  return Array.from({ length: count }, (_, i) => {
    const n = i + 1;
    const id = `${kind}-${seedLabel}-${String(n).padStart(width, '0')}`;
    return { index: i, section: 0, n, id, seed: puzzleSeed(seed, kind, difficulty, n), kind, options, difficulty, language } as JobOf<K> as Job;
  });
}

/** Puzzle n of `count` from the seed `<seed>/<kind>/<difficulty>/<n>`, as the n-th of a book's first section of the kind, varied as a section is. */
export function recordsOf<K extends KindName>(kind: K, options: OptionsOf<K>, seed: string, difficulty: Difficulty, count: number, language: Language, progress?: Progress): RecordOf<K>[] {
  return makeRecords(requestJobs(kind, options, seed, difficulty, count, language), () => `generate ${kind}`, { progress }) as RecordOf<K>[];
}

/**
 * `recordsOf`'s records one at a time, each step of the generator a puzzle's work (and any
 * made again for variety): the same records in the same order. Record n is final once the
 * first n are made, since variety reads only the puzzles before one (variety.ts `Prefix`), so
 * the first n are taken through the variety rounds again at each step, puzzles made again kept.
 */
export function* eachRecordOf<K extends KindName>(kind: K, options: OptionsOf<K>, seed: string, difficulty: Difficulty, count: number, language: Language): Generator<RecordOf<K>, void, void> {
  const jobs = requestJobs(kind, options, seed, difficulty, count, language);
  const where = `generate ${kind}`;
  const firsts: PuzzleRecord[] = [];
  const again = new Map<string, PuzzleRecord | null>();
  const remade = (job: Job, from: number) => {
    const key = `${job.index}/${from}`;
    if (!again.has(key)) again.set(key, makeFrom(job, from));
    return again.get(key)!;
  };
  const prefix = { known: new WeakMap(), sizeOf: () => count };
  for (const job of jobs) {
    firsts.push(makeJob(job, where));
    const rounds = varied(jobs.slice(0, job.index + 1), firsts, prefix);
    let round = rounds.next();
    while (!round.done) round = rounds.next(round.value.map(({ job, from }) => remade(job, from)));
    yield round.value[job.index] as RecordOf<K>;
  }
}
