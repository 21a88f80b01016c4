import { type Progress, retries } from './book.ts';
import { BookMaker } from './parallel.ts';
import type { BookFile } from './bookfile-schema.ts';
import { type BookSpec, languageOf } from './spec.ts';
import { inLanguage } from './language.ts';
import { answersName, bookJson } from './files.ts';
import type { Output } from './write.ts';
import { UserError } from '../engine/errors.ts';
import { getKind } from '../engine/registry.ts';
import { renderAnswers } from '../pdf/answers.ts';
import { layoutBook, renderBook } from '../pdf/book.ts';
import { FEWEST_POD_PAGES, isTrim } from '../pdf/layout.ts';
import { checkPrintable } from '../pdf/printable.ts';
import { count } from '../templates/index.ts';
import { checkReadable } from '../pdf/readable.ts';
import { checkCover } from '../pdf/cover.ts';

/*
 * A spec made into a book and rendered, in memory: the pipeline `build`, `worksheet` and the
 * library's buildBook share. Nothing is written here (cli/publish.ts and api/index.ts write).
 */

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
  /** A progress bar for a stage (`<slug>: puzzles`, `<slug>: pages`), where someone is watching; none by default. */
  progress?: (label: string) => Progress | undefined;
}

/**
 * Makes a spec's book and renders `<slug>.pdf`, `<slug>-answers.pdf` (unless the key is at the
 * back of the book) and `<slug>.json`, all in memory, so a failure writes nothing.
 */
export async function prepare(spec: BookSpec, jobs: number, where: string, options: PrepareOptions = {}): Promise<Prepared> {
  return inLanguage(languageOf(spec), async () => {
    checkPrintable(spec, where);
    // The cover is its own command, but a back it could not print is told on the first build.
    checkCover(spec, where);
    // Refuse an unreadable layout before making every puzzle: a section's first puzzle is
    // the same whatever its count, so one per section tells (and is not made twice).
    // renderBook checks the whole book again before anything is written.
    const maker = new BookMaker(jobs);
    let book;
    try {
      const one = (s: BookSpec): BookSpec => ({ ...s, sections: s.sections.map((section) => ({ ...section, count: 1 })) });
      const firsts = await maker.make(one(spec));
      spec = readableSpec(spec, (s) => checkReadable({ ...firsts, spec: one(s) }, undefined, where), options);
      book = await maker.make(spec, options.progress?.(`${spec.slug}: puzzles`), firsts);
    } finally {
      await maker.close();
    }
    // renderBook refuses an unreadable book; only a spec that may be refitted is checked here
    // too, as a later puzzle may be larger than its section's first.
    if (!options.fitPerPage) return render(book, options);
    const made = book;
    const fitted = readableSpec(book.spec, (s) => checkReadable({ ...made, spec: s }, undefined, where), options);
    return render(fitted === book.spec ? book : { ...book, spec: fitted }, options);
  });
}

/** A made book's PDF, key and book file, in memory, and the lines that report them. */
export async function render(book: BookFile, { progress }: Pick<PrepareOptions, 'progress'> = {}): Promise<Prepared> {
  return inLanguage(languageOf(book.spec), async () => {
    const spec = book.spec;
    const pdf = await renderBook(book, progress?.(`${spec.slug}: pages`));
    const pages = layoutBook(book).pages.length;
    const keyName = answersName(book);
    const key = keyName ? await renderAnswers(book, progress?.(`${spec.slug}: answer pages`)) : null;
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
