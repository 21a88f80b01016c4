import { dirname } from 'node:path';
import type { Runnable } from './main.ts';
import { inputName } from '../book/read.ts';
import { readProvedBook } from '../book/verify.ts';
import { checkOut, writeAll } from '../book/write.ts';
import { render, stored } from '../pipeline/pipeline.ts';
import { shown } from '../engine/errors.ts';
import { io } from './io.ts';
import { ended, runOf } from './publish.ts';

interface Args {
  book: string;
  out?: string;
}

export const command: Runnable<Args> = {
  builder: (y) =>
    y
      .positional('book', { type: 'string', demandOption: true, describe: 'a book file, <slug>.json' })
      .option('out', { type: 'string', describe: 'folder to write into (default: beside the book file)' }),
  handler: async ({ book: path, out }) => {
    // An --out that cannot be written is told before the book is proved.
    const folder = out ?? dirname(path);
    checkOut(folder);
    const run = runOf(inputName(path), 'answers');
    // Proved as `verify` proves it: a key is printed only for a book whose every puzzle has
    // exactly its stored answer (and holds as its spec and grades say).
    const { book, note } = readProvedBook(path, io.stdin, 'no answer key written: fix or rebuild the book');
    const rendered = await ended(run, () => render(stored(book, run), 'key'));
    const [file] = writeAll(folder, rendered.files, { inputs: path === '-' ? [] : [path] });
    io.out(`${note}${book.puzzles.length} answers checked\n  wrote ${shown(file, Infinity)}\n`);
  },
};
