import type { CommandModule } from 'yargs';
import { buildSite } from '../archive/build.ts';

interface Args {
  books: string;
  out: string;
  base: string;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export const siteCommand: CommandModule<object, Args> = {
  command: 'site',
  describe: 'publish the static archive of every book file in --books: pages to browse, print, search and check answers',
  builder: (y) =>
    y
      .option('books', { type: 'string', default: 'dist/books', describe: 'folder of book files (<slug>.json)' })
      .option('out', { type: 'string', default: 'dist/site', describe: 'folder the archive replaces' })
      .option('base', { type: 'string', default: '/', describe: 'path the site will be served under, e.g. /puzzles/' }),
  handler: async ({ books, out, base }) => {
    const log = process.stderr.isTTY ? (line: string) => process.stderr.write(`site: ${line}\n`) : undefined;
    const report = await buildSite({ books, out, base, ...(log ? { log } : {}) });
    process.stdout.write(
      `Archive: ${plural(report.books, 'book')}, ${plural(report.puzzles, 'puzzle')} (each solved again), ${plural(report.indexed, 'page')}\n` +
        `  wrote ${report.out}/index.html\n` +
        `  browse it with: npx puzzlebook preview${out === 'dist/site' ? '' : ` --out ${out}`}\n`,
    );
  },
};
