import { type Progress, retries } from '../book/book.ts';
import { typicalWork } from '../book/costs.ts';
import { type Maker, onThisThread } from '../book/maker.ts';
import { alikeSections, bookSpecOf, type Job, plan as planJobs } from '../book/plan.ts';
import type { BookFile } from '../book/bookfile-schema.ts';
import { type BookSpec, languageOf } from '../book/spec.ts';
import { inLanguage } from '../book/language.ts';
import { answersName, bookJson } from '../book/files.ts';
import type { Output } from '../book/write.ts';
import { formatPath, UserError } from '../engine/errors.ts';
import { getKind } from '../kinds/registry.ts';
import { paintAnswers } from '../pdf/answers.ts';
import { paintBook } from '../pdf/book.ts';
import { type BookLayout, layoutBook, openingLayout, pastPlan } from '../pdf/plan.ts';
import { checkCover } from '../pdf/cover.ts';
import { FEWEST_POD_PAGES, isTrim } from '../pdf/layout.ts';
import { checkPrintable } from '../pdf/printable.ts';
import { checkReadable, checkRoom } from '../pdf/readable.ts';
import { underSize } from '../pdf/house.ts';
import { count } from '../templates/index.ts';
import { englishCopies } from '../book/translations.ts';
import { languageName } from '../engine/language.ts';

/*
 * The one way a spec becomes a book, as named stages, each a function of the one before's
 * result: plan → fit → make → render → write. Each check runs once, in the stage it belongs
 * to, and refuses before the work the next stage would do. The commands (src/cli) and the
 * library (src/api) only parse what they are given, call these and report what was written.
 *
 * Everything here up to render runs in a browser as in Node (issue 69): nothing it imports
 * reaches Node's modules (test/package/browser-pipeline.test.ts holds it to that). What is
 * Node's is handed in or kept apart: the maker (Node's makes puzzles on worker threads), and
 * write, with publish, in write-book.ts.
 */

export { type Maker, onThisThread };

export const STAGES = ['plan', 'fit', 'make', 'render', 'write'] as const;
export type Stage = (typeof STAGES)[number];

export { BOOK_STAGES, type BookProgress, type BookStage } from './book-stages.ts';

/** How a spec is taken through the stages. */
export interface Run {
  /** The spec's path (or `worksheet`, `spec`), which every refusal names. */
  where: string;
  /**
   * A progress counter for a stage (`<slug>: first puzzles`, `<slug>: puzzles`, `<slug>: pages`,
   * `<slug>: answer pages`), where someone is watching; none by default. A stage making puzzles
   * is given the sections they fall in, by title and count.
   */
  progress?: (label: string, parts?: readonly { title: string; count: number; work?: number | undefined }[]) => Progress | undefined;
  /** Told each stage as it is entered, in order (the tests follow a build's walk with it). */
  trace?: (stage: Stage) => void;
}

/** A spec that nothing refuses before puzzles are made, its jobs, and the maker that will make them. */
export interface Planned {
  run: Run;
  spec: BookSpec;
  /**
   * Each puzzle to make, with its seed (book/plan.ts), planned once: a refit changes only a
   * section's perPage, which no job depends on.
   */
  jobs: Job[];
  maker: Maker;
}

/** The spec as it will print readably (refitted 1 to a page where the run allows), from a first puzzle per section. */
export interface Fitted extends Planned {
  /** Each section's first puzzle, made once: `make` takes them rather than make them again. */
  firsts: BookFile;
}

/** Every puzzle made, proved and graded: the book file, the source of everything printed. */
export interface Made {
  run: Run;
  book: BookFile;
  jobs: readonly Job[];
}

/** A book rendered in memory, not yet written: its files, and the lines that report them. */
export interface Rendered {
  run: Run;
  /** The book as printed: its spec refitted where the run allows and its whole layout asks. */
  book: BookFile;
  layout: BookLayout;
  files: Output[];
  /** What was made, for stdout, before the list of files written. */
  report: string[];
  /** `puzzlebook: warning: …` lines for stderr. */
  warnings: string[];
}

/** Runs `stage` in the language of `spec`, after telling the trace. */
function enter<T>(run: Run, stage: Stage, spec: BookSpec, work: () => T): T {
  run.trace?.(stage);
  return inLanguage(languageOf(spec), work);
}

/** A spec's sections as a progress counter names them: by title, else by kind, with their counts. */
// Each section's typical cost a puzzle (book/costs.ts): a person's time left is reckoned by it.
const partsOf = (spec: BookSpec) => spec.sections.map((s) => ({ title: s.title ?? getKind(s.kind).title, count: s.count, work: typicalWork(s.kind, s.options, s.difficulty) }));

