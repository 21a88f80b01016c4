import type { BookSpec } from '../book/spec.ts';
import { prepare, type Prepared, type PrepareOptions, render } from '../book/publish.ts';
import type { BookFile } from '../book/bookfile-schema.ts';
import { writeAll } from '../book/write.ts';
import { io } from './io.ts';
import { progressLine } from './shared.ts';

/** `prepare` with a progress bar on stderr where a person is watching. */
export const prepareShown = (spec: BookSpec, jobs: number, where: string, options: PrepareOptions = {}) => prepare(spec, jobs, where, { ...options, progress: progressLine });

/** `render` with a progress bar on stderr where a person is watching. */
export const renderShown = (book: BookFile) => render(book, { progress: progressLine });

/**
 * Writes prepared books into `out` together (nothing if any write fails) and reports them;
 * `inputs` are the files the command read, which no output may replace.
 */
export function writePrepared(out: string, prepared: readonly Prepared[], inputs: readonly string[] = []): void {
  const written = writeAll(
    out,
    prepared.flatMap((p) => p.files),
    { inputs },
  );
  let next = 0;
  for (const p of prepared) {
    for (const line of p.report) io.out(`${line}\n`);
    for (const _ of p.files) io.out(`  wrote ${written[next++]}\n`);
  }
  for (const p of prepared) for (const line of p.warnings) io.err(`${line}\n`);
}

/**
 * Makes a spec's book and writes `<slug>.pdf`, `<slug>-answers.pdf` (unless the key is at the
 * back of the book) and `<slug>.json` into `out`. Everything is rendered in memory first and
 * written together, so a failure writes nothing. Reports what was written on stdout.
 */
export async function publish(spec: BookSpec, out: string, jobs: number, where: string): Promise<void> {
  writePrepared(out, [await prepareShown(spec, jobs, where)]);
}
