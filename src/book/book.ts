import { formatPath } from '../engine/errors.ts';
import { VERSION } from '../version.ts';
import type { BookFile } from './bookfile-schema.ts';
import { makeJob } from './make.ts';
import { plan } from './plan.ts';
import type { BookSpec } from './spec.ts';

export type Progress = (done: number, total: number) => void;

/** Generates, proves and grades every puzzle of a spec: the book file, the source of everything printed. */
export function makeBook(spec: BookSpec, progress?: Progress): BookFile {
  const jobs = plan(spec);
  const puzzles = jobs.map((job) => {
    const record = makeJob(job, formatPath(['sections', job.section]));
    progress?.(job.index + 1, jobs.length);
    return record;
  });
  return { title: spec.title, slug: spec.slug, seed: spec.seed, version: VERSION, spec, puzzles };
}
