import { retries } from '../book/book.ts';
import { BookMaker } from '../book/parallel.ts';
import type { BookFile } from '../book/bookfile-schema.ts';
import { type BookSpec, languageOf } from '../book/spec.ts';
import { inLanguage } from '../book/language.ts';
import { answersName, bookJson } from '../book/files.ts';
import { type Output, writeAll } from '../book/write.ts';
import { UserError } from '../engine/errors.ts';
import { getKind } from '../engine/registry.ts';
import { renderAnswers } from '../pdf/answers.ts';
import { layoutBook, renderBook } from '../pdf/book.ts';
import { FEWEST_POD_PAGES, isTrim } from '../pdf/layout.ts';
import { checkPrintable } from '../pdf/printable.ts';
import { count } from '../templates/index.ts';
import { checkReadable } from '../pdf/readable.ts';
import { io } from './io.ts';
import { progressLine } from './shared.ts';

/** A book made and rendered, not yet written: its files, and the lines that report it. */
export interface Prepared {
  files: Output[];
  /** What was made, for stdout, before the list of files written. */
  report: string[];
  /** `puzzlebook: warning: …` lines for stderr. */
  warnings: string[];
}

export interface PrepareOptions {
  /**
   * Where a section gave neither perPage nor layout and its default would print too small,
   * set it 1 to a page instead of refusing (worksheets: a command with its defaults always
   * makes a sheet). The spec in the book file says so, so it builds the same again.
   */
  fitPerPage?: boolean;
}

/**
 * Makes a spec's book and renders `<slug>.pdf`, `<slug>-answers.pdf` (unless the key is at the
 * back of the book) and `<slug>.json`, all in memory, so a failure writes nothing.
 */
export async function prepare(spec: BookSpec, jobs: number, where: string, options: PrepareOptions = {}): Promise<Prepared> {
  return inLanguage(languageOf(spec), async () => {
    checkPrintable(spec, where);
    // Refuse an unreadable layout before making every puzzle: a section's first puzzle is
    // the same whatever its count, so one per section tells (and is not made twice).
    // renderBook checks the whole book again before anything is written.
    const maker = new BookMaker(jobs);
    let book;
    try {
      const one = (s: BookSpec): BookSpec => ({ ...s, sections: s.sections.map((section) => ({ ...section, count: 1 })) });
      const firsts = await maker.make(one(spec));
      spec = readableSpec(spec, (s) => checkReadable({ ...firsts, spec: one(s) }, undefined, where), options);
      book = await maker.make(spec, progressLine(`${spec.slug}: puzzles`), firsts);
    } finally {
      await maker.close();
    }
    // renderBook refuses an unreadable book; only a spec that may be refitted is checked here
    // too, as a later puzzle may be larger than its section's first.
    if (!options.fitPerPage) return render(book);
    const made = book;
    const fitted = readableSpec(book.spec, (s) => checkReadable({ ...made, spec: s }, undefined, where), options);
    return render(fitted === book.spec ? book : { ...book, spec: fitted });
  });
}

/** A made book's PDF, key and book file, in memory, and the lines that report them. */
export async function render(book: BookFile): Promise<Prepared> {
  return inLanguage(languageOf(book.spec), async () => {
    const spec = book.spec;
    const pdf = await renderBook(book, progressLine(`${spec.slug}: pages`));
    const pages = layoutBook(book).pages.length;
    const keyName = answersName(book);
    const key = keyName ? await renderAnswers(book, progressLine(`${spec.slug}: answer pages`)) : null;
    const files = [
      { name: `${book.slug}.pdf`, data: pdf },
      ...(keyName && key ? [{ name: keyName, data: key }] : []),
      { name: `${book.slug}.json`, data: bookJson(book) },
    ];
    const solvable = book.puzzles.filter((p) => getKind(p.kind).proof === 'solvable').length;
    const proved = solvable ? `${book.puzzles.length - solvable} proved unique, ${solvable} proved solvable` : 'each proved unique';
    const report = [`${book.title}: ${count(book.puzzles.length, 'puzzle')}, ${proved}${keyName ? '' : '; answers at the back'}`];
    const retried = [...retries(book)];
    if (retried.length) {
      const list = retried.map(([where, n]) => `${where} ×${n}`).join(', ');
      report.push(`  ${retried.reduce((n, [, k]) => n + k, 0)} from a retry seed, their own could not reach the band or made one too like the rest of its section (${list}); the seeds used are in the book file`);
    }
    const warnings: string[] = [];
    if (isTrim(spec.page.size) && pages < FEWEST_POD_PAGES) {
      warnings.push(`puzzlebook: warning: ${book.slug}.pdf has ${pages} pages; print-on-demand services bind at least ${FEWEST_POD_PAGES} (add puzzles, or fewer per page)`);
    }
    return { files, report, warnings };
  });
}

/**
 * The spec if `check` passes it; else, with `fitPerPage`, the spec with every section that
 * left its grid to the default set 1 to a page, if that passes; else `check`'s refusal.
 */
function readableSpec(spec: BookSpec, check: (spec: BookSpec) => void, options: PrepareOptions): BookSpec {
  try {
    check(spec);
    return spec;
  } catch (error) {
    if (!options.fitPerPage || !(error instanceof UserError)) throw error;
    const single = { ...spec, sections: spec.sections.map((s) => (s.perPage === undefined && s.layout === undefined ? { ...s, perPage: 1 } : s)) };
    try {
      check(single);
    } catch {
      throw error;
    }
    return single;
  }
}

/**
 * Writes prepared books into `out` together (nothing if any write fails) and reports them;
 * `inputs` are the files the command read, which no output may replace.
 */
export function writePrepared(out: string, prepared: readonly Prepared[], inputs: readonly string[] = []): void {
  const written = writeAll(
    out,
    prepared.flatMap((p) => p.files),
    { inputs },
  );
  let next = 0;
  for (const p of prepared) {
    for (const line of p.report) io.out(`${line}\n`);
    for (const _ of p.files) io.out(`  wrote ${written[next++]}\n`);
  }
  for (const p of prepared) for (const line of p.warnings) io.err(`${line}\n`);
}

/**
 * Makes a spec's book and writes `<slug>.pdf`, `<slug>-answers.pdf` (unless the key is at the
 * back of the book) and `<slug>.json` into `out`. Everything is rendered in memory first and
 * written together, so a failure writes nothing. Reports what was written on stdout.
 */
export async function publish(spec: BookSpec, out: string, jobs: number, where: string): Promise<void> {
  writePrepared(out, [await prepare(spec, jobs, where)]);
}
