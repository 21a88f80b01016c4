import { readBook } from '../book/files.ts';
import { bookFailures } from '../book/verify.ts';
import { oneScreen, UserError } from '../engine/errors.ts';
import { io } from './io.ts';
import type { Runnable } from './main.ts';

export const command: Runnable<{ book: string }> = {
  builder: (y) => y.positional('book', { type: 'string', demandOption: true, describe: 'a book file, <slug>.json' }),
  handler: ({ book: path }) => {
    const book = readBook(path, io.stdin);
    const failures = bookFailures(book, path);
    if (failures.length) {
      throw new UserError(`${oneScreen(failures)}\n${path}: ${failures.length} of ${book.puzzles.length} puzzles failed`);
    }
    io.out(`${book.puzzles.length} puzzles verified: each has exactly its stored answer\n`);
  },
};
