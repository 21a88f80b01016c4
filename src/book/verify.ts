import { oneScreen, shown, UserError } from '../engine/errors.ts';
import { inputName, readBook } from './read.ts';
import { VERSION } from '../version.ts';
import type { BookFile } from './bookfile-schema.ts';
import { inLanguage } from './language.ts';
import { disproof } from './make.ts';
import type { Progress } from './book.ts';
import { languageOf } from './spec.ts';
import type { Grade, Solved } from '../engine/kind.ts';
import { placeFailures, recordCheck } from './provenance.ts';

/** One thing wrong with a book file: its line, and the puzzle it is about. */
export interface Failure {
  line: string;
  puzzle: number;
}

/** A puzzle of a book made by another version that this version grades otherwise (`RecordCheck.regraded`). */
export interface Regraded {
  puzzle: number;
  lines: string[];
  /** This version's grade, which the archive publishes; null when this version's steps do not solve it. */
  grade: Grade | null;
}

/** What checking a book found: what is wrong with it, and what this version grades otherwise. */
export interface Checked {
  failures: Failure[];
  regraded: Regraded[];
}

/**
 * The puzzles to check, by index, where not the whole book: a set, or a map to each one's proof
 * solve already made (`disproof`'s `made`: `explain` solved them first, and each is solved once).
 */
export type Only = ReadonlySet<number> | ReadonlyMap<number, Solved<unknown>>;

/**
 * Every puzzle of the book solved again, and every value that can be made again made again
 * (provenance.ts): a line for each puzzle that is not uniquely solvable (or, for Countdown,
 * not solvable) or whose stored answer is wrong, and for each stored value that disagrees
 * with what it is made from: each record's place, id, seed, options and band with the plan
 * of the book's spec, the puzzle with its options, the grade and band with the step
 * solver's. Each line names `where`, the puzzle by index and
 * id, and the field. Empty when the whole book holds. With `only`, just those puzzles (by index)
 * are checked: what a command prints of one puzzle is proved without solving the whole book.
 */
export function checkBook(book: BookFile, where: string, only?: Only, progress?: Progress): Checked {
  // In the book's language, as its pages say what is checked (a rule quoted in a refusal).
  return inLanguage(languageOf(book.spec), () => checkBookHere(book, where, only, progress));
}

/** `checkBook`, of every puzzle or of those whose indices are in `only`, telling `progress` each puzzle checked. */
function checkBookHere(book: BookFile, where: string, only: Only | undefined, progress: Progress | undefined): Checked {
  const places = placeFailures(book);
  const failures: Failure[] = [];
  const regraded: Regraded[] = [];
  const total = only ? only.size : book.puzzles.length;
  let done = 0;
  book.puzzles.forEach((p, i) => {
    if (only && !only.has(i)) return;
    progress?.(done++, total);
    // The reason can quote the book (an expression, a rule): kept to one safe line.
    const said = (line: string) => shown(`${where}: puzzles[${i}] (${p.id}): ${line}`);
    const why = disproof(p.kind, p.puzzle, p.solution, only instanceof Map ? (only.get(i) as never) : undefined);
    // A puzzle the proof refuses is not graded again: it is no puzzle, and the step solver
    // would only spend time on it.
    const check = recordCheck(p, book, !why);
    for (const line of [...(why ? [why] : []), ...places[i]!, ...check.failures]) failures.push({ puzzle: i, line: said(line) });
    if (check.regraded) regraded.push({ puzzle: i, lines: check.regraded.lines.map(said), grade: check.regraded.grade });
  });
  progress?.(total, total);
  return { failures, regraded };
}

/** The failing lines of `checkBook`. */
export function bookFailures(book: BookFile, where: string): string[] {
  return checkBook(book, where).failures.map((failure) => failure.line);
}

/**
 * What a book made by another version says of its grades, after a check: how many puzzles
 * this version grades otherwise, and the first few lines, so a reader sees why. Empty when none.
 */
export function regradedNote(book: BookFile, where: string, regraded: readonly Regraded[]): string {
  // Only puzzles graded otherwise say so: one whose grade merely gains a figure is published quietly.
  const noted = regraded.filter((r) => r.lines.length > 0);
  if (noted.length === 0) return '';
  const lines = noted.flatMap((r) => r.lines);
  const shownLines = lines.slice(0, 3).map((line) => `  ${line}\n`).join('');
  const more = lines.length > 3 ? `  … and ${lines.length - 3} more\n` : '';
  return (
    `${where}: made by ${book.version ? `puzzlebook ${book.version}` : 'an unknown version of puzzlebook'}, which graded ${noted.length} of its ${book.puzzles.length} puzzles otherwise than ${VERSION} measures them ` +
    `(their proofs and answers hold; an archive publishes ${VERSION}'s grades):\n${shownLines}${more}`
  );
}

/** How many of the book's puzzles failed, for a summary. */
export const failedPuzzles = (failures: readonly Failure[]) => new Set(failures.map((f) => f.puzzle)).size;

/** A book that holds, as `verify` checks it: the book, and the note for one made by another version (`regradedNote`). */
export interface Proved {
  book: BookFile;
  regraded: Regraded[];
  /** What `regradedNote` says of it; empty for a book of this version. */
  note: string;
}

/**
 * The refusal of a book whose check failed: each failing puzzle and field (one screen), then
 * how many of its puzzles failed and, after a semicolon, `nothing` (what the command did not
 * do: "nothing was printed").
 */
export function bookRefusal(book: BookFile, where: string, failures: readonly Failure[], nothing?: string): UserError {
  const tail = nothing ? `; ${nothing}` : '';
  return new UserError(`${oneScreen(failures.map((f) => f.line))}\n${where}: ${failedPuzzles(failures)} of ${book.puzzles.length} puzzles failed${tail}`, [], 'not-proved');
}

/**
 * A book read from a file, proved as `verify` proves it (`checkBook`) before anything is made
 * from it: every reader of a book file (`build`, `answers`, `cover`, `explain`, `verify`)
 * prints only what holds. Refuses a book that fails, naming each puzzle and field, with
 * `nothing` said at the end; `only` proves just those puzzles (`explain --id`).
 */
export function provedBook(book: BookFile, where: string, nothing?: string, only?: Only, progress?: Progress): Proved {
  const { failures, regraded } = checkBook(book, where, only, progress);
  if (failures.length) throw bookRefusal(book, where, failures, nothing);
  return { book, regraded, note: regradedNote(book, where, regraded) };
}

/** `provedBook` of the book file at `path` (`-`: standard input, read by `stdin`). */
export function readProvedBook(path: string, stdin: ((limit: number) => string) | undefined, nothing?: string): Proved {
  return provedBook(readBook(path, stdin), inputName(path), nothing);
}
