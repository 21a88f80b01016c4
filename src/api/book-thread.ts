import { parentPort } from 'node:worker_threads';
import '../book/language.ts';
import { BookMaker } from '../book/parallel.ts';
import type { BookFile } from '../book/bookfile-schema.ts';
import type { BookSpec } from '../book/spec.ts';
import { provedBook } from '../book/verify.ts';
import { type BookStage, type Run, build, render, stored } from '../pipeline/pipeline.ts';
import { write } from '../pipeline/write-book.ts';
import { throttled } from '../archive/stages.ts';
import { UserError } from '../engine/errors.ts';
import { heard } from '../book/heard.ts';

/*
 * A book made or printed again on a thread of its own, for the library's `buildBook` and
 * `printBook` (api/index.ts): so the caller's event loop runs while the puzzles are made, and
 * a stop (their `signal`) ends the thread wherever it is, a puzzle half made included, as
 * Ctrl-C ends a command's (book/interrupt.ts; a write under way lands whole first). Takes its
 * jobs by message, and is kept between calls (api/index.ts `bookThread`). Posts each stage's
 * counts, then the files or the refusal, whole.
 */

/** What the thread is asked: a spec checked already, or a book file read already. */
export type BookJob = { make: BookSpec; jobs: number; out?: string } | { print: BookFile; out?: string };

/** The pipeline's progress bars (`<slug>: puzzles`, `<slug>: pages`), as stages. */
const STAGE_OF: Record<string, BookStage> = { puzzles: 'puzzles', pages: 'pages', 'answer pages': 'answers' };

/** One job: the book made or printed, and its files posted (their bytes moved, not copied), or its refusal. */
async function work(job: BookJob): Promise<void> {
  const tick = throttled<BookStage>((progress) => parentPort!.postMessage({ progress }));
  const run = (where: string): Run => ({
    where,
    progress: (label) => {
      const stage = STAGE_OF[label.slice(label.indexOf(': ') + 2)];
      return stage && ((done, total) => tick(stage, done, total));
    },
  });
  try {
    const rendered =
      'make' in job
        ? await build(job.make, run('spec'), new BookMaker(job.jobs))
        : await render(stored(provedBook(job.print, 'book', 'nothing was printed', undefined, (done, total) => tick('proving', done, total)).book, run('book')));
    // Written only once the caller has heard all the progress told (book/heard.ts).
    if (job.out !== undefined) await heard();
    const written = job.out === undefined ? [] : write(rendered, job.out).paths;
    const files = rendered.files.map(({ name, data }) => ({ name, data }));
    // Moved where a file's bytes are its buffer whole (a slice of a shared pool is copied).
    const moved = files.flatMap(({ data }) => (typeof data !== 'string' && data.byteOffset === 0 && data.byteLength === data.buffer.byteLength ? [data.buffer as ArrayBuffer] : []));
    parentPort!.postMessage({ done: { files, written } }, moved);
  } catch (error) {
    const { name, message, stack } = error as Error;
    const refused = error instanceof UserError ? { code: error.code, problems: error.problems } : {};
    parentPort!.postMessage({ error: { name, message, stack, ...refused } });
  }
}

// One job at a time (the library gives a thread a job only once the one before is told), as
// long as the thread is kept: the engine and the PDF code stay loaded for the next.
parentPort!.on('message', (message: { job?: BookJob }) => {
  if (message.job) void work(message.job);
});
