import type { Runnable } from './main.ts';
import { buildSite } from '../archive/build.ts';
import type { Language } from '../engine/language.ts';
import { count } from '../templates/index.ts';
import { io } from './io.ts';
import { jobsFlag, jobsOption, languageFlag } from './shared.ts';

interface Args {
  books: string;
  out: string;
  base?: string;
  url?: string;
  language?: Language;
  jobs: number;
}

/** What was proved and drawn again: everything, or only the books changed since the archive was last published. */
function checked({ books, proved, carried }: { books: number; proved: number; carried: number }): string {
  if (proved === books) return 'each solved and graded again';
  return `${proved} of ${books} books new or changed, solved and graded again; the pages of ${count(carried, 'unchanged book')} carried over`;
}

/** A path as a shell would need it typed. */
const quoted = (path: string) => (/^[\w./-]+$/.test(path) ? path : `'${path.replace(/'/g, `'\\''`)}'`);

export const command: Runnable<Args> = {
  builder: (y) =>
    y
      .option('books', { type: 'string', default: 'dist/books', describe: 'folder of book files (<slug>.json)' })
      .option('out', { type: 'string', default: 'dist/site', describe: 'folder the archive replaces' })
      .option('base', { type: 'string', describe: 'path the site will be served under, e.g. /puzzles/ (default: the path of --url, else /)' })
      .option('url', {
        type: 'string',
        describe: "the archive's public web address, e.g. https://puzzles.example.org/: adds its sitemap, feed, canonical links and social cards (default: the books' archive:)",
      })
      .option('language', { type: 'string', coerce: languageFlag, describe: 'the language of the pages that list the books (default: the one they share, else English)' })
      .option('jobs', { ...jobsOption, describe: 'worker threads proving and drawing the books (the archive is the same for any number)' }),
  handler: async ({ books, out, base, url, language, jobs }) => {
    const log = io.tty ? (line: string) => io.err(`site: ${line}\n`) : undefined;
    const report = await buildSite({ books, out, ...(base !== undefined ? { base } : {}), ...(url !== undefined ? { url } : {}), ...(language ? { language } : {}), jobs: jobsFlag(jobs), ...(log ? { log } : {}) });
    const flags = `${out === 'dist/site' ? '' : ` --out ${quoted(out)}`}${report.base === '/' ? '' : ` --base ${report.base}`}`;
    io.out(
      `Archive: ${count(report.books, 'book')}, ${count(report.puzzles, 'puzzle')} (${checked(report)}), ${count(report.pages, 'page')}\n` +
        `  wrote ${report.out}/index.html\n` +
        (report.address
          ? `  for ${report.address}: sitemap.xml, robots.txt, feed.xml and a social card for every puzzle\n`
          : `  no web address: --url https://… (or archive: in the books' specs) adds a sitemap, a feed, canonical links and social cards\n`) +
        `  browse it with: npx puzzlebook preview${flags}\n`,
    );
  },
};
