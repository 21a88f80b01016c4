import type { Runnable } from './main.ts';
import { bookSchema } from '../book/bookfile-schema.ts';
import { provedBook } from '../book/verify.ts';
import { parseData, readText, validate } from '../book/files.ts';
import { specSchema } from '../book/spec.ts';
import { io } from './io.ts';
import { prepareShown, renderShown, writePrepared } from './publish.ts';
import { jobsFlag, jobsOption } from './shared.ts';

interface Args {
  spec: string;
  out: string;
  jobs: number;
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
      .option('jobs', jobsOption),
  handler: async ({ spec: path, out, jobs }) => {
    const data = parseData(readText(path, io.stdin), path, true);
    const isBook = typeof data === 'object' && data !== null && 'puzzles' in data && 'spec' in data;
    let prepared;
    if (isBook) {
      // Checked as `verify` checks it: the report says each puzzle is proved unique, and a
      // hand-edited book is not printed as if it were.
      const { book, note } = provedBook(validate(bookSchema, data, path), path, 'nothing was printed');
      io.out(note);
      prepared = await renderShown(book);
    } else prepared = await prepareShown(validate(specSchema, data, path), jobsFlag(jobs), path);
    writePrepared(out, [prepared], path === '-' ? [] : [path]);
  },
};
