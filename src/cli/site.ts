import type { Runnable } from './main.ts';
import { buildSite } from '../archive/build.ts';
import { defaultShelfJobs } from '../archive/shelf.ts';
import type { Language } from '../engine/language.ts';
import { count } from '../templates/index.ts';
import { io } from './io.ts';
import { shown, UserError } from '../engine/errors.ts';
import { jobsFlag, jobsOption, languageFlag } from './shared.ts';
import { reporter } from './progress.ts';

interface Args {
  books: string;
  out: string;
  base?: string;
  url?: string;
  language?: Language;
  jobs: number;
  part?: { index: number; count: number };
  from?: string[];
}

/** What was proved and drawn again: everything, only the books changed since the archive was last published, or nothing. */
function checked({ books, proved, carried, drawn }: { books: number; proved: number; carried: number; drawn: number }): string {
  if (proved === books) return 'each solved and graded again';
  if (proved === 0 && drawn === 0) return `nothing proved or drawn again: the pages of ${count(carried, 'unchanged book')} carried over`;
  const parts = [proved === 0 ? 'none new or changed, so none solved again' : `${proved} of ${count(books, 'book')} new or changed, solved and graded again`];
  if (carried > 0) parts.push(`the pages of ${count(carried, 'unchanged book')} carried over`);
  // Books whose file is as it was, drawn again because what their pages show around them changed.
  if (drawn > proved) parts.push(`the pages of ${count(drawn - proved, 'unchanged book')} drawn again`);
  return parts.join('; ');
}

/** The social cards: how many were drawn, and how many taken as they were from an earlier archive. */
function cardsMade({ drawn, kept }: { drawn: number; kept: number }): string {
  const made = drawn === 0 ? 'none drawn again' : `${drawn} drawn`;
  return kept === 0 ? made : `${made}, ${kept} kept as they were`;
}

/** `--part I/N`: whole numbers, 1 ≤ I ≤ N ≤ 1000. */
function partFlag(value: unknown): { index: number; count: number } {
  const m = /^(\d{1,4})\/(\d{1,4})$/.exec(String(value));
  const [index, count] = m ? [Number(m[1]), Number(m[2])] : [0, 0];
  // A value yargs read as flags of its own (`--part -1/2`) arrives empty: say so, not "--part :".
  if (value === '' || value === undefined) throw new UserError('--part: needs a value I/N, part I of N, such as 2/8 (1 ≤ I ≤ N ≤ 1000); a value starting with - is read as an option of its own');
  if (!m || index < 1 || count > 1000 || index > count) throw new UserError(`--part ${String(value).slice(0, 40)}: must be I/N, part I of N, such as 2/8 (1 ≤ I ≤ N ≤ 1000)`);
  return { index, count };
}

/** A path as a shell would need it typed. */
const quoted = (path: string) => (/^[\w./-]+$/.test(path) ? path : `'${shown(path, Infinity).replace(/'/g, `'\\''`)}'`);

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
      .option('part', {
        type: 'string',
        coerce: partFlag,
        describe: 'I/N: prove and draw only part I of N of the books (split by slug), for a merge by --from (see docs/archive.md)',
      })
      .option('from', { type: 'string', array: true, describe: 'an archive or part whose unchanged books are carried over (repeatable)' })
      .option('jobs', {
        ...jobsOption,
        default: defaultShelfJobs(),
        defaultDescription: 'one per core but one; on 2 cores, 1',
        describe: 'threads proving and drawing the books, 1 being the command\'s own (the archive is the same for any number)',
      }),
  handler: async ({ books, out, base, url, language, jobs, part, from }) => {
    // An empty folder name (an unset shell variable) is the current folder to path.resolve: said, not read or replaced.
    for (const [flag, value] of [['books', books], ['out', out], ...(from ?? []).map((f) => ['from', f])] as const) {
      if (value === '') throw new UserError(`--${flag} is empty: name a folder`);
    }
    const said = reporter((text) => io.err(text), io.tty);
    let report;
    try {
      report = await buildSite({
        books,
        out,
        ...(base !== undefined ? { base } : {}),
        ...(url !== undefined ? { url } : {}),
        ...(language ? { language } : {}),
        jobs: jobsFlag(jobs),
        ...(part ? { part } : {}),
        ...(from?.length ? { from } : {}),
        log: said.log,
        progress: said.progress,
      });
    } finally {
      said.end();
    }
    const flags = `${out === 'dist/site' ? '' : ` --out ${quoted(out)}`}${report.base === '/' ? '' : ` --base ${report.base}`}`;
    if (part) {
      io.out(
        `Part ${part.index} of ${part.count}: ${count(report.books, 'book')}, ${count(report.puzzles, 'puzzle')} (${checked(report)})\n` +
          `  wrote ${shown(report.out, Infinity)}: a part to merge, not an archive to publish${report.address ? ` (${cardsMade(report.cards)})` : ''}\n` +
          `  merge the parts with: npx puzzlebook site --books ${quoted(books)}${flags} --from PART-FOLDER --from …\n`,
      );
      return;
    }
    io.out(
      `Archive: ${count(report.books, 'book')}, ${count(report.puzzles, 'puzzle')} (${checked(report)}), ${count(report.pages, 'page')}\n` +
        `  wrote ${shown(report.out, Infinity)}/index.html\n` +
        (report.address
          ? `  for ${report.address}: sitemap.xml, robots.txt, feed.xml and a social card for every puzzle (${cardsMade(report.cards)})\n`
          : `  no web address: --url https://… (or archive: in the books' specs) adds a sitemap, a feed, canonical links and social cards\n`) +
        `  browse it with: npx puzzlebook preview${flags}\n`,
    );
  },
};