/** `spec` with one puzzle a section: a section's first puzzle is the same whatever its count. */
const firstOnly = (spec: BookSpec): BookSpec => ({ ...spec, sections: spec.sections.map((section) => ({ ...section, count: 1 })) });

/**
 * plan: the spec's jobs, each puzzle's place and seed (book/plan.ts), after refusing what the
 * spec alone shows cannot print, before any puzzle is made: words its fonts cannot print, a
 * back cover its words would overrun (the cover is its own command, but that is told on the
 * first build), and a grid of puzzles that would print under the readable size (measured on
 * its kinds' stand-ins, as `build --plan` measures it). `maker` will make its puzzles.
 */
export function plan(spec: BookSpec, run: Run, maker: Maker): Planned {
  return enter(run, 'plan', spec, () => {
    checkPrintable(spec, run.where);
    checkCover(spec, run.where);
    checkRoom(spec, run.where);
    return { run, spec, jobs: planJobs(spec), maker };
  });
}

/**
 * fit: refuses a layout that would print under the readable minimum before every puzzle is
 * made. A section's first puzzle is the same whatever its count, so one a section tells (and
 * is not made twice); a section left to its default grid is set 1 to a page where that reads
 * rather than refused (`readableSpec`). A later puzzle may be larger than its section's first:
 * `render` checks the whole book on the layout it paints.
 */
export async function fit(planned: Planned): Promise<Fitted> {
  const { run, maker } = planned;
  return enter(run, 'fit', planned.spec, async () => {
    try {
      const first = firstOnly(planned.spec);
      const firsts = await maker.make(first, run.progress?.(`${first.slug}: first puzzles`, partsOf(first)));
      const spec = readableSpec(planned.spec, (s) => {
        const book = { ...firsts, spec: firstOnly(s) };
        checkReadable(book, openingLayout(s, book), run.where);
      });
      return { ...planned, spec, firsts };
    } catch (error) {
      await maker.close();
      throw error;
    }
  });
}

/** make: every puzzle of the fitted spec generated, proved and graded (the firsts taken, not made again). */
export async function make(fitted: Fitted): Promise<Made> {
  const { run, spec, maker } = fitted;
  return enter(run, 'make', spec, async () => {
    try {
      return { run, book: await maker.make(spec, run.progress?.(`${spec.slug}: puzzles`, partsOf(spec)), fitted.firsts, fitted.jobs), jobs: fitted.jobs };
    } finally {
      await maker.close();
    }
  });
}

/**
 * A book file made before (its puzzles proved by the caller, as `verify` proves them), to
 * render again: its words are checked as `plan` checks a spec's, and with `cover` its back
 * cover's too (for the cover printed from it); its layout is fitted as made.
 */
export function stored(book: BookFile, run: Run, { cover = false } = {}): Made {
  checkPrintable(book.spec, run.where);
  if (cover) checkCover(book.spec, run.where);
  return { run, book, jobs: planJobs(bookSpecOf(book)) };
}

/**
 * What `render` paints: every file a build writes (`all`); or one PDF, for a command that
 * shows or publishes only it: the book's (`book`), or its answer key as a document of its own
 * (`key`, named `<slug>-answers.pdf`, as `answers` prints it, even for a book whose key is at the back).
 */
export type Renders = 'all' | 'book' | 'key';

/**
 * render: the made book laid out once (every page number, each section's scale, the key's
 * pages), refused if a puzzle on that layout prints under the readable minimum (or its
 * sections left to their default grid set 1 to a page, `readableSpec`), then painted from it:
 * the PDF, the answer key unless it is at the back, and the book file, all in memory (or
 * only the one PDF `renders` asks for).
 */
export async function render(made: Made, renders: Renders = 'all'): Promise<Rendered> {
  const { run } = made;
  return enter(run, 'render', made.book.spec, async () => {
    // The book checked is the book painted: its layout is made once, by the check.
    const books = new Map([[made.book.spec, made.book]]);
    const bookOf = (spec: BookSpec) => books.get(spec) ?? books.set(spec, { ...made.book, spec }).get(spec)!;
    const book = bookOf(readableSpec(made.book.spec, (spec) => checkReadable(bookOf(spec), undefined, run.where)));
    const layout = layoutBook(book);
    const { spec } = book;
    const keyName = renders === 'key' ? `${book.slug}-answers.pdf` : renders === 'all' ? answersName(book) : null;
    const files: Output[] = [];
    if (renders !== 'key') files.push({ name: `${book.slug}.pdf`, data: await paintBook(book, layout, run.progress?.(`${spec.slug}: pages`)) });
    if (keyName) files.push({ name: keyName, data: await paintAnswers(book, run.progress?.(`${spec.slug}: answer pages`)) });
    if (renders === 'all') files.push({ name: `${book.slug}.json`, data: bookJson(book) });
    return { run, book, layout, files, report: reportOf(book, made.jobs, answersName(book)), warnings: warningsOf(book, layout) };
  });
}

