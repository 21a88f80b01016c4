import type { Runnable } from './main.ts';
import { bookSchema } from '../book/bookfile-schema.ts';
import { provedBook } from '../book/verify.ts';
import { parseData, validate } from '../book/files.ts';
import { inputName, readText } from '../book/read.ts';
import { type BookSpec, PAPERS, specSchema } from '../book/spec.ts';
import { coverGeometry } from '../pdf/cover.ts';
import { planSpec } from '../pdf/preplan.ts';
import { makingLines } from '../book/work-cap.ts';
import { io } from './io.ts';
import { render, stored } from '../pipeline/pipeline.ts';
import { publish, write } from '../pipeline/write-book.ts';
import { checkOut } from '../book/write.ts';
import { ended, makerOf, reportWritten, runOf } from './publish.ts';
import { inches, jobsFlag, jobsOption } from './shared.ts';

interface Args {
  spec: string;
  out: string;
  jobs: number;
  plan: boolean;
}

/** What `--plan` prints: the spec's pages, section by section, and the spine they make, with no puzzle made and nothing written; refused as `build` would refuse its grids. */
function printPlan(spec: BookSpec, where: string, jobs: number | null): void {
  const plan = planSpec(spec, where);
  const count = spec.sections.reduce((n, s) => n + s.count, 0);
  const span = (p: { from: number; to: number }) => (p.from === p.to ? `${p.from}` : `${p.from}–${p.to}`);
  const width = Math.max(...plan.parts.map((p) => span(p).length));
  const lines = plan.parts.map((p) => `  ${span(p).padEnd(width)}  ${p.what}`);
  const { key } = plan;
  const keyPages = (n: number) => `${n} ${n === 1 ? 'page' : 'pages'}`;
  const pages =
    key === null
      ? `${plan.pages} pages; the answer key's length is known once the puzzles are made`
      : key.where === 'back'
        ? `${plan.pages} pages, the answer key's ${keyPages(key.pages)} among them (planned from each answer's size at its section's options, a little long: a key that comes in shorter is followed by blank pages, so the book has these)`
        : `${plan.pages} pages; the answer key is its own PDF, about ${keyPages(key.pages)}`;
  const spine = PAPERS.map((paper) => `${inches(coverGeometry(spec.page.size, plan.pages, paper).spine)} in on ${paper}`).join(', ');
  // The book is made up to the plan's count (a key over it is warned of by the build); a key at the back left out of the plan makes it at least.
  const spineWord = key === null && spec.answers === 'back' && !spec.worksheet ? ' at least' : '';
  // A book file's puzzles are made already: only a spec's making is estimated, on the build's threads.
  const making = jobs === null ? '' : makingLines(spec.sections, jobs).map((line) => `  ${line}\n`).join('');
  io.out(
    `${spec.title}: ${spec.page.size}, ${count} ${count === 1 ? 'puzzle' : 'puzzles'} in ${spec.sections.length} ${spec.sections.length === 1 ? 'section' : 'sections'}; planned without making them, nothing written\n${lines.join('\n')}\n  ${pages}\n  spine${spineWord}: ${spine}\n${making}`,
  );
}

/**
 * Makes a spec's book, or prints a book file's again: its puzzles as stored, so the PDF, key
 * and book file come out the bytes they were (a worksheet made with a fresh seed included).
 */
export const command: Runnable<Args> = {
  builder: (y) =>
    y
      .positional('spec', { type: 'string', demandOption: true, describe: 'book spec, YAML or JSON; or a book file (<slug>.json) to print again' })
      .option('out', { type: 'string', default: 'dist/books', describe: 'folder to write into' })
      .option('jobs', jobsOption)
      .option('plan', { type: 'boolean', default: false, describe: "print the spec's pages, each section's page span, the spine and each section's estimated making time, without making a puzzle or writing a file" }),
  handler: async ({ spec: path, out, jobs, plan }) => {
    // Refused with --plan too: a plan refuses what the build would refuse.
    jobsFlag(jobs);
    const where = inputName(path);
    const data = parseData(readText(path, io.stdin), where, true);
    const isBook = typeof data === 'object' && data !== null && 'puzzles' in data && 'spec' in data;
    if (plan) return isBook ? printPlan(validate(bookSchema, data, where).spec, where, null) : printPlan(validate(specSchema, data, where), where, jobs);
    const inputs = path === '-' ? [] : [path];
    if (!isBook) {
      const spec = validate(specSchema, data, where);
      const run = runOf(where, 'build');
      return reportWritten(await ended(run, () => publish(spec, run, makerOf(jobs), out, inputs)));
    }
    const run = runOf(where, 'build');
    // Told before the book is proved and printed, as a spec's is before its puzzles are made.
    checkOut(out);
    // Checked as `verify` checks it: the report says each puzzle is proved unique, and a
    // hand-edited book is not printed as if it were.
    const rendered = await ended(run, async () => {
      const { book, note } = provedBook(validate(bookSchema, data, where), where, 'nothing was printed', undefined, run.progress!('book: proved'));
      run.end();
      io.out(note);
      return render(stored(book, run));
    });
    reportWritten(write(rendered, out, inputs));
  },
};
