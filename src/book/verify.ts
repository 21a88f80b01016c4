import { shown } from '../engine/errors.ts';
import type { BookFile } from './bookfile-schema.ts';
import { inLanguage } from './language.ts';
import { disproof } from './make.ts';
import { languageOf } from './spec.ts';
import { placeFailures, recordFailures } from './provenance.ts';

/** One thing wrong with a book file: its line, and the puzzle it is about. */
export interface Failure {
  line: string;
  puzzle: number;
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
export function checkBook(book: BookFile, where: string): Failure[] {
  // In the book's language: a rule's sentence is made again in the words it was made in.
  return inLanguage(languageOf(book.spec), () => checkBookHere(book, where));
}

function checkBookHere(book: BookFile, where: string): Failure[] {
  const places = placeFailures(book);
  return book.puzzles.flatMap((p, i) => {
    const why = disproof(p.kind, p.puzzle, p.solution);
    // A puzzle the proof refuses is not graded again: it is no puzzle, and the step solver
    // would only spend time on it.
    const lines = [...(why ? [why] : []), ...places[i]!, ...recordFailures(p, book, !why)];
    // The reason can quote the book (an expression, a rule): kept to one safe line.
    return lines.map((line) => ({ puzzle: i, line: shown(`${where}: puzzles[${i}] (${p.id}): ${line}`) }));
  });
}

/** The lines of `checkBook`. */
export function bookFailures(book: BookFile, where: string): string[] {
  return checkBook(book, where).map((failure) => failure.line);
}

/** How many of the book's puzzles failed, for a summary. */
export const failedPuzzles = (failures: readonly Failure[]) => new Set(failures.map((f) => f.puzzle)).size;
