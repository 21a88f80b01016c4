import { dirname } from 'node:path';
import type { Runnable } from './main.ts';
import { bookSchema } from '../book/bookfile-schema.ts';
import { parseData, validate } from '../book/files.ts';
import { inputName, readText } from '../book/read.ts';
import { checkOut, writeAll } from '../book/write.ts';
import { provedBook } from '../book/verify.ts';
import { fit, make, plan, stored } from '../pipeline/pipeline.ts';
import { PAPERS, specSchema } from '../book/spec.ts';
import { SPINE_LEAST_SIZE, SPINE_TEXT_MIN_PAGES, paintCover } from '../pdf/cover.ts';
import { FEWEST_POD_PAGES, MOST_POD_PAGES } from '../pdf/layout.ts';
import { shown } from '../engine/errors.ts';
import { io } from './io.ts';
import { ended, makerOf, runOf } from './publish.ts';
import { inches, jobsOption } from './shared.ts';

interface Args {
  file: string;
  out?: string;
  paper?: (typeof PAPERS)[number];
  jobs: number;
}

export const command: Runnable<Args> = {
  builder: (y) =>
    y
      .positional('file', { type: 'string', demandOption: true, describe: 'a book file (<slug>.json), or a spec whose book is made first' })
      .option('out', { type: 'string', describe: "folder to write into (default: beside a book file; a spec's, dist/books)" })
      .option('paper', { choices: PAPERS, describe: "paper stock, which sets the spine's width (default: the spec's page.paper)" })
      .option('jobs', jobsOption),
  handler: async ({ file, out, paper, jobs }) => {
    const where = inputName(file);
    const data = parseData(readText(file, io.stdin), where, !file.endsWith('.json'));
    const isBook = typeof data === 'object' && data !== null && 'puzzles' in data;
    // An --out that cannot be written is told before a spec's puzzles are made.
    const folder = out ?? (isBook ? dirname(file) : 'dist/books');
    checkOut(folder);
    // Refused for a book file too, as before; it starts no thread unless puzzles are made.
    const maker = makerOf(jobs);
    const spec = isBook ? null : validate(specSchema, data, where);
    const run = runOf(where, 'cover');
    let book;
    let note = '';
    if (spec) {
      // The book `build` makes of the spec; what the cover could not print is refused before any puzzle is made.
      ({ book } = await ended(run, async () => make(await fit(plan(spec, run, maker)))));
    } else {
      // Proved as `verify` proves it, its words checked as a build checks them: no cover is made for a book that does not hold.
      ({ book, note } = provedBook(validate(bookSchema, data, where), where, 'no cover written'));
      stored(book, run, { cover: true });
    }
    const { pdf, geometry: g } = await paintCover(book, paper);
    const [written] = writeAll(folder, [{ name: `${book.slug}-cover.pdf`, data: pdf }], {
      inputs: file === '-' ? [] : [file],
    });
    const spine = g.spineText
      ? 'with spine text'
      : g.pages < SPINE_TEXT_MIN_PAGES
        ? `no spine text under ${SPINE_TEXT_MIN_PAGES} pages`
        : `no spine text: a spine this narrow cannot hold a line of ${SPINE_LEAST_SIZE} pt type`;
    // A cover for a book print-on-demand will not bind is still made (another printer may), but said plainly.
    const unbound =
      g.pages < FEWEST_POD_PAGES
        ? `print-on-demand services bind at least ${FEWEST_POD_PAGES} pages (add puzzles, or fewer per page)`
        : g.pages > MOST_POD_PAGES[g.paper]
          ? `KDP binds at most ${MOST_POD_PAGES[g.paper]} pages on ${g.paper} paper (split the book)`
          : g.pages % 2 === 1
            ? 'printers bind sheets of two pages: the interior needs an even page count (a print-on-demand trim such as page.size 6x9 pads it)'
            : '';
    if (unbound) io.err(`puzzlebook: warning: ${book.title} has ${g.pages} pages; ${unbound}\n`);
    io.out(
      `${note}${book.title}: cover ${inches(g.width)} × ${inches(g.height)} in (${g.pages} pages on ${g.paper} paper: spine ${inches(g.spine)} in, ${spine}; bleed 0.125 in)\n  wrote ${shown(String(written), Infinity)}\n`,
    );
  },
};
