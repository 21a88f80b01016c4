import { BookMaker } from '../book/parallel.ts';
import type { Maker, Run } from '../pipeline/pipeline.ts';
import type { Written } from '../pipeline/write-book.ts';
import { shown } from '../engine/errors.ts';
import { io } from './io.ts';
import { jobsFlag, progressLine } from './shared.ts';

/** A run of the pipeline from the command line: progress bars on stderr where a person is watching. */
export const runOf = (where: string): Run => ({ where, progress: progressLine });

/** What makes a command's puzzles: `--jobs` worker threads (refused here unless 1 to 256). */
export const makerOf = (jobs: unknown): Maker => new BookMaker(jobsFlag(jobs));

/** Says what a written book holds on stdout, then each file written; its warnings on stderr. */
export function reportWritten({ rendered, paths }: Written): void {
  for (const line of rendered.report) io.out(`${line}\n`);
  // A path's line breaks and escapes shown, not printed: an ESC in a folder's name would drive the terminal.
  for (const path of paths) io.out(`  wrote ${shown(path, Infinity)}\n`);
  for (const line of rendered.warnings) io.err(`${line}\n`);
}
