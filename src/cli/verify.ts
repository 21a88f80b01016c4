import { bookRefusal, readProvedBook } from '../book/verify.ts';
import { io } from './io.ts';
import type { Runnable } from './main.ts';
import { jobsFlag, jobsOption } from './shared.ts';
import { VERSION } from '../version.ts';

interface Args {
  book: string;
  remake: boolean;
  jobs: number;
}

export const command: Runnable<Args> = {
  builder: (y) =>
    y
      .positional('book', { type: 'string', demandOption: true, describe: 'a book file, <slug>.json' })
      .option('remake', { type: 'boolean', default: false, describe: 'also make the book again from its spec and compare every record (as long as a build)' })
      .option('jobs', jobsOption),
  handler: async ({ book: path, remake, jobs }) => {
    // The same proof every reader of a book file makes before printing from it.
    const { book, regraded, note } = readProvedBook(path, io.stdin);
    // Made again only once everything else holds: a book that fails already is not worth a build.
    if (remake) {
      const failures = await (await import('../book/remake.ts')).remadeFailures(book, path, jobsFlag(jobs));
      if (failures.length) throw bookRefusal(book, path, failures);
    }
    const made = remake ? ', and each is the record its spec and seed make again' : '';
    io.out(note);
    const graded = regraded.length ? `, its grade and band measured again (by ${VERSION}'s rules where the note says)` : ', its grade and band measured again';
    io.out(`${book.puzzles.length} puzzles verified: each has exactly its stored answer${graded}, and its place, seed and options in the spec${made}\n`);
  },
};
