import { shown } from '../engine/errors.ts';
import type { BookFile } from './bookfile-schema.ts';
import { disproof } from './make.ts';

/**
 * Every puzzle of the book solved again: one line per puzzle that is not uniquely solvable
 * (or, for Countdown, not solvable) or whose stored answer is wrong, naming it by `where`,
 * index and id. Empty when the whole book holds.
 */
export function bookFailures(book: BookFile, where: string): string[] {
  return book.puzzles.flatMap((p, i) => {
    const why = disproof(p.kind, p.puzzle, p.solution);
    // The reason can quote the book (an expression, a rule): kept to one safe line.
    return why ? [shown(`${where}: puzzles[${i}] (${p.id}): ${why}`)] : [];
  });
}
