import { formatPath } from '../engine/errors.ts';
import type { PuzzleRecord } from '../engine/record.ts';
import { VERSION } from '../version.ts';
import type { BookFile } from './bookfile-schema.ts';
import { makeJob } from './make.ts';
import { type Job, plan } from './plan.ts';
import type { BookSpec } from './spec.ts';

export type Progress = (done: number, total: number) => void;

/** Records of `made` by job seed, for another book of the same spec to take rather than make again. */
function reusable(made?: BookFile): Map<string, PuzzleRecord> {
  return new Map((made ? plan(made.spec) : []).map((job, i) => [job.seed, made!.puzzles[i]!]));
}

/**
 * The book file of a spec, in book order: each job's record taken from `made` where it has
 * one (under this book's id), else from `make`, which the one-thread and the threaded makers
 * supply; `jobsToMake` lists the jobs `make` will be asked for, so they can be made ahead.
 */
export function assemble(
  spec: BookSpec,
  made: BookFile | undefined,
  make: (job: Job) => PuzzleRecord,
  progress?: Progress,
): BookFile {
  const jobs = plan(spec);
  const earlier = reusable(made);
  const puzzles = jobs.map((job) => {
    const reused = earlier.get(job.seed);
    const record = reused ? { ...reused, id: job.id } : make(job);
    progress?.(job.index + 1, jobs.length);
    return record;
  });
  return { title: spec.title, slug: spec.slug, seed: spec.seed, version: VERSION, spec, puzzles };
}

/** The jobs of `spec` that `made` has no record for. */
export function jobsToMake(spec: BookSpec, made?: BookFile): Job[] {
  const earlier = reusable(made);
  return plan(spec).filter((job) => !earlier.has(job.seed));
}

/**
 * Generates, proves and grades every puzzle of a spec: the book file, the source of everything
 * printed. `made` holds records already made from another book of the same spec, by job seed
 * (a puzzle depends on its seed, kind, options and difficulty, never on its neighbours).
 */
export function makeBook(spec: BookSpec, progress?: Progress, made?: BookFile): BookFile {
  return assemble(spec, made, (job) => makeJob(job, formatPath(['sections', job.section])), progress);
}

/**
 * Puzzles that came from a retry seed (their own could not reach the band), by section
 * path: `sections[1]` → 2. Builds report these; the book file records each seed used.
 */
export function retries(book: BookFile): Map<string, number> {
  const out = new Map<string, number>();
  plan(book.spec).forEach((job, i) => {
    if (book.puzzles[i]!.seed === job.seed) return;
    const where = formatPath(['sections', job.section]);
    out.set(where, (out.get(where) ?? 0) + 1);
  });
  return out;
}
