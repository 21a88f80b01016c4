import type { Runnable } from './main.ts';
import { buildSite, normalBase } from '../archive/build.ts';
import type { Language } from '../engine/language.ts';
import { count } from '../templates/index.ts';
import { io } from './io.ts';
import { languageFlag } from './shared.ts';

interface Args {
  books: string;
  out: string;
  base: string;
  language?: Language;
}

/** A path as a shell would need it typed. */
const quoted = (path: string) => (/^[\w./-]+$/.test(path) ? path : `'${path.replace(/'/g, `'\\''`)}'`);

export const command: Runnable<Args> = {
  builder: (y) =>
    y
      .option('books', { type: 'string', default: 'dist/books', describe: 'folder of book files (<slug>.json)' })
      .option('out', { type: 'string', default: 'dist/site', describe: 'folder the archive replaces' })
      .option('base', { type: 'string', default: '/', describe: 'path the site will be served under, e.g. /puzzles/' })
      .option('language', { type: 'string', coerce: languageFlag, describe: 'the language of the pages that list the books (default: the one they share, else English)' }),
  handler: async ({ books, out, base, language }) => {
    const log = io.tty ? (line: string) => io.err(`site: ${line}\n`) : undefined;
    const report = await buildSite({ books, out, base, ...(language ? { language } : {}), ...(log ? { log } : {}) });
    const flags = `${out === 'dist/site' ? '' : ` --out ${quoted(out)}`}${base === '/' ? '' : ` --base ${normalBase(base)}`}`;
    io.out(
      `Archive: ${count(report.books, 'book')}, ${count(report.puzzles, 'puzzle')} (each solved and graded again), ${count(report.pages, 'page')}\n` +
        `  wrote ${report.out}/index.html\n` +
        `  browse it with: npx puzzlebook preview${flags}\n`,
    );
  },
};
