import { UserError } from '../engine/errors.ts';
import type { PuzzleRecord } from '../engine/record.ts';
import { makeFrom, makeJob } from './make.ts';
import type { Job } from './plan.ts';

/**
 * One puzzle to make in a worker thread, and where in the spec it comes from (for errors);
 * `from`: a try to go on from, for a puzzle made again for variety (variety.ts), null when none reaches the band.
 */
export interface Task {
  job: Job;
  where: string;
  from?: number;
}

/** A user's error crosses the thread as text (an Error's class does not survive the copy). */
export type Outcome = { record: PuzzleRecord | null } | { refused: string };

/** The pool's entry point: makes one job's puzzle, exactly as a single-threaded build would. */
export default function make({ job, where, from }: Task): Outcome {
  try {
    return { record: from === undefined ? makeJob(job, where) : makeFrom(job, from) };
  } catch (error) {
    if (error instanceof UserError) return { refused: error.message };
    throw error;
  }
}
