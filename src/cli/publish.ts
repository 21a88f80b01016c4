import { BookMaker } from '../book/parallel.ts';
import type { Maker, Run } from '../pipeline/pipeline.ts';
import type { Written } from '../pipeline/write-book.ts';
import { shown } from '../engine/errors.ts';
import { io } from './io.ts';
import { jobsFlag } from './shared.ts';
import { bookReporter, type Part } from './progress.ts';

/**
 * A run of the pipeline from `command`: its puzzles made and pages drawn told on standard error
 * (progress.ts), a line kept up to date at a terminal, a line now and then in a log. `end`
 * clears the line, before what was written is said on standard output.
 */
export function runOf(where: string, command: string): Run & { progress: NonNullable<Run['progress']>; end(): void } {
  const said = bookReporter(command, (text) => io.err(text), io.tty);
  const progress = (label: string, parts?: readonly Part[]) => said.stage(label, parts);
  return { where, progress, end: () => said.end() };
}

/** `work` with `run`'s status line cleared after it, done or refused. */
export async function ended<T>(run: { end(): void }, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } finally {
    run.end();
  }
}

/** What makes a command's puzzles: `--jobs` worker threads (refused here unless 1 to 256). */
export const makerOf = (jobs: unknown): Maker => new BookMaker(jobsFlag(jobs));

/** Says what a written book holds on stdout, then each file written; its warnings on stderr. */
export function reportWritten({ rendered, paths }: Written): void {
  for (const line of rendered.report) io.out(`${line}\n`);
  // A path's line breaks and escapes shown, not printed: an ESC in a folder's name would drive the terminal.
  for (const path of paths) io.out(`  wrote ${shown(path, Infinity)}\n`);
  for (const line of rendered.warnings) io.err(`${line}\n`);
}
