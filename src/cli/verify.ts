import type { CommandModule } from 'yargs';
import { readBook } from '../book/files.ts';
import { bookFailures } from '../book/verify.ts';
import { oneScreen, UserError } from '../engine/errors.ts';

export const verifyCommand: CommandModule<object, { book: string }> = {
  command: 'verify <book>',
  describe: 're-solve every puzzle of a book file; fail, naming each, where one is not uniquely solvable or its answer is wrong',
  builder: (y) => y.positional('book', { type: 'string', demandOption: true, describe: 'a book file, <slug>.json' }),
  handler: ({ book: path }) => {
    const book = readBook(path);
    const failures = bookFailures(book, path);
    if (failures.length) {
      throw new UserError(`${oneScreen(failures)}\n${path}: ${failures.length} of ${book.puzzles.length} puzzles failed`);
    }
    process.stdout.write(`${book.puzzles.length} puzzles verified: each has exactly its stored answer\n`);
  },
};
