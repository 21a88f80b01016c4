import { availableParallelism } from 'node:os';
import Tinypool from 'tinypool';
import { formatPath, UserError } from '../engine/errors.ts';
import type { PuzzleRecord } from '../engine/record.ts';
import type { BookFile } from './bookfile-schema.ts';
import { assemble, jobsToMake, type Progress, makeBook } from './book.ts';
import { plan } from './plan.ts';
import type { BookSpec } from './spec.ts';
import type { Outcome, Task } from './worker.ts';

/** Threads by default: one per core. */
export const defaultJobs = () => availableParallelism();

/**
 * `makeBook` on up to `jobs` worker threads, started on first need and kept for the next
 * book (a build makes each section's first puzzle, then the rest). Each puzzle depends only
 * on its own seed, options and difficulty, and results go back in book order, so the book
 * file is byte for byte the one a single thread makes.
 */
export class BookMaker {
  private pool: Tinypool | undefined;
  private readonly jobs: number;

  constructor(jobs: number) {
    this.jobs = jobs;
  }

  async make(spec: BookSpec, progress?: Progress, reuse?: BookFile): Promise<BookFile> {
    const todo = jobsToMake(spec, reuse);
    // One thread, or one puzzle, is quicker made here than handed to a thread.
    if (this.jobs <= 1 || todo.length <= 1) return makeBook(spec, progress, reuse);
    this.pool ??= new Tinypool({ filename: new URL('./worker.ts', import.meta.url).href, minThreads: 1, maxThreads: this.jobs });
    const pool = this.pool;
    const total = plan(spec).length;
    let done = total - todo.length;
    const records = new Map<number, PuzzleRecord>();
    await Promise.all(
      todo.map(async (job) => {
        const task: Task = { job, where: formatPath(['sections', job.section]) };
        const outcome = (await pool.run(task)) as Outcome;
        if ('refused' in outcome) throw new UserError(outcome.refused);
        records.set(job.index, outcome.record);
        progress?.(++done, total);
      }),
    );
    return assemble(spec, { reuse, recordOf: (job) => records.get(job.index)! });
  }

  async close(): Promise<void> {
    await this.pool?.destroy();
    this.pool = undefined;
  }
}
