import type { Run, Written } from '../book/pipeline.ts';
import { io } from './io.ts';
import { progressLine } from './shared.ts';

/** A run of the pipeline from the command line: progress bars on stderr where a person is watching. */
export const runOf = (where: string, jobs: number): Run => ({ where, jobs, progress: progressLine });

/** Says what a written book holds on stdout, then each file written; its warnings on stderr. */
export function reportWritten({ rendered, paths }: Written): void {
  for (const line of rendered.report) io.out(`${line}\n`);
  for (const path of paths) io.out(`  wrote ${path}\n`);
  for (const line of rendered.warnings) io.err(`${line}\n`);
}
