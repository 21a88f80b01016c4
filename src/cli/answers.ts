import { dirname } from 'node:path';
import type { Runnable } from './main.ts';
import { readBook } from '../book/files.ts';
import { writeAll } from '../book/write.ts';
import { oneScreen, shown, UserError } from '../engine/errors.ts';
import { getKind } from '../engine/registry.ts';
import { renderAnswers } from '../pdf/answers.ts';
import { io } from './io.ts';

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
    const book = readBook(path, io.stdin);
    const wrong = book.puzzles.flatMap((p, i) => {
      const why = getKind(p.kind).check(p.puzzle, p.solution);
      return why ? [shown(`${path}: puzzles[${i}] (${p.id}): ${why}`)] : [];
    });
    if (wrong.length) throw new UserError(`${oneScreen(wrong)}\n${path}: ${wrong.length} wrong; no answer key written: fix or rebuild the book`);
    const [file] = writeAll(out ?? dirname(path), [{ name: `${book.slug}-answers.pdf`, data: await renderAnswers(book) }], {
      inputs: path === '-' ? [] : [path],
    });
    io.out(`${book.puzzles.length} answers checked\n  wrote ${file}\n`);
  },
};
