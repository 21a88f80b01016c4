import { sibling } from '../sibling.ts';
import { THREAD_LIMITS } from '../thread-limits.ts';
import Tinypool from 'tinypool';
import { PooledMaker, type PuzzlePool } from './pooled.ts';
import type { Outcome, Task } from './tasks.ts';

export { defaultJobs } from './jobs.ts';

/** `jobs` of Node's worker threads (worker.ts), kept to the end: one stopped when idle is started again later, loading the engine again. */
function threads(jobs: number): PuzzlePool {
  const pool = new Tinypool({ filename: sibling('./worker', import.meta.url).href, minThreads: jobs, maxThreads: jobs, resourceLimits: THREAD_LIMITS });
  return { run: (tasks: readonly Task[]) => pool.run(tasks) as Promise<Outcome[]>, destroy: () => pool.destroy() };
}

/**
 * Node's maker: `makeBook` on up to `jobs` worker threads (pooled.ts decides when a book is
 * worth them), the same book byte for byte as a single thread makes.
 */
export class BookMaker extends PooledMaker {
  constructor(jobs: number, options: { hereForMs?: number } = {}) {
    super(jobs, () => threads(jobs), options);
  }
}
