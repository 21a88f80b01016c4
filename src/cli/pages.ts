import { dirname } from 'node:path';
import { needOptional } from '../book/optional.ts';
import type { Runnable } from './main.ts';
import { inputName } from '../book/read.ts';
import { readProvedBook } from '../book/verify.ts';
import { checkOut, writeAll } from '../book/write.ts';
import { shown, UserError } from '../engine/errors.ts';
import { render, stored } from '../pipeline/pipeline.ts';
import { io } from './io.ts';
import { ended, runOf } from './publish.ts';
import { flagInt } from './shared.ts';

interface Args {
  book: string;
  out?: string;
  dpi: number;
  pages?: string;
  key: boolean;
}

/** The pages a `--pages` list names ("3", "5-8", "1,3,10-12"), 1-based, in order, each once; every one within `count`. */
export function pagesIn(list: string, count: number): number[] {
  const chosen = new Set<number>();
  for (const part of list.split(',')) {
    const m = /^\s*(\d+)\s*(?:-\s*(\d+)\s*)?$/.exec(part);
    if (!m) throw new UserError(`--pages ${list}: name pages as 3, 5-8 or 1,3,10-12`);
    const from = Number(m[1]);
    const to = m[2] === undefined ? from : Number(m[2]);
    // A range written backwards is said so: its pages may all be in the document.
    if (from > to) throw new UserError(`--pages ${list}: ${from}-${to} runs backwards; write it first page first (${to}-${from})`);
    if (from < 1 || to > count) throw new UserError(`--pages ${list}: the document has pages 1 to ${count}`);
    for (let p = from; p <= to; p++) chosen.add(p);
  }
  return [...chosen].sort((a, b) => a - b);
}

/**
 * Every page of a book as a PNG, for proofing on screen as the printer will print it: the book
 * is read and proved as `answers` proves it, printed in memory, and each page drawn by MuPDF.
 * `--key` draws the separate answer key's pages instead.
 */
export const command: Runnable<Args> = {
  builder: (y) =>
    y
      .positional('book', { type: 'string', demandOption: true, describe: 'a book file, <slug>.json' })
      .option('out', { type: 'string', describe: 'folder to write into (default: beside the book file)' })
      .option('dpi', { type: 'number', default: 150, describe: 'dots per inch, 36 to 600' })
      .option('pages', { type: 'string', describe: 'which pages, as 3, 5-8 or 1,3,10-12 (default: all)' })
      .option('key', { type: 'boolean', default: false, describe: "the separate answer key's pages instead of the book's" }),
  handler: async ({ book: path, out, dpi, pages, key }) => {
    const scale = flagInt(dpi, 'dpi', 36, 600) / 72;
    // An --out that cannot be written is told before the book is proved and drawn.
    const folder = out ?? dirname(path);
    checkOut(folder);
    // MuPDF, which an install may leave out: said before the book is proved and drawn.
    needOptional('puzzlebook pages', ['mupdf']);
    const said = runOf(inputName(path), 'pages');
    // The whole PDF is printed to draw any page of it: told as the book's pages printed, then the pages asked for drawn as pictures
    // (issue 107: `--pages 3-4` said "5 of 32 pages drawn").
    const run = { ...said, progress: (label: string) => said.progress(label.replace(/: (answer )?pages$/, ': printed')) };
    const { book, note } = readProvedBook(path, io.stdin, 'no pages drawn: fix or rebuild the book');
    const stem = key ? `${book.slug}-answers` : book.slug;
    const { files, count } = await ended(run, async () => {
      // Rendered as `build` renders a book file again, painting only the PDF asked for.
      const rendered = await render(stored(book, run), key ? 'key' : 'book');
      const pdf = rendered.files[0]!.data as Uint8Array;
      // Loaded only here: MuPDF is WebAssembly, and no other command needs it.
      const mupdf = await import('mupdf');
      const doc = mupdf.Document.openDocument(pdf, 'application/pdf');
      const count = doc.countPages();
      const chosen = pages === undefined ? Array.from({ length: count }, (_, i) => i + 1) : pagesIn(pages, count);
      const width = String(count).length;
      const tell = said.progress(`${book.slug}: pictures`);
      tell?.(0, chosen.length);
      const files = chosen.map((p, i) => {
        const data = Buffer.from(doc.loadPage(p - 1).toPixmap(mupdf.Matrix.scale(scale, scale), mupdf.ColorSpace.DeviceRGB, false, true).asPNG());
        tell?.(i + 1, chosen.length);
        return { name: `${stem}-page-${String(p).padStart(width, '0')}.png`, data };
      });
      return { files, count };
    });
    const written = writeAll(folder, files, { inputs: path === '-' ? [] : [path] });
    io.out(`${note}${book.title}: ${files.length} of ${count} pages at ${Math.round(scale * 72)} dpi\n  wrote ${shown(written[0]!, Infinity)}${written.length > 1 ? ` … ${shown(written.at(-1)!, Infinity)}` : ''}\n`);
  },
};
