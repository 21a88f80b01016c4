import { UserError } from '../engine/errors.ts';
import type { PuzzleRecord } from '../kinds/record.ts';
import { makeFrom, makeJob } from './make.ts';
import type { Job } from './plan.ts';

/**
 * One puzzle to make on a thread of a pool (pooled.ts), and where in the spec it comes from
 * (for errors); `from`: a try to go on from, for a puzzle made again for variety (variety.ts),
 * null when none reaches the band.
 */
export interface Task {
  job: Job;
  where: string;
  from?: number;
}

/** A user's error crosses the thread as text (an Error's class does not survive the copy). */
export type Outcome = { record: PuzzleRecord | null } | { refused: string };

/**
 * What a pool's thread does with a batch: makes each task's puzzle, exactly as a single-threaded
 * build would. Tasks come several at a time: a pool's own cost per task (a message each way, and
 * a read of the thread's memory use) was a tenth of a 5,000-puzzle build's work on two threads.
 */
export function makeTasks(tasks: readonly Task[]): Outcome[] {
  return tasks.map(({ job, where, from }) => {
    try {
      return { record: from === undefined ? makeJob(job, where) : makeFrom(job, from) };
    } catch (error) {
      if (error instanceof UserError) return { refused: error.message };
      throw error;
    }
  });
}