/** plan → fit → make → render: a spec's book in memory, nothing written, its puzzles made by `maker`. */
export async function build(spec: BookSpec, run: Run, maker: Maker): Promise<Rendered> {
  const rendered = await render(await make(await fit(plan(spec, run, maker))));
  return { ...rendered, warnings: [...alikeWarnings(spec), ...offensiveWarnings(spec), ...rendered.warnings] };
}

/** Words of an author's own list that a list of offensive words holds, printed in a book (a worksheet refuses them: spec.ts), unless the options keep them. */
function offensiveWarnings(spec: BookSpec): string[] {
  return spec.sections.flatMap((s, i) => {
    const words = getKind(s.kind).lists?.offensive?.(s.options as never, spec.language ?? 'en') ?? [];
    const list = new Intl.ListFormat('en', { type: 'conjunction' }).format(words.map((w) => `"${w}"`));
    if (words.length === 0) return [];
    const are = words.length === 1 ? `${list} is on a list of offensive words` : `${list} are on a list of offensive words`;
    return [`puzzlebook: warning: ${formatPath(['sections', i, 'options', 'words'])}: ${are}, and the book prints the list as given (keepOffensive: true says that is meant)`];
  });
}

/** Unnamed sections told apart only by their order (plan.ts `sectionKeys`): moving one would swap their puzzles. */
function alikeWarnings(spec: BookSpec): string[] {
  return alikeSections(spec).map((group) => {
    const list = group.map((s) => formatPath(['sections', s])).join(', ');
    return `puzzlebook: warning: ${list} ask for the same puzzles (${spec.sections[group[0]!]!.kind}, ${spec.sections[group[0]!]!.difficulty}, the same options), so only their order tells their puzzles apart: give each a name (name: …) to keep its puzzles if sections move`;
  });
}

/** The lines that say what was made: the count, how it was proved, and the puzzles from a retry seed. */
function reportOf(book: BookFile, jobs: readonly Job[], keyName: string | null): string[] {
  const solvable = book.puzzles.filter((p) => getKind(p.kind).proof === 'solvable').length;
  const proved = solvable ? `${book.puzzles.length - solvable} proved unique, ${solvable} proved solvable` : 'each proved unique';
  const report = [`${book.title}: ${count(book.puzzles.length, 'puzzle')}, ${proved}${keyName ? '' : '; answers at the back'}`];
  const retried = [...retries(book, jobs)];
  if (retried.length) {
    const list = retried.map(([where, n]) => `${where} ×${n}`).join(', ');
    report.push(`  ${retried.reduce((n, [, k]) => n + k, 0)} from a retry seed, their own could not reach the band or made one too like the rest of its section (${list}); the seeds used are in the book file`);
  }
  return report;
}

function warningsOf(book: BookFile, layout: BookLayout): string[] {
  const pages = layout.pages.length;
  const past = pastPlan(book, layout);
  const warnings = past ? [`puzzlebook: warning: ${past}`] : [];
  for (const under of underSize(book, layout)) warnings.push(`puzzlebook: warning: ${book.slug}.pdf: ${under}`);
  // A catalog copied from English to start a translation prints a book in English, in silence but for this.
  const copies = englishCopies(languageOf(book.spec), [...new Set(book.puzzles.map((p) => p.kind))]);
  if (copies.length) warnings.push(`puzzlebook: warning: the ${languageName(languageOf(book.spec))} words are the English, word for word, in ${copies.join(', ')}: those words print in English`);
  if (!isTrim(book.spec.page.size) || pages >= FEWEST_POD_PAGES) return warnings;
  return [...warnings, `puzzlebook: warning: ${book.slug}.pdf has ${pages} pages; print-on-demand services bind at least ${FEWEST_POD_PAGES} (add puzzles, or fewer per page)`];
}

/**
 * The spec if `check` passes it; else the spec with every section that left its grid to the
 * book set 1 to a page, if that passes; else `check`'s refusal. A grid the book chose is never
 * refused: it is chosen on the kinds' largest stand-ins (house.ts), so this is for a puzzle
 * larger still (a Cross Numbers total of more digits than its stand-in's). The spec in the book
 * file says so, so it builds the same again.
 */
function readableSpec(spec: BookSpec, check: (spec: BookSpec) => void): BookSpec {
  try {
    check(spec);
    return spec;
  } catch (error) {
    if (!(error instanceof UserError)) throw error;
    const single = { ...spec, sections: spec.sections.map((s) => (s.perPage === undefined && s.layout === undefined ? { ...s, perPage: 1 } : s)) };
    try {
      check(single);
    } catch {
      throw error;
    }
    return single;
  }
}
