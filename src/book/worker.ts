import { UserError } from '../engine/errors.ts';
import type { PuzzleRecord } from '../engine/record.ts';
import { makeJob } from './make.ts';
import type { Job } from './plan.ts';

/** One puzzle to make in a worker thread, and where in the spec it comes from (for errors). */
export interface Task {
  job: Job;
  where: string;
}

/** A user's error crosses the thread as text (an Error's class does not survive the copy). */
export type Outcome = { record: PuzzleRecord } | { refused: string };

/** The pool's entry point: makes one job's puzzle, exactly as a single-threaded build would. */
export default function make({ job, where }: Task): Outcome {
  try {
    return { record: makeJob(job, where) };
  } catch (error) {
    if (error instanceof UserError) return { refused: error.message };
    throw error;
  }
}
