import { retries } from '../book/book.ts';
import { BookMaker } from '../book/parallel.ts';
import type { BookSpec } from '../book/spec.ts';
import { answersName, bookJson, writeAll } from '../book/files.ts';
import { getKind } from '../engine/registry.ts';
import { renderAnswers } from '../pdf/answers.ts';
import { layoutBook, renderBook } from '../pdf/book.ts';
import { FEWEST_POD_PAGES, isTrim } from '../pdf/layout.ts';
import { checkPrintable } from '../pdf/printable.ts';
import { count } from '../templates/index.ts';
import { checkReadable } from '../pdf/readable.ts';
import { io } from './io.ts';
import { progressLine } from './shared.ts';

/**
 * Makes a spec's book and writes `<slug>.pdf`, `<slug>-answers.pdf` (unless the key is at the
 * back of the book) and `<slug>.json` into `out`. Everything is rendered in memory first and
 * written together, so a failure writes nothing. Reports what was written on stdout.
 */
export async function publish(spec: BookSpec, out: string, jobs: number, where: string): Promise<void> {
  checkPrintable(spec, where);
  // Refuse an unreadable layout before making every puzzle: a section's first puzzle is
  // the same whatever its count, so one per section tells (and is not made twice).
  // renderBook checks the whole book again before anything is written.
  const maker = new BookMaker(jobs);
  let book;
  try {
    const firsts = await maker.make({ ...spec, sections: spec.sections.map((s) => ({ ...s, count: 1 })) });
    checkReadable(firsts, undefined, where);
    book = await maker.make(spec, progressLine(`${spec.slug}: puzzles`), firsts);
  } finally {
    await maker.close();
  }
  const pdf = await renderBook(book, progressLine(`${spec.slug}: pages`));
  const pages = layoutBook(book).pages.length;
  const keyName = answersName(book);
  const key = keyName ? await renderAnswers(book, progressLine(`${spec.slug}: answer pages`)) : null;
  const written = writeAll(out, [
    { name: `${book.slug}.pdf`, data: pdf },
    ...(keyName && key ? [{ name: keyName, data: key }] : []),
    { name: `${book.slug}.json`, data: bookJson(book) },
  ]);
  const solvable = book.puzzles.filter((p) => getKind(p.kind).proof === 'solvable').length;
  const proved = solvable ? `${book.puzzles.length - solvable} proved unique, ${solvable} proved solvable` : 'each proved unique';
  io.out(`${book.title}: ${count(book.puzzles.length, 'puzzle')}, ${proved}${keyName ? '' : '; answers at the back'}\n`);
  const retried = [...retries(book)];
  if (retried.length) {
    const list = retried.map(([where, n]) => `${where} ×${n}`).join(', ');
    io.out(`  ${retried.reduce((n, [, k]) => n + k, 0)} from a retry seed, their own could not reach the band (${list}); the seeds used are in the book file\n`);
  }
  for (const file of written) io.out(`  wrote ${file}\n`);
  if (isTrim(spec.page.size) && pages < FEWEST_POD_PAGES) {
    io.err(`puzzlebook: warning: ${book.slug}.pdf has ${pages} pages; print-on-demand services bind at least ${FEWEST_POD_PAGES} (add puzzles, or fewer per page)\n`);
  }
}
