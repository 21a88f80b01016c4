import type { CommandModule } from 'yargs';
import { makeBook } from '../book/book.ts';
import { bookJson, readSpec, writeAll } from '../book/files.ts';
import { getKind } from '../engine/registry.ts';
import { renderAnswers } from '../pdf/answers.ts';
import { renderBook } from '../pdf/book.ts';
import { progressLine } from './shared.ts';

interface Args {
  spec: string;
  out: string;
}

export const buildCommand: CommandModule<object, Args> = {
  command: 'build <spec>',
  describe: 'generate and prove every puzzle of a spec; write <slug>.pdf, <slug>-answers.pdf and <slug>.json',
  builder: (y) =>
    y
      .positional('spec', { type: 'string', demandOption: true, describe: 'book spec, YAML or JSON' })
      .option('out', { type: 'string', default: 'dist/books', describe: 'folder to write into' }),
  handler: async ({ spec: path, out }) => {
    const spec = readSpec(path);
    const book = makeBook(spec, progressLine(`${spec.slug}: puzzles`));
    // Everything is rendered in memory first, so a failure writes nothing.
    const [pdf, answers] = await Promise.all([renderBook(book), renderAnswers(book)]);
    const written = writeAll(out, [
      { name: `${book.slug}.pdf`, data: pdf },
      { name: `${book.slug}-answers.pdf`, data: answers },
      { name: `${book.slug}.json`, data: bookJson(book) },
    ]);
    const solvable = book.puzzles.filter((p) => getKind(p.kind).proof === 'solvable').length;
    const proved = solvable ? `${book.puzzles.length - solvable} proved unique, ${solvable} proved solvable` : 'each proved unique';
    process.stdout.write(`${book.title}: ${book.puzzles.length} puzzles, ${proved}\n`);
    for (const file of written) process.stdout.write(`  wrote ${file}\n`);
  },
};
