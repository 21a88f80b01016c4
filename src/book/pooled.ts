import { formatPath, UserError } from '../engine/errors.ts';
import type { PuzzleRecord } from '../kinds/record.ts';
import type { BookFile } from './bookfile-schema.ts';
import { assemble, collect, jobsToMake, makeBook, type Progress } from './book.ts';
import { makeFrom, makeJob } from './make.ts';
import type { Maker } from './maker.ts';
import { type Job, plan } from './plan.ts';
import type { BookSpec } from './spec.ts';
import type { Outcome, Task } from './tasks.ts';
import { varied } from './variety.ts';

/**
 * Threads that make puzzles (tasks.ts `makeTasks` on each): Node's worker threads (parallel.ts)
 * or a browser's Web Workers (the archive's /make/ page). Each `run` is one thread's batch.
 */
export interface PuzzlePool {
  run(tasks: readonly Task[]): Promise<Outcome[]>;
  destroy(): Promise<void>;
}

/** How long puzzles are made on this thread before the rest go to threads, by default: about what starting the threads costs. */
const HERE_FOR_MS = 300;

/**
 * Work left, at the pace of the puzzles made so far, that is worth starting threads for: each
 * loads the engine (about 0.35 s of a core), so a book a second from done is finished here.
 * Measured on two cores, 10 and 20 each of expert 10×10 Numbrix and 7×7 Cross Numbers took
 * 0.5 s and 0.9 s so, against 0.75 s and 1.26 s sent to threads after 300 ms; 40 each, the same.
 */
const LEFT_FOR_THREADS_MS = 1000;

/** Most puzzles sent to a thread in one task. */
const BATCH = 16;

/**
 * `makeBook` on up to `jobs` threads of a pool, started on first need and kept for the next
 * book (a build makes each section's first puzzle, then the rest). Each puzzle depends only
 * on its own seed, options and difficulty, and results go back in book order, so the book
 * file is byte for byte the one a single thread makes, whichever thread made each puzzle.
 */
export class PooledMaker implements Maker {
  private pool: PuzzlePool | undefined;
  private readonly jobs: number;
  private readonly hereFor: number;
  private readonly start: () => PuzzlePool;
  private onThreads = 0;

  /**
   * `start`: the pool of `jobs` threads, started on first need. `hereForMs`: threads take a
   * while to start (each loads the engine), so puzzles are first made on this thread, in book
   * order, until that long has passed, and after that for as long as what is left would take
   * less than LEFT_FOR_THREADS_MS at the pace so far; only what is left then goes to threads,
   * and a small book never waits for them.
   */
  constructor(jobs: number, start: () => PuzzlePool, { hereForMs = HERE_FOR_MS }: { hereForMs?: number } = {}) {
    this.jobs = jobs;
    this.start = start;
    this.hereFor = hereForMs;
  }

  /** `jobs` is `plan(spec)`, where the caller has planned it already. */
  async make(spec: BookSpec, progress?: Progress, reuse?: BookFile, jobs: readonly Job[] = plan(spec)): Promise<BookFile> {
    const todo = jobsToMake(spec, reuse, jobs);
    if (this.jobs <= 1 || todo.length <= 1) return makeBook(spec, progress, reuse, jobs);
    const total = jobs.length;
    let done = total - todo.length;
    const records = new Map<number, PuzzleRecord>();
    const where = (job: Job) => formatPath(['sections', job.section]);
    const start = performance.now();
    let next = 0;
    while (next < todo.length) {
      const spent = performance.now() - start;
      if (spent >= this.hereFor && (next === 0 || (spent / next) * (todo.length - next) >= LEFT_FOR_THREADS_MS)) break;
      const job = todo[next++]!;
      records.set(job.index, makeJob(job, where(job)));
      progress?.(++done, total);
    }
    const rest = todo.slice(next);
    // Every thread kept to the end: one stopped when idle is started again later, loading the engine again.
    const run = async (tasks: readonly Task[], made: (records: (PuzzleRecord | null)[]) => void = () => {}): Promise<(PuzzleRecord | null)[]> => {
      // Nothing left: no thread is started for it (each loads the engine).
      if (tasks.length === 0) return [];
      this.pool ??= this.start();
      const pool = this.pool;
      // A few tasks a thread at least, so one slow puzzle does not hold up the rest of the book.
      const size = Math.max(1, Math.min(BATCH, Math.floor(tasks.length / (this.jobs * 4))));
      const batches = Array.from({ length: Math.ceil(tasks.length / size) }, (_, b) => tasks.slice(b * size, (b + 1) * size));
      const results = await Promise.all(
        batches.map(async (batch) => {
          const outcomes = await pool.run(batch);
          const records = outcomes.map((outcome) => {
            // The one refusal a puzzle's making has (make.ts `makeJob`), its code lost crossing the thread.
            if ('refused' in outcome) throw new UserError(outcome.refused, [], 'unreachable');
            return outcome.record;
          });
          this.onThreads += records.length;
          made(records);
          return records;
        }),
      );
      return results.flat();
    };
    const madeHere = await run(
      rest.map((job) => ({ job, where: where(job) })),
      (batch) => batch.forEach(() => progress?.(++done, total)),
    );
    rest.forEach((job, i) => records.set(job.index, madeHere[i]!));
    const rounds = varied(jobs, collect(jobs, { reuse, recordOf: (job) => records.get(job.index)! }));
    let round = rounds.next();
    // A few puzzles made again for variety: on threads if they are running, else here.
    const again = (tasks: readonly { job: Job; from: number }[]) => (this.pool ? run(tasks.map(({ job, from }) => ({ job, where: where(job), from }))) : Promise.resolve(tasks.map(({ job, from }) => makeFrom(job, from))));
    while (!round.done) round = rounds.next(await again(round.value));
    return assemble(spec, round.value, jobs);
  }

  /** Puzzles made on threads so far: the tests check threads were used. */
  get threaded(): number {
    return this.onThreads;
  }

  /** Whether its threads were started: the tests check a small book starts none. */
  get started(): boolean {
    return this.pool !== undefined;
  }

  async close(): Promise<void> {
    await this.pool?.destroy();
    this.pool = undefined;
  }
}
