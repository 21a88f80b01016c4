import { shown } from '../engine/errors.ts';
import { VERSION } from '../version.ts';
import type { BookFile } from './bookfile-schema.ts';
import { inLanguage } from './language.ts';
import { disproof } from './make.ts';
import { languageOf } from './spec.ts';
import type { Grade } from '../engine/kind.ts';
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
 * Every puzzle of the book solved again, and every value that can be made again made again
 * (provenance.ts): a line for each puzzle that is not uniquely solvable (or, for Countdown,
 * not solvable) or whose stored answer is wrong, and for each stored value that disagrees
 * with what it is made from: each record's place, id, seed, options and band with the plan
 * of the book's spec, the puzzle with its options, a rule's sentence with its terms, the
 * grade and band with the step solver's. Each line names `where`, the puzzle by index and
 * id, and the field. Empty when the whole book holds.
 */
export function checkBook(book: BookFile, where: string): Checked {
  // In the book's language: a rule's sentence is made again in the words it was made in.
  return inLanguage(languageOf(book.spec), () => checkBookHere(book, where));
}

function checkBookHere(book: BookFile, where: string): Checked {
  const places = placeFailures(book);
  const failures: Failure[] = [];
  const regraded: Regraded[] = [];
  book.puzzles.forEach((p, i) => {
    // The reason can quote the book (an expression, a rule): kept to one safe line.
    const said = (line: string) => shown(`${where}: puzzles[${i}] (${p.id}): ${line}`);
    const why = disproof(p.kind, p.puzzle, p.solution);
    // A puzzle the proof refuses is not graded again: it is no puzzle, and the step solver
    // would only spend time on it.
    const check = recordCheck(p, book, !why);
    for (const line of [...(why ? [why] : []), ...places[i]!, ...check.failures]) failures.push({ puzzle: i, line: said(line) });
    if (check.regraded) regraded.push({ puzzle: i, lines: check.regraded.lines.map(said), grade: check.regraded.grade });
  });
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
  if (regraded.length === 0) return '';
  const lines = regraded.flatMap((r) => r.lines);
  const shownLines = lines.slice(0, 3).map((line) => `  ${line}\n`).join('');
  const more = lines.length > 3 ? `  … and ${lines.length - 3} more\n` : '';
  return (
    `${where}: made by ${book.version ? `puzzlebook ${book.version}` : 'an unknown version of puzzlebook'}, which graded ${regraded.length} of its ${book.puzzles.length} puzzles otherwise than ${VERSION} measures them ` +
    `(their proofs and answers hold; an archive publishes ${VERSION}'s grades):\n${shownLines}${more}`
  );
}

/** How many of the book's puzzles failed, for a summary. */
export const failedPuzzles = (failures: readonly Failure[]) => new Set(failures.map((f) => f.puzzle)).size;
